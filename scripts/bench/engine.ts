import { act, actingSeat, createEngine, legalActions, newGame, stateHash, type GameState } from '../../engine/index';
import { ratePerSecond, type Benchmark } from './types';

const engine = createEngine('house', {});
// Long decks keep the figure about actions, not about starting games.
const deck = Array.from({ length: 60 }, (_, i) => `house-card-${i % 12}`);

function start(seed: number): GameState {
  return newGame(engine, { seed, seats: ['A', 'B'], decks: { A: deck, B: deck } });
}

/** Plays `count` steps of house games (list the legal actions, apply the pass); returns the last state. */
function play(count: number, seed = 1): GameState {
  let state = start(seed);
  for (let i = 0; i < count; i++) {
    if (state.over) state = start(seed + i);
    const seat = actingSeat(state);
    const pass = legalActions(engine, state, seat).find((a) => a.type === 'pass');
    if (!pass) throw new Error(`no pass for ${seat} on turn ${state.turn.number}`);
    const r = act(engine, state, pass);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
  }
  return state;
}

const ACTIONS = 20_000;

/** Engine throughput figures on the house game. */
export const benchmarks: Benchmark[] = [
  {
    name: 'engine.house_actions_per_s',
    unit: 'actions/s',
    better: 'higher',
    run() {
      play(2_000); // warm-up: JIT and caches
      const t0 = performance.now();
      play(ACTIONS);
      return ACTIONS / ((performance.now() - t0) / 1000);
    },
  },
  {
    name: 'engine.state_hash_per_s',
    unit: 'hashes/s',
    better: 'higher',
    run() {
      // A mid-game state: both decks, hands, a log and a trace to hash.
      const state = play(60);
      return ratePerSecond(() => stateHash(state));
    },
  },
];
