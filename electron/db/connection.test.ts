import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { openDatabase, DB_FILE, DatabaseFileError } from './connection';
import { loadMigrations, type Migration } from './migrate';
import { getSettings, setSetting } from './repos/settings';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'arb-db-'));
}

describe('database connection', () => {
  it('a new database is created with WAL, synchronous=NORMAL (issue 19: no sync per autosave), foreign keys and the latest schema', () => {
    const db = openDatabase(tempDir());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.schemaVersion).toBe(loadMigrations().length);
    expect(db.readonlyReason).toBeNull();
    expect(db.readonlyCause).toBeNull();
    expect(db.backupFile).toBeNull();
    db.close();
  });

  it('settings survive closing and reopening', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    setSetting(db, 'language', 'ja');
    setSetting(db, 'language', 'en');
    setSetting(db, 'seatNames', '{"p1":"Ann"}');
    db.close();
    const again = openDatabase(dir);
    expect(getSettings(again)).toEqual({ language: 'en', seatNames: '{"p1":"Ann"}' });
    again.close();
  });

  it('an existing database is backed up before it is migrated, and the backup holds the old data', () => {
    const dir = tempDir();
    const all = loadMigrations();
    const v1 = openDatabase(dir, { migrations: all.slice(0, 1) });
    setSetting(v1, 'language', 'ja');
    v1.close();
    const extra: Migration = { version: all.length + 1, name: 'test-extra', sql: 'CREATE TABLE test_extra (x INTEGER) STRICT;' };
    const db = openDatabase(dir, { migrations: [...all, extra] });
    expect(db.schemaVersion).toBe(all.length + 1);
    expect(db.backupFile).not.toBeNull();
    const backup = new Database(db.backupFile as string, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(1);
    expect(backup.prepare('SELECT value FROM settings WHERE key = ?').get('language')).toEqual({ value: 'ja' });
    backup.close();
    db.close();
  });

  it('a database from a newer app version opens read-only with a message and is never migrated down', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    db.pragma('user_version = 999');
    db.close();
    const old = openDatabase(dir);
    expect(old.readonlyReason).toMatch(/newer version of Arbiter/);
    expect(old.readonlyCause).toEqual({ why: 'newer-schema', file: path.join(dir, DB_FILE), version: 999, latest: expect.any(Number) });
    expect(old.schemaVersion).toBe(999);
    expect(() => setSetting(old, 'x', 'y')).toThrow(/readonly/i);
    old.close();
    const raw = new Database(path.join(dir, DB_FILE), { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(999);
    raw.close();
  });

  it('issue 19: a zero-byte database is reported as empty, never silently started over', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, DB_FILE), '');
    const error = (() => {
      try {
        openDatabase(dir);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DatabaseFileError);
    expect(error).toMatchObject({ problem: 'empty', message: expect.stringContaining('is empty (0 bytes)') });
    expect(fs.statSync(path.join(dir, DB_FILE)).size).toBe(0);
  });

  it('issue 19: a database file that cannot be written opens read-only and says why', () => {
    const dir = tempDir();
    const file = path.join(dir, DB_FILE);
    const first = openDatabase(dir);
    setSetting(first, 'language', 'ja');
    first.close();
    fs.chmodSync(file, 0o444);
    // root writes through file modes: the immutable flag stops it too.
    const root = process.getuid?.() === 0;
    if (root) execFileSync('chattr', ['+i', file]);
    try {
      const db = openDatabase(dir);
      expect(db.readonlyReason).toMatch(/can't write to .*read-only/);
      expect(db.readonlyCause).toEqual({ why: 'unwritable', file });
      expect(getSettings(db)).toMatchObject({ language: 'ja' });
      expect(() => setSetting(db, 'language', 'en')).toThrow(/readonly/);
      db.close();
    } finally {
      if (root) execFileSync('chattr', ['-i', file]);
      fs.chmodSync(file, 0o644);
    }
  });

  it('a file that is not a database gives a clear error', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, DB_FILE), 'this is not sqlite at all, just some text that is long enough'.repeat(20));
    expect(() => openDatabase(dir)).toThrow(/not a readable Arbiter database/);
  });

  it('a failing migration leaves the database at the version before it', () => {
    const dir = tempDir();
    const all = loadMigrations();
    const bad: Migration = { version: all.length + 1, name: 'broken', sql: 'CREATE TABLE ok_part (x INTEGER); THIS IS NOT SQL;' };
    expect(() => openDatabase(dir, { migrations: [...all, bad] })).toThrow();
    const db = openDatabase(dir, { migrations: all });
    expect(db.schemaVersion).toBe(all.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok_part'").get()).toBeUndefined();
    db.close();
  });

  it('a database numbered by the branch that once called scripts-and-legality 0005 gets save snapshots and keeps its scripts', () => {
    const dir = tempDir();
    const all = loadMigrations();
    const snapshots = all.find((m) => m.name === 'save-snapshots') as Migration;
    const scripts = all.find((m) => m.name === 'scripts-and-legality') as Migration;
    expect(snapshots.version).toBe(5);
    expect(scripts.version).toBe(6);
    // The old numbering: 0001-0004, then scripts-and-legality as 0005.
    const old = openDatabase(dir, { migrations: [...all.slice(0, 4), { ...scripts, version: 5 }] });
    expect(old.schemaVersion).toBe(5);
    old.prepare("INSERT INTO decks (game, format, name, notes, created_at, updated_at) VALUES ('fab', 'blitz', 'Rhinar', '', 0, 0)").run();
    old.close();
    const db = openDatabase(dir);
    expect(db.schemaVersion).toBe(all.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'save_snapshots'").get()).toBeDefined();
    expect(db.prepare('SELECT format FROM decks').get()).toEqual({ format: 'blitz' });
    db.close();
    // And a database at main's 0005 (save snapshots) gets scripts and legality as 0006.
    const mainDir = tempDir();
    openDatabase(mainDir, { migrations: all.slice(0, 5) }).close();
    const upgraded = openDatabase(mainDir);
    expect(upgraded.schemaVersion).toBe(all.length);
    expect(upgraded.prepare("SELECT 1 AS x FROM pragma_table_info('cards') WHERE name = 'script'").get()).toEqual({ x: 1 });
    upgraded.close();
  });
});
