import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

/** One schema step: version n turns a version n-1 database into version n. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * A query that returns a row when this step's change is already in the database, from its
   * `-- applied-when: <query>` line. Only steps that were once numbered differently have one:
   * a database whose user_version counted them under their old number is then brought up by
   * what it holds, not by its number alone (see `migrate`).
   */
  appliedWhen?: string;
}

const APPLIED_WHEN = /^--\s*applied-when:\s*(.+)$/m;

/** Where the .sql migration files live next to this module (copied beside the bundle in builds). */
export const DEFAULT_MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE_NAME = /^(\d{4})-([a-z0-9-]+)\.sql$/;

/**
 * Reads `NNNN-name.sql` files in version order. Versions must run 1, 2, 3 ... without gaps,
 * because user_version is the only record of what has been applied.
 */
export function loadMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): Migration[] {
  const files = fs.readdirSync(dir).filter((f) => FILE_NAME.test(f)).sort();
  const migrations = files.map((file) => {
    const m = FILE_NAME.exec(file) as RegExpExecArray;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const probe = APPLIED_WHEN.exec(sql)?.[1]?.trim();
    return { version: Number(m[1]), name: m[2], sql, ...(probe ? { appliedWhen: probe } : {}) };
  });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${m.version}-${m.name}: expected version ${i + 1} (no gaps or duplicates in ${dir})`);
  });
  return migrations;
}

/** The schema version a database is at (`PRAGMA user_version`). */
export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** What `migrate` did. */
export interface MigrateResult {
  from: number;
  to: number;
  applied: string[];
}

/**
 * Brings a database up to the latest migration. Each migration runs in its own IMMEDIATE
 * transaction together with its user_version bump, so a crash leaves the database at the
 * version before or after that step, and a second process starting at the same moment waits
 * and then sees the new version instead of applying the step twice.
 *
 * A step with an `appliedWhen` probe is decided by the probe, not by the number: two branches
 * once both numbered a step 0005 (save snapshots; scripts and legality, now 0006), so a
 * database at version 5 may hold either. Such a database gets the step it lacks, skips the
 * one it has, and ends at the latest version.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): MigrateResult {
  const from = schemaVersion(db);
  const applied: string[] = [];
  for (const m of migrations) {
    const step = db.transaction(() => {
      const current = schemaVersion(db);
      const present = m.appliedWhen !== undefined ? db.prepare(m.appliedWhen).get() !== undefined : current >= m.version;
      if (present) {
        if (current < m.version) db.pragma(`user_version = ${m.version}`);
        return false;
      }
      db.exec(m.sql);
      if (current < m.version) db.pragma(`user_version = ${m.version}`);
      return true;
    });
    if (step.immediate()) applied.push(`${String(m.version).padStart(4, '0')}-${m.name}`);
  }
  return { from, to: schemaVersion(db), applied };
}
