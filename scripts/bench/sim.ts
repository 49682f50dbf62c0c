import { loadAllSets } from '../../engine/conformance/node-host';
import { createEngine } from '../../engine/profiles/registry';
import { act, legalActions, newGame } from '../../engine/core/game';
import { flowProbe } from '../../engine/flow/driver';
import { playRandomGame } from '../../engine/testing/random-play';
import { simpleDeck } from '../../engine/testing/decks';
import type { GameState } from '../../engine/core/state';
import type { Benchmark } from './types';

const sets = loadAllSets();
const PROFILES = ['fab', 'gate-ruler', 'chrono', 'mtg', 'scp'];

interface SimFigures {
  gamesPerS: number;
  actionsPerS: number;
  flowShare: number;
  /** The share of games that ended (the others stopped at the 300-action cap). */
  endedShare: number;
}

const measured = new Map<string, SimFigures>();

/** Random games for about `seconds`: games/s, actions/s (an action applied + the next legal actions listed), XState's share. */
function simulate(profile: string, seconds = 3): SimFigures {
  const hit = measured.get(profile);
  if (hit) return hit;
  const engine = createEngine(profile, sets[profile] ?? {});
  const deck = simpleDeck(sets[profile] ?? {}, 30);
  let inFlow = 0;
  flowProbe.around = <T>(step: () => T): T => {
    const t0 = performance.now();
    try {
      return step();
    } finally {
      inFlow += performance.now() - t0;
    }
  };
  // Warm-up: V8 needs a few thousand actions to optimize the kernel's hot paths (the figures
  // climb for about two seconds, then hold); the computer opponent runs warm, so we measure warm.
  for (let seed = 1_000_000, t0 = performance.now(); performance.now() - t0 < 3000; seed++) playRandomGame(engine, { A: deck, B: deck }, seed, 300);
  inFlow = 0;
  const start = performance.now();
  let games = 0;
  let actions = 0;
  let ended = 0;
  for (let seed = 1; performance.now() - start < seconds * 1000; seed++) {
    const g = playRandomGame(engine, { A: deck, B: deck }, seed, 300);
    games++;
    actions += g.log.length;
    if (g.ended) ended++;
  }
  const ms = performance.now() - start;
  flowProbe.around = undefined;
  const figures = { gamesPerS: games / (ms / 1000), actionsPerS: actions / (ms / 1000), flowShare: inFlow / ms, endedShare: ended / games };
  measured.set(profile, figures);
  return figures;
}

/** The median cost of one search step on a mid-game fab state: apply a legal action, list the next legal actions. */
function stepMicros(): number {
  const engine = createEngine('fab', sets.fab ?? {});
  const deck = simpleDeck(sets.fab ?? {}, 30);
  const game = playRandomGame(engine, { A: deck, B: deck }, 7, 40);
  let state: GameState = game.final;
  if (state.over || state.pending) state = newGame(engine, { seed: 7, decks: { A: deck, B: deck } });
  const samples: number[] = [];
  for (let i = 0; i < 400; i++) {
    const seat = state.turn.priority ?? state.turn.player;
    const legal = legalActions(engine, state, seat).filter((a) => a.type !== 'concede');
    const action = legal[i % legal.length];
    const t0 = performance.now();
    const r = act(engine, state, action);
    if (r.ok) legalActions(engine, r.state, r.state.turn.priority ?? r.state.turn.player);
    samples.push((performance.now() - t0) * 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** Random-play figures per profile (issue 7) and the search step cost. */
export const benchmarks: Benchmark[] = [
  ...PROFILES.flatMap((p): Benchmark[] => [
    { name: `sim.random_games_per_s.${p}`, unit: 'games/s', better: 'higher', run: () => simulate(p).gamesPerS },
    { name: `sim.actions_per_s.${p}`, unit: 'actions/s', better: 'higher', run: () => simulate(p).actionsPerS },
    { name: `sim.flow_share.${p}`, unit: 'ratio', better: 'lower', run: () => simulate(p).flowShare },
    { name: `sim.ended_share.${p}`, unit: 'ratio', better: 'higher', run: () => simulate(p).endedShare },
  ]),
  { name: 'engine.step_us', unit: 'µs', better: 'lower', run: () => stepMicros() },
];
