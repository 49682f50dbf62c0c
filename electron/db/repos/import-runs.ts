import type Database from 'better-sqlite3';
import type { UnfinishedImport } from '../../ipc/types';
import { cachedStatement, nowMs } from '../statements';

/**
 * SQL that is true for a row of `game_column`'s game while an import of that game is unfinished:
 * readers add `NOT (...)` so half a catalogue is never shown (issue 19).
 */
export function importUnfinished(gameColumn: string): string {
  return `(${gameColumn} IN (SELECT game FROM import_runs WHERE finished_at IS NULL))`;
}

/** Records the start of an import of `game` from `source` (committed at once); returns its id. */
export function beginImportRun(db: Database.Database, run: { game: string; kind: UnfinishedImport['kind']; source: string }): number {
  const r = cachedStatement(db, 'INSERT INTO import_runs (game, kind, source, started_at) VALUES (?, ?, ?, ?)').run(run.game, run.kind, run.source, nowMs());
  return Number(r.lastInsertRowid);
}

/**
 * Marks an import finished, with every earlier unfinished run of the same game: a complete
 * import supersedes a half-done one (the import is keyed on unique ids). Call it inside the
 * import's last transaction, so the catalogue shows up together with its last rows.
 */
export function finishImportRun(db: Database.Database, id: number): void {
  cachedStatement(
    db,
    'UPDATE import_runs SET finished_at = ? WHERE finished_at IS NULL AND game = (SELECT game FROM import_runs WHERE id = ?) AND id <= ?',
  ).run(nowMs(), id, id);
}

/** The unfinished imports, newest first, one per game (the latest run: the one to resume). */
export function unfinishedImports(db: Database.Database): UnfinishedImport[] {
  const rows = cachedStatement(
    db,
    `SELECT game, kind, source, max(started_at) AS started_at FROM import_runs WHERE finished_at IS NULL
     GROUP BY game ORDER BY started_at DESC`,
  ).all() as Array<{ game: string; kind: UnfinishedImport['kind']; source: string; started_at: number }>;
  return rows.map((r) => ({ game: r.game, kind: r.kind, source: r.source, startedAt: r.started_at }));
}
