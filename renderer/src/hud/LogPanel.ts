import type { BoardView } from '../../../engine/index';
import { el } from '../dom';
import type { Language, Translate } from '../i18n';
import { formatLogLine } from './log-format';
import { readableLog } from './log-reading';
import { objectsOf, reasonsFor } from './log-why';
import { traceList } from './TraceList';

/**
 * The game log: every line the engine logged, rendered through the catalogs, newest at the
 * bottom. Its heading opens and closes it (open at first). Each line has a "why?" button
 * (issue 17 item 4) that opens the rule steps behind it under the line and asks the table to
 * highlight the objects they involve (`highlight`; an empty list clears it).
 */
export class LogPanel {
  /** The panel's element. */
  readonly root: HTMLElement;
  private readonly heading = el('h2', { class: 'panel-heading' });
  private readonly toggle = el('button', { class: 'log-toggle', testid: 'log-toggle', attrs: { type: 'button', 'aria-expanded': 'true' } });
  private readonly list = el('ol', { class: 'log-list', testid: 'game-log' });
  private t: Translate | null = null;
  /** The sequence number of the line whose reasons are open (it stays open across views). */
  private open: number | null = null;

  constructor(private readonly highlight: (objects: readonly string[]) => void = () => undefined) {
    this.root = el('section', { class: 'panel log-panel' }, [el('div', { class: 'row log-head' }, [this.heading, this.toggle]), this.list]);
    this.list.setAttribute('aria-live', 'polite');
    this.toggle.addEventListener('click', () => this.setOpen(this.list.hidden));
  }

  /** Opens or closes the log. */
  setOpen(open: boolean): void {
    this.list.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    if (this.t) this.toggle.textContent = this.t(open ? 'log.toggle-close' : 'log.toggle-open');
  }

  /** Redraws the log from the view. */
  update(view: BoardView, t: Translate, lang: Language, seatName: (seat: string) => string): void {
    this.t = t;
    this.toggle.textContent = t(this.list.hidden ? 'log.toggle-open' : 'log.toggle-close');
    this.heading.textContent = t('log.heading');
    this.list.setAttribute('aria-label', t('log.heading'));
    this.list.replaceChildren();
    const lines = readableLog(view.log);
    if (lines.length === 0) this.list.appendChild(el('li', { class: 'log-empty', text: t('log.empty') }));
    let lastTurn = -1;
    let highlighted: readonly string[] = [];
    lines.forEach((line, i) => {
      const reasons = reasonsFor(lines, i, view.trace);
      const text = formatLogLine(line, view, t, seatName);
      const why =
        reasons === null
          ? null
          : el('button', { class: 'log-why', testid: 'log-why', text: '?', attrs: { type: 'button', title: t('log.why'), 'aria-label': t('log.why-label', { line: text }), 'aria-expanded': 'false' } });
      const item = el('li', { class: `log-line ${line.key.replace(/\./g, '-')}` }, [
        el('span', { class: 'log-turn', text: line.turn !== lastTurn ? t('log.turn-label', { turn: line.turn }) : '' }),
        el('span', { class: 'log-text', text }),
        why,
      ]);
      if (why && reasons) {
        const show = (): void => {
          why.setAttribute('aria-expanded', 'true');
          item.classList.add('log-line-open');
          const list = traceList(reasons, view, t, lang, seatName);
          list.classList.add('log-reasons');
          item.appendChild(list);
          // The reasons open under the line: keep them in sight in the scrolled log.
          list.scrollIntoView?.({ block: 'nearest' });
        };
        if (this.open === line.seq) {
          show();
          highlighted = objectsOf(reasons);
        }
        why.addEventListener('click', () => {
          const opening = this.open !== line.seq;
          this.open = opening ? (line.seq ?? null) : null;
          for (const other of this.list.querySelectorAll('.log-reasons')) other.remove();
          for (const other of this.list.querySelectorAll('.log-line-open')) other.classList.remove('log-line-open');
          for (const other of this.list.querySelectorAll('.log-why')) other.setAttribute('aria-expanded', 'false');
          if (opening) show();
          this.highlight(opening ? objectsOf(reasons) : []);
        });
      }
      lastTurn = line.turn;
      this.list.appendChild(item);
    });
    this.highlight(highlighted);
    if (this.open === null) this.list.scrollTop = this.list.scrollHeight;
  }
}
