import type { ImportProgress, ImportResult, RowIssue, RowProblem } from '../../ipc/types';

/** Options every importer takes. */
export interface ImportOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** Rows per transaction (default 1000). */
  chunkSize?: number;
  /** Stop collecting error details after this many (the count keeps going; default 1000). */
  maxErrors?: number;
}

/** Collects the counts and errors of one import run. */
export class ImportTally {
  rows = 0;
  written = 0;
  unchanged = 0;
  errorCount = 0;
  readonly errors: RowProblem[] = [];
  private readonly started = performance.now();

  constructor(private readonly maxErrors: number) {}

  /** Records a problem row. */
  error(problem: RowProblem): void {
    this.errorCount++;
    if (this.errors.length < this.maxErrors) this.errors.push(problem);
  }

  /** Records a stored row. */
  stored(changed: boolean): void {
    if (changed) this.written++;
    else this.unchanged++;
  }

  /** The final result. */
  result(cancelled: boolean): ImportResult {
    return {
      cancelled,
      rows: this.rows,
      written: this.written,
      unchanged: this.unchanged,
      errors: this.errors,
      errorCount: this.errorCount,
      ms: Math.round(performance.now() - this.started),
    };
  }
}

/** The message of an unknown thrown value. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A row refused for a reason the UI words itself (`issue`); its message is the English for logs. */
export class RowIssueError extends Error {
  constructor(
    readonly issue: RowIssue,
    message: string,
  ) {
    super(message);
  }
}

/** The problem a thrown value makes of a row: its message, and its issue when it names one. */
export function problemOf(file: string, line: number, e: unknown): RowProblem {
  return { file, line, message: messageOf(e), ...(e instanceof RowIssueError ? { issue: e.issue } : {}) };
}
