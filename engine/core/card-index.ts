import type { CardDb } from '../cards/types';
import { objectAt, type Table } from './object-table';

/** Which cards have abilities of each kind, and the zones those abilities work from. */
export interface CardIndex {
  statics: ReadonlySet<string>;
  /** Cards with a static "can't" rule (the only statics the rule-modifying pass reads). */
  cantStatics: ReadonlySet<string>;
  /** Cards with a static rule adding a cost to an action (`additional-cost` rule word: continuous/cost-rules.ts). */
  costStatics: ReadonlySet<string>;
  /** Cards whose static abilities grant abilities (a granted trigger functions: triggers/detect.ts). */
  grantStatics: ReadonlySet<string>;
  /** Cards with a static ability that modifies objects (FAB-6.2.5: its applications are events, events/applications.ts). */
  modifyStatics: ReadonlySet<string>;
  triggers: ReadonlySet<string>;
  replacements: ReadonlySet<string>;
  /** Cards by keyword (for the keywords a profile defines as replacement effects). */
  byKeyword: ReadonlyMap<string, ReadonlySet<string>>;
  /** Zones (other than play) that some static, triggered or replacement ability works from. */
  fromZones: ReadonlySet<string>;
}

const indexes = new WeakMap<CardDb, CardIndex>();

/**
 * The cards with static abilities: what the caches of the effect parts and of what views decide
 * read (core/epoch.ts `CacheKey.reads`; views apply the parts of these cards' objects).
 */
export function staticCards(rules: { cards: CardDb }): ReadonlySet<string> {
  return cardIndex(rules.cards).statics;
}

/** `base` and the cards with any of these keywords (a profile's triggered or replacement keywords, which are abilities too). */
export function withKeywordCards(cards: CardDb, base: ReadonlySet<string>, keywords: readonly string[]): ReadonlySet<string> {
  if (keywords.length === 0) return base;
  const all = new Set(base);
  for (const k of keywords) for (const id of cardIndex(cards).byKeyword.get(k) ?? []) all.add(id);
  return all;
}

/**
 * An index of a card database built once: the kernel scans only objects whose cards can
 * contribute an effect, so the cost of a scan follows the cards that matter, not the board.
 */
export function cardIndex(cards: CardDb): CardIndex {
  const hit = indexes.get(cards);
  if (hit) return hit;
  const statics = new Set<string>();
  const cantStatics = new Set<string>();
  const costStatics = new Set<string>();
  const grantStatics = new Set<string>();
  const modifyStatics = new Set<string>();
  const triggers = new Set<string>();
  const replacements = new Set<string>();
  const byKeyword = new Map<string, Set<string>>();
  const fromZones = new Set<string>();
  for (const card of Object.values(cards)) {
    for (const a of card.abilities) {
      const from = (a.body as { from?: string }).from;
      if (a.kind === 'static') {
        statics.add(card.id);
        const { rule, modify } = a.body;
        if (rule?.word === 'cant') cantStatics.add(card.id);
        if (rule?.word === 'additional-cost') costStatics.add(card.id);
        if (modify !== undefined) modifyStatics.add(card.id);
        if (modify?.grant !== undefined) grantStatics.add(card.id);
      }
      else if (a.kind === 'triggered') triggers.add(card.id);
      else if (a.kind === 'replacement' || a.kind === 'prevention') replacements.add(card.id);
      else continue;
      // A prevention ability's `from` names a damage source (LANGUAGE.md, FAB-6.4.10e), not a zone.
      if (from && a.kind !== 'prevention') fromZones.add(from);
    }
    for (const k of card.keywords) byKeyword.set(k, (byKeyword.get(k) ?? new Set()).add(card.id));
  }
  const index = { statics, cantStatics, costStatics, grantStatics, modifyStatics, triggers, replacements, byKeyword, fromZones };
  indexes.set(cards, index);
  return index;
}

const registries = new WeakMap<CardDb, Map<string, ReadonlySet<string>>>();

/**
 * The cards whose objects the effect registries collect (core/epoch.ts): those with static,
 * triggered, replacement or prevention abilities, with a keyword the profile makes a trigger or
 * a replacement (`keywords`), or with rule effects. An object of any other card entering or
 * leaving a zone changes views only (core/zones.ts), unless an effect grants abilities.
 */
export function registryCards(cards: CardDb, keywords: readonly string[]): ReadonlySet<string> {
  let byKeywords = registries.get(cards);
  if (!byKeywords) registries.set(cards, (byKeywords = new Map()));
  const key = keywords.join('|');
  let set = byKeywords.get(key);
  if (!set) {
    const index = cardIndex(cards);
    const all = new Set([...index.statics, ...index.triggers, ...index.replacements]);
    for (const k of keywords) for (const id of index.byKeyword.get(k) ?? []) all.add(id);
    for (const card of Object.values(cards)) if ((card as { rules?: readonly string[] }).rules?.length) all.add(card.id);
    byKeywords.set(key, (set = all));
  }
  return set;
}

const zonesByCard = new WeakMap<CardDb, Map<string, ReadonlyMap<string, ReadonlySet<string>>>>();

/**
 * For each card of `registryCards`, the zones where the effect registries (core/epoch.ts) read
 * its objects: every zone where abilities function (`functioning`: play, FaB's hero, weapon,
 * equipment zones and combat chain), since static, keyword and "can't" abilities and triggers
 * that work from play are read there, plus each zone one of its abilities works from
 * (`from: graveyard`, FAB-6.6.4: a trigger functions only where it works from). A card whose
 * abilities all work from play moving hand -> stack or hand -> pitch changes no registry,
 * though other cards work from the stack and the pitch zone.
 */
export function registryZones(cards: CardDb, keywords: readonly string[], functioning: readonly string[]): ReadonlyMap<string, ReadonlySet<string>> {
  let byKey = zonesByCard.get(cards);
  if (!byKey) zonesByCard.set(cards, (byKey = new Map()));
  const key = `${keywords.join('|')}/${functioning.join('|')}`;
  let map = byKey.get(key);
  if (!map) {
    const out = new Map<string, ReadonlySet<string>>();
    for (const id of registryCards(cards, keywords)) {
      const zones = new Set(functioning);
      for (const a of cards[id].abilities) {
        const from = (a.body as { from?: unknown }).from;
        // A prevention ability's `from` names a damage source (FAB-6.4.10e), not a zone.
        if (typeof from === 'string' && a.kind !== 'prevention') zones.add(from);
      }
      out.set(id, zones);
    }
    byKey.set(key, (map = out));
  }
  return map;
}

/** Zone key lists by seat list, then zone name by zone name (no string is built to look one up). */
interface ZoneTrie {
  keys?: readonly string[];
  next: Map<string, ZoneTrie>;
}

const zoneTries = new WeakMap<readonly string[], ZoneTrie>();

/** The zone keys to scan for a list of zone names: every seat's, in seat order then zone order. */
export function zoneKeysOf(seats: readonly string[], zones: Iterable<string>): readonly string[] {
  let node: ZoneTrie | undefined = zoneTries.get(seats);
  if (!node) zoneTries.set(seats, (node = { next: new Map() }));
  for (const zone of zones) {
    let child: ZoneTrie | undefined = node.next.get(zone);
    if (!child) node.next.set(zone, (child = { next: new Map() }));
    node = child;
  }
  if (!node.keys) {
    const names = [...new Set(zones)];
    node.keys = seats.flatMap((seat) => names.map((zone) => `${seat}:${zone}`));
  }
  return node.keys;
}

/** The objects in the given zones of every seat whose cards are in `cards` (zone order, seat order). */
export function objectsInZones<O extends { card: string }>(
  state: { seats: readonly string[]; zones: Readonly<Record<string, readonly string[]>>; objects: Table<O> },
  zones: Iterable<string>,
  cards?: ReadonlySet<string>,
): O[] {
  const out: O[] = [];
  for (const key of zoneKeysOf(state.seats, zones)) {
    const list = state.zones[key];
    if (!list) continue;
    for (const id of list) {
      const o = objectAt(state.objects, id);
      if (o && (!cards || cards.has(o.card) || (o as { chosen?: Record<string, unknown> }).chosen?.copy !== undefined)) out.push(o);
    }
  }
  return out;
}
