import { act, legalActions, newGame } from '../game/game';
import { actingSeat } from '../view/board';
import { createEngine } from '../profiles/registry';
import type { Engine } from '../core/context';
import type { GameState, LogLine } from '../core/state';
import type { GameSetup } from '../replay/save-format';
import { allObjects } from '../core/object-table';
import type { Action, Answer } from '../core/actions';
import type { Decision } from '../decisions/types';

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

/** A house game with decks of `deckSize` cards: about 4 actions per card when players mostly pass (`playLong`). */
export function longHouseGame(seed = 7, deckSize = 1000): { engine: Engine; setup: GameSetup; start: GameState } {
  const engine = createEngine('house', {});
  const setup: GameSetup = { seats: ['A', 'B'], decks: { A: Array(deckSize).fill('house-knight'), B: Array(deckSize).fill('house-archer') } };
  return { engine, setup, start: newGame(engine, { seed, seats: setup.seats, decks: setup.decks }) };
}

/**
 * Plays up to `steps` actions of a game that should last: each seat passes, except that every
 * fourth step takes another legal action, and decisions get their first legal answer
 * (deterministic). Calls `after` with each new state.
 */
export function playLong(engine: Engine, start: GameState, steps: number, after?: (state: GameState) => void): GameState {
  let s = start;
  for (let i = 0; i < steps; i++) {
    const action = longGameAction(engine, s, i);
    if (!action) break;
    const r = act(engine, s, action);
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
    after?.(s);
  }
  return s;
}

/** The `i`-th action `playLong` takes in a state; null when the game is over or no one can act. */
export function longGameAction(engine: Engine, s: GameState, i: number): Action | null {
  if (s.over) return null;
  if (s.pending) {
    const d = s.pending.decision;
    return { type: 'answer', by: d.player, pick: firstAnswer(d) };
  }
  const seat = actingSeat(s);
  if (!seat) return null;
  const pool = legalActions(engine, s, seat).filter((a) => a.type !== 'concede');
  if (!pool.length) return null;
  return i % 4 === 0 ? pool[i % pool.length] : (pool.find((a) => a.type === 'pass') ?? pool[0]);
}

// The first legal answer of a decision: the least it may pick.
function firstAnswer(d: Decision): Answer {
  const values = d.options.map((o) => o.value);
  switch (d.kind) {
    case 'targets':
    case 'cards':
      return values.slice(0, d.min ?? 1);
    case 'mode':
    case 'number':
      return values.length ? Number(values[0]) : (d.min ?? 0);
    case 'may':
    case 'pay':
      return false;
    case 'split':
      return { [values[0]]: d.total ?? 0 };
    case 'order-replacements':
    case 'order-triggers':
    case 'order-effects':
    case 'order-cards':
    case 'first-player':
    case 'name-card':
    case 'source':
    case 'copy':
      return values[0];
  }
}

/**
 * A game's whole log as it is written, gathered from each state's bounded window (the state
 * keeps the last 1,000 lines: core/records.ts): a line is the same object in every state that
 * keeps it, so each is taken once, in order. `note` each state as the game goes.
 */
export function wholeLog(): { log: LogLine[]; note: (s: GameState) => void } {
  const seen = new Set<LogLine>();
  const log: LogLine[] = [];
  const note = (s: GameState) => {
    for (const line of s.log) {
      if (seen.has(line)) continue;
      seen.add(line);
      log.push(line);
    }
  };
  return { log, note };
}
