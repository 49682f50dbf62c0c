import { request, type CardRow } from '../api';
import { downloadText, textFilePicker } from '../components/files';
import { VirtualList } from '../components/VirtualList';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen } from '../navigation';
import { CardPanel } from './collection/CardPanel';
import { rowProblemText } from './import-problems';
import { SearchFilters, type SearchRequest } from './collection/Filters';
import { cardName, countEditor, pitchPip, statLine } from './collection/rows';

const ROW_HEIGHT = 44;

/**
 * The collection: the whole catalogue, one row per card (a name and pitch, however many sets
 * print it: the shipped scripted WTR card and fab-cube's WTR printings are one row), in a
 * virtualized list with filters and sorting; each row shows the sets the card is printed in and
 * the copies owned over all its printings, editable as a total; the card panel beside the list
 * shows the card's text and, for the picked card, its printings with a count each. A bulk editor
 * sets the totals of selected cards; the owned list is exported and imported as CSV.
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
  private readonly selected = new Set<number>();
  private readonly card: CardPanel;
  private query: SearchRequest = {};
  private game = 'fab';

  constructor(private readonly ctx: AppContext) {
    this.card = new CardPanel(ctx, () => this.list.refresh());
    this.filters = new SearchFilters(() => ctx.i18n.t, (q) => this.search(q), (g) => void this.switchGame(g), () => ctx.i18n.language());
    this.list = new VirtualList<CardRow>({
      rowHeight: ROW_HEIGHT,
      pageSize: 100,
      testid: 'collection-list',
      load: (offset, limit) => request(ctx.api, 'collection:search', { ...this.query, unit: 'card', offset, limit }),
      renderRow: (row) => this.renderRow(row),
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
      el('div', { class: 'collection-body' }, [el('section', { class: 'panel list-panel' }, [this.header, this.list.root]), this.card.root]),
    );
    // Leaving the list shows the picked card again.
    this.list.root.addEventListener('mouseleave', () => this.card.preview(null));
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
      ...['select', 'card', 'type', 'sets', 'rarity', 'stats', 'owned'].map((k) => el('span', { class: `col col-${k}`, text: t(`collection.col-${k}`) })),
    );
    this.filters.localize();
    this.card.localize();
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

  private renderRow(row: CardRow | undefined): HTMLElement {
    const { t } = this.ctx.i18n;
    if (!row) return el('div', { class: 'card-row loading', text: t('app.loading') });
    const cardId = row.cardId;
    const check = el('input', { testid: 'row-select', attrs: { type: 'checkbox', 'aria-label': t('collection.select-row', { name: row.name }) } });
    check.checked = this.selected.has(cardId);
    check.addEventListener('change', () => {
      if (check.checked) this.selected.add(cardId);
      else this.selected.delete(cardId);
      this.localizeCounts();
    });
    const lang = this.ctx.i18n.language();
    const name = el('span', { class: 'col col-card' }, [pitchPip(row, t), el('span', { class: 'card-name', text: cardName(row, lang) })]);
    if (!row.scripted) name.append(el('span', { class: 'tag', text: t('card.unscripted'), attrs: { title: t('card.unscripted-hint') } }));
    const owned = countEditor(row.owned, t('collection.total-of', { name: row.name }), (n) => void this.setTotal(row, n), 'owned');
    const picked = this.card.pickedId() === cardId;
    const line = el(
      'div',
      {
        class: 'card-row' + (row.owned > 0 ? ' owned' : '') + (picked ? ' picked' : ''),
        testid: 'collection-row',
        attrs: { role: 'listitem', tabindex: '0', title: t('collection.row-hint'), 'data-card': String(cardId), 'data-name': row.name, 'data-sets': row.sets.join(' '), ...(picked ? { 'aria-current': 'true' } : {}) },
      },
      [
        el('span', { class: 'col col-select' }, [check]),
        name,
        el('span', { class: 'col col-type muted', text: row.typeLine }),
        el('span', { class: 'col col-sets', testid: 'row-sets', text: row.sets.join(' · ') }),
        el('span', { class: 'col col-rarity muted', text: row.rarity ? t(`rarity.${row.rarity}`, { defaultValue: row.rarity }) : '' }),
        el('span', { class: 'col col-stats muted', text: statLine(row, t) }),
        el('span', { class: 'col col-owned' }, [owned]),
      ],
    );
    line.addEventListener('mouseenter', () => this.card.preview(row));
    line.addEventListener('focus', () => this.card.preview(row));
    // A click on the row itself (not its checkbox or count editor) picks the card.
    const pick = (e: Event) => {
      if ((e.target as HTMLElement).closest('input, button')) return;
      this.card.pick(row);
      this.list.redraw();
    };
    line.addEventListener('click', pick);
    line.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        if ((e.target as HTMLElement) !== line) return;
        e.preventDefault();
        pick(e);
      }
    });
    return line;
  }

  private async setTotal(row: CardRow, count: number): Promise<void> {
    try {
      const r = await request(this.ctx.api, 'collection:setTotals', { changes: [{ cardId: row.cardId, count }] });
      row.owned = r.totals[0]?.count ?? row.owned;
      this.list.redraw();
      if (this.card.pickedId() === row.cardId) this.card.refresh();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
      this.list.redraw();
    }
  }

  private async applyBulk(): Promise<void> {
    const count = Number(this.bulkCount.value);
    if (!Number.isInteger(count) || count < 0 || this.selected.size === 0) return;
    try {
      const r = await request(this.ctx.api, 'collection:setTotals', { changes: [...this.selected].map((cardId) => ({ cardId, count })) });
      this.ctx.notify(this.ctx.i18n.t('collection.bulk-done', { count: r.totals.length }));
      this.selected.clear();
      this.localizeCounts();
      this.list.refresh();
      this.card.refresh();
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
        t('collection.import-done', { rows: r.rows, errors: r.errorCount }) + (first ? ` ${t('import.first-error', { line: first.line, message: rowProblemText(first, t) })}` : ''),
        r.errorCount ? 'error' : 'info',
      );
      this.list.refresh();
      this.card.refresh();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }
}
