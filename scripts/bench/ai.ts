import { loadAllSets } from '../engine/node-host';
import { createEngine } from '../../engine/profiles/registry';
import { act, newGame } from '../../engine/game/game';
import type { GameState } from '../../engine/core/state';
import type { Engine } from '../../engine/core/context';
import { chooseAction } from '../../engine/ai/player';
import { informationSet } from '../../engine/ai/information-set';
import { evaluationOf } from '../../engine/ai/evaluations';
import { movesOf, seatToAct } from '../../engine/ai/moves';
import { search } from '../../engine/ai/search';
import { BUDGETS } from '../../engine/ai/player';
import { starterDeck } from '../../electron/services/starter-cards';
import type { Benchmark } from './types';

/** The fab engine and its starter deck (what a new game against the computer plays). */
function fab(): { engine: Engine; deck: string[] } {
  const sets = loadAllSets();
  return { engine: createEngine('fab', sets.fab ?? {}), deck: starterDeck('fab', sets.fab ?? {}) };
}

/** Mid-game fab positions with a choice to make: a game between easy players, sampled every ~25 actions from action 40. */
function midGamePositions(engine: Engine, deck: string[], count: number): GameState[] {
  const out: GameState[] = [];
  // A plays first, settled (FAB-4.1): the positions are the ones measured before the random draw.
  let state = newGame(engine, { seed: 11, firstPlayer: 'A', decks: { A: deck, B: deck } });
  for (let i = 0; out.length < count && !state.over && i < 2000; i++) {
    const seat = seatToAct(state)!;
    if (i >= 40 && i % 25 === 0 && movesOf(engine, state).length > 1) out.push(state);
    const r = act(engine, state, chooseAction(engine, state, seat, 'easy', { seed: 11 }).action);
    if (!r.ok) break;
    state = r.state;
  }
  return out;
}

/**
 * Search iterations per second per core on mid-game fab positions (the hard level's search
 * settings, no time limit): the median over the positions, after a warm-up search. "Per core"
 * is per second of CPU time this process got (process.cpuUsage): on a machine shared with
 * other work the wall clock counts the time other processes had the core.
 */
function iterationsPerSecond(): number {
  const { engine, deck } = fab();
  const positions = midGamePositions(engine, deck, 7);
  const run = (s: GameState, iterations: number) => {
    const seat = seatToAct(s)!;
    const t0 = process.cpuUsage();
    const r = search(engine, informationSet(engine, s, seat), evaluationOf('fab'), { ...BUDGETS.hard, iterations, timeMs: undefined, stopWhenSettled: false }, 5);
    const used = process.cpuUsage(t0);
    return r.iterations / ((used.user + used.system) / 1e6);
  };
  for (const s of positions) run(s, 200);
  const rates = positions.map((s) => run(s, 600)).sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)];
}

let decisionTimes: number[] | null = null;

/** How long the hard level takes per decision with a choice to make, over a game of hard against easy. */
function hardDecisions(): number[] {
  if (decisionTimes) return decisionTimes;
  const { engine, deck } = fab();
  const times: number[] = [];
  let state = newGame(engine, { seed: 21, firstPlayer: 'A', decks: { A: deck, B: deck } });
  // Warm-up: the first searches run cold code.
  for (const s of midGamePositions(engine, deck, 3)) chooseAction(engine, s, seatToAct(s)!, 'hard', { seed: 1, now: () => performance.now() });
  for (let i = 0; i < 600 && !state.over && times.length < 80; i++) {
    const seat = seatToAct(state)!;
    const t0 = performance.now();
    const c = chooseAction(engine, state, seat, seat === 'A' ? 'hard' : 'easy', { seed: 21, now: () => performance.now() });
    if (seat === 'A' && c.moves > 1) times.push(performance.now() - t0);
    const r = act(engine, state, c.action);
    if (!r.ok) break;
    state = r.state;
  }
  decisionTimes = times.sort((a, b) => a - b);
  return decisionTimes;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** The computer opponent (issue 18): search speed, and the hard level's decision times. */
export const benchmarks: Benchmark[] = [
  { name: 'ai.iterations_per_s', unit: 'iterations/s', better: 'higher', run: () => iterationsPerSecond() },
  { name: 'ai.decision_p50_ms', unit: 'ms', better: 'lower', run: () => quantile(hardDecisions(), 0.5) },
  { name: 'ai.decision_p95_ms', unit: 'ms', better: 'lower', run: () => quantile(hardDecisions(), 0.95) },
];
