import type Database from 'better-sqlite3';
import { addOwned, findPrinting, listOwned, setOwned } from '../../db/repos/owned';
import type { ImportResult } from '../../ipc/types';
import type { DelimitedSource, LineRow } from './delimited-stream';
import { ImportTally, type ImportOptions } from './progress';
import { storeDelimited } from './store-delimited';

/** The columns of an owned-cards CSV, in the order export writes them. */
export const OWNED_COLUMNS = ['name', 'set', 'number', 'finish', 'count', 'game'] as const;

/** How an owned-cards CSV is applied. */
export interface OwnedImportOptions extends ImportOptions {
  /** `set` (default): each line sets the count, so importing twice changes nothing; `add`: adds to it. */
  mode?: 'set' | 'add';
  /** The game lines without a `game` column belong to (default: any game). */
  game?: string;
}

/**
 * Imports a plain CSV of owned cards (columns name, set, number, finish, count, game; any
 * order, header required). A line finds its printing by set and number, else by name; a line
 * that matches nothing gets a line-numbered error and the others still import.
 */
export async function importOwnedCsv(db: Database.Database, source: DelimitedSource, options: OwnedImportOptions = {}): Promise<ImportResult> {
  const tally = new ImportTally(options.maxErrors ?? 1000);
  const name = typeof source === 'string' ? source : source.name;
  const store = (r: LineRow): boolean => {
    const row = lowerKeys(r.row);
    const countText = (row.count ?? '').trim();
    if (!/^\d{1,5}$/.test(countText)) throw new Error(`count must be a whole number, got "${countText}"`);
    const count = Number(countText);
    const q = {
      game: row.game?.trim() || options.game,
      set: row.set?.trim() || undefined,
      number: row.number?.trim() || undefined,
      finish: row.finish?.trim().toLowerCase() || undefined,
      name: row.name?.trim() || undefined,
    };
    if (!q.name && !(q.set && q.number)) throw new Error('a line needs a name, or a set and a number');
    const printingId = findPrinting(db, q);
    if (printingId === undefined) {
      throw new Error(`no card matches ${[q.name, q.set && q.number ? `${q.set} ${q.number}` : ''].filter(Boolean).join(' / ')}`);
    }
    if (options.mode === 'add') addOwned(db, printingId, count, q.finish);
    else setOwned(db, { printingId, finish: q.finish, count });
    return true;
  };
  const progress = (bytes: number) =>
    options.onProgress?.({ phase: 'owned', done: bytes, total: bytes, rows: tally.rows, errors: tally.errorCount });
  const streamed = await storeDelimited(db, source, { delimiter: ',', file: name, tally, options, store, progress });
  return tally.result(streamed.cancelled);
}

function lowerKeys(row: Record<string, string>): Record<string, string | undefined> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(row)) out[k.trim().toLowerCase()] = v;
  return out;
}

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). Pure. */
export function csvField(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The owned list as CSV text, in a stable order, so export -> import -> export is identical. */
export function exportOwnedCsv(db: Database.Database, game?: string): string {
  const lines = [OWNED_COLUMNS.join(',')];
  for (const r of listOwned(db, game)) {
    lines.push([r.name, r.setCode, r.number, r.finish, r.count, r.game].map(csvField).join(','));
  }
  return lines.join('\n') + '\n';
}
