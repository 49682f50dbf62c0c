import type { CardDb } from './types';

/** Which cards have abilities of each kind, and the zones those abilities work from. */
export interface CardIndex {
  statics: ReadonlySet<string>;
  /** Cards with a static "can't" rule (the only statics the rule-modifying pass reads). */
  cantStatics: ReadonlySet<string>;
  /** Cards whose static abilities grant abilities (a granted trigger functions: triggers/detect.ts). */
  grantStatics: ReadonlySet<string>;
  /** Cards with a static ability that modifies objects (FAB-6.2.5: its applications are events, continuous/applications.ts). */
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
 * An index of a card database built once: the kernel scans only objects whose cards can
 * contribute an effect, so the cost of a scan follows the cards that matter, not the board.
 */
export function cardIndex(cards: CardDb): CardIndex {
  const hit = indexes.get(cards);
  if (hit) return hit;
  const statics = new Set<string>();
  const cantStatics = new Set<string>();
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
        const rule = (a.body as { rule?: { cant?: unknown; word?: string } }).rule;
        if (rule?.cant !== undefined || rule?.word === 'cant') cantStatics.add(card.id);
        const modify = (a.body as { modify?: { grant?: unknown } }).modify;
        if (modify !== undefined) modifyStatics.add(card.id);
        if (modify?.grant !== undefined) grantStatics.add(card.id);
      }
      else if (a.kind === 'triggered') triggers.add(card.id);
      else if (a.kind === 'replacement' || a.kind === 'prevention') replacements.add(card.id);
      else continue;
      if (from) fromZones.add(from);
    }
    for (const k of card.keywords) byKeyword.set(k, (byKeyword.get(k) ?? new Set()).add(card.id));
  }
  const index = { statics, cantStatics, grantStatics, modifyStatics, triggers, replacements, byKeyword, fromZones };
  indexes.set(cards, index);
  return index;
}

/** Zone key lists by seat list, then zone name by zone name (no string is built to look one up). */
interface ZoneTrie {
  keys?: readonly string[];
  next: Map<string, ZoneTrie>;
}

const zoneTries = new WeakMap<readonly string[], ZoneTrie>();

/** The zone keys to scan for a list of zone names: every seat's, in seat order then zone order. */
function zoneKeysOf(seats: readonly string[], zones: Iterable<string>): readonly string[] {
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
  state: { seats: readonly string[]; zones: Readonly<Record<string, readonly string[]>>; objects: Readonly<Record<string, O>> },
  zones: Iterable<string>,
  cards?: ReadonlySet<string>,
): O[] {
  const out: O[] = [];
  for (const key of zoneKeysOf(state.seats, zones)) {
    const list = state.zones[key];
    if (!list) continue;
    for (const id of list) {
      const o = state.objects[id];
      if (o && (!cards || cards.has(o.card) || (o as { chosen?: Record<string, unknown> }).chosen?.copy !== undefined)) out.push(o);
    }
  }
  return out;
}
