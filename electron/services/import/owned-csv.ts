import fs from 'node:fs';
import type Database from 'better-sqlite3';
import { addOwned, findPrinting, listOwned, setOwned } from '../../db/repos/owned';
import type { ImportResult, RowIssue } from '../../ipc/types';
import type { DelimitedSource, LineRow } from './delimited-stream';
import { ImportTally, RowIssueError, type ImportOptions } from './progress';
import { storeDelimited } from './store-delimited';

/** The columns of an owned-cards CSV, in the order export writes them. */
export const OWNED_COLUMNS = ['name', 'set', 'number', 'finish', 'count', 'game'] as const;

/** The finishes a printing can have (the catalogue's: fab-cube's foilings and Arbiter's own sets' `normal`). */
export const FINISHES = ['normal', 'rainbow', 'cold', 'gold'] as const;

/** How an owned-cards CSV is applied. */
export interface OwnedImportOptions extends ImportOptions {
  /** `set` (default): each line sets the count, so importing twice changes nothing; `add`: adds to it. */
  mode?: 'set' | 'add';
  /** The game lines without a `game` column belong to (default: any game). */
  game?: string;
}

/**
 * The delimiter and header of an owned-cards file, from its first line: the delimiter is the
 * one of `,` `;` and tab that line has most of (spreadsheets in many locales write `;`), and the
 * header must name a count column and a name, or a set and a number. A problem otherwise (its
 * English message and its issue).
 */
export function sniffOwnedHeader(firstLine: string): { delimiter: ',' | ';' | '\t' } | { problem: string; issue: RowIssue } {
  const count = (d: string) => firstLine.split(d).length - 1;
  const delimiter = ([',', ';', '\t'] as const).reduce((best, d) => (count(d) > count(best) ? d : best), ',' as ',' | ';' | '\t');
  const columns = firstLine.split(delimiter).map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  const known = new Set<string>(OWNED_COLUMNS);
  if (!columns.includes('count') || !(columns.includes('name') || (columns.includes('set') && columns.includes('number')))) {
    const shown = firstLine.length > 80 ? `${firstLine.slice(0, 80)}…` : firstLine;
    return {
      problem: `the first line must be a header naming the columns (${OWNED_COLUMNS.join(', ')}: count, and name or set and number); it reads "${shown}"`,
      issue: { code: 'owned-header', params: { line: shown } },
    };
  }
  const unknown = columns.filter((c) => c !== '' && !known.has(c));
  if (unknown.length) {
    const named = unknown.map((c) => `"${c}"`).join(', ');
    return { problem: `unknown column${unknown.length > 1 ? 's' : ''} ${named} (known: ${OWNED_COLUMNS.join(', ')})`, issue: { code: 'owned-columns', params: { columns: named } } };
  }
  return { delimiter };
}

// The first line of a source (a file's first 64 KB are enough for any header).
function firstLineOf(source: DelimitedSource): string {
  let head: string;
  if (typeof source === 'string') {
    const fd = fs.openSync(source, 'r');
    try {
      const buf = Buffer.alloc(65536);
      head = buf.subarray(0, fs.readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } else head = source.text.slice(0, 65536);
  return head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0];
}

/**
 * Imports a plain CSV of owned cards (columns name, set, number, finish, count, game; any
 * order, header required, comma-, semicolon- or tab-separated). A line finds its printing by
 * set and number, else by name; a line that matches nothing, or names a finish no printing
 * has, gets a line-numbered error and the others still import. A file without a header
 * imports nothing and says so. The lines are all read before any is written, then written
 * in one transaction: a cancel or a kill changes nothing.
 */
export async function importOwnedCsv(db: Database.Database, source: DelimitedSource, options: OwnedImportOptions = {}): Promise<ImportResult> {
  const tally = new ImportTally(options.maxErrors ?? 1000);
  const name = typeof source === 'string' ? source : source.name;
  let header: ReturnType<typeof sniffOwnedHeader>;
  try {
    header = sniffOwnedHeader(firstLineOf(source));
  } catch (e) {
    tally.error({ file: name, line: 0, message: (e as Error).message });
    return tally.result(false);
  }
  if ('problem' in header) {
    tally.error({ file: name, line: 1, message: header.problem, issue: header.issue });
    return tally.result(false);
  }
  const store = (r: LineRow): boolean => {
    const row = lowerKeys(r.row);
    const countText = (row.count ?? '').trim();
    if (!/^\d{1,5}$/.test(countText)) throw new RowIssueError({ code: 'owned-count', params: { value: countText } }, `count must be a whole number, got "${countText}"`);
    const count = Number(countText);
    const q = {
      game: row.game?.trim() || options.game,
      set: row.set?.trim() || undefined,
      number: row.number?.trim() || undefined,
      finish: row.finish?.trim().toLowerCase() || undefined,
      name: row.name?.trim() || undefined,
    };
    if (!q.name && !(q.set && q.number)) throw new RowIssueError({ code: 'owned-no-card', params: {} }, 'a line needs a name, or a set and a number');
    if (q.finish !== undefined && !(FINISHES as readonly string[]).includes(q.finish)) {
      throw new RowIssueError({ code: 'owned-finish', params: { finish: q.finish } }, `unknown finish "${q.finish}" (known: ${FINISHES.join(', ')})`);
    }
    const printingId = findPrinting(db, q);
    if (printingId === undefined) {
      const card = [q.name, q.set && q.number ? `${q.set} ${q.number}` : ''].filter(Boolean).join(' / ');
      throw new RowIssueError({ code: 'owned-no-match', params: { card } }, `no card matches ${card}`);
    }
    if (options.mode === 'add') addOwned(db, printingId, count, q.finish);
    else setOwned(db, { printingId, finish: q.finish, count });
    return true;
  };
  const progress = (bytes: number) =>
    options.onProgress?.({ phase: 'owned', done: bytes, total: bytes, rows: tally.rows, errors: tally.errorCount });
  // All or nothing (issue 19): an owned list is small and an upload is in memory anyway, so
  // every line is read first and the collection changes in one transaction.
  const streamed = await storeDelimited(db, source, { delimiter: header.delimiter, file: name, tally, options, store, progress, atomic: true });
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
