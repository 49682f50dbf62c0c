import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import type { Action } from '../core/actions';
import type { Engine } from '../core/context';
import type { Seat } from '../core/ids';
import type { GameState } from '../core/state';
import { legalActions } from '../game/game';
import { randomAnswer } from '../testing/random-play';
import { Dealer, informationSet } from './information-set';
import { evaluationOf } from './evaluations';
import { valueFor, type Evaluation } from './evaluate';
import { movesOf, seatToAct } from './moves';
import { applied, rollout } from './policy';
import { search, type SearchBudget, type SearchHooks, type RootStat } from './search';

/** The computer's levels, as the new-game menu and the command line name them. */
export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
/** Who plays a seat in a computer game: a level, or `random` (uniform legal moves; the sim's baseline). */
export type PlayerKind = Level | 'random';
export const PLAYER_KINDS: readonly PlayerKind[] = [...LEVELS, 'random'];

/** Each level's search. Easy does not search: it looks one move ahead (with a short greedy rollout). */
export const BUDGETS: Readonly<Record<Exclude<Level, 'easy'>, SearchBudget>> = {
  normal: { iterations: 60, rolloutDepth: 8, exploration: 0.7, rollout: { width: 3, epsilon: 0.1 }, stopWhenSettled: true },
  // The hard level: a time budget; the iteration cap only bounds a search on a very fast machine.
  hard: { iterations: 20_000, timeMs: 120, rolloutDepth: 10, exploration: 0.7, rollout: { width: 3, epsilon: 0.1 }, stopWhenSettled: true },
};

/** What a choice came with: the action, and how much searching it took. */
export interface Choice {
  action: Action;
  /** How many moves there were to choose from (1: no choice at all). */
  moves: number;
  iterations: number;
  root?: RootStat[];
}

/** Options of one choice. */
export interface ChooseOptions extends SearchHooks {
  /** The seat's seed (its game's seed, or one the host gave it): the choice is a function of it and what the seat knows. */
  seed: number;
  /** Overrides the level's budget (tests, benchmarks, the sim's --iterations). */
  budget?: Partial<SearchBudget>;
  /** Overrides the profile's evaluation (tests and measurements that set one evaluation against another). */
  evaluation?: Evaluation;
}

/** A 31-bit mix of the seat's seed, the seat and how many actions the game has had: one seed per decision. */
function decisionSeed(seed: number, seat: Seat, state: GameState): number {
  let h = (seed ^ 0x9e3779b9) | 0;
  for (const ch of `${seat}:${state.actions.length}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 1) & 0x7fffffff;
}

/**
 * The computer's move for `seat`, which must be the seat to act (a decision waits for it, or
 * it holds priority). Reads the game only through `seat`'s information set: never the other
 * seats' hidden cards, nor the order of any deck. Deterministic for a seed (a time budget
 * aside: how many iterations it allows depends on the machine).
 */
export function chooseAction(engine: Engine, state: GameState, seat: Seat, kind: PlayerKind, options: ChooseOptions): Choice {
  if (seatToAct(state) !== seat) throw new Error(`it is not ${seat}'s turn to act (the seat to act is ${seatToAct(state) ?? 'nobody'})`);
  const seed = decisionSeed(options.seed, seat, state);
  if (kind === 'random') return randomAction(engine, state, seat, seed);
  const info = informationSet(engine, state, seat);
  const evaluate = options.evaluation ?? evaluationOf(engine.profile.id);
  if (kind === 'easy') return greedyChoice(engine, info, evaluate, seed);
  const budget = { ...BUDGETS[kind], ...options.budget };
  const r = search(engine, info, evaluate, budget, seed, options);
  return { action: r.action, moves: r.root.length, iterations: r.iterations, root: r.root };
}

/**
 * The easy level: every move tried on a few determinizations, each followed by a short greedy
 * rollout, the best average value taken. A sensible player that does not plan.
 */
function greedyChoice(engine: Engine, info: ReturnType<typeof informationSet>, evaluate: ReturnType<typeof evaluationOf>, seed: number): Choice {
  const rng = xoroshiro128plus(seed);
  const samples = 3;
  const dealer = new Dealer(info, rng);
  const worlds = Array.from({ length: samples }, () => dealer.deal());
  const moves = movesOf(engine, worlds[0]);
  if (moves.length === 0) throw new Error(`the computer was asked to act for ${info.seat} but ${info.seat} has nothing to do`);
  if (moves.length === 1) return { action: moves[0].action, moves: 1, iterations: 0 };
  let best = moves[0];
  let bestValue = -1;
  let iterations = 0;
  for (const m of moves) {
    let total = 0;
    for (const w of worlds) {
      const next = applied(engine, w, m);
      if (!next) continue;
      const end = rollout(engine, evaluate, next, 4, rng, { width: 3, epsilon: 0 });
      total += valueFor(engine, evaluate, end, info.seat);
      iterations++;
    }
    if (total > bestValue) {
      bestValue = total;
      best = m;
    }
  }
  return { action: best.action, moves: moves.length, iterations };
}

/**
 * The random player: a uniformly random legal action (passing one time in three when it could
 * do something else, as engine/testing/random-play.ts plays), a random legal answer.
 * It reads nothing hidden: what it may do is all it looks at.
 */
function randomAction(engine: Engine, state: GameState, seat: Seat, seed: number): Choice {
  const rng = xoroshiro128plus(seed);
  if (state.pending) return { action: { type: 'answer', by: seat, pick: randomAnswer(rng, state.pending.decision) }, moves: state.pending.decision.options.length, iterations: 0 };
  const legal = legalActions(engine, state, seat).filter((a) => a.type !== 'concede');
  if (legal.length === 0) throw new Error(`the computer was asked to act for ${seat} but ${seat} has nothing to do`);
  const others = legal.filter((a) => a.type !== 'pass');
  const moves = legal.length;
  if (others.length > 0 && unsafeUniformIntDistribution(0, 2, rng) > 0) return { action: others[unsafeUniformIntDistribution(0, others.length - 1, rng)], moves, iterations: 0 };
  return { action: legal.find((a) => a.type === 'pass') ?? legal[0], moves, iterations: 0 };
}
