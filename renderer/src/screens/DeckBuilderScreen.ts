import { request, type CardRow, type DeckDetail, type DeckProblem, type DeckRow, type DeckSection } from '../api';
import { downloadText, fileName } from '../components/files';
import { VirtualList } from '../components/VirtualList';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen, ScreenParams } from '../navigation';
import { SearchFilters, type SearchRequest } from './collection/Filters';
import { cardName, pitchPip, statLine } from './collection/rows';
import { renderLines, renderProblems, type EditLine } from './decks/DeckLines';
import { ListDialog, type ImportTarget } from './decks/ListDialog';

const ROW_HEIGHT = 40;

/**
 * The deck builder: pick a game and a deck (or start one), search the game's catalogue and
 * add cards, set counts and sections, and (for a game with formats, as FaB's Blitz and Classic
 * Constructed) the deck's format; the format's deck rules are checked live on every
 * change (with warnings where the deck needs more copies than owned); save, delete, and
 * import or export the deck as a text list.
 */
export class DeckBuilderScreen implements Screen<ScreenParams['decks']> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen list-screen deck-screen', testid: 'deck-screen' });
  private readonly heading = el('h1', { class: 'screen-title' });
  private readonly back = el('button', { testid: 'decks-back', attrs: { type: 'button' } });
  private readonly gameLabel = el('label', { attrs: { for: 'deck-game' } });
  private readonly game = el('select', { testid: 'deck-game', attrs: { id: 'deck-game' } });
  private readonly deckLabel = el('label', { attrs: { for: 'deck-pick' } });
  private readonly deckPick = el('select', { testid: 'deck-pick', attrs: { id: 'deck-pick' } });
  private readonly nameLabel = el('label', { attrs: { for: 'deck-name' } });
  private readonly name = el('input', { testid: 'deck-name', attrs: { id: 'deck-name', type: 'text', maxlength: '120' } });
  private readonly size = el('span', { class: 'deck-size', testid: 'deck-size' });
  private readonly formatLabel = el('label', { attrs: { for: 'deck-format' } });
  private readonly format = el('select', { testid: 'deck-format', attrs: { id: 'deck-format' } });
  private readonly formatField = el('div', { class: 'deck-format' }, [this.formatLabel, this.format]);
  private readonly unscripted = el('p', { class: 'deck-unscripted warning', testid: 'deck-unscripted', attrs: { 'aria-live': 'polite' } });
  private readonly lines = el('div', { class: 'deck-lines', testid: 'deck-lines' });
  private readonly problems = el('div', { class: 'deck-problems', testid: 'deck-problems', attrs: { 'aria-live': 'polite' } });
  private readonly save = el('button', { class: 'primary', testid: 'deck-save', attrs: { type: 'button' } });
  private readonly remove = el('button', { class: 'danger', testid: 'deck-delete', attrs: { type: 'button' } });
  private readonly importButton = el('button', { testid: 'deck-import', attrs: { type: 'button' } });
  private readonly exportButton = el('button', { testid: 'deck-export', attrs: { type: 'button' } });
  private readonly resultsHeading = el('h2', { class: 'panel-heading' });
  private readonly filters: SearchFilters;
  private readonly results: VirtualList<CardRow>;
  /** The open deck's name as saved (the name field may have been edited since). */
  private savedName = '';
  private readonly dialog: ListDialog;
  private query: SearchRequest = {};
  private games: string[] = [];
  /** Each game's deck formats, its default first (app:info); a game with none has one set of rules. */
  private deckFormats: Readonly<Record<string, readonly string[]>> = {};
  private decks: DeckRow[] = [];
  /** The deck being edited; `format` is the one it is checked and saved in ('' for a game without formats). */
  private current: { game: string; deck: number | null; format: string; lines: EditLine[] } = { game: 'house', deck: null, format: '', lines: [] };
  private check: { problems: DeckProblem[]; legal: boolean | null; unscripted: number } = { problems: [], legal: null, unscripted: 0 };
  private checkTimer: ReturnType<typeof setTimeout> | null = null;
  private checkSeq = 0;
  private confirmDelete = false;

  constructor(private readonly ctx: AppContext) {
    this.filters = new SearchFilters(() => ctx.i18n.t, (q) => this.search(q), () => undefined, () => ctx.i18n.language(), { lockGame: true });
    this.results = new VirtualList<CardRow>({
      rowHeight: ROW_HEIGHT,
      testid: 'deck-search-results',
      load: (offset, limit) => request(ctx.api, 'collection:search', { ...this.query, game: this.current.game, unit: 'card', offset, limit }),
      renderRow: (row) => this.renderResult(row),
      onError: (err) => ctx.notify(ctx.describeError(err), 'error'),
    });
    this.dialog = new ListDialog(() => ctx.i18n.t, (text, target) => void this.importList(text, target), (text) => downloadText(fileName(this.name.value, 'txt'), text));
    this.back.addEventListener('click', () => void ctx.nav.go('home'));
    this.game.addEventListener('change', () => void this.open({ game: this.game.value }));
    this.deckPick.addEventListener('change', () => void this.open(this.deckPick.value ? { deck: Number(this.deckPick.value) } : { game: this.current.game }));
    this.format.addEventListener('change', () => {
      this.current.format = this.format.value;
      this.changed();
    });
    this.save.addEventListener('click', () => void this.saveDeck());
    this.remove.addEventListener('click', () => void this.deleteDeck());
    this.importButton.addEventListener('click', () => this.dialog.openImport(this.current.deck === null ? null : this.savedName));
    this.exportButton.addEventListener('click', () => void this.exportList());
    this.root.append(
      // The game is the whole screen's (the search and the deck): it sits by the title, which
      // leaves the deck panel's head room for the deck and its name at 1024 px.
      el('header', { class: 'screen-header' }, [
        el('div', { class: 'title-group' }, [this.heading, el('div', { class: 'deck-game-field' }, [this.gameLabel, this.game])]),
        el('div', { class: 'row' }, [this.back]),
      ]),
      el('div', { class: 'deck-layout' }, [
        el('section', { class: 'panel deck-search' }, [this.resultsHeading, this.filters.root, this.results.root]),
        el('section', { class: 'panel deck-panel' }, [
          el('div', { class: 'deck-head' }, [
            el('div', { class: 'field' }, [this.deckLabel, this.deckPick]),
            el('div', { class: 'field grow' }, [this.nameLabel, this.name]),
          ]),
          el('div', { class: 'deck-summary' }, [this.size, this.formatField]),
          this.unscripted,
          this.problems,
          this.lines,
          el('div', { class: 'row deck-actions' }, [this.save, this.importButton, this.exportButton, this.remove]),
          this.dialog.root,
        ]),
      ]),
    );
    this.localize();
  }

  /** Opens a saved deck, or a new deck of a game. */
  async prepare(params: ScreenParams['decks'] = {}): Promise<void> {
    try {
      const [facets, info] = await Promise.all([request(this.ctx.api, 'collection:facets', {}), request(this.ctx.api, 'app:info', {})]);
      this.games = facets.games;
      this.deckFormats = info.deckFormats;
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    await this.open(params);
  }

  /** Re-labels the screen. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.heading.textContent = t('decks.heading');
    this.back.textContent = t('common.back');
    this.gameLabel.textContent = t('filters.game');
    this.deckLabel.textContent = t('decks.deck');
    this.nameLabel.textContent = t('decks.name');
    this.name.placeholder = t('decks.name-placeholder');
    this.resultsHeading.textContent = t('decks.search-heading');
    this.save.textContent = t('decks.save');
    this.remove.textContent = this.confirmDelete ? t('decks.delete-confirm') : t('decks.delete');
    this.importButton.textContent = t('decks.import');
    this.exportButton.textContent = t('decks.export');
    this.game.replaceChildren(...this.games.map((g) => el('option', { text: t(`profile.${g}`, { defaultValue: g }), attrs: { value: g } })));
    this.game.value = this.current.game;
    this.deckPick.replaceChildren(
      el('option', { text: t('decks.new-deck'), attrs: { value: '' } }),
      ...this.decks.map((d) => el('option', { text: t('decks.deck-option', { name: d.name, count: d.cards }), attrs: { value: String(d.id) } })),
    );
    this.deckPick.value = this.current.deck === null ? '' : String(this.current.deck);
    this.formatLabel.textContent = t('decks.format');
    const formats = this.formatsOf(this.current.game);
    this.format.replaceChildren(...formats.map((f) => el('option', { text: t(`deck-format.${f}`, { defaultValue: f }), attrs: { value: f } })));
    this.format.value = this.current.format;
    this.formatField.hidden = formats.length === 0;
    // Which deck the controls show, once they all do (a test waits for it after picking a deck).
    this.root.dataset.deck = this.current.deck === null ? '' : String(this.current.deck);
    this.filters.localize();
    this.dialog.localize();
    this.draw();
    this.results.redraw();
  }

  private async open(params: ScreenParams['decks']): Promise<void> {
    this.confirmDelete = false;
    this.dialog.hide();
    try {
      if (params.deck !== undefined) {
        this.load(await request(this.ctx.api, 'decks:get', { deck: params.deck }));
      } else {
        const game = params.game ?? this.current.game;
        const known = this.games.includes(game) || !this.games.length ? game : this.games[0];
        this.current = { game: known, deck: null, format: this.formatsOf(known)[0] ?? '', lines: [] };
        this.name.value = '';
        this.savedName = '';
      }
      this.decks = await request(this.ctx.api, 'decks:list', { game: this.current.game });
      this.filters.setFacets(await request(this.ctx.api, 'collection:facets', { game: this.current.game }), this.current.game);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.localize();
    this.search(this.filters.query());
    this.changed();
  }

  private load(detail: DeckDetail): void {
    this.current = {
      game: detail.deck.game,
      deck: detail.deck.id,
      // A deck saved before formats were chosen ('') is checked by the game's default format.
      format: detail.deck.format || (this.formatsOf(detail.deck.game)[0] ?? ''),
      lines: detail.lines.map((l) => ({ card: { ...l.card, owned: l.owned }, section: l.section, count: l.count })),
    };
    this.name.value = detail.deck.name;
    this.savedName = detail.deck.name;
    this.check = { problems: detail.problems, legal: detail.legal, unscripted: detail.unscripted };
  }

  /** A game's deck formats, its default first. */
  private formatsOf(game: string): readonly string[] {
    return this.deckFormats[game] ?? [];
  }

  /** The format for a request: named only when the game has formats. */
  private formatArg(): { format?: string } {
    return this.current.format ? { format: this.current.format } : {};
  }

  private search(query: SearchRequest): void {
    this.query = query;
    this.results.reset();
  }

  private renderResult(row: CardRow | undefined): HTMLElement {
    const { t } = this.ctx.i18n;
    if (!row) return el('div', { class: 'card-row loading', text: t('app.loading') });
    const inDeck = this.current.lines.filter((l) => l.card.cardId === row.cardId).reduce((n, l) => n + l.count, 0);
    const add = el('button', { class: 'count-step', testid: 'add-card', text: '+', attrs: { type: 'button', 'aria-label': t('decks.add', { name: row.name }) } });
    add.addEventListener('click', () => this.add(row));
    return el('div', { class: 'card-row result-row', testid: 'deck-result', attrs: { 'data-name': row.name, 'data-card': String(row.cardId) } }, [
      pitchPip(row, t),
      el('span', { class: 'card-name', text: cardName(row, this.ctx.i18n.language()), attrs: { title: cardName(row, this.ctx.i18n.language()) } }),
      el('span', { class: 'muted type-line', text: row.typeLine, attrs: { title: row.typeLine } }),
      el('span', { class: 'muted stat-line', text: statLine(row, t), attrs: { title: statLine(row, t) } }),
      el('span', { class: `owned-badge${row.owned > 0 ? ' has' : ''}`, text: t('decks.owned', { count: row.owned }) }),
      el('span', { class: 'in-deck', text: inDeck ? `×${inDeck}` : '' }),
      add,
    ]);
  }

  private add(card: CardRow): void {
    const isType = (type: string) => card.types.some((x) => x.toLowerCase() === type);
    // FaB weapons and equipment are the hero's inventory, outside the deck.
    const section: DeckSection = isType('hero') ? 'hero' : isType('weapon') || isType('equipment') ? 'inventory' : 'main';
    const line = this.current.lines.find((l) => l.card.cardId === card.cardId && l.section === section);
    if (line) line.count++;
    else this.current.lines.push({ card, section, count: 1 });
    this.changed();
  }

  private changed(): void {
    this.draw();
    this.results.redraw();
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => void this.runCheck(), 120);
  }

  private async runCheck(): Promise<void> {
    const seq = ++this.checkSeq;
    const cards = this.current.lines.map((l) => ({ cardId: l.card.cardId, section: l.section, count: l.count }));
    try {
      const r = await request(this.ctx.api, 'decks:check', { game: this.current.game, cards, ...this.formatArg() });
      if (seq !== this.checkSeq) return;
      this.check = r;
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.draw();
  }

  private draw(): void {
    const { t } = this.ctx.i18n;
    const main = this.current.lines.filter((l) => l.section === 'main').reduce((n, l) => n + l.count, 0);
    this.size.textContent = t('decks.size', { count: main });
    this.size.dataset.count = String(main);
    this.lines.replaceChildren(
      ...renderLines(this.current.lines, t, this.ctx.i18n.language(), {
        setCount: (line, n) => {
          line.count = n;
          if (n === 0) this.current.lines = this.current.lines.filter((l) => l !== line);
          this.changed();
        },
        setSection: (line, section) => {
          line.section = section;
          this.changed();
        },
      }),
    );
    this.problems.replaceChildren(...renderProblems(this.check.problems, this.check.legal, t));
    // Issue 16: the deck says, before any game, how many of its cards a game leaves to be resolved by hand.
    this.unscripted.hidden = this.check.unscripted === 0;
    this.unscripted.textContent = this.check.unscripted > 0 ? t('decks.unscripted', { count: this.check.unscripted }) : '';
    this.unscripted.dataset.count = String(this.check.unscripted);
    // An empty deck is never saved (the service refuses it too).
    const empty = !this.current.lines.some((l) => l.count > 0);
    this.save.disabled = empty;
    this.save.title = empty ? t('decks.empty-not-saved') : '';
    this.remove.disabled = this.current.deck === null;
    this.exportButton.disabled = this.current.deck === null;
  }

  private cards() {
    return this.current.lines.map((l) => ({ cardId: l.card.cardId, section: l.section, count: l.count }));
  }

  private async saveDeck(): Promise<void> {
    const { t } = this.ctx.i18n;
    const name = this.name.value.trim() || t('decks.untitled');
    try {
      const detail =
        this.current.deck === null
          ? await request(this.ctx.api, 'decks:create', { game: this.current.game, name, cards: this.cards(), ...this.formatArg() })
          : await request(this.ctx.api, 'decks:update', { deck: this.current.deck, name, cards: this.cards(), ...this.formatArg() });
      this.load(detail);
      this.decks = await request(this.ctx.api, 'decks:list', { game: this.current.game });
      this.ctx.notify(t('decks.saved', { name: detail.deck.name }));
      this.localize();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async deleteDeck(): Promise<void> {
    if (this.current.deck === null) return;
    // Two clicks: the first arms the button, so a stray click never loses a deck.
    if (!this.confirmDelete) {
      this.confirmDelete = true;
      this.localize();
      return;
    }
    try {
      await request(this.ctx.api, 'decks:delete', { deck: this.current.deck });
      await this.open({ game: this.current.game });
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  /**
   * Imports a pasted list. `replace` puts its cards (and its format, when it names one) in the
   * open deck, keeping the deck's name; `new` saves a new deck, named as typed in the name
   * field when the user typed one, else from the list's hero and format ("Katsu — Blitz").
   */
  private async importList(text: string, target: ImportTarget): Promise<void> {
    const { t } = this.ctx.i18n;
    const typed = this.name.value.trim();
    // The name field shows the open deck's name: only a name the user changed it to names the new deck.
    const name = typed && (this.current.deck === null || typed !== this.savedName) ? typed : undefined;
    try {
      // The list's own "Format:" line wins; a list without one takes the format chosen here.
      const r = await request(this.ctx.api, 'decks:importList', {
        game: this.current.game, text, ...this.formatArg(),
        ...(target === 'replace' && this.current.deck !== null ? { deck: this.current.deck } : { untitled: t('decks.imported'), ...(name ? { name } : {}) }),
      });
      if (!r.deck) return this.dialog.showErrors(r.errors);
      this.dialog.hide();
      this.ctx.notify(t(target === 'replace' ? 'decks.import-replaced' : 'decks.import-created', { name: r.deck.deck.name }));
      await this.open({ deck: r.deck.deck.id });
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async exportList(): Promise<void> {
    if (this.current.deck === null) return;
    try {
      this.dialog.openExport((await request(this.ctx.api, 'decks:exportList', { deck: this.current.deck })).text);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }
}
