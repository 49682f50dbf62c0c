import type { Answer, BoardView, DecisionView } from '../../../engine/index';
import { el } from '../dom';
import { sayPhrase, type Translate } from '../i18n';
import { answerFor, answerMode, canConfirm, coverProgress, isYesNo, numberChoices, pickFor, withinAtMost } from './decision-answer';

/**
 * The pending decision: its prompt and options as buttons. Single-choice decisions answer on
 * click; target/card picks and orderings collect picks and answer on Confirm. The picks are
 * UI state only; the decision itself always comes from the view.
 */
export class DecisionPanel {
  /** The panel's element (hidden while no decision is pending). */
  readonly root = el('section', { class: 'panel decision-panel', testid: 'decision-panel' });
  private picked: string[] = [];
  private decisionKey = '';
  private last: { view: BoardView; t: Translate; seatName: (s: string) => string } | null = null;

  constructor(
    private readonly answer: (pick: Answer) => void,
    /** Told the picks whenever they change (the board marks the picked cards). */
    private readonly picksChanged: (picked: readonly string[]) => void = () => undefined,
  ) {
    this.root.hidden = true;
  }

  /** Redraws from the view. */
  update(view: BoardView, t: Translate, seatName: (seat: string) => string): void {
    this.last = { view, t, seatName };
    const d = view.decision;
    const key = d ? JSON.stringify(d) : '';
    const fresh = key !== this.decisionKey;
    if (fresh) this.picked = [];
    this.decisionKey = key;
    // A pick redraws the panel: the options keep where they were scrolled to, and the focus stays on its button.
    const kept = fresh ? null : this.scrollAndFocus();
    this.root.hidden = !d;
    this.root.replaceChildren();
    if (d) this.render(d, view, t, seatName);
    // Edged first: the edge takes room, and the scroll kept is measured in the room left.
    this.markScrolling();
    if (kept) this.restore(kept);
    if (d && fresh) this.keepInSight();
    // The picks name options by value; the ones that are objects on the table are marked there.
    this.picksChanged(d ? this.picked.filter((v) => d.options.some((o) => o.value === v && o.object === v)) : []);
  }

  /**
   * Scrolls the side panel so the whole decision is in sight, its heading and its Confirm: a
   * new question, or a window made smaller, never leaves the answer below the edge (1024 x 640).
   * The panel is never taller than the side panel (its options scroll inside it: styles.css).
   */
  keepInSight(): void {
    if (this.root.hidden) return;
    this.root.scrollIntoView?.({ block: 'nearest' });
    this.markScrolling();
  }

  /** Marks a list of options taller than its room (class `scrolls`: edged, its scrollbar shown), so the options out of sight are known to be there. */
  private markScrolling(): void {
    const list = this.root.querySelector('.decision-options');
    list?.classList.toggle('scrolls', list.scrollHeight > list.clientHeight + 1);
  }

  /** How far the options are scrolled, and which of the panel's buttons has the focus (its value or test id). */
  private scrollAndFocus(): { scrolled: number; focus: string | null } {
    const list = this.root.querySelector('.decision-options');
    const active = this.root.ownerDocument.activeElement;
    const focus = active instanceof HTMLElement && this.root.contains(active) ? (active.dataset.value ?? active.dataset.testid ?? null) : null;
    return { scrolled: list?.scrollTop ?? 0, focus };
  }

  private restore({ scrolled, focus }: { scrolled: number; focus: string | null }): void {
    const list = this.root.querySelector('.decision-options');
    if (list) list.scrollTop = scrolled;
    if (focus === null) return;
    const button = [...this.root.querySelectorAll<HTMLElement>('button')].find((b) => b.dataset.value === focus || b.dataset.testid === focus);
    button?.focus({ preventScroll: true });
  }

  /**
   * Picks an option as its button would (a card tapped on the board: a card to pitch): toggled
   * among the picks of a multi-pick or an order, answered at once for a single choice.
   */
  pick(value: string): void {
    const d = this.last?.view.decision;
    if (!d || !d.options.some((o) => o.value === value)) return;
    const mode = answerMode(d);
    if (mode === 'single') return this.answer(answerFor(d, mode, [value]));
    if (mode !== 'multi' && mode !== 'order') return;
    this.picked = pickFor(d, mode, this.picked, value);
    this.rerender();
  }

  private rerender(): void {
    if (this.last) this.update(this.last.view, this.last.t, this.last.seatName);
  }

  private render(d: DecisionView, view: BoardView, t: Translate, seatName: (seat: string) => string): void {
    const mode = answerMode(d);
    const mine = d.player === view.viewer;
    this.root.append(
      el('h2', { class: 'panel-heading', text: t(`decision.kind.${d.kind}`, { defaultValue: t('decision.heading') }) }),
      // The view's question where it says more than the prompt (an additional cost named: engine/view/labels.ts).
      el('p', { class: 'decision-prompt', testid: 'decision-prompt', text: d.question ? sayPhrase(t, d.question) : t(d.prompt, { defaultValue: t('decision.prompt-generic') }) }),
    );
    // What the decision pays for (FAB-5.1: the card is being played; the table outlines it).
    if (view.waiting) {
      const key = d.player === view.viewer ? `decision.waiting-${view.waiting.action}` : `decision.waiting-other-${view.waiting.action}`;
      this.root.append(el('p', { class: 'decision-for', testid: 'decision-for', text: t(key, { card: view.waiting.name, seat: seatName(d.player) }) }));
    }
    if (!mine) {
      this.root.append(el('p', { class: 'muted', text: t('decision.waiting', { seat: seatName(d.player) }) }));
      return;
    }
    if (mode === 'multi') this.root.append(el('p', { class: 'muted', text: t('decision.pick-range', { min: d.min ?? 1, max: d.max ?? d.options.length }) }));
    if (mode === 'multi' && d.atMost) {
      // Say the cap before a pick breaks it (a dominated attack: one card from hand), not only refuse the answer.
      const capped = d.options.filter((o) => d.atMost!.of.includes(o.value)).map((o) => t(o.label, { defaultValue: o.label }));
      const over = !withinAtMost(d, this.picked);
      this.root.append(el('p', { class: over ? 'decision-at-most warning' : 'decision-at-most muted', testid: 'decision-at-most', text: t('decision.at-most', { count: d.atMost.count, cards: capped.join(t('log.list-separator')) }) }));
    }
    // Which end of the order is which depends on what is ordered: triggers go on the stack (the first resolves last), pitched cards under the deck (the last ends at the very bottom).
    if (mode === 'order') this.root.append(el('p', { class: 'muted', testid: 'decision-order-hint', text: t(`decision.order-hint-${d.kind}`, { defaultValue: t('decision.order-hint') }) }));
    const progress = coverProgress(d, this.picked);
    if (progress) this.root.append(el('p', { class: 'muted', testid: 'decision-cover', text: t('decision.cover-progress', progress) }));
    const list = el('div', { class: 'decision-options', attrs: { role: 'group' } });
    const yesNo = isYesNo(d);
    const choices =
      mode === 'number'
        ? numberChoices(d).map((n) => ({ value: String(n), label: String(n) }))
        : yesNo
          ? [
              { value: 'yes', label: t('decision.yes') },
              { value: 'no', label: t('decision.no') },
            ]
          : d.options.map((o) => {
              // A seat is named as the table names it ("Seat B"), not by its id (who plays first, FAB-4.1).
              const label = o.seat !== undefined && o.object === undefined ? seatName(o.seat) : t(o.label, { defaultValue: o.label });
              // FAB-1.14: a pitch shows what each card would pay.
              return { value: o.value, label: d.cover ? t('decision.cover-option', { label, weight: d.cover.weights[o.value] ?? 0 }) : label };
            });
    for (const option of choices) {
      const order = this.picked.indexOf(option.value);
      const button = el('button', {
        class: `decision-option${order >= 0 ? ' picked' : ''}`,
        text: mode === 'order' && order >= 0 ? `${order + 1}. ${option.label}` : option.label,
        attrs: { type: 'button', 'aria-pressed': String(order >= 0), 'data-value': option.value },
        on: {
          click: () => {
            if (yesNo) return this.answer(option.value === 'yes');
            if (mode === 'single') return this.answer(answerFor(d, mode, [option.value]));
            if (mode === 'number') return this.answer(Number(option.value));
            this.picked = pickFor(d, mode, this.picked, option.value);
            this.rerender();
          },
        },
      });
      list.append(button);
    }
    this.root.append(list);
    if (mode === 'multi' || mode === 'order') {
      const confirm = el('button', {
        class: 'primary',
        text: t('decision.confirm'),
        testid: 'decision-confirm',
        attrs: { type: 'button' },
        on: { click: () => this.answer(answerFor(d, mode, this.picked)) },
      });
      confirm.disabled = !canConfirm(d, mode, this.picked);
      const clear = el('button', { text: t('decision.clear'), testid: 'decision-clear', attrs: { type: 'button' }, on: { click: () => ((this.picked = []), this.rerender()) } });
      this.root.append(el('div', { class: 'row' }, [confirm, clear]));
    }
    if (d.rule) this.root.append(el('p', { class: 'rule-id', text: t('decision.rule', { rule: d.rule }) }));
  }
}
