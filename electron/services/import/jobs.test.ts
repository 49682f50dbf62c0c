import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../db/connection';
import { setSetting } from '../../db/repos/settings';
import { tempDatabase } from '../../db/test-db';
import { EventHub } from '../events';
import { ImportJobs } from './jobs';

describe('import jobs (issue 19)', () => {
  it('a failed import checkpoints the WAL: the space an interrupted import took is given back', async () => {
    const { db, dir } = tempDatabase();
    for (let i = 0; i < 200; i++) setSetting(db, `k${i}`, 'x'.repeat(2000));
    const wal = path.join(dir, `${DB_FILE}-wal`);
    expect(fs.statSync(wal).size).toBeGreaterThan(0);
    const events = new EventHub();
    const done = new Promise<{ error: string | null }>((resolve) => events.on((e) => e.event === 'import:done' && resolve(e.payload as { error: string | null })));
    // The data folder exists but holds no fab-cube files: the job starts and fails.
    new ImportJobs(db, events).fabCube(dir);
    expect((await done).error).toMatch(/not a fab-cube folder/);
    expect(fs.statSync(wal).size).toBe(0);
  });
});
