import type Database from 'better-sqlite3';
import {
  act,
  newGame,
  readSaveText,
  recordedSetup,
  saveFileLines,
  setupOptions,
  stateDigests,
  itemAt,
  sliceItems,
  stateHash,
  hashMatches,
  storedSnapshot,
  toSaveFile,
  type Action,
  type GameSetup,
  type GameState,
  type ReadSaveResult,
} from '../../engine/index';
import { createSave, deleteSave, HISTORY_BLOCK, listSaves, readSave, renameSave, saveSummary, writeSave, type ActionLog, type SnapshotWrite } from '../db/repos/saves';
import { nowMs } from '../db/statements';
import type { LogPage, ReadOnlyCause, SaveSummary } from '../ipc/types';
import { readOnlyError, ServiceError } from './errors';
import { restoreSave, type EngineFor } from './replay/restore';
import { LogPages, type LogPageRequest } from './log-pages';

/** A saved game loaded for resuming: the exact state and how it started. */
export interface LoadedSave {
  summary: SaveSummary;
  setup: GameSetup;
  state: GameState;
}

/** What the saves service needs from the outside. */
export interface SaveServiceOptions {
  /** Why the database is read-only, or null. */
  readonly?: ReadOnlyCause | null;
  /** The rules for a profile and a game's setup (its decks' cards), to replay a log; undefined when unknown. */
  engineFor?: EngineFor;
  /** The clock (ms), injectable for tests. */
  clock?: () => number;
}

/**
 * Actions between two stored snapshots. An autosave appends one action row; every this many
 * actions it also stores the state, so resuming or stepping a replay replays at most this many.
 */
export const SNAPSHOT_EVERY = 100;

/**
 * A state's stored snapshot: its JSON without the action log and without the history's whole
 * blocks (stored once each, issue 19), its hash, its chain digests, and its blocks.
 */
function snapshotOf(state: GameState, hash: string): SnapshotWrite {
  const historyBlocks = Math.floor(state.history.length / HISTORY_BLOCK);
  return {
    snapshot: JSON.stringify(storedSnapshot(state, historyBlocks * HISTORY_BLOCK)),
    stateHash: hash,
    digests: JSON.stringify(stateDigests(state)),
    historyBlocks,
    block: (b) => JSON.stringify(sliceItems(state.history, b * HISTORY_BLOCK, (b + 1) * HISTORY_BLOCK)),
  };
}

/** A state's action log as the repository reads it: only the entries the stored log lacks are read. */
function logOf(state: GameState): ActionLog {
  return { length: state.actions.length, at: (i) => itemAt(state.actions, i) };
}

/** Saved games: create, autosave after every action, list, rename, delete, resume, replay, export and import. */
export class SaveService {
  private readonly clock: () => number;
  /** Each save's writes counted since the service started: the replay viewer drops states it replayed before a write (an undo can change the log under them). */
  private readonly writes = new Map<number, number>();
  private readonly logPages: LogPages;

  constructor(
    private readonly db: Database.Database,
    private readonly options: SaveServiceOptions = {},
  ) {
    this.clock = options.clock ?? nowMs;
    this.logPages = new LogPages(db, options.engineFor, (id) => this.generation(id));
  }

  /** Saves a game for the first time; returns its summary. */
  create(name: string, setup: GameSetup, state: GameState, hash: string = stateHash(state)): SaveSummary {
    this.writable();
    const id = createSave(
      this.db,
      { name, profile: state.profile, formatVersion: state.formatVersion, seed: state.seed, setup: JSON.stringify(recordedSetup(setup, state)) },
      { snapshot: snapshotOf(state, hash), stateHash: hash, actions: logOf(state), at: this.clock() },
    );
    this.written(id);
    return this.summary(id);
  }

  /** How many times a save was written since the service started (the replay viewer's `generation`). */
  generation(id: number): number {
    return this.writes.get(id) ?? 0;
  }

  private written(id: number): void {
    this.writes.set(id, this.generation(id) + 1);
  }

  /**
   * Autosaves after an action: the new action row and the head, plus a snapshot every
   * `SNAPSHOT_EVERY` actions, in one transaction (WAL, synchronous=NORMAL), so a crash keeps
   * the game as it was before or after the action. Its cost does not grow with the game.
   * Pass the hash when the session already computed it.
   */
  autosave(id: number, state: GameState, hash: string = stateHash(state)): void {
    this.writable();
    this.written(id);
    const ok = writeSave(this.db, id, { stateHash: hash, actions: logOf(state), at: this.clock(), formatVersion: state.formatVersion },
      () => snapshotOf(state, hash), SNAPSHOT_EVERY);
    if (!ok) throw new ServiceError('not-found', `no saved game ${id}`);
  }

  /** Every saved game, most recent first. */
  list(): SaveSummary[] {
    return listSaves(this.db);
  }

  /**
   * Loads a save to resume it: the latest snapshot and the actions after it, replayed with
   * the game's rules, checked against the stored hash, so a resumed game is exactly the saved one.
   */
  load(id: number): LoadedSave {
    const rec = readSave(this.db, id);
    if (!rec) throw new ServiceError('not-found', `no saved game ${id}`);
    const { setup: _s, snapshot: _n, actions: _a, ...summary } = rec;
    const { state, setup } = restoreSave(rec, this.options.engineFor);
    if (state.formatVersion === summary.formatVersion && stateHash(state) === summary.stateHash) return { summary, setup, state };
    // Saved in an older state format (or hashed the old way): resumed (and exported) as it is now; the next autosave stores it so.
    return { summary: { ...summary, formatVersion: state.formatVersion, stateHash: stateHash(state) }, setup, state };
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

  /** Older lines of a save's log than a game's state keeps (`log-pages.ts`). */
  logPage(id: number, request: LogPageRequest): LogPage {
    return this.logPages.page(id, request);
  }

  /** The action log, for the replay viewer. */
  actions(id: number): Action[] {
    const rec = readSave(this.db, id);
    if (!rec) throw new ServiceError('not-found', `no saved game ${id}`);
    return rec.actions.map((a) => JSON.parse(a) as Action);
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
    this.written(id);
    return deleteSave(this.db, id);
  }

  /**
   * The save as a file, a line at a time (engine/replay/save-lines.ts): the export is never one
   * string, however long the game (issue 19). The lines are made as they are read.
   */
  exportLines(id: number): { name: string; lines: Generator<string, void, undefined> } {
    const { summary, setup, state } = this.load(id);
    const file = toSaveFile({ name: summary.name, setup, state, stateHash: summary.stateHash, savedAt: new Date(summary.updatedAt).toISOString() });
    return { name: summary.name, lines: saveFileLines(file) };
  }

  /** The save file's whole text (a small game's, or a test's). */
  exportFile(id: number): string {
    return [...this.exportLines(id).lines].join('');
  }

  /** Imports a save file's whole text (either layout) as a new save: see `importRead`. */
  importFile(text: string): SaveSummary {
    this.writable();
    return this.importRead(readSaveText(text));
  }

  /**
   * Imports a save file read (whole, or a line at a time as it arrived: save-transfer.ts) as a
   * new save. A corrupt file, one from a newer version, or one whose log does not replay to its
   * snapshot (when the rules are known) is refused with a message for people, and nothing is
   * written. Keeps the file's name and time, so export -> import -> export is identical.
   */
  importRead(read: ReadSaveResult): SaveSummary {
    this.writable();
    if (!read.ok) throw new ServiceError('bad-request', read.message);
    const { save } = read;
    const engine = this.options.engineFor?.(save.profile, save.setup);
    let state: GameState = read.state;
    if (engine) {
      // Replayed as its setup dealt it, under the rules revision the game was played by (0 in a save from before revisions were kept).
      let replayed = newGame(engine, { seed: save.seed, ...setupOptions(save.setup) });
      for (let i = 0; i < save.actions.length; i++) {
        const r = act(engine, replayed, save.actions[i]);
        if (!r.ok) {
          throw new ServiceError('bad-request', `This save file is damaged: its action ${(i + 1).toLocaleString('en-US')} (line ${(i + 2).toLocaleString('en-US')} of a file Arbiter exported) can't be played there: ${r.refusal.message}.`);
        }
        replayed = r.state;
      }
      if (!hashMatches(replayed, save.stateHash)) {
        throw new ServiceError('bad-request', 'This save file is damaged: its action log does not lead to its saved position.');
      }
      state = replayed;
    }
    const at = Date.parse(save.savedAt);
    const hash = stateHash(state);
    const id = createSave(
      this.db,
      { name: save.name, profile: save.profile, formatVersion: save.formatVersion, seed: save.seed, setup: JSON.stringify(save.setup), createdAt: at },
      { snapshot: snapshotOf(state, hash), stateHash: hash, actions: save.actions, at },
    );
    this.written(id);
    return this.summary(id);
  }

  private summary(id: number): SaveSummary {
    const s = saveSummary(this.db, id);
    if (!s) throw new ServiceError('not-found', `no saved game ${id}`);
    return s;
  }

  private writable(): void {
    if (this.options.readonly) throw readOnlyError(this.options.readonly);
  }
}
