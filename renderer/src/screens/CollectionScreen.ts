import { request, type CardRow, type OwnedChange } from '../api';
import { downloadText, textFilePicker } from '../components/files';
import { VirtualList } from '../components/VirtualList';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen } from '../navigation';
import { SearchFilters, type SearchRequest } from './collection/Filters';
import { cardName, countEditor, pitchPip, statLine } from './collection/rows';

const ROW_HEIGHT = 44;

/**
 * The collection: the whole catalogue, one row per printing (a virtualized list, smooth over
 * every fab-cube printing), with filters and sorting; owned counts edited per printing and
 * finish; a bulk editor over selected rows; the owned list exported and imported as CSV.
 */
export class CollectionScreen implements Screen<undefined> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen list-screen collection-screen', testid: 'collection-screen' });
  private readonly heading = el('h1', { class: 'screen-title' });
  private readonly total = el('span', { class: 'muted', testid: 'collection-total', attrs: { role: 'status' } });
  private readonly back = el('button', { testid: 'collection-back', attrs: { type: 'button' } });
  private readonly exportButton = el('button', { testid: 'collection-export', attrs: { type: 'button' } });
  private readonly importButton = el('button', { testid: 'collection-import', attrs: { type: 'button' } });
  private readonly bulkInfo = el('span', { class: 'bulk-info', testid: 'bulk-info' });
  private readonly bulkCount = el('input', { class: 'count-input', testid: 'bulk-count', attrs: { type: 'number', min: '0', max: '99999', value: '1' } });
  private readonly bulkApply = el('button', { class: 'primary', testid: 'bulk-apply', attrs: { type: 'button' } });
  private readonly bulkClear = el('button', { testid: 'bulk-clear', attrs: { type: 'button' } });
  private readonly bulkBar = el('div', { class: 'bulk-bar panel', testid: 'bulk-bar' });
  private readonly header = el('div', { class: 'vlist-header' });
  private readonly filters: SearchFilters;
  private readonly list: VirtualList<CardRow>;
  private readonly picker = textFilePicker('.csv,text/csv', (name, text) => void this.importCsv(name, text), 'collection-import-file');
  private readonly selected = new Map<number, OwnedChange>();
  private query: SearchRequest = {};
  private game = 'fab';

  constructor(private readonly ctx: AppContext) {
    this.filters = new SearchFilters(() => ctx.i18n.t, (q) => this.search(q), (g) => void this.switchGame(g));
    this.list = new VirtualList<CardRow>({
      rowHeight: ROW_HEIGHT,
      pageSize: 100,
      testid: 'collection-list',
      load: (offset, limit) => request(ctx.api, 'collection:search', { ...this.query, unit: 'printing', offset, limit }),
      renderRow: (row, i) => this.renderRow(row, i),
      onTotal: () => this.localizeCounts(),
      onError: (err) => ctx.notify(ctx.describeError(err), 'error'),
    });
    this.back.addEventListener('click', () => void ctx.nav.go('home'));
    this.exportButton.addEventListener('click', () => void this.exportCsv());
    this.importButton.addEventListener('click', () => this.picker.open());
    this.bulkApply.addEventListener('click', () => void this.applyBulk());
    this.bulkClear.addEventListener('click', () => {
      this.selected.clear();
      this.list.redraw();
      this.localizeCounts();
    });
    this.bulkBar.append(this.bulkInfo, this.bulkCount, this.bulkApply, this.bulkClear);
    this.root.append(
      el('header', { class: 'screen-header' }, [
        el('div', { class: 'title-group' }, [this.heading, this.total]),
        el('div', { class: 'row' }, [this.importButton, this.exportButton, this.back, this.picker.input]),
      ]),
      el('section', { class: 'panel filters-panel' }, [this.filters.root]),
      this.bulkBar,
      el('section', { class: 'panel list-panel' }, [this.header, this.list.root]),
    );
    this.localize();
  }

  /** Loads the filter choices and the first page. */
  async prepare(): Promise<void> {
    await this.switchGame(this.game);
  }

  /** Re-labels the screen. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.heading.textContent = t('collection.heading');
    this.back.textContent = t('common.back');
    this.exportButton.textContent = t('collection.export');
    this.importButton.textContent = t('collection.import');
    this.bulkApply.textContent = t('collection.bulk-apply');
    this.bulkClear.textContent = t('collection.bulk-clear');
    this.bulkCount.setAttribute('aria-label', t('collection.bulk-count'));
    this.header.replaceChildren(
      ...['select', 'card', 'type', 'printing', 'rarity', 'stats', 'owned'].map((k) => el('span', { class: `col col-${k}`, text: t(`collection.col-${k}`) })),
    );
    this.filters.localize();
    this.localizeCounts();
    this.list.redraw();
  }

  private localizeCounts(): void {
    const { t } = this.ctx.i18n;
    this.total.textContent = t('collection.total', { count: this.list.count(), formatted: this.list.count().toLocaleString() });
    this.bulkInfo.textContent = t('collection.bulk-selected', { count: this.selected.size });
    this.bulkBar.hidden = this.selected.size === 0;
  }

  private async switchGame(game: string): Promise<void> {
    try {
      const facets = await request(this.ctx.api, 'collection:facets', { game });
      this.game = facets.games.includes(game) ? game : (facets.games[0] ?? game);
      const used = this.game === game ? facets : await request(this.ctx.api, 'collection:facets', { game: this.game });
      this.filters.setFacets(used, this.game);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.search(this.filters.query());
  }

  private search(query: SearchRequest): void {
    this.query = query;
    this.list.reset();
  }

  private renderRow(row: CardRow | undefined, index: number): HTMLElement {
    const { t } = this.ctx.i18n;
    if (!row || row.printingId === null) return el('div', { class: 'card-row loading', text: t('app.loading') });
    const printingId = row.printingId;
    const check = el('input', { testid: 'row-select', attrs: { type: 'checkbox', 'aria-label': t('collection.select-row', { name: row.name }) } });
    check.checked = this.selected.has(printingId);
    check.addEventListener('change', () => {
      if (check.checked) this.selected.set(printingId, { printingId, finish: row.finish ?? undefined, count: 0 });
      else this.selected.delete(printingId);
      this.localizeCounts();
    });
    const lang = this.ctx.i18n.language();
    const name = el('span', { class: 'col col-card' }, [pitchPip(row, t), el('span', { class: 'card-name', text: cardName(row, lang) })]);
    if (!row.scripted) name.append(el('span', { class: 'tag', text: t('card.unscripted'), attrs: { title: t('card.unscripted-hint') } }));
    // Set, number, edition (fab-cube's Alpha/Unlimited/First are separate printings) and a finish other than normal.
    const printing =
      [row.setCode, row.number, row.edition ? `(${row.edition})` : null].filter(Boolean).join(' ') +
      (row.finish && row.finish !== 'normal' ? ` · ${t(`finish.${row.finish}`, { defaultValue: row.finish })}` : '');
    const owned = countEditor(row.owned, t('collection.owned-of', { name: row.name }), (n) => void this.setOwned(row, n), 'owned');
    return el('div', { class: 'card-row' + (row.owned > 0 ? ' owned' : ''), testid: 'collection-row', attrs: { role: 'listitem', 'data-printing': String(printingId), 'data-name': row.name, 'aria-rowindex': String(index + 1) } }, [
      el('span', { class: 'col col-select' }, [check]),
      name,
      el('span', { class: 'col col-type muted', text: row.typeLine }),
      el('span', { class: 'col col-printing', text: printing }),
      el('span', { class: 'col col-rarity muted', text: row.rarity ? t(`rarity.${row.rarity}`, { defaultValue: row.rarity }) : '' }),
      el('span', { class: 'col col-stats muted', text: statLine(row, t) }),
      el('span', { class: 'col col-owned' }, [owned]),
    ]);
  }

  private async setOwned(row: CardRow, count: number): Promise<void> {
    if (row.printingId === null) return;
    try {
      const r = await request(this.ctx.api, 'collection:set', { printingId: row.printingId, finish: row.finish ?? undefined, count });
      row.owned = r.count;
      this.list.redraw();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
      this.list.redraw();
    }
  }

  private async applyBulk(): Promise<void> {
    const count = Number(this.bulkCount.value);
    if (!Number.isInteger(count) || count < 0 || this.selected.size === 0) return;
    try {
      const r = await request(this.ctx.api, 'collection:bulkSet', { changes: [...this.selected.values()].map((c) => ({ ...c, count })) });
      this.ctx.notify(this.ctx.i18n.t('collection.bulk-done', { count: r.changed }));
      this.selected.clear();
      this.localizeCounts();
      this.list.refresh();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async exportCsv(): Promise<void> {
    try {
      const { text } = await request(this.ctx.api, 'collection:exportCsv', {});
      downloadText('arbiter-owned.csv', text, 'text/csv');
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async importCsv(name: string, text: string): Promise<void> {
    const { t } = this.ctx.i18n;
    try {
      const r = await request(this.ctx.api, 'collection:importCsv', { name, text });
      const first = r.errors[0];
      this.ctx.notify(
        t('collection.import-done', { rows: r.rows, errors: r.errorCount }) + (first ? ` ${t('import.first-error', { line: first.line, message: first.message })}` : ''),
        r.errorCount ? 'error' : 'info',
      );
      this.list.refresh();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }
}
