import type Database from 'better-sqlite3';
import type { SaveSummary } from '../../ipc/types';
import { cachedStatement } from '../statements';

/** A saved game as stored: JSON text for setup, snapshot (without actions) and each action. */
export interface SaveRecord extends SaveSummary {
  setup: string;
  snapshot: string;
  actions: string[];
}

/** What one save writes: the snapshot (JSON text), its hash, and the full action log. */
export interface SaveWrite {
  snapshot: string;
  stateHash: string;
  /** The whole log; only the entries the stored log lacks are serialized and written. */
  actions: readonly unknown[];
  at: number;
  /** The snapshot's state format, when an autosave may change it (a game resumed from an older format); kept when absent. */
  formatVersion?: number;
}

const SUMMARY = `SELECT id, name, profile, format_version AS formatVersion, seed, action_count AS actionCount,
  state_hash AS stateHash, created_at AS createdAt, updated_at AS updatedAt FROM saves`;

/** Creates a save with its whole action log, in one transaction; returns its id. */
export function createSave(
  db: Database.Database,
  head: { name: string; profile: string; formatVersion: number; seed: number; setup: string; createdAt?: number },
  write: SaveWrite,
): number {
  return db.transaction(() => {
    const id = Number(
      cachedStatement(
        db,
        `INSERT INTO saves (name, profile, format_version, seed, setup, snapshot, state_hash, action_count, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(head.name, head.profile, head.formatVersion, head.seed, head.setup, write.snapshot, write.stateHash, write.actions.length,
        head.createdAt ?? write.at, write.at).lastInsertRowid,
    );
    appendActions(db, id, 0, write.actions);
    return id;
  }).immediate();
}

/**
 * The autosave: appends the actions the stored log lacks and replaces the snapshot, in ONE
 * transaction, so after a crash the log and the snapshot always belong together. The usual
 * call appends one action row and rewrites the head row. Returns false for an unknown save.
 */
export function writeSave(db: Database.Database, id: number, write: SaveWrite): boolean {
  return db.transaction(() => {
    const head = cachedStatement(db, 'SELECT action_count AS n FROM saves WHERE id = ?').get(id) as { n: number } | undefined;
    if (!head) return false;
    // A shorter log (an undo) drops the tail; a longer one appends what is new.
    if (write.actions.length < head.n) cachedStatement(db, 'DELETE FROM save_actions WHERE save_id = ? AND seq > ?').run(id, write.actions.length);
    appendActions(db, id, Math.min(head.n, write.actions.length), write.actions);
    cachedStatement(
      db,
      'UPDATE saves SET snapshot = ?, state_hash = ?, format_version = COALESCE(?, format_version), action_count = ?, updated_at = ? WHERE id = ?',
    ).run(write.snapshot, write.stateHash, write.formatVersion ?? null, write.actions.length, write.at, id);
    return true;
  }).immediate();
}

function appendActions(db: Database.Database, id: number, from: number, actions: readonly unknown[]): void {
  const insert = cachedStatement(db, 'INSERT OR REPLACE INTO save_actions (save_id, seq, action) VALUES (?, ?, ?)');
  for (let i = from; i < actions.length; i++) insert.run(id, i + 1, JSON.stringify(actions[i]));
}

/** One save's summary, or undefined. */
export function saveSummary(db: Database.Database, id: number): SaveSummary | undefined {
  return cachedStatement(db, `${SUMMARY} WHERE id = ?`).get(id) as SaveSummary | undefined;
}

/** Every save, most recent first. */
export function listSaves(db: Database.Database): SaveSummary[] {
  return cachedStatement(db, `${SUMMARY} ORDER BY updated_at DESC, id DESC`).all() as SaveSummary[];
}

/** One save with its snapshot and action log, or undefined. Read in one transaction, so the parts match. */
export function readSave(db: Database.Database, id: number): SaveRecord | undefined {
  return db.transaction(() => {
    const head = cachedStatement(db, `${SUMMARY.replace('FROM saves', ', setup, snapshot FROM saves')} WHERE id = ?`).get(id) as
      | (SaveSummary & { setup: string; snapshot: string })
      | undefined;
    if (!head) return undefined;
    const actions = cachedStatement(db, 'SELECT action FROM save_actions WHERE save_id = ? ORDER BY seq').pluck().all(id) as string[];
    return { ...head, actions };
  })();
}

/** Renames a save. */
export function renameSave(db: Database.Database, id: number, name: string): boolean {
  return cachedStatement(db, 'UPDATE saves SET name = ? WHERE id = ?').run(name, id).changes > 0;
}

/** Deletes a save and its action log. */
export function deleteSave(db: Database.Database, id: number): boolean {
  return cachedStatement(db, 'DELETE FROM saves WHERE id = ?').run(id).changes > 0;
}
