import { readSet } from '../../../engine/index';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { ImportProgress, ImportProgressEvent, ImportResult, ReadOnlyCause } from '../../ipc/types';
import { readOnlyError, ServiceError } from '../errors';
import type { EventHub } from '../events';
import { importFabCube } from './fab-cube';
import { importOwnedCsv } from './owned-csv';
import { importSetFile } from './set-file';

type Kind = ImportProgressEvent['kind'];

/** Progress events are throttled to this interval (ms) so a fast import doesn't flood the socket. */
const PROGRESS_EVERY_MS = 50;

/**
 * Import jobs started from the UI: each returns a job id at once, reports `import:progress`
 * while it runs and `import:done` at the end, and can be cancelled (a fab-cube import keeps
 * its committed chunks hidden from readers until a rerun finishes it; a CSV import writes
 * nothing).
 * One job at a time: two imports would only fight for the write lock.
 */
export class ImportJobs {
  private running: { id: string; controller: AbortController } | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly events: EventHub,
    private readonly readonly: ReadOnlyCause | null = null,
    /** Called after a job that changed the catalogue (the game sessions forget cached cards). */
    private readonly onCatalogueChanged: () => void = () => {},
  ) {}

  /** Imports a fab-cube export folder on the host's machine. */
  fabCube(folder: string): { job: string } {
    const dir = path.resolve(folder);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
      throw new ServiceError('not-found', `no folder ${dir} on this machine`, 'path', { code: 'folder-not-found', params: { path: dir } });
    }
    return this.start('fab-cube', (signal, onProgress) => importFabCube(this.db, dir, { signal, onProgress }), true);
  }

  /** Imports an Arbiter set file's text (YAML) into the catalogue. */
  setFile(name: string, text: string): { job: string } {
    return this.start('set-file', async (_signal, onProgress) => {
      onProgress({ phase: 'cards', done: 0, total: 1, rows: 0, errors: 0 });
      const result = importSetFile(this.db, { name, text }, readSet);
      onProgress({ phase: 'done', done: 1, total: 1, rows: result.rows, errors: result.errors.length });
      return result;
    }, true);
  }

  /** Imports an owned-cards CSV's text into the collection. */
  ownedCsv(text: string, options: { name?: string; mode?: 'set' | 'add'; game?: string }): { job: string } {
    const total = Buffer.byteLength(text);
    return this.start('owned-csv', (signal, onProgress) =>
      importOwnedCsv(this.db, { name: options.name ?? 'owned.csv', text }, {
        signal, mode: options.mode, game: options.game, onProgress: (p) => onProgress({ ...p, total: Math.max(total, p.done) }),
      }),
    false);
  }

  /** Cancels a running job; false when no such job runs. */
  cancel(job: string): boolean {
    if (this.running?.id !== job) return false;
    this.running.controller.abort();
    return true;
  }

  /** The running job's id, if any. */
  current(): string | null {
    return this.running?.id ?? null;
  }

  /** Cancels whatever runs (the host is closing). */
  stop(): void {
    this.running?.controller.abort();
  }

  private start(
    kind: Kind,
    run: (signal: AbortSignal, onProgress: (p: ImportProgress) => void) => Promise<ImportResult>,
    catalogue: boolean,
  ): { job: string } {
    if (this.readonly) throw readOnlyError(this.readonly);
    if (this.running) throw new ServiceError('refused', 'an import is already running: wait for it or cancel it', undefined, { code: 'import-running', params: {} });
    const id = randomUUID();
    const controller = new AbortController();
    this.running = { id, controller };
    let last = 0;
    const onProgress = (p: ImportProgress) => {
      const now = performance.now();
      if (p.phase !== 'done' && p.done < p.total && now - last < PROGRESS_EVERY_MS) return;
      last = now;
      this.events.emit('import:progress', { job: id, kind, ...p });
    };
    // Started on the next tick, so the caller has the job id before the first event.
    setImmediate(() => {
      void run(controller.signal, onProgress)
        .then(
          (result) => ({ result, error: null }),
          (e: unknown) => ({ result: null, error: e instanceof Error ? e.message : String(e) }),
        )
        .then((outcome) => {
          // Free the slot before telling anyone, so a client reacting to `done` can start the next job.
          this.running = null;
          // A failed or cancelled import may have grown the WAL (a full disk fills it): give the space back now.
          if (outcome.error !== null || outcome.result?.cancelled) checkpoint(this.db);
          if (catalogue) this.onCatalogueChanged();
          this.events.emit('import:done', { job: id, kind, ...outcome });
        });
    });
    return { job: id };
  }
}

/** Writes the WAL back into the database and truncates it; a failure here (a full disk) is only logged. */
export function checkpoint(db: Database.Database): void {
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (e) {
    console.error('[arbiter] WAL checkpoint after a failed import:', e);
  }
}
