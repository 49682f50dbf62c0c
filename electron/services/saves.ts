import type Database from 'better-sqlite3';
import { newGame, replay, stateHash, type Action, type Engine, type GameState } from '../../engine/index';
import {
  joinState,
  readSaveFile,
  serializeSaveFile,
  splitState,
  toSaveFile,
  upgradeState,
  type GameSetup,
  type StoredSnapshot,
} from '../../engine/replay/save-format';
import { createSave, deleteSave, listSaves, readSave, renameSave, saveSummary, writeSave } from '../db/repos/saves';
import { nowMs } from '../db/statements';
import type { SaveSummary } from '../ipc/types';
import { ServiceError } from './errors';

/** A saved game loaded for resuming: the exact state and how it started. */
export interface LoadedSave {
  summary: SaveSummary;
  setup: GameSetup;
  state: GameState;
}

/** What the saves service needs from the outside. */
export interface SaveServiceOptions {
  /** Why the database is read-only, or null. */
  readonlyReason?: string | null;
  /** The rules for a profile and a game's setup (its decks' cards), to replay a log; undefined when unknown. */
  engineFor?: (profile: string, setup?: GameSetup) => Engine | undefined;
  /** The clock (ms), injectable for tests. */
  clock?: () => number;
}

/** Saved games: create, autosave after every action, list, rename, delete, resume, replay, export and import. */
export class SaveService {
  private readonly clock: () => number;

  constructor(
    private readonly db: Database.Database,
    private readonly options: SaveServiceOptions = {},
  ) {
    this.clock = options.clock ?? nowMs;
  }

  /** Saves a game for the first time; returns its summary. */
  create(name: string, setup: GameSetup, state: GameState, hash: string = stateHash(state)): SaveSummary {
    this.writable();
    const { snapshot, actions } = splitState(state);
    const id = createSave(
      this.db,
      { name, profile: state.profile, formatVersion: state.formatVersion, seed: state.seed, setup: JSON.stringify(setup) },
      { snapshot: JSON.stringify(snapshot), stateHash: hash, actions, at: this.clock() },
    );
    return this.summary(id);
  }

  /**
   * Autosaves after an action: the new action rows and the snapshot in one transaction
   * (WAL, synchronous=FULL), so a crash keeps the game as it was before or after the action.
   * Pass the hash when the session already computed it.
   */
  autosave(id: number, state: GameState, hash: string = stateHash(state)): void {
    this.writable();
    const { snapshot } = splitState(state);
    const ok = writeSave(this.db, id, { snapshot: JSON.stringify(snapshot), stateHash: hash, actions: state.actions, at: this.clock(), formatVersion: state.formatVersion });
    if (!ok) throw new ServiceError('not-found', `no saved game ${id}`);
  }

  /** Every saved game, most recent first. */
  list(): SaveSummary[] {
    return listSaves(this.db);
  }

  /** Loads a save to resume it: the state is checked against the stored hash, so a resumed game is exactly the saved one. */
  load(id: number): LoadedSave {
    const rec = readSave(this.db, id);
    if (!rec) throw new ServiceError('not-found', `no saved game ${id}`);
    let state: GameState;
    let setup: GameSetup;
    try {
      const actions = rec.actions.map((a) => JSON.parse(a) as Action);
      state = joinState(JSON.parse(rec.snapshot) as StoredSnapshot, actions);
      setup = JSON.parse(rec.setup) as GameSetup;
    } catch (e) {
      throw new ServiceError('internal', `saved game ${id} is damaged: ${(e as Error).message}`);
    }
    if (stateHash(state) !== rec.stateHash) throw new ServiceError('internal', `saved game ${id} is damaged: its state does not match its check value`);
    const { setup: _s, snapshot: _n, actions: _a, ...summary } = rec;
    let current: GameState;
    try {
      current = upgradeState(state);
    } catch (e) {
      throw new ServiceError('internal', `saved game ${id} is damaged: ${(e as Error).message}`);
    }
    if (current === state) return { summary, setup, state };
    // Saved in an older state format: resumed (and exported) in the current one; the next autosave stores it so.
    return { summary: { ...summary, formatVersion: current.formatVersion, stateHash: stateHash(current) }, setup, state: current };
  }

  /**
   * The game to offer resuming at start: the most recently changed save whose game is not over
   * (a game no one acted in is never saved). Null when there is none. A damaged save is skipped.
   */
  lastUnfinished(): SaveSummary | null {
    for (const summary of this.list().slice(0, 10)) {
      if (summary.actionCount === 0) continue;
      try {
        if (!this.load(summary.id).state.over) return summary;
      } catch {
        continue;
      }
    }
    return null;
  }

  /** The action log, for the replay viewer. */
  actions(id: number): Action[] {
    return this.load(id).state.actions.slice();
  }

  /** The state after the first `step` actions, replayed from the seed and setup (the replay viewer). */
  stateAt(id: number, step: number): GameState {
    return this.replayAt(id, step).state;
  }

  /**
   * The replay viewer's step: the state after the first `step` actions (clamped to the log),
   * the rules it was replayed with, the log's length, and the action that led there.
   */
  replayAt(id: number, step: number): { state: GameState; engine: Engine; step: number; steps: number; action: Action | null } {
    const { state, setup } = this.load(id);
    const engine = this.options.engineFor?.(state.profile, setup);
    if (!engine) throw new ServiceError('refused', `no rules for profile ${state.profile}: the game can't be replayed here`);
    const start = newGame(engine, { seed: state.seed, seats: setup.seats, decks: setup.decks, shuffle: setup.shuffle });
    const n = Math.max(0, Math.min(step, state.actions.length));
    const r = replay(engine, start, state.actions.slice(0, n));
    if (!r.ok) throw new ServiceError('internal', `the log does not replay at step ${n}: ${r.refusal.message}`);
    return { state: r.state, engine, step: n, steps: state.actions.length, action: n > 0 ? state.actions[n - 1] : null };
  }

  /** Renames a save. */
  rename(id: number, name: string): SaveSummary {
    this.writable();
    if (!renameSave(this.db, id, name)) throw new ServiceError('not-found', `no saved game ${id}`);
    return this.summary(id);
  }

  /** Deletes a save. */
  remove(id: number): boolean {
    this.writable();
    return deleteSave(this.db, id);
  }

  /** The save as a versioned JSON file's text. */
  exportFile(id: number): string {
    const { summary, setup, state } = this.load(id);
    return serializeSaveFile(
      toSaveFile({ name: summary.name, setup, state, stateHash: summary.stateHash, savedAt: new Date(summary.updatedAt).toISOString() }),
    );
  }

  /**
   * Imports a save file as a new save. A corrupt file, one from a newer version, or one
   * whose log does not replay to its snapshot (when the rules are known) is refused with a
   * message for people. Keeps the file's name and time, so export -> import -> export is identical.
   */
  importFile(text: string): SaveSummary {
    this.writable();
    const read = readSaveFile(text);
    if (!read.ok) throw new ServiceError('bad-request', read.message);
    const { save, state } = read;
    const engine = this.options.engineFor?.(save.profile, save.setup);
    if (engine) {
      const start = newGame(engine, { seed: save.seed, seats: save.setup.seats, decks: save.setup.decks, shuffle: save.setup.shuffle });
      const r = replay(engine, start, save.actions);
      if (!r.ok || stateHash(r.state) !== save.stateHash) {
        throw new ServiceError('bad-request', 'This save file is damaged: its action log does not lead to its saved position.');
      }
    }
    const at = Date.parse(save.savedAt);
    const id = createSave(
      this.db,
      { name: save.name, profile: save.profile, formatVersion: save.formatVersion, seed: save.seed, setup: JSON.stringify(save.setup), createdAt: at },
      { snapshot: JSON.stringify(save.snapshot), stateHash: save.stateHash, actions: state.actions, at },
    );
    return this.summary(id);
  }

  private summary(id: number): SaveSummary {
    const s = saveSummary(this.db, id);
    if (!s) throw new ServiceError('not-found', `no saved game ${id}`);
    return s;
  }

  private writable(): void {
    if (this.options.readonlyReason) throw new ServiceError('refused', this.options.readonlyReason);
  }
}
