import fs from 'node:fs';
import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { RowProblem } from '../../ipc/types';

/** A parsed row with the line it starts on (1-based, the header is line 1). */
export interface LineRow {
  line: number;
  row: Record<string, string>;
}

/** A file on disk, or text already in memory (an upload through the web host). */
export type DelimitedSource = string | { name: string; text: string };

/** How to read a delimited file. */
export interface StreamOptions {
  delimiter: '\t' | ',' | ';';
  chunkSize: number;
  signal?: AbortSignal;
  /** Called for each chunk of rows, in order; returns when the chunk is stored. */
  onChunk: (rows: readonly LineRow[], bytesRead: number) => void;
  /** Called for a row the parser could not read (bad quoting, ...); the rest still imports. */
  onBadRow: (problem: RowProblem) => void;
}

/** What a streamed file produced. */
export interface StreamResult {
  rows: number;
  bytes: number;
  cancelled: boolean;
}

/**
 * Streams a delimited file with a header row and hands it over in chunks. Memory stays flat
 * (one chunk at a time), and cancellation drops the chunk being gathered: the caller commits
 * each chunk in one transaction, so nothing half-written is left behind.
 */
export async function streamDelimited(source: DelimitedSource, options: StreamOptions): Promise<StreamResult> {
  const file = typeof source === 'string' ? source : source.name;
  const input = typeof source === 'string' ? fs.createReadStream(source) : Readable.from([source.text]);
  const parser = parse({
    delimiter: options.delimiter,
    // Empty header cells (trailing tabs in fab-cube's printing file) are not columns.
    columns: (header: string[]) => header.map((h) => h.trim() || false),
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  });
  parser.on('skip', (err: CsvError) => {
    options.onBadRow({ file, line: Number((err as CsvError & { lines?: number }).lines ?? 0), message: err.message, issue: { code: 'csv-syntax', params: {} } });
  });
  input.on('error', (err: Error) => parser.destroy(err));
  input.pipe(parser);

  let chunk: LineRow[] = [];
  let rows = 0;
  let bytes = 0;
  let lastLine = 1;
  const aborted = () => options.signal?.aborted === true;
  try {
    for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number; bytes: number } }>) {
      if (aborted()) return { rows, bytes, cancelled: true };
      chunk.push({ line: lastLine + 1, row: item.record });
      lastLine = item.info.lines;
      bytes = item.info.bytes;
      rows++;
      if (chunk.length >= options.chunkSize) {
        options.onChunk(chunk, bytes);
        chunk = [];
      }
    }
    if (aborted()) return { rows, bytes, cancelled: true };
    if (chunk.length) options.onChunk(chunk, bytes);
    return { rows, bytes: typeof source === 'string' ? fs.statSync(source).size : Buffer.byteLength(source.text), cancelled: false };
  } finally {
    input.destroy();
    parser.destroy();
  }
}
