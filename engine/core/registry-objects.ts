import type { Engine } from './context';
import type { ReadState } from './draft';
import type { GameObject } from './state';
import type { ZoneKey } from './ids';
import { cacheKey, cachedPerState, type CacheKey } from './epoch';
import { cardIndex, registryCards, registryZones, zoneKeysOf } from './card-index';
import { functioningZones } from './functioning-zones';
import { objectAt } from './object-table';
import { NUMERIC } from './numeric';

/**
 * The objects the effect registries read (the effect parts, functional triggers, static
 * replacements, "can't" rules, the applications tracked: core/epoch.ts), found by zone from an
 * index kept per state and epoch instead of scanning every zone where abilities function or
 * work from (graveyards included) for each registry anew.
 *
 * The index holds, zone by zone in zone order, the ids of the objects of `registryCards` and of
 * copies in the zones any of those cards' abilities are read from, attack proxies left out
 * (FAB-7.1): a proxy has its source's characteristics, and its card's static and triggered
 * abilities function from the source (the effect parts and the trigger registry passed over
 * proxies already), so a weapon's attack entering and leaving the combat chain moves no epoch
 * (core/zones.ts). Abilities granted to a proxy itself are found by the scan of every object in
 * play that grants in force make (triggers/detect.ts). The epoch moves on whenever
 * such an object enters or leaves a zone where its abilities are read (core/zones.ts), a copy
 * enters, or a zone they are read from is shuffled (core/shuffle.ts), so what a registry reads
 * of it is what a scan would find; an object that entered a zone its abilities are not read from
 * is left out until the epoch moves (every registry passes over it: its abilities work elsewhere).
 * Objects are looked up by id when asked, so a registry reads each object as it is now.
 */

type Rules = Pick<Engine, 'cards' | 'profile'>;

/** Keywords the registries read as abilities: the profile's replacement and triggered keywords. */
function registryKeywords(rules: Rules): string[] {
  return [...Object.keys(rules.profile.keywords ?? {}), ...Object.keys(rules.profile.triggerKeywords ?? {})];
}

/** A value worked out once per card database and profile (neither changes during a game). */
export function perRules<T>(make: (rules: Rules) => T): (rules: Rules) => T {
  const byCards = new WeakMap<Rules['cards'], WeakMap<Rules['profile'], T>>();
  return (rules) => {
    let byProfile = byCards.get(rules.cards);
    if (!byProfile) byCards.set(rules.cards, (byProfile = new WeakMap()));
    let value = byProfile.get(rules.profile);
    if (value === undefined) byProfile.set(rules.profile, (value = make(rules)));
    return value;
  };
}

/** Where the registries read each card's objects (core/card-index.ts `registryZones`), per card database and profile: found once, not per move. */
export const zonesRead = perRules((rules) => registryZones(rules.cards, registryKeywords(rules), functioningZones(rules.profile)));

/** What the index covers: the zones any registry reads, and the cards whose objects it holds. */
interface Coverage {
  zones: readonly string[];
  cards: ReadonlySet<string>;
}

const coverage = perRules((rules): Coverage => {
  const zones = new Set([...functioningZones(rules.profile), ...cardIndex(rules.cards).fromZones]);
  for (const read of zonesRead(rules).values()) for (const z of read) zones.add(z);
  return { zones: [...zones], cards: registryCards(rules.cards, registryKeywords(rules)) };
});

const withFrom = new WeakMap<readonly string[], WeakMap<Rules['cards'], readonly string[]>>();

/**
 * Zones where abilities function (or a profile's permanent zones: `zones`) and the zones some
 * static, triggered or replacement ability works from (`from: graveyard`): where the registries
 * look for those abilities. One list per zone list and card database.
 */
export function withFromZones(rules: Rules, zones: readonly string[]): readonly string[] {
  let byCards = withFrom.get(zones);
  if (!byCards) withFrom.set(zones, (byCards = new WeakMap()));
  let list = byCards.get(rules.cards);
  if (!list) byCards.set(rules.cards, (list = [...zones, ...cardIndex(rules.cards).fromZones]));
  return list;
}

/** Whether a zone is one the registries read objects from (a shuffle of it moves the epoch on). */
export function readByRegistries(rules: Rules, zone: string): boolean {
  return coverage(rules).zones.includes(zone);
}

const indexKey = cacheKey<ReadonlyMap<string, readonly string[]>>('registryObjects');

function index(rules: Rules, state: ReadState): ReadonlyMap<string, readonly string[]> {
  return cachedPerState(indexKey, state, () => {
    const { zones, cards } = coverage(rules);
    const out = new Map<string, readonly string[]>();
    for (const key of zoneKeysOf(state.seats, zones)) {
      const list = state.zones[key as ZoneKey];
      if (!list) continue;
      let ids: string[] | undefined;
      for (const id of list) {
        const o = objectAt(state.objects, id);
        if (o && !o.proxyOf && (cards.has(o.card) || o.chosen?.copy !== undefined)) (ids ??= []).push(id);
      }
      if (ids) out.set(key, ids);
    }
    return out;
  });
}

/**
 * The objects in the given zones of every seat whose cards are in `cards` (cards of
 * `registryCards`), and copies: what `objectsInZones` finds there for a registry, in the same
 * order (seat by seat, zone by zone, in zone order), from the index.
 */
export function registryObjectsIn(rules: Rules, state: ReadState, zones: Iterable<string>, cards: ReadonlySet<string>): GameObject[] {
  const byZone = index(rules, state);
  const out: GameObject[] = [];
  for (const key of zoneKeysOf(state.seats, zones)) {
    const ids = byZone.get(key);
    if (!ids) continue;
    for (const id of ids) {
      const o = objectAt(state.objects, id);
      if (o && (cards.has(o.card) || o.chosen?.copy !== undefined)) out.push(o);
    }
  }
  return out;
}

/**
 * Whether some effect grants abilities to objects in these zones (a layer-type effect with a
 * grant, or a granting static ability there): then any object there may have a granted
 * triggered ability (FAB-6.6.4), whatever its card. It reads the effects registry and the
 * granting statics, as the effect parts do: cached per state and epoch like them (it is asked
 * at every zone move).
 */
export function grantsInForce(rules: Rules, state: ReadState, zones: readonly string[]): boolean {
  let key = grantKeys.get(zones);
  if (!key) grantKeys.set(zones, (key = cacheKey<boolean>('grantsInForce', (r) => cardIndex(r.cards).grantStatics)));
  return cachedPerState(key, state, () => {
    const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
    return (
      state.effects.some((e) => (isMap(e.spec.modify) ? e.spec.modify.grant !== undefined : e.spec.grant !== undefined)) ||
      registryObjectsIn(rules, state, zones, cardIndex(rules.cards).grantStatics).length > 0
    );
  });
}

/** One cache per zone list asked about (the callers pass a profile's functioning zones). */
const grantKeys = new WeakMap<readonly string[], CacheKey<boolean>>();

/** The keywords the registries read of objects' views: the profile's replacement, trigger and static keywords. */
export const keywordsRead = perRules((rules): ReadonlySet<string> => new Set([...registryKeywords(rules), ...Object.keys(rules.profile.staticKeywords ?? {})]));

const UNKNOWN = '\u0000unknown';

/** The keyword names of a gain or lose list (`[go-again, {ward: 1}]`); a shape not known names UNKNOWN. */
function namesIn(list: unknown): readonly string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [UNKNOWN];
  return list.map((e) => (typeof e === 'string' ? e : typeof e === 'object' && e !== null && Object.keys(e).length === 1 ? Object.keys(e)[0] : UNKNOWN));
}

/**
 * Whether a change of keywords (`{gain: [...], lose: [...]}`) may change what the registries
 * read: it gains or loses one of `keywordsRead`, loses them all, or has a shape not known here.
 */
export function keywordChangeRead(rules: Rules, change: unknown): boolean {
  if (typeof change !== 'object' || change === null || Array.isArray(change)) return true;
  const c = change as Readonly<Record<string, unknown>>;
  if (Object.keys(c).some((k) => k !== 'gain' && k !== 'lose')) return true;
  const read = keywordsRead(rules);
  return [...namesIn(c.gain), ...namesIn(c.lose)].some((k) => k === UNKNOWN || read.has(k));
}

/**
 * Whether a conditional modification may change what the registries read: anything but
 * numbers (core/numeric.ts, `base-` ones too) and changes of keywords no registry reads.
 */
function modificationRead(rules: Rules, modify: Readonly<Record<string, unknown>>): boolean {
  for (const [key, value] of Object.entries(modify)) {
    if (key === 'while' || key === 'affects' || key === 'any-zone' || NUMERIC.has(key.replace(/^base-/, ''))) continue;
    if (key !== 'keywords' || keywordChangeRead(rules, value)) return true;
  }
  return false;
}

/** Cards with a static ability that applies while a condition holds and may change what the registries read. */
const conditionalStatics = perRules((rules): ReadonlySet<string> => {
  const out = new Set<string>();
  for (const card of Object.values(rules.cards)) {
    for (const a of card.abilities) {
      if (a.kind !== 'static') continue;
      const body = a.body as Readonly<Record<string, unknown>>;
      if (body.while === undefined) continue;
      const modify = body.modify;
      if (typeof modify !== 'object' || modify === null || modificationRead(rules, modify as Readonly<Record<string, unknown>>) || body.rule !== undefined) out.add(card.id);
    }
  }
  return out;
});

/**
 * Whether a condition in force may change what the registries read as objects move: a
 * layer-type effect with a condition, or a functioning static of `conditionalStatics`. A move
 * of one card then may start or stop such an effect for any object, so the registries are all
 * read anew (core/zones.ts): the cached values of the others are not carried over. (Kept in
 * the kernel's floor, from the card data: continuous/parts.ts conditionalEffectsInForce asks
 * the same of the parts in force, more finely.)
 */
export function conditionsReadByRegistries(rules: Rules, state: ReadState): boolean {
  for (const e of state.effects) {
    const spec = (e.spec.modify ?? e.spec) as Readonly<Record<string, unknown>>;
    if (spec.while !== undefined) return true;
  }
  const cards = conditionalStatics(rules);
  return cards.size > 0 && registryObjectsIn(rules, state, withFromZones(rules, functioningZones(rules.profile)), cards).length > 0;
}
