import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_SET_FILE_BYTES } from './set-file';

const here = path.dirname(fileURLToPath(import.meta.url));
const WTR = path.resolve(here, '../../../assets/sets/fab/wtr.yaml');
const CHILD = path.join(here, 'set-file-memory-child.ts');
const MB = 1024 * 1024;

/** A set file of just under `bytes`: the cards of the shipped wtr set over and over, each copy's ids made unique. */
function bigSetFile(bytes: number): string {
  const src = fs.readFileSync(WTR, 'utf8');
  const cards = src.slice(src.indexOf('cards:\n') + 'cards:\n'.length);
  const parts = ['set: big\nprofile: fab\nname: Big\ncards:\n'];
  let size = parts[0].length;
  for (let copy = 0; size + cards.length < bytes; copy++) {
    const part = cards.replace(/^( {2}- id: )([\w-]+)/gm, `$1$2-${copy}`);
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** Runs the child with Node flags and returns the JSON line it printed (or its error, as a failure). */
function runChild(flags: readonly string[], args: readonly string[]): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, [...flags, '--expose-gc', '--import', import.meta.resolve('tsx'), CHILD, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) {
        const why = err.split('\n').find((l) => /out of memory|Error/.test(l)) ?? err.split('\n').filter(Boolean).pop();
        reject(new Error(`the child ended with ${code ?? signal}: ${why ?? ''}`));
      }
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>);
    });
  });
}

describe('set file import memory (issue 19)', () => {
  it('a set file just under the size cap imports with the heap capped at 10 times the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-set-memory-'));
    try {
      const file = path.join(dir, 'big.yaml');
      const text = bigSetFile(MAX_SET_FILE_BYTES - 64 * 1024);
      fs.writeFileSync(file, text);
      const size = fs.statSync(file).size;
      expect(size).toBeGreaterThan(3.5 * MB);
      const cards = text.match(/^ {2}- id: /gm)?.length ?? 0;
      const { heapUsed } = await runChild([], ['baseline', WTR]);
      expect(typeof heapUsed).toBe('number');
      // The whole heap the import may use: what the warm process holds plus 10 times the file.
      // The young generation is kept to 1 MB semi-spaces (about 3 MB in all, counted here), so
      // the old generation's cap is the bound: a YAML tree of the whole file (about 70 times
      // it) does not fit, and V8 stops the child with "heap out of memory".
      const youngMb = 3;
      const oldMb = Math.floor(((heapUsed as number) + 10 * size) / MB) - youngMb;
      const r = await runChild([`--max-old-space-size=${oldMb}`, '--max-semi-space-size=1'], ['import', WTR, file]);
      expect(r.errors).toEqual([]);
      expect(r.rows).toBe(cards);
      expect(r.stored).toBe(cards);
      // For the record (the note quotes it): the peak RSS growth, which includes V8's own slack.
      console.info(`set file ${(size / MB).toFixed(2)} MB, ${cards} cards: heap cap ${oldMb + youngMb} MB, peak RSS growth ${((r.rssGrowth as number) / MB).toFixed(1)} MB`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
