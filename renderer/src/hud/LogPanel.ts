import type { BoardView } from '../../../engine/index';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { formatLogLine } from './log-format';

/**
 * The game log: every line the engine logged, rendered through the catalogs, newest at the
 * bottom. Its heading opens and closes it (open at first).
 */
export class LogPanel {
  /** The panel's element. */
  readonly root: HTMLElement;
  private readonly heading = el('h2', { class: 'panel-heading' });
  private readonly toggle = el('button', { class: 'log-toggle', testid: 'log-toggle', attrs: { type: 'button', 'aria-expanded': 'true' } });
  private readonly list = el('ol', { class: 'log-list', testid: 'game-log' });
  private t: Translate | null = null;

  constructor() {
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
  update(view: BoardView, t: Translate, seatName: (seat: string) => string): void {
    this.t = t;
    this.toggle.textContent = t(this.list.hidden ? 'log.toggle-open' : 'log.toggle-close');
    this.heading.textContent = t('log.heading');
    this.list.setAttribute('aria-label', t('log.heading'));
    this.list.replaceChildren();
    if (view.log.length === 0) this.list.appendChild(el('li', { class: 'log-empty', text: t('log.empty') }));
    let lastTurn = -1;
    for (const line of view.log) {
      const item = el('li', { class: `log-line ${line.key.replace(/\./g, '-')}` }, [
        el('span', { class: 'log-turn', text: line.turn !== lastTurn ? t('log.turn-label', { turn: line.turn }) : '' }),
        el('span', { class: 'log-text', text: formatLogLine(line, view, t, seatName) }),
      ]);
      lastTurn = line.turn;
      this.list.appendChild(item);
    }
    this.list.scrollTop = this.list.scrollHeight;
  }
}
