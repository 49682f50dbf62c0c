import type { DeckCard, DeckEntry, DeckProblem, DeckRules, DeckSection } from '../deck-rules';

/**
 * Flesh and Blood's constructed formats (fabtcg.com "Gameplay formats"; the tournament rules'
 * deck construction): Classic Constructed and Blitz. What the generic deck check does not know:
 * the hero's age, the card pool (deck plus the inventory of weapons and equipment), which cards
 * go in the inventory, the format's legality list, Legendary and Specialization.
 */
export interface FabFormat {
  /** The format's key in a card's legality (fab-cube's columns: `blitz`, `cc`). */
  id: 'blitz' | 'cc';
  /** Blitz plays a young hero, Classic Constructed an adult one (FAB-FMT-HERO). */
  heroAge: 'young' | 'adult';
  /** The most cards in the pool: the deck and the inventory together (52 Blitz, 80 CC). */
  maxPool: number;
}

/** The problem codes a format adds to the generic ones. */
export type FabFormatProblem = 'hero-age' | 'pool-size' | 'inventory-card' | 'not-inventory' | 'not-legal' | 'legendary' | 'specialization';

/** A format's deck rules with its own checks (`checkFabFormat`) as their `formatCheck`. */
function withFormat(format: FabFormat, rules: Omit<DeckRules, 'formatCheck'>): DeckRules {
  return { ...rules, formatCheck: (entries, name) => checkFabFormat(format, entries, name), sectionOf: fabSectionOf, formatOfHero: fabFormatOfHero };
}

/** The two constructed formats' full rules, by format id; `cc` is the profile's default. */
export const FAB_FORMATS: Readonly<Record<'cc' | 'blitz', DeckRules>> = {
  cc: withFormat({ id: 'cc', heroAge: 'adult', maxPool: 80 }, {
    profile: 'fab',
    minCards: 60,
    maxCopies: 3,
    copyKey: 'name+pitch',
    hero: { rule: 'FAB-1.1.3' },
    listStyle: 'fab',
    rules: { size: 'FAB-CC-deck-size', copies: 'FAB-CC-copies' },
  }),
  blitz: withFormat({ id: 'blitz', heroAge: 'young', maxPool: 52 }, {
    profile: 'fab',
    minCards: 40,
    maxCards: 40,
    maxCopies: 1,
    copyKey: 'name+pitch',
    hero: { rule: 'FAB-1.1.3' },
    listStyle: 'fab',
    rules: { size: 'FAB-BLITZ-deck-size', copies: 'FAB-BLITZ-copies' },
  }),
};

const FORMAT_NAMES: Readonly<Record<FabFormat['id'], string>> = { blitz: 'Blitz', cc: 'Classic Constructed' };

const has = (list: readonly string[] | undefined, value: string) => (list ?? []).some((v) => v.toLowerCase() === value.toLowerCase());

/** Weapons and equipment are the hero's inventory: they start the game in play, not in the deck. */
export function isInventoryCard(card: DeckCard): boolean {
  return has(card.types, 'Weapon') || has(card.types, 'Equipment');
}

/** FAB-FMT-HERO: a young hero is played in Blitz, an adult one in Classic Constructed. */
export function fabFormatOfHero(hero: DeckCard): FabFormat['id'] {
  return has(hero.subtypes, 'Young') ? 'blitz' : 'cc';
}

/** FAB-1.1.3: a hero card is the deck's hero; weapons and equipment are its inventory; the rest is the deck. */
export function fabSectionOf(card: DeckCard): DeckSection | null {
  if (has(card.types, 'Hero')) return 'hero';
  return isInventoryCard(card) ? 'inventory' : null;
}

/** "Rhinar Specialization": the hero a specialization names (from the keyword or the printed line). */
export function specializationOf(card: DeckCard): string | null {
  const line = /(?:^|\n)\s*\**([^\n*]+?) Specialization\**\s*(?:\n|$)/.exec(card.text ?? '');
  if (line) return line[1].trim();
  const kw = (card.keywords ?? []).find((k) => /-specialization$/i.test(k) || / specialization$/i.test(k));
  return kw ? kw.replace(/[- ]specialization$/i, '').replace(/-/g, ' ') : null;
}

function isLegendary(card: DeckCard): boolean {
  return has(card.keywords, 'legendary') || has(card.supertypes, 'Legendary') || /(?:^|\n)\s*\**Legendary\**\s*(?:\n|$)/.test(card.text ?? '');
}

/** A hero's first name: "Rhinar, Reckless Rampage" -> "Rhinar", as specializations name it. */
function heroName(card: DeckCard): string {
  return card.name.split(',')[0].trim();
}

/**
 * FAB-FMT: a Blitz or Classic Constructed deck's own rules, each broken one as one problem line:
 * the hero's age, the pool size, weapons and equipment in the inventory (and nothing else there),
 * the format's legality, at most one of each Legendary card, and Specializations of this hero only.
 */
export function checkFabFormat(format: FabFormat, entries: readonly DeckEntry[], name: (c: DeckCard) => string): DeckProblem<FabFormatProblem>[] {
  const out: DeckProblem<FabFormatProblem>[] = [];
  const formatName = FORMAT_NAMES[format.id];
  const heroes = entries.filter((e) => e.section === 'hero' || has(e.card.types, 'Hero'));
  const hero = heroes.length === 1 ? heroes[0].card : undefined;
  if (hero) {
    const young = has(hero.subtypes, 'Young');
    if (young !== (format.heroAge === 'young')) {
      const age = format.heroAge === 'young' ? 'a young hero' : 'an adult hero';
      out.push({ code: 'hero-age', severity: 'error', rule: 'FAB-FMT-HERO', message: `${formatName} is played with ${age}; ${hero.name} is ${young ? 'young' : 'adult'}`, cards: [hero.name], params: { hero: hero.name, format: formatName, formatId: format.id, age: format.heroAge } });
    }
  }
  const pool = entries.filter((e) => e.section === 'main' || e.section === 'inventory').reduce((n, e) => n + e.count, 0);
  if (pool > format.maxPool) {
    out.push({ code: 'pool-size', severity: 'error', rule: 'FAB-FMT-POOL', message: `the deck and inventory have ${pool} cards; ${formatName} allows at most ${format.maxPool}`, cards: [], params: { size: pool, max: format.maxPool, format: formatName, formatId: format.id } });
  }
  for (const e of entries) {
    if (e.section === 'main' && isInventoryCard(e.card)) {
      out.push({ code: 'inventory-card', severity: 'error', rule: 'FAB-FMT-INVENTORY', message: `${name(e.card)} is a weapon or equipment: it goes in the inventory, not the deck`, cards: [name(e.card)], params: { card: name(e.card) } });
    } else if (e.section === 'inventory' && !isInventoryCard(e.card)) {
      out.push({ code: 'not-inventory', severity: 'error', rule: 'FAB-FMT-INVENTORY', message: `${name(e.card)} is not a weapon or equipment: it goes in the deck, not the inventory`, cards: [name(e.card)], params: { card: name(e.card) } });
    }
  }
  const seen = new Set<string>();
  for (const e of entries) {
    if (e.section === 'side' || seen.has(name(e.card))) continue;
    seen.add(name(e.card));
    const card = name(e.card);
    if (e.card.legality?.[format.id] === false) {
      out.push({ code: 'not-legal', severity: 'error', rule: 'FAB-FMT-LEGALITY', message: `${card} is not legal in ${formatName}`, cards: [card], params: { card, format: formatName, formatId: format.id } });
    }
    const copies = entries.filter((x) => x.section !== 'side' && name(x.card) === card).reduce((n, x) => n + x.count, 0);
    if (isLegendary(e.card) && copies > 1) {
      out.push({ code: 'legendary', severity: 'error', rule: 'FAB-FMT-LEGENDARY', message: `${card} is Legendary: at most 1 copy`, cards: [card], params: { card, copies } });
    }
    const spec = specializationOf(e.card);
    if (spec && hero && spec.toLowerCase() !== heroName(hero).toLowerCase()) {
      out.push({ code: 'specialization', severity: 'error', rule: 'FAB-FMT-SPECIALIZATION', message: `${card} is a ${spec} Specialization: only ${spec} may play it, not ${hero.name}`, cards: [card], params: { card, hero: hero.name, specialization: spec } });
    }
  }
  return out;
}
