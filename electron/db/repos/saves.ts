import type Database from 'better-sqlite3';
import type { SaveSummary } from '../../ipc/types';
import { cachedStatement } from '../statements';

/**
 * Event history entries per stored block (migration 0009): a snapshot stores inline only the
 * entries after its last whole block, and each block is written once, by the first snapshot
 * that reaches it.
 */
export const HISTORY_BLOCK = 256;

/** A stored snapshot: the state (JSON text, without the action log) after the first `seq` actions. */
export interface SnapshotRecord {
  seq: number;
  /** The state without its action log; its history holds only the entries after `history`'s blocks. */
  snapshot: string;
  stateHash: string;
  /** JSON chain digests of the state's append-only lists ('{}' for snapshots stored before they were kept). */
  digests: string;
  /** The history's first blocks (JSON arrays of `HISTORY_BLOCK` entries), oldest first; none for a snapshot with its whole history inline. */
  history: string[];
}

/** A saved game as stored: its setup (JSON), a snapshot, and the action log up to where it was read. */
export interface SaveRecord extends SaveSummary {
  setup: string;
  /** The latest snapshot at or before the step read; null when there is none (a save from before snapshots were kept, read before its end). */
  snapshot: SnapshotRecord | null;
  /** The first `actions.length` actions of the log, as JSON text. */
  actions: string[];
}

/**
 * A snapshot to store: the JSON text (its history without the first `historyBlocks` blocks), its
 * hash, its digests, and the blocks (`block(i)`: block i's JSON; only the blocks no earlier
 * snapshot of the save stored are asked for).
 */
export interface SnapshotWrite {
  snapshot: string;
  stateHash: string;
  digests: string;
  historyBlocks?: number;
  block?: (index: number) => string;
}

/** A game's action log as the repository reads it: its length and its entries by index (an array, or the engine's persistent list behind `at`). */
export interface ActionLog {
  readonly length: number;
  at(index: number): unknown;
}

/** What one autosave writes: the whole log (only the rows the stored log lacks are written) and the latest state's hash. */
export interface SaveWrite {
  stateHash: string;
  /** The whole log; only the entries the stored log lacks are read, serialized and written. */
  actions: ActionLog;
  at: number;
  /** The state format, when an autosave may change it (a game resumed from an older format); kept when absent. */
  formatVersion?: number;
}

const SUMMARY = `SELECT id, name, profile, format_version AS formatVersion, seed, action_count AS actionCount,
  state_hash AS stateHash, created_at AS createdAt, updated_at AS updatedAt FROM saves`;

/** Creates a save with its whole action log and a snapshot of its state, in one transaction; returns its id. */
export function createSave(
  db: Database.Database,
  head: { name: string; profile: string; formatVersion: number; seed: number; setup: string; createdAt?: number },
  write: SaveWrite & { snapshot: SnapshotWrite },
): number {
  return db.transaction(() => {
    const id = Number(
      cachedStatement(
        db,
        `INSERT INTO saves (name, profile, format_version, seed, setup, state_hash, action_count, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(head.name, head.profile, head.formatVersion, head.seed, head.setup, write.stateHash, write.actions.length,
        head.createdAt ?? write.at, write.at).lastInsertRowid,
    );
    appendActions(db, id, 0, write.actions);
    putSnapshot(db, id, write.actions.length, write.snapshot);
    return id;
  }).immediate();
}

/**
 * The autosave: appends the actions the stored log lacks, updates the head (count, hash,
 * time) and, when the latest snapshot is `every` actions old or more, stores a new one (the
 * `snapshot` callback makes it only then), in ONE transaction: after a crash the log, the
 * head and the snapshots always belong together. The usual call writes one small action row.
 * Returns false for an unknown save.
 */
export function writeSave(db: Database.Database, id: number, write: SaveWrite, snapshot: () => SnapshotWrite, every: number): boolean {
  return db.transaction(() => {
    const head = cachedStatement(db, 'SELECT action_count AS n FROM saves WHERE id = ?').get(id) as { n: number } | undefined;
    if (!head) return false;
    const n = write.actions.length;
    // A shorter log (an undo) drops the tail, and the snapshots taken after it; a longer one appends what is new.
    if (n < head.n) {
      cachedStatement(db, 'DELETE FROM save_actions WHERE save_id = ? AND seq > ?').run(id, n);
      cachedStatement(db, 'DELETE FROM save_snapshots WHERE save_id = ? AND seq > ?').run(id, n);
      // The blocks only the dropped snapshots reached held the undone line's history.
      cachedStatement(db, 'DELETE FROM save_history WHERE save_id = ? AND block >= ?').run(id, storedBlocks(db, id, n + 1));
    }
    appendActions(db, id, Math.min(head.n, n), write.actions);
    cachedStatement(
      db,
      'UPDATE saves SET state_hash = ?, format_version = COALESCE(?, format_version), action_count = ?, updated_at = ? WHERE id = ?',
    ).run(write.stateHash, write.formatVersion ?? null, n, write.at, id);
    const latest = latestSnapshotSeq(db, id, n);
    if (latest === undefined || n - latest >= every) putSnapshot(db, id, n, snapshot());
    return true;
  }).immediate();
}

/**
 * The query every autosave runs to decide whether a snapshot is due: it reads only the
 * (save_id, seq) index (migration 0008; issue 19: it read whole snapshots and grew with the game).
 */
export const LATEST_SNAPSHOT_SEQ = 'SELECT max(seq) AS seq FROM save_snapshots WHERE save_id = ? AND seq <= ?';

function latestSnapshotSeq(db: Database.Database, id: number, upTo: number): number | undefined {
  const row = cachedStatement(db, LATEST_SNAPSHOT_SEQ).get(id, upTo) as { seq: number | null };
  return row.seq ?? undefined;
}

/**
 * The history blocks stored for the latest snapshot before step `before`: every block below it
 * holds this line of play's history (an undo drops later snapshots and their blocks). Read from
 * the index alone (migration 0009).
 */
function storedBlocks(db: Database.Database, id: number, before: number): number {
  const row = cachedStatement(db, 'SELECT history_blocks AS n FROM save_snapshots WHERE save_id = ? AND seq < ? ORDER BY seq DESC LIMIT 1').get(id, before) as
    | { n: number }
    | undefined;
  return row?.n ?? 0;
}

function putSnapshot(db: Database.Database, id: number, seq: number, s: SnapshotWrite): void {
  const blocks = s.historyBlocks ?? 0;
  if (blocks > 0) {
    if (!s.block) throw new Error(`snapshot ${seq} of saved game ${id}: ${blocks} history blocks and no way to write them`);
    const insert = cachedStatement(db, 'INSERT OR REPLACE INTO save_history (save_id, block, entries) VALUES (?, ?, ?)');
    for (let b = storedBlocks(db, id, seq); b < blocks; b++) insert.run(id, b, s.block(b));
  }
  cachedStatement(
    db,
    'INSERT OR REPLACE INTO save_snapshots (save_id, seq, snapshot, state_hash, digests, history_blocks) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, seq, s.snapshot, s.stateHash, s.digests, blocks);
}

function appendActions(db: Database.Database, id: number, from: number, actions: ActionLog): void {
  const insert = cachedStatement(db, 'INSERT OR REPLACE INTO save_actions (save_id, seq, action) VALUES (?, ?, ?)');
  for (let i = from; i < actions.length; i++) insert.run(id, i + 1, JSON.stringify(actions.at(i)));
}

/** One save's summary, or undefined. */
export function saveSummary(db: Database.Database, id: number): SaveSummary | undefined {
  return cachedStatement(db, `${SUMMARY} WHERE id = ?`).get(id) as SaveSummary | undefined;
}

/** Every save, most recent first. */
export function listSaves(db: Database.Database): SaveSummary[] {
  return cachedStatement(db, `${SUMMARY} ORDER BY updated_at DESC, id DESC`).all() as SaveSummary[];
}

/**
 * One save read up to `step` actions (default: all of them), with the latest snapshot at or
 * before that step; undefined when there is no such save. Read in one transaction, so the
 * parts match.
 */
export function readSave(db: Database.Database, id: number, step?: number): SaveRecord | undefined {
  return db.transaction(() => {
    const head = cachedStatement(db, `${SUMMARY.replace('FROM saves', ', setup FROM saves')} WHERE id = ?`).get(id) as
      | (SaveSummary & { setup: string })
      | undefined;
    if (!head) return undefined;
    const upTo = Math.max(0, Math.min(step ?? head.actionCount, head.actionCount));
    const found = cachedStatement(
      db,
      'SELECT seq, snapshot, state_hash AS stateHash, digests, history_blocks AS blocks FROM save_snapshots WHERE save_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
    ).get(id, upTo) as (Omit<SnapshotRecord, 'history'> & { blocks: number }) | undefined;
    let snapshot: SnapshotRecord | null = null;
    if (found) {
      const { blocks, ...rest } = found;
      const history = cachedStatement(db, 'SELECT entries FROM save_history WHERE save_id = ? AND block < ? ORDER BY block').pluck().all(id, blocks) as string[];
      if (history.length !== blocks) throw new Error(`saved game ${id} is damaged: its snapshot at step ${found.seq} needs ${blocks} history blocks, ${history.length} are stored`);
      snapshot = { ...rest, history };
    }
    const actions = cachedStatement(db, 'SELECT action FROM save_actions WHERE save_id = ? AND seq <= ? ORDER BY seq').pluck().all(id, upTo) as string[];
    return { ...head, snapshot, actions };
  })();
}

/** The actions of a save after the first `from`, up to the `to`-th, as JSON text. */
export function readActions(db: Database.Database, id: number, from: number, to: number): string[] {
  return cachedStatement(db, 'SELECT action FROM save_actions WHERE save_id = ? AND seq > ? AND seq <= ? ORDER BY seq').pluck().all(id, from, to) as string[];
}

/** Renames a save. */
export function renameSave(db: Database.Database, id: number, name: string): boolean {
  return cachedStatement(db, 'UPDATE saves SET name = ? WHERE id = ?').run(name, id).changes > 0;
}

/** Deletes a save, its action log and its snapshots. */
export function deleteSave(db: Database.Database, id: number): boolean {
  return cachedStatement(db, 'DELETE FROM saves WHERE id = ?').run(id).changes > 0;
}
