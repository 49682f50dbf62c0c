import type Database from 'better-sqlite3';

/**
 * Caches prepared statements per connection: preparing costs more than running a small
 * statement, and the importer and search run the same few statements thousands of times.
 */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** Milliseconds since the epoch, the one clock the repositories use (stored as INTEGER). */
export function nowMs(): number {
  return Date.now();
}
