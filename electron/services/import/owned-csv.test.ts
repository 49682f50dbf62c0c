import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listOwned } from '../../db/repos/owned';
import { tempDatabase } from '../../db/test-db';
import { importFabCube } from './fab-cube';
import { importOwnedCsv, sniffOwnedHeader } from './owned-csv';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/fab-cube');

async function catalogue() {
  const { db } = tempDatabase();
  await importFabCube(db, FIXTURE);
  return db;
}

describe('owned-cards CSV (issue 19: input files)', () => {
  it('a file without a header imports nothing and says the first line must name the columns', async () => {
    const db = await catalogue();
    const r = await importOwnedCsv(db, { name: 'mine.csv', text: 'Aether Dart,ARC,138,normal,2\nKano,ARC,114,normal,1\n' });
    expect(r.errors).toEqual([
      { file: 'mine.csv', line: 1, message: expect.stringMatching(/first line must be a header/), issue: { code: 'owned-header', params: { line: 'Aether Dart,ARC,138,normal,2' } } },
    ]);
    expect(listOwned(db)).toEqual([]);
  });

  it('a semicolon- or tab-separated file is read with its own delimiter', async () => {
    const db = await catalogue();
    const semi = await importOwnedCsv(db, { name: 'semi.csv', text: 'name;set;number;finish;count\nAether Dart;ARC;138;normal;2\n' });
    expect(semi.errors).toEqual([]);
    const tab = await importOwnedCsv(db, { name: 'tab.tsv', text: 'name\tcount\nKano\t1\n' });
    expect(tab.errors).toEqual([]);
    expect(listOwned(db).map((o) => [o.name, o.count]).sort()).toEqual([['Aether Dart', 2], ['Kano', 1]]);
  });

  it('an unknown finish is refused with its line; the other lines import', async () => {
    const db = await catalogue();
    const r = await importOwnedCsv(db, { name: 'f.csv', text: 'name,set,number,finish,count\nAether Dart,ARC,138,shiny,2\nKano,ARC,114,normal,1\n' });
    expect(r.errors).toEqual([
      { file: 'f.csv', line: 2, message: 'unknown finish "shiny" (known: normal, rainbow, cold, gold)', issue: { code: 'owned-finish', params: { finish: 'shiny' } } },
    ]);
    expect(listOwned(db).map((o) => o.name)).toEqual(['Kano']);
  });

  it('counts every problem exactly, and lists the first 1,000', async () => {
    const db = await catalogue();
    const lines = Array.from({ length: 1500 }, (_, i) => `No Such Card ${i},XXX,${i},normal,1`);
    const r = await importOwnedCsv(db, { name: 'bad.csv', text: ['name,set,number,finish,count', ...lines].join('\n') });
    expect(r.errorCount).toBe(1500);
    expect(r.errors).toHaveLength(1000);
    expect(r.errors[0]).toMatchObject({ line: 2 });
  });

  it('is all or nothing: a cancel after the first lines were read changes nothing (issue 19)', async () => {
    const db = await catalogue();
    const controller = new AbortController();
    const text = ['name,count', 'Kano,1', 'Aether Dart,2', 'Kano,3', 'Aether Dart,4'].join('\n');
    const r = await importOwnedCsv(db, { name: 'mine.csv', text }, {
      chunkSize: 1, signal: controller.signal, onProgress: () => controller.abort(),
    });
    expect(r.cancelled).toBe(true);
    expect(listOwned(db)).toEqual([]);
    const whole = await importOwnedCsv(db, { name: 'mine.csv', text }, { chunkSize: 1 });
    expect(whole.errors).toEqual([]);
    expect(listOwned(db).map((o) => [o.name, o.count]).sort()).toEqual([['Aether Dart', 4], ['Kano', 3]]);
  });

  it('sniffs the delimiter and refuses unknown columns', () => {
    expect(sniffOwnedHeader('name,set,number,finish,count')).toEqual({ delimiter: ',' });
    expect(sniffOwnedHeader('name;count')).toEqual({ delimiter: ';' });
    expect(sniffOwnedHeader('name,count,price')).toEqual({
      problem: 'unknown column "price" (known: name, set, number, finish, count, game)', issue: { code: 'owned-columns', params: { columns: '"price"' } },
    });
  });

  it('each refused line says why as a case the app words in the player\'s language, with its English message for logs', async () => {
    const db = await catalogue();
    const text = ['name,set,number,finish,count', 'Kano,,,,two', ',,,,1', 'Nope,,,,1', 'Kano,ARC,114,normal,1', '"Broken,,,,1'].join('\n');
    const r = await importOwnedCsv(db, { name: 'mine.csv', text });
    // (The lines are all read before any is stored: a line the CSV reader refuses is reported first.)
    expect(r.errors.map((e) => [e.line, e.issue]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, { code: 'owned-count', params: { value: 'two' } }],
      [3, { code: 'owned-no-card', params: {} }],
      [4, { code: 'owned-no-match', params: { card: 'Nope' } }],
      [6, { code: 'csv-syntax', params: {} }],
    ]);
    expect(r.errors.every((e) => e.message.length > 0)).toBe(true);
    const headless = await importOwnedCsv(db, { name: 'x.csv', text: 'Kano,1\n' });
    expect(headless.errors.map((e) => e.issue?.code)).toEqual(['owned-header']);
  });
});
