import type { Facets, Request } from '../../api';
import { el } from '../../dom';
import type { Translate } from '../../i18n';

/** A catalogue search as the filters build it. */
export type SearchRequest = Request<'collection:search'>;

const SORTS = ['name', 'cost', 'pitch', 'power', 'defense', 'set', 'relevance'] as const;

/** One labelled control of the filter bar. */
function field(label: HTMLElement, control: HTMLElement, cls = ''): HTMLElement {
  return el('div', { class: `filter ${cls}` }, [label, control]);
}

/**
 * The search box and filters of the collection and the deck builder: text, game, set, type,
 * class, pitch/color, cost, rarity, owned only, and the sort. Calls `onChange` with the new
 * query (text changes are debounced so typing doesn't query per key).
 */
export class SearchFilters {
  /** The filter bar's element. */
  readonly root = el('div', { class: 'filters', attrs: { role: 'search' } });
  private readonly text = el('input', { class: 'search-box', testid: 'search-text', attrs: { type: 'search', autocomplete: 'off' } });
  private readonly game = el('select', { testid: 'filter-game' });
  private readonly set = el('select', { testid: 'filter-set' });
  private readonly type = el('select', { testid: 'filter-type' });
  private readonly cls = el('select', { testid: 'filter-class' });
  private readonly pitch = el('select', { testid: 'filter-pitch' });
  private readonly cost = el('input', { testid: 'filter-cost', attrs: { type: 'number', min: '0', max: '99', inputmode: 'numeric' } });
  private readonly rarity = el('select', { testid: 'filter-rarity' });
  private readonly owned = el('input', { testid: 'filter-owned', attrs: { type: 'checkbox' } });
  private readonly sort = el('select', { testid: 'filter-sort' });
  private readonly descending = el('button', { class: 'sort-dir', testid: 'filter-descending', attrs: { type: 'button', 'aria-pressed': 'false' } });
  private readonly labels: Record<string, HTMLElement> = {};
  private facets: Facets | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly t: () => Translate,
    private readonly onChange: (query: SearchRequest) => void,
    private readonly onGame: (game: string) => void,
    private readonly language: () => string,
    options: { lockGame?: boolean } = {},
  ) {
    const label = (key: string, control: HTMLElement) => {
      const id = `f-${key}-${Math.random().toString(36).slice(2, 8)}`;
      control.id = id;
      this.labels[key] = el('label', { attrs: { for: id } });
      return this.labels[key];
    };
    const fields: Array<HTMLElement | null> = [
      field(label('text', this.text), this.text, 'filter-text'),
      options.lockGame ? null : field(label('game', this.game), this.game, 'filter-game'),
      field(label('set', this.set), this.set, 'filter-set'),
      field(label('type', this.type), this.type),
      field(label('class', this.cls), this.cls),
      field(label('pitch', this.pitch), this.pitch),
      field(label('cost', this.cost), this.cost, 'filter-cost'),
      field(label('rarity', this.rarity), this.rarity),
      field(label('sort', this.sort), el('div', { class: 'row nowrap' }, [this.sort, this.descending])),
      el('label', { class: 'filter filter-check' }, [this.owned, (this.labels.owned = el('span'))]),
    ];
    for (const f of fields) if (f) this.root.append(f);
    this.text.addEventListener('input', () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.changed(), 180);
    });
    for (const c of [this.set, this.type, this.cls, this.pitch, this.rarity, this.owned, this.sort]) c.addEventListener('change', () => this.changed());
    this.cost.addEventListener('change', () => this.changed());
    this.game.addEventListener('change', () => this.onGame(this.game.value));
    this.descending.addEventListener('click', () => {
      this.descending.setAttribute('aria-pressed', String(this.descending.getAttribute('aria-pressed') !== 'true'));
      this.localize();
      this.changed();
    });
  }

  /** The query the controls describe. */
  query(): SearchRequest {
    const q: SearchRequest = { sort: this.sort.value as SearchRequest['sort'], descending: this.descending.getAttribute('aria-pressed') === 'true' };
    const text = this.text.value.trim();
    if (text) q.text = text.slice(0, 200);
    if (this.game.value) q.game = this.game.value;
    if (this.set.value) q.set = this.set.value;
    if (this.type.value) q.type = this.type.value;
    if (this.cls.value) q.class = this.cls.value;
    if (this.pitch.value) q.pitch = Number(this.pitch.value);
    const cost = this.cost.value.trim();
    if (/^\d{1,2}$/.test(cost)) q.cost = Number(cost);
    if (this.rarity.value) q.rarity = this.rarity.value;
    if (this.owned.checked) q.ownedOnly = true;
    return q;
  }

  /** The selected game. */
  selectedGame(): string {
    return this.game.value;
  }

  /** Fills the choices from the catalogue's facets; keeps selections that still exist. */
  setFacets(facets: Facets, game: string): void {
    this.facets = facets;
    this.fill(this.game, facets.games.map((g) => [g, this.t()(`profile.${g}`, { defaultValue: g })]), false);
    this.game.value = game;
    this.localize();
  }

  /** Re-labels the controls. */
  localize(): void {
    const t = this.t();
    const keys = ['text', 'game', 'set', 'type', 'class', 'pitch', 'cost', 'rarity', 'sort', 'owned'];
    for (const k of keys) if (this.labels[k]) this.labels[k].textContent = t(`filters.${k}`);
    this.text.placeholder = t('filters.text-placeholder');
    // The placeholder is short enough for a narrow window; the hint says it all.
    this.text.title = t('filters.text-hint');
    this.descending.textContent = this.descending.getAttribute('aria-pressed') === 'true' ? '↓' : '↑';
    this.descending.title = t('filters.descending');
    this.descending.setAttribute('aria-label', t('filters.descending'));
    const f = this.facets;
    const fab = this.game.value === 'fab';
    const ja = this.language() === 'ja';
    this.fill(this.set, (f?.sets ?? []).map((s) => [s.code, `${s.code} · ${(ja && s.nameJa) || s.name}`]));
    this.fill(this.type, (f?.types ?? []).map((v) => [v, v]));
    this.fill(this.cls, (f?.classes ?? []).map((v) => [v, v]));
    this.fill(this.pitch, [1, 2, 3, 0].map((p) => [String(p), fab ? t(`filters.pitch-${p}`) : String(p)]));
    this.fill(this.rarity, (f?.rarities ?? []).map((r) => [r, t(`rarity.${r}`, { defaultValue: r })]));
    this.fill(this.sort, SORTS.map((s) => [s, t(`filters.sort-${s}`)]), false);
  }

  private fill(select: HTMLSelectElement, options: Array<[string, string]>, any = true): void {
    const keep = select.value;
    const items = options.map(([value, text]) => el('option', { text, attrs: { value } }));
    if (any) items.unshift(el('option', { text: this.t()('filters.any'), attrs: { value: '' } }));
    select.replaceChildren(...items);
    if (options.some(([v]) => v === keep) || (any && keep === '')) select.value = keep;
  }

  private changed(): void {
    this.onChange(this.query());
  }
}
