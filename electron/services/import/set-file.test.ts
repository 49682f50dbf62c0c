import { readSet } from '../../../engine/index';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueFacets } from '../../db/repos/facets';
import { tempDatabase } from '../../db/test-db';
import { searchCards } from '../../db/search';
import { importSetFile, importSetsFolder, MAX_SET_FILE_BYTES } from './set-file';

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
    const r = importSetFile(db, { name: 'tst.yaml', text: YAML }, readSet);
    expect(r.errors).toEqual([]);
    expect(r.rows).toBe(2);
    const found = searchCards(db, { text: 'ドラゴン' }).rows;
    expect(found.map((c) => [c.name, c.nameJa, c.game, c.setCode, c.cost])).toEqual([['Flame Dragon', '炎のドラゴン', 'gate-ruler', 'tst', 3]]);
    expect(importSetFile(db, { name: 'tst.yaml', text: YAML }, readSet).written).toBe(0);
  });

  it('a set file\'s Japanese name reaches the set filter, beside its name, under its code in upper case', () => {
    const { db } = tempDatabase();
    const text = YAML.replace('name: Test set\n', 'name: Test set\nja:\n  name: テストセット\n');
    expect(importSetFile(db, { name: 'tst.yaml', text }, readSet).errors).toEqual([]);
    expect(catalogueFacets(db, 'gate-ruler').sets).toEqual([{ code: 'TST', name: 'Test set', nameJa: 'テストセット' }]);
    // A set without one has none (the filter shows its name in every language).
    const { db: plain } = tempDatabase();
    importSetFile(plain, { name: 'tst.yaml', text: YAML }, readSet);
    expect(catalogueFacets(plain, 'gate-ruler').sets).toEqual([{ code: 'TST', name: 'Test set', nameJa: null }]);
  });

  it('a broken set file imports nothing and returns the loader errors naming the file and card', () => {
    const { db } = tempDatabase();
    const r = importSetFile(db, { name: 'bad.yaml', text: YAML.replace('cost: 2', 'cost: two') }, readSet);
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors[0].message).toMatch(/^bad\.yaml: card "ice-knight"/);
    expect(searchCards(db, {}).total).toBe(0);
  });

  it('the sets the app ships import without errors', () => {
    const { db } = tempDatabase();
    const results = importSetsFolder(db, SETS, readSet);
    expect(results.length).toBeGreaterThan(0);
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(searchCards(db, { game: 'fab', text: 'Basic Strike' }).total).toBe(3);
  });
});

describe('set files (issue 19: input files)', () => {
  it('a set of an unknown profile is refused, naming the file', () => {
    const { db } = tempDatabase();
    const r = importSetFile(db, { name: 'phantom.yaml', text: YAML.replace('profile: gate-ruler', 'profile: phantom') }, readSet);
    expect(r.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^phantom\.yaml: profile: unknown profile "phantom"/)]);
    expect(searchCards(db, {}).total).toBe(0);
  });

  it('an alias bomb is refused with an error naming the file', () => {
    const { db } = tempDatabase();
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    const r = importSetFile(db, { name: 'bomb.yaml', text: `${levels.join('\n')}\nset: x\nprofile: fab\nname: X\ncards: []\n` }, readSet);
    expect(r.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^bomb\.yaml: YAML: .*alias/i)]);
  });

  it('a set file past the size cap is refused before it is read, with its size and the cap', () => {
    const { db } = tempDatabase();
    const r = importSetFile(db, { name: 'huge.yaml', text: YAML + '#'.repeat(MAX_SET_FILE_BYTES) }, readSet);
    expect(r.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^huge\.yaml: the file is 4\.0 MB; a set file may be at most 4\.0 MB/)]);
  });
});
