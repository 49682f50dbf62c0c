import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { ObjectId, Seat } from '../core/ids';
import { parseZoneKey } from '../core/ids';
import type { ObjectView } from '../continuous/view';
import { view } from '../continuous/view';
import { objectAt } from '../core/object-table';
import type { Filter } from '../cards/schema';

/** The frame a selector is read in: who "you" is, what "this" is. */
export interface SelectorScope {
  controller: Seat;
  /** The source object (`this`), by object id, if it still exists or is known. */
  self?: ObjectId;
  /** The source's physical card id (stable across zones). */
  selfPhysical?: string;
  targets?: readonly string[];
  /** The object the last effect mentioned (SCP-602.2 pronouns). */
  it?: string;
  chosen?: Readonly<Record<string, string | number>>;
}

/** A numeric comparison in a filter: `{gte: 6}`, `{lte: 3}`, or an exact number. */
export type NumberTest = number | { gte?: number; lte?: number; gt?: number; lt?: number; eq?: number };

/** Tests a number against a comparison. */
export function testNumber(value: number | undefined, test: NumberTest): boolean {
  if (value === undefined) return false;
  if (typeof test === 'number') return value === test;
  if (test.gte !== undefined && !(value >= test.gte)) return false;
  if (test.lte !== undefined && !(value <= test.lte)) return false;
  if (test.gt !== undefined && !(value > test.gt)) return false;
  if (test.lt !== undefined && !(value < test.lt)) return false;
  if (test.eq !== undefined && value !== test.eq) return false;
  return true;
}

const STAT_KEYS: Record<string, string> = {
  power: 'power',
  defense: 'defense',
  cost: 'cost',
  hp: 'hp',
  toughness: 'toughness',
  containment: 'containment',
  protection: 'protection',
  pitch: 'pitch',
  life: 'life',
  intellect: 'intellect',
};

function hasAll(list: readonly string[], want: unknown): boolean {
  const wanted = Array.isArray(want) ? (want as string[]) : [String(want)];
  return wanted.every((w) => list.some((x) => x.toLowerCase() === w.toLowerCase()));
}

/**
 * Whether an object matches a card-language filter map. Every key must match. `seatOf`
 * resolves `you`/`opponent` words relative to the scope's controller.
 */
export function matchesFilter(
  engine: Engine,
  state: ReadState,
  v: ObjectView,
  filter: Readonly<Record<string, unknown>> | Filter,
  scope: SelectorScope,
): boolean {
  const entries = entriesOf(filter);
  for (let i = 0; i < entries.length; i++) {
    if (!matchKey(engine, state, v, entries[i][0], entries[i][1], scope)) return false;
  }
  return true;
}

/**
 * Whether an object can match a filter by what the filter asks of its place in combat alone
 * (`attacking`, `defending`), read without computing its view. Conditions that count or look
 * for objects ask this first: a static ability of an attack that counts the cards defending it
 * ("while defended by less than 2 non-equipment cards", FAB-7.3) must not compute the attack's
 * own view to find that it is not defending (that view is what is being computed).
 */
export function mayMatchFilter(engine: Engine, state: ReadState, id: string, filter: Readonly<Record<string, unknown>>): boolean {
  if (filter.attacking !== undefined && (engine.profile.rules?.activeAttack?.(state) === id) !== (filter.attacking !== false)) return false;
  if (filter.defending !== undefined && (engine.profile.rules?.defendingCards?.(state).includes(id) ?? false) !== (filter.defending !== false)) return false;
  return true;
}

const entryCache = new WeakMap<object, ReadonlyArray<readonly [string, unknown]>>();

/** A filter's or condition's entries, computed once per object (filters and conditions are card data: never mutated). */
export function entriesOf(filter: Readonly<Record<string, unknown>> | Filter): ReadonlyArray<readonly [string, unknown]> {
  let e = entryCache.get(filter);
  if (!e) {
    e = Object.entries(filter);
    entryCache.set(filter, e);
  }
  return e;
}

function seatWord(word: unknown, scope: SelectorScope, state: ReadState): Seat[] {
  if (word === 'you') return [scope.controller];
  if (word === 'opponent' || word === 'opponents') return state.seats.filter((s) => s !== scope.controller);
  if (word === 'any') return [...state.seats];
  return [String(word)];
}

/** A typed static keyword of the profile gives the object every subtype (MTG changeling: profiles/mtg/keywords/). */
function hasEverySubtype(engine: Engine, v: ObjectView): boolean {
  const table = engine.profile.staticKeywords;
  if (!table) return false;
  for (const k of v.keywords) {
    const type = table[k]?.everySubtypeOf;
    if (type !== undefined && v.types.includes(type)) return true;
  }
  return false;
}

function matchKey(
  engine: Engine,
  state: ReadState,
  v: ObjectView,
  key: string,
  want: unknown,
  scope: SelectorScope,
): boolean {
  switch (key) {
    case 'type':
    case 'types':
      return hasAll(v.types, want) || hasAll([...v.types, ...v.subtypes], want);
    case 'subtype':
    case 'subtypes':
      return hasAll(v.subtypes, want) || hasEverySubtype(engine, v);
    case 'supertype':
      return hasAll(v.supertypes, want);
    case 'class':
      return hasAll(v.classes, want);
    case 'talent':
      return hasAll(v.talents, want);
    case 'name':
      return v.name === want;
    case 'card':
      return v.card === want;
    case 'keyword':
      return hasAll(v.keywords, want);
    case 'controller':
      return seatWord(want, scope, state).includes(v.controller);
    case 'owner':
      return seatWord(want, scope, state).includes(v.owner);
    case 'zone': {
      if (want === 'any') return true;
      const o = objectAt(state.objects, v.id);
      if (!o) return false;
      const zone = parseZoneKey(o.zone).zone;
      return Array.isArray(want) ? want.includes(zone) : zone === want;
    }
    case 'color':
      // Colors after effects (MTG-613.1e); a number that shows a colour (a pitch a scenario's
      // `stats` gives) shows it too, as the profile's dialect reads it.
      return hasAll(v.colors, want) || (v.stats.pitch !== undefined && hasAll(engine.profile.dialect?.colors({ pitch: v.stats.pitch }) ?? [], want));
    case 'base-power':
      return testNumber(v.base.power, want as NumberTest);
    case 'counters': {
      const tests = want as Record<string, NumberTest>;
      return Object.entries(tests).every(([kind, t]) => testNumber(v.counters[kind] ?? 0, t));
    }
    case 'other':
      return want ? v.id !== scope.self : v.id === scope.self;
    case 'tapped':
      return v.tapped === want;
    case 'attacking':
      // FaB: only the attack on the active chain link is attacking (the profile knows which).
      return (engine.profile.rules?.activeAttack?.(state) === v.id) === want;
    case 'defending':
      // FaB FAB-7.3: the cards defending the active chain link, equipment included.
      return (engine.profile.rules?.defendingCards?.(state).includes(v.id) ?? false) === want;
    case 'kind': {
      // A list: any of the kinds ("a spell or ability": `kind: [spell, ability]`, MTG-WIKI-SOURCE).
      if (Array.isArray(want)) return want.some((k) => matchKey(engine, state, v, key, k, scope));
      // A card on the stack is a spell; other stack items are matched by their kind.
      const o = objectAt(state.objects, v.id);
      if (want === 'card') return !!o && !o.token;
      // As a source: an object that is not a spell acts only through its abilities.
      if (want === 'ability') return !!o && parseZoneKey(o.zone).zone !== 'stack';
      return want === 'spell' ? !!o && parseZoneKey(o.zone).zone === 'stack' : false;
    }
    case 'token': {
      const o = objectAt(state.objects, v.id);
      return !!o?.token === want;
    }
    case 'attached-to':
      return attachedToMatches(engine, state, objectAt(state.objects, v.id)?.attachedTo, want, scope);
    case 'host-of': {
      // "The object using this" (SCP-607.6b), "enchanted / equipped creature": one of its attachments matches.
      const attached = objectAt(state.objects, v.id)?.attachments ?? [];
      if (typeof want === 'boolean') return attached.length > 0 === want;
      return attached.some((a) => attachedToMatches(engine, state, a, want, scope));
    }
    case 'not':
      return !matchesFilter(engine, state, v, want as Record<string, unknown>, scope);
    case 'any':
      return (want as Array<Record<string, unknown>>).some((f) => matchesFilter(engine, state, v, f, scope));
    case 'each':
      return matchesFilter(engine, state, v, want as Record<string, unknown>, scope);
    default:
      if (key in STAT_KEYS) return testNumber(v.stats[STAT_KEYS[key]], want as NumberTest);
      return false;
  }
}

/**
 * Whether the other end of an attachment (core/attachments.ts) is what a filter wants: `this`
 * (the source, by its physical card), any object (`true`), none (`false`), or a filter map.
 */
function attachedToMatches(engine: Engine, state: ReadState, other: ObjectId | undefined, want: unknown, scope: SelectorScope): boolean {
  if (typeof want === 'boolean') return (other !== undefined) === want;
  const o = other === undefined ? undefined : objectAt(state.objects, other);
  if (!o) return false;
  if (want === 'this') return scope.selfPhysical !== undefined ? o.physical === scope.selfPhysical : o.id === scope.self;
  if (typeof want !== 'object' || want === null) return false;
  return matchesFilter(engine, state, view(engine, state, o.id), want as Readonly<Record<string, unknown>>, scope);
}
