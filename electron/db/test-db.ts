import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type ArbiterDatabase } from './connection';

/** A fresh database in a new temp folder, for tests. */
export function tempDatabase(prefix = 'arb-test-'): { db: ArbiterDatabase; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { db: openDatabase(dir), dir };
}
