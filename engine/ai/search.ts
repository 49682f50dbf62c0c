import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import type { Action } from '../core/actions';
import type { Engine } from '../core/context';
import type { Seat } from '../core/ids';
import type { GameState } from '../core/state';
import { Dealer, type InformationSet } from './information-set';
import { valueFor, type Evaluation } from './evaluate';
import { movesOf, seatToAct, type Move } from './moves';
import { applied, rollout, type GreedyOptions } from './policy';

/** How long and how a search runs. */
export interface SearchBudget {
  /** The most iterations (one determinization, one path down the tree, one rollout each). */
  iterations: number;
  /** Stop after this many milliseconds of `now()` (the hard level's time budget); none without a clock. */
  timeMs?: number;
  /** Greedy actions played after the tree's edge before the position is evaluated. */
  rolloutDepth: number;
  /** UCB exploration constant. */
  exploration: number;
  rollout: GreedyOptions;
  /**
   * Stop as soon as the budget left can no longer change the choice: the most visited move
   * leads every other by more visits than the iterations still to come. Under an iteration cap
   * the move chosen is the one the whole budget would choose; under a time budget, as far as
   * the rate so far (with a margin) predicts the iterations left. Time spent on a decision that
   * is already made is saved: the computer answers obvious choices at once.
   */
  stopWhenSettled?: boolean;
}

/** How often (in iterations) a search checks whether its choice is settled. */
const SETTLE_CHECK_EVERY = 8;
/** A time budget's iterations still to come are estimated from the rate so far, with this margin. */
const RATE_MARGIN = 2;

/** What the host gives a search: a clock for time budgets and a way to stop it early. */
export interface SearchHooks {
  /** Milliseconds, for time budgets (the engine has no clock of its own). */
  now?: () => number;
  /** Polled between iterations: true stops the search, which answers with its best move so far. */
  shouldStop?: () => boolean;
}

/** A move's statistics at the root, for hosts and tests. */
export interface RootStat {
  key: string;
  visits: number;
  value: number;
}

/** The outcome of a search: the move chosen and what the search saw. */
export interface SearchResult {
  action: Action;
  iterations: number;
  root: RootStat[];
}

/** One edge of the tree: a move's key, made by `seat`, and the node it leads to. */
interface Edge {
  readonly seat: Seat;
  readonly node: Node;
  visits: number;
  /** The sum of the values, for `seat`, of the iterations through this edge. */
  reward: number;
  /** How often the move was legal when its parent was visited (ISMCTS availability counts). */
  available: number;
}

interface Node {
  readonly children: Map<string, Edge>;
}

function newNode(): Node {
  return { children: new Map() };
}

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse,
 * 2012). Each iteration deals one determinization of the information set (the hidden cards
 * at random, engine/ai/information-set.ts), walks down one tree shared by all of them,
 * choosing among the moves legal in that determinization by UCB with availability counts,
 * adds one new edge, plays a short greedy rollout and backs up the evaluation, for the seat
 * that made each move. Moves are keyed by the cards they name (moves.ts), so the statistics of
 * "play Basic Strike" add up across determinizations. Every decision kind is a move like any
 * action: the engine's own protocol is the game tree.
 *
 * Pure and deterministic for a seed, except for how many iterations a time budget allows.
 */
export function search(engine: Engine, info: InformationSet, evaluate: Evaluation, budget: SearchBudget, seed: number, hooks: SearchHooks = {}): SearchResult {
  const rng = xoroshiro128plus(seed | 0);
  const root = newNode();
  // The root's moves are the searching seat's own: the same in every determinization (its
  // own cards are never hidden from it), so the first one names them.
  const dealer = new Dealer(info, rng);
  const first = dealer.deal();
  const rootMoves = movesOf(engine, first);
  if (rootMoves.length === 0) throw new Error(`the search was asked to act for ${info.seat} but ${info.seat} has nothing to do`);
  if (rootMoves.length === 1) return { action: rootMoves[0].action, iterations: 0, root: [{ key: rootMoves[0].key, visits: 0, value: 0 }] };
  const start = hooks.now?.() ?? 0;
  let iterations = 0;
  while (iterations < budget.iterations) {
    if (hooks.shouldStop?.()) break;
    if (budget.timeMs !== undefined && hooks.now && iterations > 0 && hooks.now() - start >= budget.timeMs) break;
    iterate(engine, iterations === 0 ? first : dealer.deal(), root, evaluate, budget, rng);
    iterations++;
    if (budget.stopWhenSettled && iterations % SETTLE_CHECK_EVERY === 0 && settled(root, iterationsLeft(budget, iterations, start, hooks))) break;
  }
  const root_ = rootMoves.map((m): RootStat => {
    const e = root.children.get(m.key);
    return { key: m.key, visits: e?.visits ?? 0, value: e && e.visits > 0 ? e.reward / e.visits : 0 };
  });
  let best = 0;
  for (let i = 1; i < root_.length; i++) {
    const a = root_[i];
    const b = root_[best];
    if (a.visits > b.visits || (a.visits === b.visits && a.value > b.value)) best = i;
  }
  return { action: rootMoves[best].action, iterations, root: root_ };
}

/**
 * The most iterations the budget still allows: what the cap leaves, and under a time budget
 * what the rate so far would fit in the time left, with a margin for a rate that speeds up.
 */
function iterationsLeft(budget: SearchBudget, done: number, start: number, hooks: SearchHooks): number {
  const byCap = budget.iterations - done;
  if (budget.timeMs === undefined || !hooks.now) return byCap;
  const elapsed = hooks.now() - start;
  if (elapsed <= 0) return byCap;
  const byTime = Math.ceil(((budget.timeMs - elapsed) * done * RATE_MARGIN) / elapsed);
  return Math.min(byCap, Math.max(0, byTime));
}

/** Whether the most visited root move leads every other by more than `left` visits: no iteration left can change the choice. */
function settled(root: Node, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const e of root.children.values()) {
    if (e.visits > first) {
      second = first;
      first = e.visits;
    } else if (e.visits > second) second = e.visits;
  }
  return first - second > left;
}

/** One iteration: selection and expansion in the tree, a rollout, and the backup. */
function iterate(engine: Engine, start: GameState, root: Node, evaluate: Evaluation, budget: SearchBudget, rng: RandomGenerator): void {
  const path: Edge[] = [];
  let node = root;
  let state = start;
  for (;;) {
    const seat = seatToAct(state);
    if (seat === null) break;
    const moves = movesOf(engine, state);
    if (moves.length === 0) break;
    const untried: Move[] = [];
    for (const m of moves) {
      const e = node.children.get(m.key);
      if (e) e.available++;
      else untried.push(m);
    }
    let move: Move;
    let expanding = false;
    if (untried.length > 0) {
      move = untried[unsafeUniformIntDistribution(0, untried.length - 1, rng)];
      expanding = true;
    } else {
      move = select(node, moves, budget.exploration);
    }
    const next = applied(engine, state, move);
    if (!next) break;
    let edge = node.children.get(move.key);
    if (!edge) {
      edge = { seat, node: newNode(), visits: 0, reward: 0, available: 1 };
      node.children.set(move.key, edge);
    }
    path.push(edge);
    state = next;
    node = edge.node;
    if (expanding) break;
  }
  const end = rollout(engine, evaluate, state, budget.rolloutDepth, rng, budget.rollout);
  const values = new Map<Seat, number>();
  for (const edge of path) {
    let v = values.get(edge.seat);
    if (v === undefined) {
      v = valueFor(engine, evaluate, end, edge.seat);
      values.set(edge.seat, v);
    }
    edge.visits++;
    edge.reward += v;
  }
}

/** UCB1 over the moves legal here, with availability counts in place of the parent's visits. */
function select(node: Node, moves: readonly Move[], c: number): Move {
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    const e = node.children.get(m.key)!;
    const score = e.reward / e.visits + c * Math.sqrt(Math.log(e.available) / e.visits);
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}
