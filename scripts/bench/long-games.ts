import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stateHash, type CardDb, type GameState } from '../../engine/index';
import { longGameAction, longHouseGame, playLong } from '../../engine/replay/test-games';
import { openDatabase } from '../../electron/db/connection';
import { GameSessions } from '../../electron/services/game-session';
import { SaveService } from '../../electron/services/saves';
import { tableView } from '../../electron/services/table-view';
import type { Benchmark } from './types';

// Issue 19: an action with autosave costs the same 100 and 20,000 actions into a game, and a
// replay steps to the end of a 20,000-action game from its nearest snapshot. A house game with
// 5,000-card decks lasts that long when the players mostly pass (engine/replay/test-games.ts).
const LONG = 20_000;
const DECK = 5_000;
const TIMED = 25;

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
  const { engine, setup, start } = longHouseGame(7, DECK);
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
  const { engine, setup, start } = longHouseGame(7, DECK);
  const saves = new SaveService(db, { engineFor: () => engine });
  const source = { cards: (): CardDb => engine.cards, deck: () => [] };
  const sessions = new GameSessions(source, () => 7, {
    started: (name, s, state, hash) => saves.create(name, s, state, hash).id,
    changed: (save, state, hash) => saves.autosave(save, state, hash),
  });
  let game: string;
  if (at === LONG) {
    const loaded = saves.load(longSave().save);
    game = sessions.resume(longSave().save, loaded.setup, loaded.state).game;
  } else {
    game = sessions.create({ profile: 'house', seed: 7, seats: setup.seats, decks: setup.decks }).game;
    for (let i = 0; i < at; i++) step(sessions, game, engine, i);
  }
  const times: number[] = [];
  for (let i = at; i < at + TIMED; i++) {
    const t0 = performance.now();
    step(sessions, game, engine, i);
    times.push(performance.now() - t0);
  }
  db.close();
  return median(times);
}

function step(sessions: GameSessions, game: string, engine: ReturnType<typeof longHouseGame>['engine'], i: number): void {
  const state: GameState = sessions.state(game);
  const action = longGameAction(engine, state, i);
  if (!action) throw new Error(`the long game ended at action ${state.actions.length}`);
  const reply = sessions.act(game, action);
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
    run() {
      // What `saves:replayStep` does for the last step, cold each time (a fresh service and connection).
      const { dir, save } = longSave();
      const { engine } = longHouseGame(7, DECK);
      const times: number[] = [];
      for (let k = 0; k < 5; k++) {
        const db = openDatabase(dir);
        const t0 = performance.now();
        const at = new SaveService(db, { engineFor: () => engine }).replayAt(save, LONG);
        tableView(at.engine, at.state);
        stateHash(at.state);
        times.push(performance.now() - t0);
        db.close();
        if (at.step !== LONG) throw new Error(`the replay has ${at.step} steps`);
      }
      return median(times);
    },
  },
];
