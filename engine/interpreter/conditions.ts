import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import { parseZoneKey, zoneKey } from '../core/ids';
import type { ObjectView } from '../continuous/view';
import { view } from '../continuous/view';
import { evalAmount } from './amounts';
import { entriesOf, matchesFilter, mayMatchFilter, testNumber, type NumberTest, type SelectorScope } from './selectors';
import { countHappened } from './patterns';
import { findObject, objectAt } from '../core/object-table';
import { filterZones } from '../core/functioning-zones';
import { newestFirst } from '../core/persistent-list';

type Cond = Readonly<Record<string, unknown>>;

const NO_IDS: readonly string[] = [];

/** The ids in a seat's zone (the state's own list: read, never changed). */
function objectsIn(state: ReadState, seat: string, zone: string): readonly string[] {
  return state.zones[zoneKey(seat, zone)] ?? NO_IDS;
}

/**
 * Evaluates a card-language condition now. `selfView` is the source's view in progress when
 * a continuous effect's condition reads its own characteristics (dependent effects).
 */
export function evalCondition(
  engine: Engine,
  state: ReadState,
  cond: Cond,
  scope: SelectorScope,
  selfView?: ObjectView,
): boolean {
  for (const [key, raw] of entriesOf(cond)) {
    if (MODIFIERS.has(key) || (key === 'count' && 'happened' in cond)) continue;
    if (!evalKey(engine, state, key, raw, scope, selfView, cond)) return false;
  }
  return true;
}

/** A `count` condition as counted: the zones and the filter each object must match, once per condition and profile. */
const countSpecs = new WeakMap<Cond, { profile: Engine['profile']; zones: readonly string[]; each: Cond }>();

function countSpec(engine: Engine, filter: Cond): { zones: readonly string[]; each: Cond } {
  const known = countSpecs.get(filter);
  if (known && known.profile === engine.profile) return known;
  const { zone: _z, ...rest } = filter;
  const spec = { profile: engine.profile, zones: countedZones(engine, filter), each: (rest.each as Cond | undefined) ?? rest };
  countSpecs.set(filter, spec);
  return spec;
}

/** The zones a `count` condition counts in: its `zone`, else the zones its filter names or implies. */
function countedZones(engine: Engine, filter: Cond): readonly string[] {
  const z = filter.zone as string | string[] | undefined;
  return z === undefined ? filterZones(engine.profile, (filter.each as Cond | undefined) ?? filter) : Array.isArray(z) ? z : [z];
}

/** An `in-zone` condition's zone and filter, short (`{in-zone: pitch, filter: ...}`) or whole. */
function inZoneOf(raw: unknown, whole: Cond): { zone: string; filter?: Cond; player?: string } {
  return (typeof raw === 'string' ? { zone: raw, filter: whole.filter, player: whole.player } : raw) as { zone: string; filter?: Cond; player?: string };
}

/**
 * Whether evaluating a condition may read `selfView`, the view in progress of the object it is
 * evaluated for, when that object is in `selfZone`: a count or an in-zone test over that zone
 * (the object counts as its view so far), an amount comparison (amounts may read it), or such a
 * key under not/all/any. When it may not, evalCondition answers the same with or without
 * `selfView`: the object's view need not be computed to know whether the condition holds
 * (continuous/application-scan.ts). Kept beside evalKey, whose uses of `selfView` it lists.
 */
export function readsSelfView(engine: Engine, cond: Cond, selfZone: string): boolean {
  for (const [key, raw] of entriesOf(cond)) {
    switch (key) {
      case 'count':
        if ('happened' in cond) continue;
        if (countedZones(engine, raw as Cond).includes(selfZone)) return true;
        continue;
      case 'in-zone':
        if (inZoneOf(raw, cond).zone === selfZone) return true;
        continue;
      case 'compare':
        return true;
      case 'not':
        if (readsSelfView(engine, raw as Cond, selfZone)) return true;
        continue;
      case 'all':
      case 'any':
        if ((raw as Cond[]).some((c) => readsSelfView(engine, c, selfZone))) return true;
        continue;
      default:
        // The other keys read no view in progress (a profile's own conditions are not given one).
        continue;
    }
  }
  return false;
}

/** Keys that qualify a condition's main key (`{in-zone: pitch, filter: {...}}`, `{count: ..., gte: 2}`). */
const MODIFIERS = new Set(['filter', 'player', 'gte', 'lte', 'gt', 'lt', 'eq']);

function evalKey(
  engine: Engine,
  state: ReadState,
  key: string,
  raw: unknown,
  scope: SelectorScope,
  selfView?: ObjectView,
  whole: Cond = {},
): boolean {
  const you = scope.controller;
  switch (key) {
    case 'controls': {
      const filter = raw as Cond;
      return filterZones(engine.profile, filter).some((zone) => objectsIn(state, you, zone).some((id) =>
        matchesFilter(engine, state, view(engine, state, id), filter, scope),
      ) || state.seats.some((s) => s !== you && objectsIn(state, s, zone).some((id) => {
        const v = view(engine, state, id);
        return v.controller === you && matchesFilter(engine, state, v, filter, scope);
      })));
    }
    case 'hand-size':
      return testNumber(objectsIn(state, you, 'hand').length, raw as NumberTest);
    case 'count': {
      const { zones, each } = countSpec(engine, raw as Cond);
      let n = 0;
      for (const seat of state.seats) {
        for (const zone of zones) {
          for (const id of objectsIn(state, seat, zone)) {
            // The object whose view is being computed counts as that view so far (its static
            // "while defended by less than 2 non-equipment cards" while it defends, FAB-6.3).
            const v = id === scope.self && selfView ? selfView : undefined;
            if (mayMatchFilter(engine, state, id, each) && matchesFilter(engine, state, v ?? view(engine, state, id), each, scope)) n++;
          }
        }
      }
      return testNumber(n, whole as NumberTest);
    }
    case 'in-zone': {
      const r = inZoneOf(raw, whole);
      return objectsIn(state, you, r.zone).some(
        (id) => !r.filter || (mayMatchFilter(engine, state, id, r.filter) && matchesFilter(engine, state, id === scope.self && selfView ? selfView : view(engine, state, id), r.filter, scope)),
      );
    }
    case 'happened': {
      const r = raw as Cond;
      if (whole.count !== undefined) return testNumber(countHappened(engine, state, r, scope), whole.count as NumberTest);
      return countHappened(engine, state, r, scope, 1) > 0;
    }
    case 'played-from': {
      // Where this card was played from (kept on it while it is on the stack or the combat chain).
      const self = scope.self ? (objectAt(state.objects, scope.self) ?? state.lastKnown[scope.self]) : undefined;
      return self?.from === raw;
    }
    case 'paid-with': {
      // A card the costs of this card or ability moved (FAB: "if a card with 6 or more {p} is discarded this way"),
      // found by its physical card once it moved on (hand to stack: a reflexive trigger's source).
      const self = (scope.self ? (objectAt(state.objects, scope.self) ?? state.lastKnown[scope.self]) : undefined)
        ?? (scope.selfPhysical ? findObject(state.objects, (o) => o.physical === scope.selfPhysical) : undefined);
      return (self?.paid ?? []).some((id) => {
        if (!objectAt(state.objects, id) && !state.lastKnown[id]) return false;
        return matchesFilter(engine, state, view(engine, state, id), raw as Cond, scope);
      });
    }
    case 'compare': {
      const [a, op, b] = raw as [unknown, string, unknown];
      const x = evalAmount(engine, undefined, a, scope, selfView, state);
      const y = evalAmount(engine, undefined, b, scope, selfView, state);
      return op === 'gt' ? x > y : op === 'gte' ? x >= y : op === 'lt' ? x < y : op === 'lte' ? x <= y : x === y;
    }
    case 'rolled': {
      // FAB-6.1.3: "if you rolled a 1" is checked once, as the effect would be produced, against
      // the last die this source rolled (its roll event is already complete, outcome replacements included).
      for (const h of newestFirst(state.history)) {
        if (h.type !== 'roll') continue;
        if (scope.selfPhysical !== undefined ? h.facts.source !== scope.selfPhysical : h.facts.player !== you) continue;
        return typeof h.facts.result === 'number' && testNumber(h.facts.result, raw as NumberTest);
      }
      return false;
    }
    case 'era':
      return (state.players[you]?.stats.era ?? 0) === raw;
    case 'phase': {
      const r = raw as string;
      return state.turn.phase === r;
    }
    case 'whose':
      return raw === 'you' ? state.turn.player === you : raw === 'opponent' ? state.turn.player !== you : true;
    case 'your-turn':
      return (state.turn.player === you) === raw;
    case 'in': {
      const self = scope.self ? objectAt(state.objects, scope.self) : undefined;
      return self !== undefined && parseZoneKey(self.zone).zone === raw;
    }
    case 'not':
      return !evalCondition(engine, state, raw as Cond, scope, selfView);
    case 'all':
      return (raw as Cond[]).every((c) => evalCondition(engine, state, c, scope, selfView));
    case 'any':
      return (raw as Cond[]).some((c) => evalCondition(engine, state, c, scope, selfView));
    default: {
      // Conditions only one game has (fab: combo, reprise, hits in a row) are its profile's.
      const own = engine.profile.rules?.condition?.(engine, state, key, raw, scope);
      if (own === undefined) throw new Error(`unknown condition "${key}" for ${engine.profile.id}`);
      return own;
    }
  }
}

