// The process the set-file memory test runs (issue 19: a set file's import needs memory within
// 10 times the file). `baseline <warm file>` prints the heap in use once the modules are loaded and warm;
// `import <warm file> <file>` imports the file into a fresh database and prints what was stored and the
// peak RSS growth. The parent starts the second with V8's heap capped at that baseline plus
// 10 times the file, so an import that needs more dies of it ("heap out of memory").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSet } from '../../../engine/index';
import { openDatabase } from '../../db/connection';
import { importSetFile } from './set-file';

const [mode, warmFile, file] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-set-memory-'));
try {
  const db = openDatabase(dir);
  // Warm: the modules, the compiler and the catalogue statements, with a shipped set.
  const warm = importSetFile(db, warmFile, readSet);
  if (mode === 'baseline' || warm.errors.length > 0) {
    gc();
    gc();
    process.stdout.write(JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, warmErrors: warm.errors.length }) + '\n');
  } else {
    gc();
    gc();
    const rss = process.memoryUsage().rss;
    const result = importSetFile(db, file, readSet);
    const peakRss = process.resourceUsage().maxRSS * 1024;
    const stored = db.prepare('SELECT count(*) FROM cards WHERE set_code = ?').pluck().get('big');
    process.stdout.write(JSON.stringify({ rows: result.rows, errors: result.errors.slice(0, 3), stored, rssGrowth: peakRss - rss }) + '\n');
  }
  db.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
