import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { ObjectView } from '../continuous/view';
import { view } from '../continuous/view';
import type { SelectorScope } from './selectors';
import { matchesFilter, mayMatchFilter } from './selectors';
import { zoneKey } from '../core/ids';
import { objectAt } from '../core/object-table';
import { countHappened } from './patterns';
import { filterZones } from '../core/functioning-zones';

/** Values an amount can read besides the board: the roll, X, the replaced event's amount. */
export interface AmountFrame {
  rolled?: number;
  x?: number;
  eventAmount?: number;
  /** How many objects the effect's last `move` moved (`that-many`). */
  thatMany?: number;
  /** Counters the source had when it was last in play (last known information). */
  lastCounters?: Readonly<Record<string, number>>;
  count?: (selector: unknown) => number;
}

/**
 * Evaluates a card-language amount: a number, `x`, `rolled`, `event-amount`,
 * `{stat: base-power, of: it}`, `{counters: steam, of: this}`, `{count: selector}`,
 * `{plus: [a, b]}`, `{times: [a, b]}`. `selfView` is the object's view in progress when a
 * continuous effect reads its own characteristics.
 */
export function evalAmount(
  engine: Engine,
  frame: AmountFrame | undefined,
  raw: unknown,
  scope: SelectorScope,
  selfView?: ObjectView,
  state?: ReadState,
): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') {
    if (/^[+-]?\d+$/.test(raw)) return Number(raw);
    if (raw === 'x') return frame?.x ?? 0;
    if (raw === 'rolled') return frame?.rolled ?? 0;
    if (raw === 'event-amount') return frame?.eventAmount ?? 0;
    if (raw === 'that-many') return frame?.thatMany ?? 0;
    return 0;
  }
  if (typeof raw !== 'object' || raw === null) return 0;
  const r = raw as Record<string, unknown>;
  if ('plus' in r) return (r.plus as unknown[]).reduce<number>((a, x) => a + evalAmount(engine, frame, x, scope, selfView, state), 0);
  if ('minus' in r) {
    const [a, b] = r.minus as [unknown, unknown];
    return evalAmount(engine, frame, a, scope, selfView, state) - evalAmount(engine, frame, b, scope, selfView, state);
  }
  if ('times' in r) return (r.times as unknown[]).reduce<number>((a, x) => a * evalAmount(engine, frame, x, scope, selfView, state), 1);
  if ('count' in r) return frame?.count ? frame.count(r.count) : state ? countIn(engine, state, r.count, scope) : 0;
  // "half the number rolled, rounded down" (fab WTR: Barkbone Strapping, Scabskin Leathers).
  if ('half' in r) return Math.floor(evalAmount(engine, frame, r.half, scope, selfView, state) / 2);
  if ('count-happened' in r) return state ? countHappened(engine, state, r['count-happened'] as Record<string, unknown>, scope) : 0;
  if ('stat' in r && typeof r.of === 'string' && PLAYER_WORDS.has(r.of)) return state ? playerStat(engine, state, String(r.stat), r.of, scope) : 0;
  const ofView = (): ObjectView | undefined => {
    const of = r.of as string | undefined;
    if (selfView && (of === undefined || of === 'this' || (of === 'it' && scope.it === selfView.id))) return selfView;
    const id = of === 'it' ? scope.it : of === 'this' || of === undefined ? scope.self : undefined;
    if (!id || !state || (!objectAt(state.objects, id) && !state.lastKnown[id])) return selfView;
    return view(engine, state, id);
  };
  if ('stat' in r) {
    const stat = String(r.stat);
    const sv = ofView();
    if (!sv) return 0;
    if (stat.startsWith('base-')) return sv.base[stat.slice(5)] ?? 0;
    return sv.stats[stat] ?? 0;
  }
  if ('counters' in r) {
    const kind = String(r.counters);
    if (frame?.lastCounters) return frame.lastCounters[kind] ?? 0;
    return ofView()?.counters[kind] ?? 0;
  }
  return 0;
}

/** Words that name a player in `{stat: X, of: <player>}`: the stat is the player's (life, intellect, ap, resources, hand-size). */
const PLAYER_WORDS = new Set(['you', 'controller', 'opponent', 'defending-hero', 'attacking-hero']);

/** A player's stat: `intellect` is its hero's (fab), `hand-size` its hand's card count, others the player's own numbers. */
function playerStat(engine: Engine, state: ReadState, stat: string, who: string, scope: SelectorScope): number {
  const you = scope.controller;
  const rules = engine.profile.rules;
  const seat =
    who === 'opponent' ? state.seats.find((s) => s !== you && !state.players[s].lost)
    : who === 'defending-hero' ? rules?.defendingHero?.(state)
    : who === 'attacking-hero' ? (rules?.activeAttack?.(state) ? state.turn.player : undefined)
    : you;
  if (seat === undefined) return 0;
  if (stat === 'hand-size') return (state.zones[zoneKey(seat, 'hand')] ?? []).length;
  if (stat === 'intellect') {
    const hero = state.zones[zoneKey(seat, 'hero')]?.[0];
    return hero ? (view(engine, state, hero).stats.intellect ?? 0) : 4;
  }
  return state.players[seat]?.stats[stat] ?? 0;
}

/**
 * `{count: <filter>}` read from the board alone (no resolving ability): a static effect's
 * variable follows the current game state (FAB-6.2.3b), so it is recounted on every view.
 */
function countIn(engine: Engine, state: ReadState, raw: unknown, scope: SelectorScope): number {
  if (typeof raw !== 'object' || raw === null) return 0;
  const outer = raw as Record<string, unknown>;
  const filter = ((outer.each as Record<string, unknown> | undefined) ?? outer) as Record<string, unknown>;
  const { zone: z, ...rest } = filter;
  const zones = z === undefined ? filterZones(engine.profile, rest) : Array.isArray(z) ? z.map(String) : [String(z)];
  let n = 0;
  for (const seat of state.seats) {
    for (const zone of zones) {
      for (const id of state.zones[zoneKey(seat, zone)] ?? []) {
        if (mayMatchFilter(engine, state, id, rest) && matchesFilter(engine, state, view(engine, state, id), rest, scope)) n++;
      }
    }
  }
  return n;
}
