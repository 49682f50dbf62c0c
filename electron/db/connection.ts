import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ReadOnlyCause } from '../ipc/types';
import { loadMigrations, migrate, schemaVersion, type Migration } from './migrate';
import { readOnlyMessage } from './read-only';

/** The database file's name inside the data folder. */
export const DB_FILE = 'arbiter.db';

/** Why the database file can't be opened: empty (0 bytes), or not an SQLite database Arbiter can read. */
export type DatabaseProblem = 'empty' | 'corrupt' | 'read-only-outdated';

/** The database file can't be used as it is; `problem` says why, the message says it for people. */
export class DatabaseFileError extends Error {
  constructor(
    readonly problem: DatabaseProblem,
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseFileError';
  }
}

/** How to open the database. */
export interface OpenOptions {
  /** Migrations to apply (default: the .sql files in electron/db/migrations). */
  migrations?: readonly Migration[];
  /** Folder of .sql migrations, when `migrations` is not given. */
  migrationsDir?: string;
  /** How many pre-migration backups to keep in `<dataDir>/backups` (default 5). */
  keepBackups?: number;
  /** Milliseconds to wait for another process's write lock (default 5000). */
  busyTimeoutMs?: number;
}

/** A better-sqlite3 handle plus what the caller needs to know about how it was opened. */
export type ArbiterDatabase = Database.Database & {
  /** Why the database is read-only (a newer app's file, a file it may not write), or null when it is writable. */
  readonly readonlyCause: ReadOnlyCause | null;
  /** The same in English (readOnlyMessage), or null. */
  readonly readonlyReason: string | null;
  /** The schema version the file is at after opening. */
  readonly schemaVersion: number;
  /** The backup made before migrating, if any. */
  readonly backupFile: string | null;
};

/**
 * Opens `<dataDir>/arbiter.db`: WAL with synchronous=NORMAL (a committed save survives the
 * app or the system being killed; a power cut may lose the last commits, never the file:
 * docs/security.md, "Durability"), foreign keys on, a busy timeout so the CLI and the app can share the file. An
 * existing database is backed up before it is migrated. A database from a newer app version
 * is opened read-only and never migrated down; `readonlyCause` and `readonlyReason` say why.
 */
export function openDatabase(dataDir: string, options: OpenOptions = {}): ArbiterDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DB_FILE);
  const migrations = options.migrations ?? loadMigrations(options.migrationsDir);
  const latest = migrations.length ? migrations[migrations.length - 1].version : 0;
  const existed = fs.existsSync(file);
  const busy = options.busyTimeoutMs ?? 5000;
  // A file cut short before its first page was written holds no data: say so rather than start over in it.
  if (existed && fs.statSync(file).size === 0) {
    throw new DatabaseFileError('empty', file, `${file} is empty (0 bytes): it was cut short, perhaps by a full disk or a crash while it was being created. It holds none of your data.`);
  }

  let db: Database.Database;
  let version: number;
  try {
    db = new Database(file, { timeout: busy });
  } catch (e) {
    throw new DatabaseFileError('corrupt', file, `${file} can't be opened: ${(e as Error).message}`);
  }
  try {
    db.pragma(`busy_timeout = ${busy}`);
    version = schemaVersion(db);
  } catch (e) {
    db.close();
    throw new DatabaseFileError('corrupt', file, `${file} is not a readable Arbiter database: ${(e as Error).message}`);
  }

  // SQLite opens a file it may not write read-only without a word (a read-only file, folder or
  // disk): every write would then fail. Open it read-only on purpose and say why.
  const unwritable = db.readonly || !canWrite(file) || !canWrite(dataDir);
  if (unwritable) {
    db.close();
    if (version < latest) {
      throw new DatabaseFileError('read-only-outdated', file,
        `${file} can't be written (the file or its folder is read-only), and this version of Arbiter needs to update it (schema ${version} to ${latest}).`);
    }
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: busy });
    db.pragma(`busy_timeout = ${busy}`);
    db.pragma('foreign_keys = ON');
    return decorate(db, { readonlyCause: { why: 'unwritable', file }, schemaVersion: version, backupFile: null });
  }

  if (version > latest) {
    db.close();
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: busy });
    db.pragma(`busy_timeout = ${busy}`);
    db.pragma('foreign_keys = ON');
    return decorate(db, { readonlyCause: { why: 'newer-schema', file, version, latest }, schemaVersion: version, backupFile: null });
  }

  db.pragma('journal_mode = WAL');
  // Issue 19: FULL syncs the WAL at every commit, most of an autosave's cost; NORMAL syncs it at
  // checkpoints, and a commit is still atomic and survives any crash of the process.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');

  let backupFile: string | null = null;
  if (existed && version < latest) {
    backupFile = backupBeforeMigrating(db, dataDir, version, options.keepBackups ?? 5);
  }
  const result = migrate(db, migrations);
  return decorate(db, { readonlyCause: null, schemaVersion: result.to, backupFile });
}

/**
 * Copies the database with VACUUM INTO: a consistent snapshot (WAL contents included) taken
 * through the open connection, so no checkpoint or file-copy race with other processes.
 */
function backupBeforeMigrating(db: Database.Database, dataDir: string, version: number, keep: number): string {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.join(dir, `arbiter-v${version}-${stamp}.db`);
  db.prepare('VACUUM INTO ?').run(target);
  pruneBackups(dir, keep);
  return target;
}

function pruneBackups(dir: string, keep: number): void {
  const backups = fs
    .readdirSync(dir)
    .filter((f) => /^arbiter-v\d+-.*\.db$/.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const old of backups.slice(Math.max(keep, 1))) fs.rmSync(path.join(dir, old.f), { force: true });
}

function canWrite(target: string): boolean {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function decorate(
  db: Database.Database,
  opened: { readonlyCause: ReadOnlyCause | null; schemaVersion: number; backupFile: string | null },
): ArbiterDatabase {
  const facts = { ...opened, readonlyReason: opened.readonlyCause && readOnlyMessage(opened.readonlyCause) };
  for (const [key, value] of Object.entries(facts)) {
    Object.defineProperty(db, key, { value, enumerable: true, writable: false });
  }
  return db as ArbiterDatabase;
}
