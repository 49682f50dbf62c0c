import type Database from 'better-sqlite3';
import { streamDelimited, type DelimitedSource, type LineRow, type StreamOptions } from './delimited-stream';
import { problemOf, type ImportOptions, type ImportTally } from './progress';

/** How one delimited file goes into the database. */
export interface StoreDelimited {
  delimiter: StreamOptions['delimiter'];
  /** The file's name in problems. */
  file: string;
  tally: ImportTally;
  options: ImportOptions;
  /** Stores one row; says whether it changed anything, or null when it skipped the row. */
  store: (row: LineRow) => boolean | null;
  /** Called after each chunk with the bytes read so far. */
  progress: (bytes: number) => void;
  /**
   * Read every row first, then store them all in one transaction: all or nothing (a cancel or
   * a kill writes nothing). For sources held in memory anyway (uploads); default: per chunk.
   */
  atomic?: boolean;
}

/**
 * Streams a delimited file into the database in chunks (`options.chunkSize` rows, default
 * 1000), one transaction per chunk (or one for the whole file, `atomic`) and one savepoint per
 * row: a row that fails half-way leaves nothing behind and becomes a problem of `file`, and
 * the chunk goes on. Returns whether the import was cancelled (the chunks committed before the
 * cancel stay; an atomic import writes nothing).
 */
export async function storeDelimited(db: Database.Database, source: DelimitedSource, how: StoreDelimited): Promise<{ cancelled: boolean }> {
  const { file, tally } = how;
  const storeRow = db.transaction(how.store);
  const storeChunk = db.transaction((rows: readonly LineRow[]) => {
    for (const r of rows) {
      tally.rows++;
      try {
        const changed = storeRow(r);
        if (changed !== null) tally.stored(changed);
      } catch (e) {
        tally.error(problemOf(file, r.line, e));
      }
    }
  });
  const held: LineRow[] = [];
  const streamed = await streamDelimited(source, {
    delimiter: how.delimiter,
    chunkSize: how.options.chunkSize ?? 1000,
    signal: how.options.signal,
    onChunk: (rows, bytes) => {
      if (how.atomic) held.push(...rows);
      else storeChunk.immediate(rows);
      how.progress(bytes);
    },
    onBadRow: (problem) => tally.error({ ...problem, file }),
  });
  if (how.atomic && !streamed.cancelled) storeChunk.immediate(held);
  return { cancelled: streamed.cancelled };
}
