import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { houseGame } from '../../engine/testing/test-games';
import { SaveService } from '../services/saves';
import { importFabCube } from '../services/import/fab-cube';
import { openDatabase } from './connection';
import { DEFAULT_MIGRATIONS_DIR } from './migrate';
import { setOwned } from './repos/owned';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const FIXTURE = path.join(here, '../services/import/fixtures/fab-cube');
/** Kills per worker; two workers run side by side, so the test makes at least 200 kills. */
const KILLS_PER_WORKER = 110;

// The child is bundled once with esbuild (tsx's own compiler), so each of the hundreds of
// restarts costs a plain Node start, not a TypeScript compile.
async function childCommand(): Promise<string[]> {
  // Inside node_modules so the external better-sqlite3 resolves; one folder per run, as
  // worktrees may share a node_modules.
  const out = path.join(root, 'node_modules', '.cache', `arbiter-durability-${process.pid}`, 'child.mjs');
  try {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [path.join(here, 'durability-child.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm',
      target: 'node20', external: ['better-sqlite3'], logLevel: 'silent',
      // CommonJS dependencies bundled into an ES module (yaml) call require('process'): give them one.
      banner: { js: "import { createRequire as __arbiterRequire } from 'node:module'; const require = __arbiterRequire(import.meta.url);" },
    });
    return [out];
  } catch {
    return ['--import', import.meta.resolve('tsx'), path.join(here, 'durability-child.ts')];
  }
}

interface Truth {
  saveActions: number;
  owned: number;
}

/** Reads the database as a fresh process would after the crash, and checks it. */
function inspect(dir: string, saveId: number): Truth {
  const db = openDatabase(dir);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const counts = db.prepare('SELECT DISTINCT count FROM owned').pluck().all() as number[];
    // Every owned row was rewritten in one transaction: one value means no half-applied write.
    expect(counts).toHaveLength(1);
    expect(db.prepare('SELECT count(*) FROM owned').pluck().get()).toBe(11);
    // load() re-joins the action rows with the snapshot and checks the state hash: a mix fails here.
    const { engine } = houseGame();
    const loaded = new SaveService(db, { engineFor: () => engine }).load(saveId);
    expect(db.prepare('SELECT count(*) FROM save_actions WHERE save_id = ?').pluck().get(saveId)).toBe(loaded.summary.actionCount);
    return { saveActions: loaded.summary.actionCount, owned: counts[0] };
  } finally {
    db.close();
  }
}

async function runOnce(command: string[], dir: string, saveId: number, delayMs: number): Promise<{ saves: number[]; owned: number[] }> {
  const child = spawn(process.execPath, [...command, dir, DEFAULT_MIGRATIONS_DIR, String(saveId)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (out.includes('ready\n')) {
        child.stdout.off('data', onData);
        setTimeout(() => child.kill('SIGKILL'), delayMs);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', () => reject(new Error(`the child ended before it was killed: ${err.slice(0, 500)}`)));
  });
  await new Promise((resolve) => child.once('close', resolve));
  const lines = out.split('\n');
  return {
    saves: lines.filter((l) => l.startsWith('save ')).map((l) => Number(l.slice(5))),
    owned: lines.filter((l) => l.startsWith('owned ')).map((l) => Number(l.slice(6))),
  };
}

async function worker(command: string[], random: () => number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-durable-'));
  const db = openDatabase(dir);
  await importFabCube(db, FIXTURE);
  for (const p of db.prepare('SELECT id, finish FROM printings').all() as Array<{ id: number; finish: string }>) {
    setOwned(db, { printingId: p.id, finish: p.finish, count: 1 });
  }
  const { setup, start } = houseGame();
  const saveId = new SaveService(db).create('durable', setup, start).id;
  db.close();

  let truth = inspect(dir, saveId);
  for (let kill = 0; kill < KILLS_PER_WORKER; kill++) {
    const reported = await runOnce(command, dir, saveId, Math.floor(random() * 30));
    const lastSave = reported.saves.at(-1) ?? truth.saveActions;
    const lastOwned = reported.owned.at(-1) ?? truth.owned;
    const after = inspect(dir, saveId);
    // Before the interrupted transaction (the last one reported) or after it (committed, not yet reported).
    expect([lastSave, lastSave + 1, 0]).toContain(after.saveActions);
    expect([lastOwned, (lastOwned % 9000) + 1]).toContain(after.owned);
    truth = after;
  }
  return KILLS_PER_WORKER;
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('durability', () => {
  it('after 200+ SIGKILLs during autosaves and collection imports, the database is intact and never holds half a transaction', async () => {
    const command = await childCommand();
    const kills = await Promise.all([worker(command, seeded(1)), worker(command, seeded(2))]);
    expect(kills.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(200);
  }, 400_000);
});
