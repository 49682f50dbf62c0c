import type { Action, BoardView } from '../../../engine/index';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { statLabel } from '../i18n';

/** Player stats changed by hand from the HUD, in this order where a game has them. */
const STATS = ['life', 'damage', 'resources', 'soul', 'ap', 'era'];

/**
 * Manual play in the HUD: every player's life and resources with buttons to change them by hand
 * (each a `manual` action in the log), and the unscripted cards whose text waits to be resolved
 * by hand, with their text and a Done button.
 */
export class ManualPanel {
  readonly root = el('section', { class: 'panel manual-panel', testid: 'manual-panel' });

  constructor(private readonly act: (action: Action) => void) {}

  update(view: BoardView, t: Translate, seatName: (seat: string) => string, busy: boolean): void {
    const rows = view.players.map((p) => {
      const stats = STATS.filter((s) => p.stats[s] !== undefined);
      return el('div', { class: 'manual-seat', attrs: { 'data-seat': p.seat } }, [
        el('span', { class: 'manual-seat-name', text: seatName(p.seat) }),
        ...stats.map((stat) =>
          el('span', { class: 'manual-stat', attrs: { 'data-stat': stat } }, [
            el('span', { text: `${statLabel(t, stat)} ${p.stats[stat]}`, attrs: { 'data-value': String(p.stats[stat]) } }),
            this.button('−', t('manual.stat-less', { stat: statLabel(t, stat), seat: seatName(p.seat) }), busy, () =>
              this.act({ type: 'manual', by: view.viewer, change: { kind: 'stat', player: p.seat, stat, amount: -1 } }),
            ),
            this.button('+', t('manual.stat-more', { stat: statLabel(t, stat), seat: seatName(p.seat) }), busy, () =>
              this.act({ type: 'manual', by: view.viewer, change: { kind: 'stat', player: p.seat, stat, amount: 1 } }),
            ),
          ]),
        ),
      ]);
    });
    const waiting = (view.manual ?? []).map((m) =>
      el('div', { class: 'manual-resolution', testid: 'resolve-by-hand', attrs: { 'data-card': m.card } }, [
        el('p', { class: 'manual-resolution-prompt', text: t('manual.resolve-prompt', { card: m.name }) }),
        el('p', { class: 'card-text', text: m.text }),
        this.button(t('manual.resolved'), t('manual.resolved'), busy, () => this.act({ type: 'manual', by: view.viewer, change: { kind: 'resolved', card: m.card } }), 'resolve-done'),
      ]),
    );
    this.root.replaceChildren(el('h2', { class: 'panel-heading', text: t('manual.heading') }), ...waiting, ...rows, el('p', { class: 'hint', text: t('manual.hint') }));
  }

  private button(text: string, label: string, busy: boolean, click: () => void, testid?: string): HTMLButtonElement {
    const b = el('button', { text, attrs: { type: 'button', 'aria-label': label }, ...(testid ? { testid } : {}), on: { click } });
    b.disabled = busy;
    return b;
  }
}
