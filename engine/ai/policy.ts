import { unsafeUniformIntDistribution, type RandomGenerator } from 'pure-rand';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import { act } from '../game/game';
import { valueFor, type Evaluation } from './evaluate';
import { movesOf, seatToAct, type Move } from './moves';

/** The rollout policy's knobs. */
export interface GreedyOptions {
  /** The most moves it looks at per step (a sample, the first move always among them). */
  width: number;
  /** The chance of a random move instead of the best one (keeps rollouts from repeating one line). */
  epsilon: number;
}

/** `count` distinct indexes of `n`, index 0 (a pass or the first answer) always included. */
function sample(rng: RandomGenerator, n: number, count: number): number[] {
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  const picked = new Set<number>([0]);
  while (picked.size < count) picked.add(unsafeUniformIntDistribution(1, n - 1, rng));
  return [...picked];
}

/**
 * One greedy step: the move whose resulting position the evaluation likes best for the seat
 * that makes it (a sample of `width` moves), or a random one with chance `epsilon`. Cheap: one
 * action per move looked at, no search. Returns the next state, or null when no one can act.
 */
export function greedyStep(engine: Engine, evaluate: Evaluation, state: GameState, rng: RandomGenerator, opts: GreedyOptions): GameState | null {
  const seat = seatToAct(state);
  if (seat === null) return null;
  const moves = movesOf(engine, state);
  if (moves.length === 0) return null;
  if (moves.length === 1) return applied(engine, state, moves[0]);
  if (unsafeUniformIntDistribution(0, 999, rng) < opts.epsilon * 1000) {
    return applied(engine, state, moves[unsafeUniformIntDistribution(0, moves.length - 1, rng)]);
  }
  let best: GameState | null = null;
  let bestValue = -1;
  for (const i of sample(rng, moves.length, opts.width)) {
    const next = applied(engine, state, moves[i]);
    if (!next) continue;
    // A tiny random tie-break: equal positions do not always go to the first move.
    const v = valueFor(engine, evaluate, next, seat) + unsafeUniformIntDistribution(0, 999, rng) * 1e-7;
    if (v > bestValue) {
      bestValue = v;
      best = next;
    }
  }
  return best;
}

/** The state after a move, or null when the engine refuses it (the search then stops that line). */
export function applied(engine: Engine, state: GameState, move: Move): GameState | null {
  const r = act(engine, state, move.action);
  return r.ok ? r.state : null;
}

/** Plays greedy steps from a state for at most `depth` actions (or to the end of the game). */
export function rollout(engine: Engine, evaluate: Evaluation, state: GameState, depth: number, rng: RandomGenerator, opts: GreedyOptions): GameState {
  let s = state;
  for (let i = 0; i < depth && !s.over; i++) {
    const next = greedyStep(engine, evaluate, s, rng, opts);
    if (!next) break;
    s = next;
  }
  return s;
}
