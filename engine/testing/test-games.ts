import { act, legalActions, newGame } from '../game/game';
import { actingSeat } from '../core/board';
import { createEngine } from '../profiles/registry';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import type { GameSetup } from '../replay/save-format';
import { allObjects } from '../core/object-table';

/** A house game's rules and setup, for save and replay tests. */
export function houseGame(seed = 7): { engine: Engine; setup: GameSetup; start: GameState } {
  const engine = createEngine('house', {});
  const setup: GameSetup = { seats: ['A', 'B'], decks: { A: Array(20).fill('house-knight'), B: Array(20).fill('house-archer') } };
  return { engine, setup, start: newGame(engine, { seed, seats: setup.seats, decks: setup.decks }) };
}

/**
 * Plays up to `steps` legal actions (never conceding), calling `after` with each new state.
 * Deterministic: the i-th step takes legal action i modulo their number.
 */
export function playSteps(engine: Engine, start: GameState, steps: number, after?: (state: GameState) => void): GameState {
  let s = start;
  for (let i = 0; i < steps; i++) {
    const seat = actingSeat(s);
    if (!seat) break;
    const pool = legalActions(engine, s, seat).filter((a) => a.type !== 'concede');
    if (!pool.length) break;
    const r = act(engine, s, pool[i % pool.length]);
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
    after?.(s);
  }
  return s;
}

/** A state as state format 1 stored it (objects in a record keyed by id), for upgrade tests. */
export function asFormatOne(state: GameState): GameState {
  const objects = Object.fromEntries(allObjects(state.objects).map((o) => [o.id, o]));
  return { ...state, formatVersion: 1, objects } as unknown as GameState;
}
