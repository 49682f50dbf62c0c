import type Database from 'better-sqlite3';
import type { OwnedChange } from '../../ipc/types';
import { cachedStatement, nowMs } from '../statements';
import { MissingRowError } from './missing-row';

/** One owned line: a printing, a finish, a count, with what a person needs to recognise it. */
export interface OwnedRow {
  printingId: number;
  cardId: number;
  game: string;
  name: string;
  pitch: number | null;
  setCode: string;
  number: string;
  finish: string;
  count: number;
}

function finishOf(db: Database.Database, printingId: number, finish: string | undefined): string {
  if (finish) return finish;
  const row = cachedStatement(db, 'SELECT finish FROM printings WHERE id = ?').get(printingId) as { finish: string } | undefined;
  if (!row) throw new MissingRowError('printing', printingId);
  return row.finish;
}

/** Sets how many copies of a printing and finish are owned (0 or less removes the line). */
export function setOwned(db: Database.Database, change: OwnedChange): number {
  const finish = finishOf(db, change.printingId, change.finish);
  const count = Math.max(0, Math.floor(change.count));
  if (count === 0) {
    cachedStatement(db, 'DELETE FROM owned WHERE printing_id = ? AND finish = ?').run(change.printingId, finish);
    return 0;
  }
  try {
    cachedStatement(
      db,
      `INSERT INTO owned (printing_id, finish, count, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (printing_id, finish) DO UPDATE SET count = excluded.count, updated_at = excluded.updated_at`,
    ).run(change.printingId, finish, count, nowMs());
  } catch (e) {
    // The only foreign key of an owned line is its printing (checked here, not before: imports set thousands).
    if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new MissingRowError('printing', change.printingId);
    throw e;
  }
  return count;
}

/** Adds (or with a negative delta removes) copies; never goes below zero. Returns the new count. */
export function addOwned(db: Database.Database, printingId: number, delta: number, finish?: string): number {
  const f = finishOf(db, printingId, finish);
  const current = ownedCount(db, printingId, f);
  return setOwned(db, { printingId, finish: f, count: current + Math.trunc(delta) });
}

/** Copies owned of one printing and finish. */
export function ownedCount(db: Database.Database, printingId: number, finish: string): number {
  const row = cachedStatement(db, 'SELECT count FROM owned WHERE printing_id = ? AND finish = ?').get(printingId, finish) as { count: number } | undefined;
  return row?.count ?? 0;
}

/**
 * Copies owned per card (all printings and finishes), for the given cards. An imported card
 * that plays a shipped script counts as that card (migration 0010's card_printings): both ids
 * give the same copies, each printing counted once.
 */
export function ownedByCard(db: Database.Database, cardIds: readonly number[]): Map<number, number> {
  const rows = cachedStatement(
    db,
    `SELECT c.id AS id, (SELECT coalesce(sum(o.count), 0) FROM card_printings cp JOIN owned o ON o.printing_id = cp.printing_id
       WHERE cp.card_id = coalesce((SELECT s.id FROM cards s WHERE s.game = c.game AND s.uid = c.script), c.id)) AS n
     FROM json_each(?) j JOIN cards c ON c.id = j.value`,
  ).all(JSON.stringify(cardIds)) as Array<{ id: number; n: number }>;
  return new Map(rows.filter((r) => r.n > 0).map((r) => [r.id, r.n]));
}

/** Every owned line, optionally for one game, in a stable order (game, set, number, finish). */
export function listOwned(db: Database.Database, game?: string): OwnedRow[] {
  return cachedStatement(
    db,
    `SELECT o.printing_id AS printingId, c.id AS cardId, c.game, c.name, c.pitch, p.set_code AS setCode, p.number, o.finish, o.count
     FROM owned o JOIN printings p ON p.id = o.printing_id JOIN cards c ON c.id = p.card_id
     WHERE (? IS NULL OR c.game = ?) ORDER BY c.game, p.set_code, p.number, o.finish, c.name, o.printing_id`,
  ).all(game ?? null, game ?? null) as OwnedRow[];
}

/** Finds the printing a collection line means: by set and number (preferring the finish), else by name. */
export function findPrinting(
  db: Database.Database,
  q: { game?: string; set?: string; number?: string; finish?: string; name?: string; pitch?: number | null },
): number | undefined {
  if (q.set && q.number) {
    const row = cachedStatement(
      db,
      `SELECT p.id FROM printings p JOIN cards c ON c.id = p.card_id
       WHERE p.set_code = ? COLLATE NOCASE AND p.number = ? COLLATE NOCASE AND (? IS NULL OR p.game = ?)
         AND (? IS NULL OR c.name = ? COLLATE NOCASE)
       ORDER BY (p.finish = ?) DESC, p.id LIMIT 1`,
    ).get(q.set, q.number, q.game ?? null, q.game ?? null, q.name ?? null, q.name ?? null, q.finish ?? 'normal') as { id: number } | undefined;
    if (row) return row.id;
  }
  if (q.name) {
    const row = cachedStatement(
      db,
      `SELECT p.id FROM cards c JOIN printings p ON p.card_id = c.id
       WHERE (c.name = ? COLLATE NOCASE OR c.name_ja = ?) AND (? IS NULL OR c.game = ?) AND (? IS NULL OR c.pitch = ?)
         AND (? IS NULL OR p.set_code = ? COLLATE NOCASE)
       ORDER BY (p.finish = ?) DESC, p.id LIMIT 1`,
    ).get(q.name, q.name, q.game ?? null, q.game ?? null, q.pitch ?? null, q.pitch ?? null, q.set ?? null, q.set ?? null, q.finish ?? 'normal') as
      | { id: number }
      | undefined;
    return row?.id;
  }
  return undefined;
}
