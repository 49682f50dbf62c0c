/**
 * Deck-building rules per profile: size, copy limits, hero and class rules, one-per-deck
 * markers. Pure data plus one checker, so the deck builder can check a deck live on every
 * change and the services can refuse an illegal deck before a game starts.
 */

import { displayName } from '../cards/display-name';

/** The facts about a card that deck rules read. */
export interface DeckCard {
  /** Stable key of the card (catalogue id or card-language id). */
  key: string;
  name: string;
  pitch?: number | null;
  types: readonly string[];
  subtypes?: readonly string[];
  supertypes?: readonly string[];
  classes: readonly string[];
  talents: readonly string[];
  keywords?: readonly string[];
  text?: string;
  /** The formats the card is legal in, when known (fab-cube's legality columns: `{blitz: true, cc: false}`). */
  legality?: Readonly<Record<string, boolean>>;
}

/** Where a card sits in a deck: FaB's weapons and equipment are the hero's `inventory`, outside the deck. */
export type DeckSection = 'hero' | 'main' | 'inventory' | 'side';

/** A card in a deck, with how many copies the player owns when known. */
export interface DeckEntry {
  card: DeckCard;
  section: DeckSection;
  count: number;
  /** Copies owned in the collection (all printings); undefined when not checked. */
  owned?: number;
}

/** A card that may appear in any number (MTG basic lands): every listed field must match. */
export interface UnlimitedMatch {
  supertypes?: readonly string[];
  types?: readonly string[];
}

/** At most `max` cards carrying a marker per deck (SCP 【Proposal】), or per class (SCP 【Tool】). */
export interface MarkerLimit {
  /** Found in the card's keywords or text. */
  marker: string;
  max: number;
  rule: string;
  /**
   * Count per class instead of per deck, the classes read from the card's subtypes (SCP-607.6c:
   * per sandbox, a player's deck being one sandbox per object class). A card of several classes
   * (SCP-607.7b: a neutralized object is each class printed with it) goes into whichever of its
   * sandboxes has room.
   */
  perClass?: readonly string[];
}

/** A profile's deck rules. */
export interface DeckRules {
  profile: string;
  /** Fewest cards in the main section (hero not counted). */
  minCards: number;
  /** Most cards in the main section, when limited. */
  maxCards?: number;
  /** Copies allowed per copy key (main and side together). */
  maxCopies: number;
  /** What makes two cards "the same" for the copy limit. */
  copyKey: 'name' | 'name+pitch';
  /** Cards exempt from the copy limit. */
  unlimited?: readonly UnlimitedMatch[];
  /** FaB-style: exactly one hero, and every card's classes and talents within the hero's. */
  hero?: { rule: string };
  markers?: readonly MarkerLimit[];
  /** How deck lists are written: "3x Name (red)" or "4 Name". */
  listStyle: 'fab' | 'mtg';
  /** The rule ids the checks cite. */
  rules: { size: string; copies: string };
  /**
   * The format's further rules, which only its game has (FaB's constructed formats: hero age,
   * pool, inventory, legality; `profiles/fab/deck-formats.ts`), run after the generic checks.
   */
  formatCheck?: (entries: readonly DeckEntry[], name: (c: DeckCard) => string) => DeckProblem[];
  /**
   * Where a card belongs by what it is, for a game whose deck has sections a card's type decides
   * (FaB: a hero card is the hero, weapons and equipment the inventory); null: the main deck.
   * A deck-list import places cards by it, as lists pasted from deck sites name no sections.
   */
  sectionOf?: (card: DeckCard) => DeckSection | null;
  /**
   * The format a deck with this hero is played in, where the hero says (FaB: a young hero is
   * Blitz, an adult one Classic Constructed, FAB-FMT-HERO); undefined when it does not. A
   * pasted list with no `Format:` line takes it.
   */
  formatOfHero?: (hero: DeckCard) => string | undefined;
}

/** The problems the generic check finds. */
export type DeckProblemCode =
  | 'too-few-cards' | 'too-many-cards' | 'too-many-copies' | 'no-hero' | 'several-heroes' | 'off-class' | 'marker-limit'
  | 'marker-per-class' | 'not-enough-owned';

/** A problem with a deck: errors make it illegal, warnings (not enough owned) do not. */
export interface DeckProblem<Code extends string = string> {
  /** One of `DeckProblemCode`, or a code of the format's own check (`formatCheck`). */
  code: Code;
  severity: 'error' | 'warning';
  rule?: string;
  message: string;
  /** The card names involved. */
  cards: string[];
  /**
   * The numbers and names in the message, so a UI can word it in its own language: `formatId`
   * names a format by id (`blitz`, `cc`) for the UI to translate; a too-few-cards `max` equal to
   * its `min` means exactly that many.
   */
  params?: Readonly<Record<string, string | number>>;
}

function copyKeyOf(rules: DeckRules, card: DeckCard): string {
  const name = card.name.toLowerCase();
  return rules.copyKey === 'name+pitch' ? `${name}|${card.pitch ?? ''}` : name;
}

const has = (list: readonly string[] | undefined, value: string) => (list ?? []).some((v) => v.toLowerCase() === value.toLowerCase());

function isUnlimited(rules: DeckRules, card: DeckCard): boolean {
  return (rules.unlimited ?? []).some(
    (u) => (u.supertypes ?? []).every((s) => has(card.supertypes, s)) && (u.types ?? []).every((t) => has(card.types, t)),
  );
}

function carries(card: DeckCard, marker: string): boolean {
  const bare = marker.replace(/[【】]/g, '');
  return (card.text ?? '').includes(marker) || has(card.keywords, bare);
}

/** Checks a deck against its profile's rules. Pure; an empty list means legal and fully owned. */
export function checkDeck(rules: DeckRules, entries: readonly DeckEntry[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const name = (c: DeckCard) => displayName(c, rules.listStyle);
  const main = entries.filter((e) => e.section === 'main');
  const size = main.reduce((n, e) => n + e.count, 0);
  if (size < rules.minCards) {
    const exactly = rules.maxCards === rules.minCards ? ' exactly' : ' at least';
    problems.push({ code: 'too-few-cards', severity: 'error', rule: rules.rules.size, message: `the deck has ${size} cards; it needs${exactly} ${rules.minCards}`, cards: [], params: { size, min: rules.minCards, ...(rules.maxCards !== undefined ? { max: rules.maxCards } : {}) } });
  }
  if (rules.maxCards !== undefined && size > rules.maxCards) {
    problems.push({ code: 'too-many-cards', severity: 'error', rule: rules.rules.size, message: `the deck has ${size} cards; at most ${rules.maxCards} are allowed`, cards: [], params: { size, max: rules.maxCards } });
  }

  const copies = new Map<string, { count: number; card: DeckCard }>();
  for (const e of entries) {
    if (e.section === 'hero' || isUnlimited(rules, e.card)) continue;
    const key = copyKeyOf(rules, e.card);
    const seen = copies.get(key);
    copies.set(key, { count: (seen?.count ?? 0) + e.count, card: e.card });
  }
  for (const { count, card } of copies.values()) {
    if (count > rules.maxCopies) {
      problems.push({ code: 'too-many-copies', severity: 'error', rule: rules.rules.copies, message: `${count} copies of ${name(card)}; at most ${rules.maxCopies}`, cards: [name(card)], params: { copies: count, max: rules.maxCopies, card: name(card) } });
    }
  }

  if (rules.hero) problems.push(...checkHero(rules, entries, name));
  if (rules.formatCheck) problems.push(...rules.formatCheck(entries, name));

  for (const m of rules.markers ?? []) {
    const marked = entries.filter((e) => e.section !== 'side' && carries(e.card, m.marker));
    const total = marked.reduce((n, e) => n + e.count, 0);
    if (m.perClass) {
      if (!fitsPerClass(marked, m.perClass, m.max)) {
        const classes = m.perClass.join(', ');
        problems.push({ code: 'marker-per-class', severity: 'error', rule: m.rule, message: `${total} ${m.marker} cards; at most ${m.max} per sandbox class (${classes})`, cards: marked.map((e) => name(e.card)), params: { copies: total, marker: m.marker, max: m.max, classes } });
      }
    } else if (total > m.max) {
      problems.push({ code: 'marker-limit', severity: 'error', rule: m.rule, message: `${total} ${m.marker} cards; at most ${m.max} per deck`, cards: marked.map((e) => name(e.card)), params: { copies: total, marker: m.marker, max: m.max } });
    }
  }

  const needed = new Map<string, { count: number; owned: number; card: DeckCard }>();
  for (const e of entries) {
    if (e.owned === undefined) continue;
    const seen = needed.get(e.card.key);
    needed.set(e.card.key, { count: (seen?.count ?? 0) + e.count, owned: e.owned, card: e.card });
  }
  for (const { count, owned, card } of needed.values()) {
    if (count > owned) {
      problems.push({ code: 'not-enough-owned', severity: 'warning', message: `${name(card)}: the deck uses ${count}, you own ${owned}`, cards: [name(card)], params: { card: name(card), used: count, owned } });
    }
  }
  return problems;
}

/**
 * SCP-607.6c: whether every copy of the marked cards can go into a sandbox of one of its classes
 * with at most `max` in each. A copy of several classes may take any of them (a small search:
 * with three classes and a limit of one, at most three copies can fit at all).
 */
function fitsPerClass(marked: readonly DeckEntry[], classes: readonly string[], max: number): boolean {
  const copies: string[][] = [];
  for (const e of marked) {
    const own = classes.filter((c) => has(e.card.subtypes, c));
    // A card of no class goes in no sandbox: not this rule's concern.
    if (own.length > 0) for (let i = 0; i < e.count; i++) copies.push(own);
  }
  if (copies.length > classes.length * max) return false;
  copies.sort((a, b) => a.length - b.length);
  const used = new Map<string, number>();
  const place = (i: number): boolean => {
    if (i === copies.length) return true;
    for (const c of copies[i]) {
      if ((used.get(c) ?? 0) >= max) continue;
      used.set(c, (used.get(c) ?? 0) + 1);
      if (place(i + 1)) return true;
      used.set(c, (used.get(c) ?? 0) - 1);
    }
    return false;
  };
  return place(0);
}

/**
 * FAB-1.1.3: a Classic Constructed deck has exactly one hero, and a card may be included
 * only if its classes and talents are all the hero's (Generic cards always may).
 */
function checkHero(rules: DeckRules, entries: readonly DeckEntry[], name: (c: DeckCard) => string): DeckProblem[] {
  const rule = rules.hero?.rule;
  const heroes = entries.filter((e) => e.section === 'hero' || has(e.card.types, 'Hero'));
  const heroCount = heroes.reduce((n, e) => n + e.count, 0);
  if (heroCount === 0) return [{ code: 'no-hero', severity: 'error', rule, message: 'the deck has no hero', cards: [] }];
  if (heroCount > 1) {
    return [{ code: 'several-heroes', severity: 'error', rule, message: 'a deck has exactly one hero', cards: heroes.map((e) => name(e.card)) }];
  }
  const hero = heroes[0].card;
  const allowed = new Set([...hero.classes, ...hero.talents, 'Generic'].map((s) => s.toLowerCase()));
  const off = entries.filter(
    (e) => e !== heroes[0] && [...e.card.classes, ...e.card.talents].some((s) => !allowed.has(s.toLowerCase())),
  );
  if (!off.length) return [];
  const names = [...new Set(off.map((e) => name(e.card)))];
  return [{ code: 'off-class', severity: 'error', rule, message: `not playable by ${hero.name}: ${names.join(', ')}`, cards: names, params: { hero: hero.name, cards: names.join(', ') } }];
}
