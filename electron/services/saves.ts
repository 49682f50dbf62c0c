import type Database from 'better-sqlite3';
import {
  hashMatches,
  joinState,
  newGame,
  readSaveFile,
  replay,
  seedChainDigest,
  serializeSaveFile,
  stateDigests,
  stateHash,
  toSaveFile,
  upgradeState,
  type Action,
  type Engine,
  type GameSetup,
  type GameState,
  type Seat,
  type StoredSnapshot,
} from '../../engine/index';
import { createSave, deleteSave, listSaves, readActions, readSave, renameSave, saveSummary, writeSave, type SaveRecord, type SnapshotWrite } from '../db/repos/saves';
import { nowMs } from '../db/statements';
import type { SaveSummary } from '../ipc/types';
import { ServiceError } from './errors';
import { ReplayCache } from './replay-cache';

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

/**
 * Actions between two stored snapshots. An autosave appends one action row; every this many
 * actions it also stores the state, so resuming or stepping a replay replays at most this many.
 */
export const SNAPSHOT_EVERY = 100;

/** A state's stored snapshot: its JSON without the action log, its hash and its chain digests. */
function snapshotOf(state: GameState, hash: string): SnapshotWrite {
  const { actions: _a, ...snapshot } = state;
  return { snapshot: JSON.stringify(snapshot), stateHash: hash, digests: JSON.stringify(stateDigests(state)) };
}

/** Saved games: create, autosave after every action, list, rename, delete, resume, replay, export and import. */
export class SaveService {
  private readonly clock: () => number;
  private readonly replays = new ReplayCache();

  constructor(
    private readonly db: Database.Database,
    private readonly options: SaveServiceOptions = {},
  ) {
    this.clock = options.clock ?? nowMs;
  }

  /** Saves a game for the first time; returns its summary. */
  create(name: string, setup: GameSetup, state: GameState, hash: string = stateHash(state)): SaveSummary {
    this.writable();
    const id = createSave(
      this.db,
      { name, profile: state.profile, formatVersion: state.formatVersion, seed: state.seed, setup: JSON.stringify(setup) },
      { snapshot: snapshotOf(state, hash), stateHash: hash, actions: state.actions, at: this.clock() },
    );
    return this.summary(id);
  }

  /**
   * Autosaves after an action: the new action row and the head, plus a snapshot every
   * `SNAPSHOT_EVERY` actions, in one transaction (WAL, synchronous=FULL), so a crash keeps
   * the game as it was before or after the action. Its cost does not grow with the game.
   * Pass the hash when the session already computed it.
   */
  autosave(id: number, state: GameState, hash: string = stateHash(state)): void {
    this.writable();
    this.replays.drop(id);
    const ok = writeSave(this.db, id, { stateHash: hash, actions: state.actions, at: this.clock(), formatVersion: state.formatVersion },
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
    const { state, setup } = this.restore(rec);
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

  /** The action log, for the replay viewer. */
  actions(id: number): Action[] {
    const rec = readSave(this.db, id);
    if (!rec) throw new ServiceError('not-found', `no saved game ${id}`);
    return rec.actions.map((a) => JSON.parse(a) as Action);
  }

  /** The state after the first `step` actions (the replay viewer). */
  stateAt(id: number, step: number): GameState {
    return this.replayAt(id, step).state;
  }

  /**
   * The replay viewer's step: the state after the first `step` actions (clamped to the log),
   * replayed from the nearest snapshot before it, the rules it was replayed with, the log's
   * length, and the action that led there.
   */
  replayAt(id: number, step: number): { state: GameState; engine: Engine; step: number; steps: number; action: Action | null; computer: readonly Seat[] } {
    const head = saveSummary(this.db, id);
    if (!head) throw new ServiceError('not-found', `no saved game ${id}`);
    const n = Math.max(0, Math.min(step, head.actionCount));
    const near = this.replays.nearest(id, n, SNAPSHOT_EVERY);
    let state: GameState;
    let engine: Engine;
    if (near) {
      // The viewer's usual move, one step or a few from a state it showed: replay only those.
      const r = replay(near.engine, near.state, readActions(this.db, id, near.step, n).map((a) => JSON.parse(a) as Action));
      if (!r.ok) throw new ServiceError('internal', `saved game ${id} is damaged: the log does not replay at step ${n}: ${r.refusal.message}`);
      state = r.state;
      engine = near.engine;
    } else {
      const rec = readSave(this.db, id, n);
      if (!rec) throw new ServiceError('not-found', `no saved game ${id}`);
      const restored = this.restore(rec, true);
      state = restored.state;
      engine = restored.engine as Engine;
      if (restored.base) this.replays.put(id, { step: restored.base.actions.length, state: restored.base, engine });
    }
    this.replays.put(id, { step: n, state, engine });
    return { state, engine, step: n, steps: head.actionCount, action: n > 0 ? state.actions[n - 1] : null, computer: this.computerSeats(id) };
  }

  /** The seats the computer played in a saved game (none in hotseat games). */
  private computerSeats(id: number): Seat[] {
    const row = this.db.prepare('SELECT setup FROM saves WHERE id = ?').get(id) as { setup: string } | undefined;
    try {
      return Object.keys((JSON.parse(row?.setup ?? '{}') as Partial<GameSetup>).computer ?? {});
    } catch {
      return [];
    }
  }

  /**
   * A stored save read up to some step, as a state: its snapshot, upgraded to this engine's
   * state format, with the actions after it replayed. A save read to its end must come to its
   * stored hash. A snapshot-less read (a save from before snapshots were kept, read before its
   * end) replays from the seed and setup. `needEngine`: the rules are needed even when
   * nothing is replayed (the replay viewer draws with them).
   */
  private restore(rec: SaveRecord, needEngine = false): { state: GameState; setup: GameSetup; engine?: Engine; base?: GameState } {
    const damaged = (why: string) => new ServiceError('internal', `saved game ${rec.id} is damaged: ${why}`);
    let actions: Action[];
    let setup: GameSetup;
    let base: GameState | null = null;
    let digests: { actions?: string; history?: string } = {};
    const seq = rec.snapshot?.seq ?? 0;
    try {
      actions = rec.actions.map((a) => JSON.parse(a) as Action);
      setup = JSON.parse(rec.setup) as GameSetup;
      if (rec.snapshot) {
        base = joinState(JSON.parse(rec.snapshot.snapshot) as StoredSnapshot, actions.slice(0, seq));
        digests = JSON.parse(rec.snapshot.digests) as typeof digests;
      }
    } catch (e) {
      throw damaged((e as Error).message);
    }
    const toEnd = actions.length === rec.actionCount;
    const rest = actions.slice(seq);
    if (base) {
      // The hashes of this state and of every state after it continue the stored digests instead of reading the whole log.
      if (digests.actions) seedChainDigest(base.actions, digests.actions);
      if (digests.history) seedChainDigest(base.history, digests.history);
    }
    if (base && rest.length === 0 && !needEngine) {
      // The snapshot is the save's end: its hash (as taken now, or as older saves took it) is the head's.
      if (toEnd && !hashMatches(base, rec.stateHash)) throw damaged('its state does not match its check value');
      return { state: this.upgraded(base, rec.id), setup };
    }
    const engine = this.options.engineFor?.(rec.profile, setup);
    if (!engine) throw new ServiceError('refused', `no rules for profile ${rec.profile}: the game can't be replayed here`);
    if (base) base = this.upgraded(base, rec.id);
    const start = base ?? newGame(engine, { seed: rec.seed, seats: setup.seats, decks: setup.decks, ...(setup.inventory ? { inventory: setup.inventory } : {}), shuffle: setup.shuffle });
    const r = replay(engine, start, base ? rest : actions);
    if (!r.ok) throw damaged(`the log does not replay at step ${actions.length}: ${r.refusal.message}`);
    if (toEnd && rest.length > 0 && stateHash(r.state) !== rec.stateHash) throw damaged('its state does not match its check value');
    return { state: r.state, setup, engine, base: base ?? undefined };
  }

  private upgraded(state: GameState, id: number): GameState {
    try {
      return upgradeState(state);
    } catch (e) {
      throw new ServiceError('internal', `saved game ${id} is damaged: ${(e as Error).message}`);
    }
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
    this.replays.drop(id);
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
      const start = newGame(engine, { seed: save.seed, seats: save.setup.seats, decks: save.setup.decks, ...(save.setup.inventory ? { inventory: save.setup.inventory } : {}), shuffle: save.setup.shuffle });
      const r = replay(engine, start, save.actions);
      if (!r.ok || stateHash(r.state) !== save.stateHash) {
        throw new ServiceError('bad-request', 'This save file is damaged: its action log does not lead to its saved position.');
      }
    }
    const at = Date.parse(save.savedAt);
    const id = createSave(
      this.db,
      { name: save.name, profile: save.profile, formatVersion: save.formatVersion, seed: save.seed, setup: JSON.stringify(save.setup), createdAt: at },
      { snapshot: { snapshot: JSON.stringify(save.snapshot), stateHash: save.stateHash, digests: '{}' }, stateHash: save.stateHash, actions: state.actions, at },
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
