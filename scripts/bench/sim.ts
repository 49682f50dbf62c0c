import { loadAllSets } from '../engine/node-host';
import { createEngine } from '../../engine/profiles/registry';
import { act, legalActions, newGame } from '../../engine/game/game';
import { playRandomGame } from '../../engine/testing/random-play';
import { simpleDeck } from '../../engine/testing/decks';
import type { GameState } from '../../engine/core/state';
import type { Benchmark } from './types';
import type { SimFigures } from './simulate';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sets = loadAllSets();
const PROFILES = ['fab', 'gate-ruler', 'chrono', 'mtg', 'scp'];
const measured = new Map<string, SimFigures>();

/**
 * Each profile plays in a process of its own, as the computer opponent plays one game's profile
 * in its worker: run one after another in one process, the kernel's hot functions see every
 * profile's object shapes and the later profiles measured up to a third slower.
 */
function simulateApart(profile: string): SimFigures {
  const hit = measured.get(profile);
  if (hit) return hit;
  const here = fileURLToPath(import.meta.url);
  // Bundled (out/bench/bench.mjs, scripts/run-bench.mjs) the child is bundled beside it; from the sources it runs under tsx.
  const args = here.endsWith('.mjs') ? [path.join(path.dirname(here), 'sim-child.mjs')] : ['--import', 'tsx', path.join(path.dirname(here), 'sim-child.ts')];
  const out = execFileSync(process.execPath, [...args, profile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const figures = JSON.parse(out) as SimFigures;
  measured.set(profile, figures);
  return figures;
}

/** The median cost of one search step on a mid-game fab state: apply a legal action, list the next legal actions. */
function stepMicros(): number {
  const engine = createEngine('fab', sets.fab ?? {});
  const deck = simpleDeck(sets.fab ?? {}, 30);
  const game = playRandomGame(engine, { A: deck, B: deck }, 7, 40);
  let state: GameState = game.final;
  // A fresh game with priority: A first, settled (no FAB-4.1 question waiting).
  if (state.over || state.pending) state = newGame(engine, { seed: 7, firstPlayer: 'A', decks: { A: deck, B: deck } });
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
    { name: `sim.random_games_per_s.${p}`, unit: 'games/s', better: 'higher', run: () => simulateApart(p).gamesPerS },
    { name: `sim.actions_per_s.${p}`, unit: 'actions/s', better: 'higher', run: () => simulateApart(p).actionsPerS },
    { name: `sim.flow_share.${p}`, unit: 'ratio', better: 'lower', run: () => simulateApart(p).flowShare },
    { name: `sim.ended_share.${p}`, unit: 'ratio', better: 'higher', run: () => simulateApart(p).endedShare },
  ]),
  // Issue 14: the four WTR Blitz decks (scripts/bench/simulate.ts simulateBlitz), whole games to 2,000 actions.
  { name: 'sim.random_games_per_s.fab-blitz', unit: 'games/s', better: 'higher', run: () => simulateApart('fab-blitz').gamesPerS },
  { name: 'sim.actions_per_s.fab-blitz', unit: 'actions/s', better: 'higher', run: () => simulateApart('fab-blitz').actionsPerS },
  { name: 'sim.ended_share.fab-blitz', unit: 'ratio', better: 'higher', run: () => simulateApart('fab-blitz').endedShare },
  { name: 'engine.step_us', unit: 'µs', better: 'lower', run: () => stepMicros() },
];
