import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDatabase } from '../../db/test-db';
import { catalogueCounts } from '../../db/repos/catalogue';
import type { ImportProgress } from '../../ipc/types';
import { importFabCube } from './fab-cube';
import { syncShippedSets } from '../game-cards';
import { defaultSetsDir } from '../card-sets';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'fab-cube');
const REAL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/fab-cube');

function snapshot(db: ReturnType<typeof tempDatabase>['db']) {
  return {
    cards: db.prepare('SELECT * FROM cards ORDER BY id').all(),
    printings: db.prepare('SELECT * FROM printings ORDER BY id').all(),
    traits: db.prepare('SELECT * FROM card_traits ORDER BY card_id, kind, value').all(),
    sets: db.prepare('SELECT * FROM sets ORDER BY id').all(),
  };
}

describe('fab-cube import', () => {
  it('imports sets, cards and printings, with classes, types, stats and quoted multi-line text', async () => {
    const { db } = tempDatabase();
    const result = await importFabCube(db, FIXTURE);
    expect(result.cancelled).toBe(false);
    expect(catalogueCounts(db, 'fab')).toEqual({ sets: 3, cards: 10, printings: 11 });
    const snk = db.prepare("SELECT * FROM cards WHERE uid = 'SNK1'").get() as Record<string, unknown>;
    expect(snk).toMatchObject({ name: 'Sneak Attack', color: 'red', pitch: 1, cost: 0, power: 4, defense: 2, set_code: 'WTR', number: '203' });
    expect(snk.text).toBe('**Go again**\n\nIf this hits, draw a card.');
    expect(JSON.parse(snk.classes as string)).toEqual(['Generic']);
    // "Attack" is a type and keywords are named as the engine names them (issue 14 item 3).
    expect(JSON.parse(snk.types as string)).toEqual(['Action', 'Attack']);
    expect(JSON.parse(snk.subtypes as string)).toEqual([]);
    const steel = db.prepare("SELECT cost, cost_text, stats FROM cards WHERE uid = 'STEEL1'").get();
    expect(steel).toEqual({ cost: null, cost_text: 'X', stats: '{"pitch":1,"cost":"X","defense":3}' });
    const tunic = db.prepare("SELECT text FROM cards WHERE uid = 'CHAIN1'").get();
    expect(tunic).toEqual({ text: 'Say "hello" to the tunic.' });
    const dragon = db.prepare("SELECT classes, talents FROM cards WHERE uid = 'DRAGON1'").get();
    expect(dragon).toEqual({ classes: '["Illusionist"]', talents: '["Draconic"]' });
    const sets = db.prepare('SELECT code, name FROM sets ORDER BY code').all();
    expect(sets).toContainEqual({ code: 'WTR', name: 'Welcome to Rathe' });
    const rainbow = db.prepare("SELECT finish, rarity, edition FROM printings WHERE uid = 'P-AETH1R'").get();
    expect(rainbow).toEqual({ finish: 'rainbow', rarity: 'common', edition: 'first' });
  });

  it('a broken row gets an error with its file and line, and the rest still imports', async () => {
    const { db } = tempDatabase();
    const result = await importFabCube(db, FIXTURE);
    const errors = result.errors.map((e) => `${e.file}:${e.line}: ${e.message}`);
    expect(errors).toEqual([
      'card.csv:15: "Unique ID" is empty',
      'card-printing.csv:12: unknown Card Unique ID "NOPE"',
      'card-printing.csv:13: unknown Foiling "X"',
    ]);
    expect(db.prepare("SELECT count(*) AS n FROM cards WHERE uid = 'DRAGON1'").get()).toEqual({ n: 1 });
  });

  it('importing twice updates in place and never duplicates (ids stay stable)', async () => {
    const { db } = tempDatabase();
    await importFabCube(db, FIXTURE);
    const first = snapshot(db);
    const again = await importFabCube(db, FIXTURE);
    expect(again.written).toBe(0);
    expect(snapshot(db)).toEqual(first);
  });

  it('reports progress as one bar from 0 to the total, ending with done', async () => {
    const { db } = tempDatabase();
    const events: ImportProgress[] = [];
    await importFabCube(db, FIXTURE, { chunkSize: 2, onProgress: (p) => events.push(p) });
    const total = events[0].total;
    expect(events.map((e) => e.done)).toEqual([...events.map((e) => e.done)].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ phase: 'done', done: total, total });
    expect(new Set(events.map((e) => e.phase))).toEqual(new Set(['sets', 'cards', 'printings', 'done']));
  });

  it('a cancelled import keeps whole chunks only, and a rerun completes it to the same catalogue', async () => {
    const full = tempDatabase();
    await importFabCube(full.db, FIXTURE);
    const { db } = tempDatabase();
    const controller = new AbortController();
    let chunks = 0;
    const result = await importFabCube(db, FIXTURE, {
      chunkSize: 3,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'cards' && p.done > 0 && ++chunks === 2) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    const partial = catalogueCounts(db, 'fab');
    expect(partial.cards % 3).toBe(0);
    expect(partial.printings).toBe(0);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    await importFabCube(db, FIXTURE);
    expect(snapshot(db)).toEqual(snapshot(full.db));
  });

  it('a folder without the fab-cube files is refused with the missing names', async () => {
    const { db, dir } = tempDatabase();
    await expect(importFabCube(db, dir)).rejects.toThrow(/missing set\.csv, card\.csv, card-printing\.csv/);
  });

  it.skipIf(!fs.existsSync(REAL))('imports the real fab-cube catalogue: 3,878 cards and 13,081 printings, no errors', async () => {
    const { db } = tempDatabase();
    const result = await importFabCube(db, REAL);
    expect(result.errors).toEqual([]);
    const counts = catalogueCounts(db, 'fab');
    expect(counts.cards).toBe(3878);
    expect(counts.printings).toBe(13081);
  });

  it.skipIf(!fs.existsSync(REAL))('real fab-cube: every WTR card (and so its 1HP and hero-deck reprints) plays the wtr script; legality imported', async () => {
    const { db } = tempDatabase();
    syncShippedSets(db, defaultSetsDir(), false);
    await importFabCube(db, REAL);
    const wtr = db
      .prepare(
        `SELECT c.name, c.pitch, c.script, c.scripted, c.keywords, c.types, c.legality, s.scripted AS shipped FROM cards c LEFT JOIN cards s ON s.game = c.game AND s.uid = c.script
         WHERE c.game = 'fab' AND c.uid NOT IN (SELECT uid FROM cards WHERE set_code = 'wtr') AND EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.set_code = 'WTR')`,
      )
      .all() as Array<Record<string, unknown>>;
    expect(wtr).toHaveLength(226);
    for (const c of wtr) {
      expect(c.script, `${c.name as string} (${String(c.pitch)})`).not.toBeNull();
      expect(c.scripted).toBe(c.shipped);
    }
    const jab = wtr.find((c) => c.script === 'head-jab-red')!;
    expect(JSON.parse(jab.types as string)).toEqual(['Action', 'Attack']);
    expect(JSON.parse(jab.keywords as string)).toEqual(['go-again']);
    const reprints = db
      .prepare("SELECT DISTINCT p.set_code FROM printings p JOIN cards c ON c.id = p.card_id WHERE c.script IS NOT NULL AND c.set_code <> 'wtr'")
      .all()
      .map((r) => (r as { set_code: string }).set_code);
    expect(reprints).toEqual(expect.arrayContaining(['1HP', 'RNR', 'BVO', 'TEA', 'KSU', 'WTR']));
    const young = wtr.find((c) => c.script === 'rhinar')!;
    expect(JSON.parse(young.legality as string)).toEqual({ blitz: true, cc: false, commoner: true, ll: false });
  });
});
