import type { Action, Answer } from '../core/actions';
import type { Engine } from '../core/context';
import { parseZoneKey, type Seat } from '../core/ids';
import type { GameState } from '../core/state';
import { objectAt } from '../core/object-table';
import { legalActions } from '../game/game';
import type { Decision } from '../decisions/types';

/** A move the search may make: the action (or answer) and its key, which names cards, not object ids. */
export interface Move {
  readonly action: Action;
  readonly key: string;
}

/** The most answers of one decision the search considers (the others are never tried). */
export const MAX_ANSWERS = 40;

/** Who must act now: the seat a decision waits for, else the priority holder; null when no one can. */
export function seatToAct(state: GameState): Seat | null {
  if (state.over) return null;
  return state.pending ? state.pending.decision.player : state.turn.priority;
}

/**
 * Every move of the seat to act, in the engine's own terms: its legal actions, or the answers
 * to the decision that waits (all of them for small decisions, a spread of them for large
 * ones; see `answersOf`). Conceding is never a move. Moves with equal keys (two copies of one
 * card in hand) are one move.
 */
export function movesOf(engine: Engine, state: GameState): Move[] {
  const seat = seatToAct(state);
  if (seat === null) return [];
  const actions: Action[] = state.pending
    ? answersOf(state.pending.decision).map((pick): Action => ({ type: 'answer', by: seat, pick }))
    : legalActions(engine, state, seat).filter((a) => a.type !== 'concede');
  const seen = new Set<string>();
  const out: Move[] = [];
  for (const action of actions) {
    const key = moveKey(state, action);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ action, key });
  }
  return out;
}

/**
 * A move's key: the action with every object id replaced by the card and the zone it is in.
 * Search statistics are kept per key, so a move means the same across determinizations
 * (where the opponent's hidden objects are dealt other cards) and copies of a card are one move.
 */
export function moveKey(state: GameState, action: Action): string {
  return JSON.stringify(action, (_k, v: unknown) => {
    if (typeof v !== 'string') return v;
    const o = objectAt(state.objects, v);
    return o ? `${o.card}@${parseZoneKey(o.zone).zone}` : v;
  });
}

/** The answers considered for a decision (at most MAX_ANSWERS), in a fixed order. */
export function answersOf(d: Decision): Answer[] {
  const values = d.options.map((o) => o.value);
  switch (d.kind) {
    case 'targets':
    case 'cards':
      return subsets(values, d.min ?? 1, Math.min(d.max ?? 1, values.length));
    case 'order-replacements':
    case 'order-triggers':
    case 'order-effects':
    case 'order-cards':
      // One answer names the one to apply (or put) first; the engine asks again for the rest.
      return values.slice(0, MAX_ANSWERS);
    case 'first-player':
    case 'name-card':
    case 'source':
    case 'copy':
      return values.slice(0, MAX_ANSWERS);
    case 'mode':
      return values.map(Number);
    case 'may':
    case 'pay':
      return [true, false];
    case 'number':
      return numbers(d, values);
    case 'split':
      return splits(values, d.total ?? 0);
  }
}

/** Subsets of sizes min..max, smallest first, at most MAX_ANSWERS. */
function subsets(values: readonly string[], min: number, max: number): string[][] {
  const out: string[][] = [];
  const pick: string[] = [];
  const walk = (from: number, size: number): void => {
    if (out.length >= MAX_ANSWERS) return;
    if (pick.length === size) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i < values.length && out.length < MAX_ANSWERS; i++) {
      pick.push(values[i]);
      walk(i + 1, size);
      pick.pop();
    }
  };
  for (let size = Math.max(0, min); size <= max && out.length < MAX_ANSWERS; size++) walk(0, size);
  return out;
}

/** The numbers of a `number` decision: its options, or its range (evenly spread when long). */
function numbers(d: Decision, values: readonly string[]): number[] {
  if (values.length > 0) return values.slice(0, MAX_ANSWERS).map(Number);
  const lo = d.min ?? 0;
  const hi = d.max ?? lo;
  if (hi - lo < 12) return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  return [...new Set(Array.from({ length: 12 }, (_, i) => lo + Math.round(((hi - lo) * i) / 11)))];
}

/** Splits of a total: all of it to one choice, and an even spread; every split when there are two choices and a small total. */
function splits(values: readonly string[], total: number): Record<string, number>[] {
  const zero = () => Object.fromEntries(values.map((v) => [v, 0])) as Record<string, number>;
  if (values.length === 2 && total <= 10) {
    return Array.from({ length: total + 1 }, (_, i) => ({ ...zero(), [values[0]]: total - i, [values[1]]: i }));
  }
  const out = values.slice(0, MAX_ANSWERS - 1).map((v) => ({ ...zero(), [v]: total }));
  const even = zero();
  for (let i = 0; i < total; i++) even[values[i % values.length]] += 1;
  out.push(even);
  return out;
}
