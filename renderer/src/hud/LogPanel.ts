import { VIEW_LOG_LINES, type BoardView, type LogLine } from '../../../engine/index';
import type { LogPage } from '../api';
import { el } from '../dom';
import type { Language, Translate } from '../i18n';
import { formatLogLine } from './log-format';
import { readableLog, withToldSteps } from './log-reading';
import { objectsOf, reasonsFor } from './log-why';
import { traceList } from './TraceList';

/** Where the log panel reads older lines (`saves:logPage`). */
export interface EarlierLines {
  /** Whether the game has a save to read them from (a game no one acted in has none yet). */
  available(): boolean;
  page(request: { step?: number; before: number; limit: number }): Promise<LogPage>;
}

/**
 * The game log: every line the engine logged, rendered through the catalogs, newest at the
 * bottom. Its heading opens and closes it (open at first). Each line has a "why?" button
 * (issue 17 item 4) that opens the rule steps behind it under the line and asks the table to
 * highlight the objects they involve (`highlight`; an empty list clears it).
 *
 * A view carries the latest 50 lines; "Earlier lines" (issue 19) asks the host for the page
 * before the oldest line shown (`earlier`: `saves:logPage`, from the save the game autosaves
 * into) and shows it above, oldest first, as many pages as asked for. The pages are read at the
 * step the first was, so when the game moves on they are dropped and the log follows the game.
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
  private readonly earlierButton = el('button', { class: 'log-earlier', testid: 'log-earlier', attrs: { type: 'button' } });
  private readonly earlierStatus = el('p', { class: 'log-earlier-status', testid: 'log-earlier-status' });
  /** The older lines loaded, oldest first, the step they were read at, and whether there are more. */
  private paged: { lines: LogLine[]; cardNames: Record<string, string>; step: number | undefined; before: number; more: boolean; loading: boolean; error: string | null } = LogPanel.noPages();
  /** The view's log the pages were loaded under (a new line drops them). */
  private pagedUnder = '';
  private last: { view: BoardView; t: Translate; lang: Language; seatName: (seat: string) => string } | null = null;

  constructor(
    private readonly highlight: (objects: readonly string[]) => void = () => undefined,
    /** Older lines: whether the game has a save to read them from, and a page of them. */
    private readonly earlier: EarlierLines | null = null,
  ) {
    this.root = el('section', { class: 'panel log-panel' }, [
      el('div', { class: 'row log-head' }, [this.heading, this.toggle]),
      this.earlierButton,
      this.earlierStatus,
      this.list,
    ]);
    this.list.setAttribute('aria-live', 'polite');
    this.toggle.addEventListener('click', () => this.setOpen(this.list.hidden));
    this.earlierButton.addEventListener('click', () => void this.loadEarlier());
  }

  private static noPages(): LogPanel['paged'] {
    return { lines: [], cardNames: {}, step: undefined, before: 0, more: true, loading: false, error: null };
  }

  /** Lines per page of older lines. */
  static readonly PAGE = 100;

  /** Loads the page before the oldest line shown and draws it above. */
  private async loadEarlier(): Promise<void> {
    const last = this.last;
    if (!this.earlier || !last || this.paged.loading || !this.paged.more) return;
    const paged = this.paged;
    paged.loading = true;
    paged.error = null;
    this.drawEarlierControl();
    try {
      const page = await this.earlier.page({ step: paged.step, before: paged.before || last.view.log.length, limit: LogPanel.PAGE });
      if (this.paged !== paged) return; // the game moved on meanwhile
      paged.lines = [...page.lines, ...paged.lines];
      paged.cardNames = { ...paged.cardNames, ...page.cardNames };
      paged.step = page.step;
      paged.before = page.before;
      paged.more = page.more;
    } catch (e) {
      paged.error = (e as Error).message;
    } finally {
      paged.loading = false;
    }
    if (this.paged !== paged || !this.last) return;
    this.draw(this.last.view, this.last.t, this.last.lang, this.last.seatName, 'top');
  }

  /** The "Earlier lines" button and its status line, as the pages stand. */
  private drawEarlierControl(): void {
    const t = this.t;
    const view = this.last?.view;
    if (!t || !view) return;
    // A view with fewer than its 50 lines holds the whole log: nothing is older.
    const older = this.earlier !== null && this.earlier.available() && view.log.length >= VIEW_LOG_LINES;
    this.earlierButton.hidden = this.list.hidden || !older || !this.paged.more;
    this.earlierButton.disabled = this.paged.loading;
    this.earlierButton.textContent = t('log.earlier');
    this.earlierButton.setAttribute('aria-label', t('log.earlier-label', { count: LogPanel.PAGE }));
    const status = this.paged.loading
      ? t('log.earlier-loading')
      : this.paged.error !== null
        ? t('log.earlier-failed', { message: this.paged.error })
        : older && !this.paged.more && this.paged.lines.length > 0
          ? t('log.earlier-start')
          : '';
    this.earlierStatus.textContent = status;
    this.earlierStatus.hidden = this.list.hidden || status === '';
  }

  /** Opens or closes the log. */
  setOpen(open: boolean): void {
    this.list.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    if (this.t) this.toggle.textContent = this.t(open ? 'log.toggle-close' : 'log.toggle-open');
    this.drawEarlierControl();
  }

  /** Redraws the log from the view. */
  update(view: BoardView, t: Translate, lang: Language, seatName: (seat: string) => string): void {
    // Older pages were read under the log as it was: a new line (the game moved on) drops them.
    const under = `${view.log.length}:${JSON.stringify(view.log.at(-1) ?? null)}`;
    if (under !== this.pagedUnder) {
      this.pagedUnder = under;
      this.paged = LogPanel.noPages();
    }
    this.draw(view, t, lang, seatName, 'bottom');
  }

  private draw(view: BoardView, t: Translate, lang: Language, seatName: (seat: string) => string, scroll: 'top' | 'bottom'): void {
    this.last = { view, t, lang, seatName };
    this.t = t;
    this.toggle.textContent = t(this.list.hidden ? 'log.toggle-open' : 'log.toggle-close');
    this.heading.textContent = t('log.heading');
    this.list.setAttribute('aria-label', t('log.heading'));
    this.list.replaceChildren();
    const lines = readableLog(withToldSteps(view.log, view.trace));
    if (lines.length === 0) this.list.appendChild(el('li', { class: 'log-empty', text: t('log.empty') }));
    let lastTurn = -1;
    let highlighted: readonly string[] = [];
    // The older lines loaded, oldest first, above the view's (their rule steps are gone from the state: no "why?").
    const pagedView: BoardView = { ...view, cardNames: { ...this.paged.cardNames, ...view.cardNames } };
    for (const line of readableLog(this.paged.lines)) {
      this.list.appendChild(
        el('li', { class: `log-line log-line-earlier ${line.key.replace(/\./g, '-')}`, testid: 'log-line-earlier', attrs: { 'data-seq': String(line.seq ?? '') } }, [
          el('span', { class: 'log-turn', text: line.turn !== lastTurn ? t('log.turn-label', { turn: line.turn }) : '' }),
          el('span', { class: 'log-text', text: formatLogLine(line, pagedView, t, seatName) }),
        ]),
      );
      lastTurn = line.turn;
    }
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
    this.drawEarlierControl();
    if (scroll === 'top') this.list.scrollTop = 0;
    else if (this.open === null) this.list.scrollTop = this.list.scrollHeight;
  }
}
