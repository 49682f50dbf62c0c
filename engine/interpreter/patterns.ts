import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { HistoryEntry } from '../core/state';
import { testNumber, type NumberTest, type SelectorScope } from './selectors';
import { view } from '../continuous/view';
import { matchesFilter } from './selectors';
import { objectAt } from '../core/object-table';
import { newestFirst } from '../core/persistent-list';

type Pattern = Readonly<Record<string, unknown>>;

/** The facts of an event, flat: what patterns, triggers and history read. */
export type EventFacts = Readonly<Record<string, string | number | boolean>>;

const SEAT_FIELDS = new Set(['player', 'by', 'to-player', 'controller']);
/** Facts that hold lists (`|go-again|dominate|`, events/facts.ts): a wanted name matches one of them. */
const LIST_FIELDS = new Set(['gains', 'loses']);

/**
 * Whether an event (its type and facts) matches a card-language event pattern
 * (`{event: move, to: soul, player: you}`). Words `you`/`opponent` are relative to the scope;
 * `this` is the scope's source (by physical card); filter maps test the object's view.
 */
export function matchesPattern(
  engine: Engine,
  state: ReadState,
  pattern: Pattern,
  entry: Pick<HistoryEntry, 'type' | 'facts'>,
  scope: SelectorScope,
): boolean {
  const wantType = pattern.event as string | undefined;
  if (wantType && wantType !== entry.type) return false;
  for (const [key, want] of Object.entries(pattern)) {
    if (key === 'event' || key === 'period' || key === 'this-turn') continue;
    const got = entry.facts[key];
    if (LIST_FIELDS.has(key)) {
      if (!listHas(got, want)) return false;
      continue;
    }
    if (!matchField(engine, state, key, want, got, entry.facts, scope)) return false;
  }
  return true;
}

/** Whether a list fact holds the wanted name (or every name of a wanted list). */
function listHas(got: string | number | boolean | undefined, want: unknown): boolean {
  if (typeof got !== 'string') return false;
  const wanted = Array.isArray(want) ? want : [want];
  return wanted.every((w) => got.includes(`|${String(w)}|`));
}

function matchField(
  engine: Engine,
  state: ReadState,
  key: string,
  want: unknown,
  got: string | number | boolean | undefined,
  facts: EventFacts,
  scope: SelectorScope,
): boolean {
  if (want === 'you') return SEAT_FIELDS.has(key) || key === 'hero' ? got === scope.controller : facts[`${key}-controller`] === scope.controller;
  if (want === 'opponent') return SEAT_FIELDS.has(key) || key === 'hero' ? got !== undefined && got !== scope.controller : facts[`${key}-controller`] !== undefined && facts[`${key}-controller`] !== scope.controller;
  // An attack proxy stands for its weapon: "this" on the weapon also names its proxies (FAB-7.1).
  if (want === 'this') return got === scope.selfPhysical || (scope.selfPhysical !== undefined && facts[`${key}-proxy-of`] === scope.selfPhysical);
  if (want === 'hero' || want === 'ruler' || want === 'player') return facts[`${key}-is-player`] === true;
  if (want === 'attack') {
    // "an attack" (FAB-6.4.9 "the next time an attack would gain power"): the object is attacking.
    const objectId = facts[`${key}-object`];
    return typeof objectId === 'string' && !!objectAt(state.objects, objectId) && matchesFilter(engine, state, view(engine, state, objectId), { attacking: true }, scope);
  }
  if (typeof want === 'number') return got === want;
  if (typeof want === 'boolean') return (got ?? false) === want;
  if (typeof want === 'string') return got === want;
  if (typeof want === 'object' && want !== null) {
    const w = want as Record<string, unknown>;
    if ('gte' in w || 'lte' in w || 'gt' in w || 'lt' in w || 'eq' in w) return typeof got === 'number' && testNumber(got, w as NumberTest);
    // A filter on the object the field names: test its current (or last known) view.
    const objectId = facts[`${key}-object`];
    if (typeof objectId !== 'string') return false;
    if (!objectAt(state.objects, objectId) && !state.lastKnown[objectId]) return false;
    return matchesFilter(engine, state, view(engine, state, objectId), w, scope);
  }
  return false;
}

/**
 * How many events in the pattern's period match it (`turn` by default, `game`, or `chain`:
 * since the combat chain opened, FAB-7.0), counting at most `limit`.
 */
export function countHappened(engine: Engine, state: ReadState, pattern: Readonly<Record<string, unknown>>, scope: SelectorScope, limit = Infinity): number {
  const period = pattern.period ?? 'turn';
  let n = 0;
  for (const h of newestFirst(state.history)) {
    if (n >= limit) break;
    if (period !== 'game' && h.turn !== state.turn.number) break;
    if (period === 'chain' && h.type === 'chain-close') break;
    if (matchesPattern(engine, state, pattern, h, scope)) n++;
  }
  return n;
}
