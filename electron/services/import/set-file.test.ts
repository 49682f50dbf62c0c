import { loadSet } from '../../../engine/index';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDatabase } from '../../db/test-db';
import { searchCards } from '../../db/search';
import { importSetFile, importSetsFolder } from './set-file';

const SETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/sets');

const YAML = `set: tst
profile: gate-ruler
name: Test set
cards:
  - {id: flame-dragon, name: Flame Dragon, type: Unit, cost: 3, power: 4, text: "", ja: {name: 炎のドラゴン, text: 相手のユニットに3ダメージを与える。}}
  - {id: ice-knight, name: Ice Knight, type: Unit, cost: 2, power: 2, text: ""}
`;

describe('Arbiter set file import', () => {
  it('a set file becomes catalogue cards with one printing each, searchable in Japanese', () => {
    const { db } = tempDatabase();
    const r = importSetFile(db, { name: 'tst.yaml', text: YAML }, loadSet);
    expect(r.errors).toEqual([]);
    expect(r.rows).toBe(2);
    const found = searchCards(db, { text: 'ドラゴン' }).rows;
    expect(found.map((c) => [c.name, c.nameJa, c.game, c.setCode, c.cost])).toEqual([['Flame Dragon', '炎のドラゴン', 'gate-ruler', 'tst', 3]]);
    expect(importSetFile(db, { name: 'tst.yaml', text: YAML }, loadSet).written).toBe(0);
  });

  it('a broken set file imports nothing and returns the loader errors naming the file and card', () => {
    const { db } = tempDatabase();
    const r = importSetFile(db, { name: 'bad.yaml', text: YAML.replace('cost: 2', 'cost: two') }, loadSet);
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors[0].message).toMatch(/^bad\.yaml: card "ice-knight"/);
    expect(searchCards(db, {}).total).toBe(0);
  });

  it('the sets the app ships import without errors', () => {
    const { db } = tempDatabase();
    const results = importSetsFolder(db, SETS, loadSet);
    expect(results.length).toBeGreaterThan(0);
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(searchCards(db, { game: 'fab', text: 'Basic Strike' }).total).toBe(3);
  });
});
