import { request, type Facets, type ImportDoneEvent, type ImportProgressEvent } from '../api';
import { textFilePicker } from '../components/files';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen } from '../navigation';
import { rowProblemText } from './import-problems';

/** How many row errors the result panel lists. */
const SHOWN_ERRORS = 50;

/**
 * Imports: the fab-cube card database (a folder on the machine running Arbiter), an Arbiter
 * set file, or a CSV of owned cards. One job at a time, with a progress bar fed by the
 * host's `import:progress` events, a Cancel button, and the result with its line-numbered
 * errors. A fab-cube import that did not finish (cancelled, failed, or the app was killed)
 * keeps its cards hidden and is offered here to resume; a CSV import is all or nothing.
 */
export class ImportScreen implements Screen<undefined> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen list-screen import-screen', testid: 'import-screen' });
  private readonly heading = el('h1', { class: 'screen-title' });
  private readonly catalogue = el('span', { class: 'muted', testid: 'catalogue-count', attrs: { role: 'status' } });
  private readonly back = el('button', { testid: 'import-back', attrs: { type: 'button' } });
  private readonly parts = {
    fab: { heading: el('h2', { class: 'panel-heading' }), hint: el('p', { class: 'muted' }) },
    set: { heading: el('h2', { class: 'panel-heading' }), hint: el('p', { class: 'muted' }) },
    owned: { heading: el('h2', { class: 'panel-heading' }), hint: el('p', { class: 'muted' }) },
  };
  private readonly pathLabel = el('label', { attrs: { for: 'fab-cube-path' } });
  private readonly path = el('input', { testid: 'fab-cube-path', attrs: { id: 'fab-cube-path', type: 'text', spellcheck: 'false' } });
  private readonly fabStart = el('button', { class: 'primary', testid: 'import-fab-cube', attrs: { type: 'button' } });
  private readonly setStart = el('button', { class: 'primary', testid: 'import-set-file', attrs: { type: 'button' } });
  private readonly ownedMode = el('select', { testid: 'owned-mode' });
  private readonly ownedStart = el('button', { class: 'primary', testid: 'import-owned-csv', attrs: { type: 'button' } });
  /** Imports that did not finish (issue 19): their cards are hidden until one is resumed. */
  private readonly unfinished = el('div', { class: 'import-unfinished', testid: 'import-unfinished', attrs: { role: 'status' } });
  private readonly progressPanel = el('section', { class: 'panel progress-panel', testid: 'import-progress-panel' });
  private readonly phase = el('p', { class: 'progress-phase', testid: 'import-phase' });
  private readonly bar = el('div', { class: 'progress-fill' });
  private readonly track = el('div', { class: 'progress', testid: 'import-progress', attrs: { role: 'progressbar', 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': '0' } }, [this.bar]);
  private readonly counts = el('p', { class: 'muted', testid: 'import-counts' });
  private readonly cancel = el('button', { class: 'danger', testid: 'import-cancel', attrs: { type: 'button' } });
  private readonly result = el('div', { class: 'import-result', testid: 'import-result', attrs: { 'aria-live': 'polite' } });
  private readonly setPicker = textFilePicker('.yaml,.yml', (name, text) => void this.start('set', () => request(this.ctx.api, 'import:setFile', { name, text })), 'set-file-input');
  private readonly ownedPicker = textFilePicker('.csv,text/csv', (name, text) => void this.start('owned', () => request(this.ctx.api, 'import:ownedCsv', { name, text, mode: this.ownedMode.value === 'add' ? 'add' : 'set' })), 'owned-csv-input');
  private job: string | null = null;
  private last: ImportProgressEvent | null = null;
  private done: ImportDoneEvent | null = null;
  private facets: Facets | null = null;

  constructor(private readonly ctx: AppContext) {
    this.back.addEventListener('click', () => void ctx.nav.go('home'));
    this.fabStart.addEventListener('click', () => {
      // Said here in the player's words, not as the request check's "path: Too small".
      if (this.path.value.trim() === '') return this.ctx.notify(this.ctx.i18n.t('import.fab-path-missing'), 'error');
      void this.start('fab', () => request(ctx.api, 'import:fabCube', { path: this.path.value.trim() }));
    });
    this.setStart.addEventListener('click', () => this.setPicker.open());
    this.ownedStart.addEventListener('click', () => this.ownedPicker.open());
    this.cancel.addEventListener('click', () => void this.cancelJob());
    this.path.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.fabStart.click();
    });
    ctx.onEvent((e) => {
      if (e.event === 'import:progress' && e.payload.job === this.job) {
        this.last = e.payload;
        this.renderProgress();
      }
      if (e.event === 'import:done' && e.payload.job === this.job) {
        this.job = null;
        this.done = e.payload;
        this.renderProgress();
        void this.loadCounts();
      }
    });
    const { fab, set, owned } = this.parts;
    this.progressPanel.hidden = true;
    this.progressPanel.append(this.phase, this.track, this.counts, el('div', { class: 'row' }, [this.cancel]), this.result);
    this.root.append(
      el('header', { class: 'screen-header' }, [el('div', { class: 'title-group' }, [this.heading, this.catalogue]), el('div', { class: 'row' }, [this.back])]),
      this.unfinished,
      el('div', { class: 'import-grid' }, [
        el('section', { class: 'panel import-card' }, [fab.heading, fab.hint, el('div', { class: 'field' }, [this.pathLabel, this.path]), el('div', { class: 'row' }, [this.fabStart])]),
        el('section', { class: 'panel import-card' }, [set.heading, set.hint, el('div', { class: 'row' }, [this.setStart, this.setPicker.input])]),
        el('section', { class: 'panel import-card' }, [owned.heading, owned.hint, el('div', { class: 'row' }, [this.ownedMode, this.ownedStart, this.ownedPicker.input])]),
      ]),
      this.progressPanel,
    );
    this.localize();
  }

  /** Shows the catalogue's size. */
  async prepare(): Promise<void> {
    await this.loadCounts();
  }

  /** Re-labels the screen. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.heading.textContent = t('import.heading');
    this.back.textContent = t('common.back');
    for (const key of ['fab', 'set', 'owned'] as const) {
      this.parts[key].heading.textContent = t(`import.${key}-heading`);
      this.parts[key].hint.textContent = t(`import.${key}-hint`);
    }
    this.pathLabel.textContent = t('import.fab-path');
    this.path.placeholder = t('import.fab-path-placeholder');
    this.fabStart.textContent = t('import.start');
    this.setStart.textContent = t('import.choose-file');
    this.ownedStart.textContent = t('import.choose-file');
    const mode = this.ownedMode.value || 'set';
    this.ownedMode.replaceChildren(el('option', { text: t('import.mode-set'), attrs: { value: 'set' } }), el('option', { text: t('import.mode-add'), attrs: { value: 'add' } }));
    this.ownedMode.value = mode;
    this.ownedMode.setAttribute('aria-label', t('import.mode'));
    this.cancel.textContent = t('import.cancel');
    this.renderCounts();
    this.renderProgress();
  }

  private async loadCounts(): Promise<void> {
    try {
      this.facets = await request(this.ctx.api, 'collection:facets', {});
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.renderCounts();
  }

  private renderCounts(): void {
    const f = this.facets;
    this.catalogue.textContent = f ? this.ctx.i18n.t('import.catalogue', { cards: f.cards.toLocaleString(), printings: f.printings.toLocaleString() }) : '';
    if (f) Object.assign(this.catalogue.dataset, { cards: String(f.cards), printings: String(f.printings) });
    this.renderUnfinished();
  }

  private renderUnfinished(): void {
    const { t } = this.ctx.i18n;
    const runs = this.facets?.unfinished ?? [];
    this.unfinished.hidden = runs.length === 0;
    this.unfinished.replaceChildren(
      ...runs.map((run) => {
        const resume = el('button', { class: 'primary', testid: 'import-resume', text: t('import.resume'), attrs: { type: 'button' } });
        resume.disabled = this.job !== null;
        // The import is keyed on unique ids: running it again from the same folder resumes it.
        resume.addEventListener('click', () => void this.start('fab', () => request(this.ctx.api, 'import:fabCube', { path: run.source })));
        return el('section', { class: 'panel problem warning' }, [el('p', { text: t('import.unfinished', { game: run.game, source: run.source }) }), el('div', { class: 'row' }, [resume])]);
      }),
    );
  }

  private async start(kind: 'fab' | 'set' | 'owned', begin: () => Promise<{ job: string }>): Promise<void> {
    if (this.job) return;
    this.done = null;
    this.last = null;
    try {
      const { job } = await begin();
      this.job = job;
      this.progressPanel.hidden = false;
      this.progressPanel.dataset.kind = kind;
      this.renderProgress();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async cancelJob(): Promise<void> {
    if (!this.job) return;
    try {
      await request(this.ctx.api, 'import:cancel', { job: this.job });
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private renderProgress(): void {
    const { t } = this.ctx.i18n;
    const p = this.last;
    const running = this.job !== null;
    const pct = this.done?.result && !this.done.result.cancelled ? 100 : p && p.total ? Math.min(100, Math.round((p.done / p.total) * 100)) : 0;
    this.bar.style.width = `${pct}%`;
    this.track.setAttribute('aria-valuenow', String(pct));
    this.track.dataset.state = running ? 'running' : this.done ? (this.done.error ? 'failed' : this.done.result?.cancelled ? 'cancelled' : 'done') : 'idle';
    this.phase.textContent = running ? t('import.running', { phase: t(`import.phase-${p?.phase ?? 'start'}`, { defaultValue: p?.phase ?? '' }), pct }) : '';
    this.counts.textContent = p ? t('import.counts', { rows: p.rows.toLocaleString(), errors: p.errors }) : '';
    this.cancel.hidden = !running;
    for (const b of [this.fabStart, this.setStart, this.ownedStart, ...this.unfinished.querySelectorAll('button')]) b.disabled = running;
    this.renderResult();
  }

  private renderResult(): void {
    const { t } = this.ctx.i18n;
    const d = this.done;
    if (!d) return this.result.replaceChildren();
    if (d.error || !d.result) {
      this.result.replaceChildren(el('p', { class: 'problem error', testid: 'import-error', text: t('import.failed', { message: d.error ?? '' }) }));
      return;
    }
    const r = d.result;
    // A cancelled fab-cube import keeps what it stored (hidden until resumed); the others are all or nothing.
    const summary = t(r.cancelled ? (d.kind === 'fab-cube' ? 'import.cancelled' : 'import.cancelled-nothing') : 'import.done', {
      rows: r.rows.toLocaleString(), written: r.written.toLocaleString(), unchanged: r.unchanged.toLocaleString(), errors: r.errorCount, seconds: (r.ms / 1000).toFixed(1),
    });
    const errors = r.errors.slice(0, SHOWN_ERRORS).map((e) => el('li', { class: 'problem error', text: `${e.file}${e.line ? `:${e.line}` : ''}: ${rowProblemText(e, t)}` }));
    if (r.errorCount > SHOWN_ERRORS) errors.push(el('li', { class: 'muted', text: t('import.more-errors', { count: r.errorCount - SHOWN_ERRORS }) }));
    this.result.replaceChildren(el('p', { class: 'import-summary', testid: 'import-summary', text: summary }), el('ul', { class: 'problems' }, errors));
  }
}
