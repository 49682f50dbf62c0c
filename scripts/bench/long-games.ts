import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEngine, newGame, type Action, type Engine, type GameSetup, type GameState } from '../../engine/index';
import { longGameAction, playLong } from '../../engine/testing/test-games';
import { openDatabase } from '../../electron/db/connection';
import { GameSessions } from '../../electron/services/game-session';
import { starterCards } from '../../electron/services/starter-cards';
import { SaveService } from '../../electron/services/saves';
import { ReplaySteps } from '../../electron/services/replay/replay-steps';
import type { Benchmark } from './types';

/** The client the benchmark plays as (the host binds a game's seats to the client that starts it). */
const BENCH = 'bench';

// Issue 19: an action with autosave costs the same 100 and 20,000 actions into a game, and a
// replay steps to the end of a 20,000-action game. A fab game with the starter decks lasts
// that long when the players mostly pass (engine/testing/test-games.ts `playLong`: in Flesh and
// Blood an empty deck loses no one).
const LONG = 20_000;
const TIMED = 25;

function fabGame(): { engine: Engine; setup: GameSetup; start: GameState } {
  const engine = createEngine('fab', starterCards.cards('fab'));
  const setup: GameSetup = { seats: ['A', 'B'], decks: { A: starterCards.deck('fab', 'A'), B: starterCards.deck('fab', 'B') } };
  return { engine, setup, start: newGame(engine, { seed: 7, seats: setup.seats, decks: setup.decks }) };
}

interface LongSave {
  dir: string;
  save: number;
}

let built: LongSave | undefined;

// The 20,000-action save, autosaved action by action as the app does (inside one outer
// transaction, so building it costs no fsync per action; the timed actions each commit on their own).
function longSave(): LongSave {
  if (built) return built;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-bench-long-'));
  const db = openDatabase(dir);
  const { engine, setup, start } = fabGame();
  const saves = new SaveService(db, { engineFor: () => engine });
  const save = saves.create('long', setup, start).id;
  db.transaction(() => playLong(engine, start, LONG, (s) => saves.autosave(save, s)))();
  db.close();
  built = { dir, save };
  return built;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The median time of one `game:act` (the engine, the state hash, the autosave with its fsync, the
// reply's view) over TIMED actions taken `at` actions into a game.
function actMs(at: number): number {
  const dir = at === LONG ? longSave().dir : fs.mkdtempSync(path.join(os.tmpdir(), 'arb-bench-act-'));
  const db = openDatabase(dir);
  const { engine, setup } = fabGame();
  const saves = new SaveService(db, { engineFor: () => engine });
  const source = { cards: () => engine.cards, deck: () => [] };
  const sessions = new GameSessions(source, () => 7, {
    started: (name, s, state, hash) => saves.create(name, s, state, hash).id,
    changed: (save, state, hash) => saves.autosave(save, state, hash),
  });
  let game: string;
  if (at === LONG) {
    const loaded = saves.load(longSave().save);
    game = sessions.resume(longSave().save, loaded.setup, loaded.state, BENCH).game;
  } else {
    game = sessions.create({ profile: 'fab', seats: setup.seats, decks: setup.decks }, BENCH).game;
    for (let i = 0; i < at; i++) step(sessions, game, engine, i);
  }
  const times: number[] = [];
  for (let i = at; i < at + TIMED; i++) {
    const action = nextAction(sessions, game, engine, i); // the player's choice: not part of the action's cost
    const t0 = performance.now();
    const reply = sessions.act(game, BENCH, action);
    times.push(performance.now() - t0);
    if (reply.refusal) throw new Error(reply.refusal.message);
  }
  db.close();
  return median(times);
}

function nextAction(sessions: GameSessions, game: string, engine: Engine, i: number): Action {
  const state: GameState = sessions.state(game);
  const action = longGameAction(engine, state, i);
  if (!action) throw new Error(`the long game ended at action ${state.actions.length}`);
  return action;
}

function step(sessions: GameSessions, game: string, engine: Engine, i: number): void {
  const reply = sessions.act(game, BENCH, nextAction(sessions, game, engine, i));
  if (reply.refusal) throw new Error(reply.refusal.message);
}

/** Issue 19's figures: the cost of an action late in a game, and of stepping a long replay. */
export const benchmarks: Benchmark[] = [
  { name: 'db.act_ms_100', unit: 'ms', better: 'lower', run: () => actMs(100) },
  { name: 'db.act_ms_20000', unit: 'ms', better: 'lower', run: () => actMs(LONG) },
  {
    name: 'db.replay_step_ms_20000',
    unit: 'ms',
    better: 'lower',
    // What `saves:replayStep` does to step from the next-to-last action to the last (a fresh service each time).
    run: () => replayMs(LONG - 1),
  },
  {
    name: 'db.replay_open_ms_20000',
    unit: 'ms',
    better: 'lower',
    // Opening the viewer on the last action, cold: the nearest stored snapshot, parsed, and the actions after it replayed.
    run: () => replayMs(null),
  },
];

function replayMs(from: number | null): number {
  const { dir, save } = longSave();
  const { engine } = fabGame();
  const times: number[] = [];
  for (let k = 0; k < 5; k++) {
    const db = openDatabase(dir);
    // What the replay viewer's worker runs (electron/services/replay/replay-worker.ts), here on this thread to time it alone.
    const steps = new ReplaySteps(db, () => engine);
    if (from !== null) steps.step(save, from);
    const t0 = performance.now();
    const at = steps.step(save, LONG);
    times.push(performance.now() - t0);
    db.close();
    if (at.step !== LONG) throw new Error(`the replay has ${at.step} steps`);
  }
  return median(times);
}
