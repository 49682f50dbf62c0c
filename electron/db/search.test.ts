import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDatabase } from './test-db';
import { searchCards, searchTerms } from './search';
import { upsertCard, upsertPrinting, upsertSet, type CardInput } from './repos/catalogue';
import { importFabCube } from '../services/import/fab-cube';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../services/import/fixtures/fab-cube');

function jaCard(uid: string, name: string, nameJa: string, textJa: string, text = ''): CardInput {
  return {
    game: 'gate-ruler', uid, setCode: 'GR1', number: uid, name, nameJa, text, textJa, typeLine: 'Unit', types: ['Unit'],
    subtypes: [], classes: [], talents: [], keywords: [], stats: {}, scripted: true, cost: 2,
  };
}

describe('catalogue search', () => {
  const { db } = tempDatabase();
  beforeAll(async () => {
    await importFabCube(db, FIXTURE);
    upsertSet(db, { game: 'gate-ruler', code: 'GR1', name: 'Gate Ruler 1', source: 'arbiter' });
    for (const c of [
      jaCard('1', 'Flame Dragon', '炎のドラゴン', '相手のユニットに3ダメージを与える。'),
      jaCard('2', 'Ice Dragon', '氷竜', '竜を1体選ぶ。'),
      jaCard('3', 'Knight', '騎士', 'ドラゴンを破壊する。', 'Destroy a dragon.'),
    ]) {
      const { id } = upsertCard(db, c);
      upsertPrinting(db, { game: 'gate-ruler', uid: `GR1-${c.uid}`, cardId: id, setCode: 'GR1', number: c.uid, edition: '', finish: 'normal', art: '' });
    }
  });

  const names = (q: Parameters<typeof searchCards>[1]) => searchCards(db, q).rows.map((r) => (r.pitch ? `${r.name} ${r.pitch}` : r.name));

  it('finds any 3+ letter substring of names, types and text, case-insensitively', () => {
    expect(names({ text: 'neak' })).toEqual(['Sneak Attack 1', 'Sneak Attack 2']);
    expect(names({ text: 'ARCANE damage', sort: 'name' })).toEqual(['Aether Dart 1', 'Aether Dart 2', 'Aether Dart 3']);
    expect(names({ text: 'equipment' })).toEqual(["Fyendal's Spring Tunic"]);
  });

  it('ranks name matches above text matches', () => {
    const found = names({ text: 'dragon', game: 'gate-ruler' });
    expect(found).toHaveLength(3);
    expect(found[2]).toBe('Knight');
  });

  it('finds Japanese substrings in names and text, including 1-2 character queries', () => {
    expect(names({ text: 'ドラゴン' })).toEqual(['Flame Dragon', 'Knight']);
    expect(names({ text: '竜' })).toEqual(['Ice Dragon']);
    expect(names({ text: 'ダメージ' })).toEqual(['Flame Dragon']);
  });

  it('filters by game, set, type, class, pitch, cost, rarity', () => {
    expect(names({ game: 'fab', set: 'arc', type: 'action' })).toEqual(['Aether Dart 1', 'Aether Dart 2', 'Aether Dart 3']);
    expect(names({ game: 'fab', class: 'Warrior' })).toEqual(['Dorinthea Ironsong', 'Steelblade Supremacy 1']);
    expect(names({ game: 'fab', class: 'draconic' })).toEqual(['Dragon Fire 1']);
    expect(names({ game: 'fab', type: 'Attack', pitch: 2 })).toEqual(['Sneak Attack 2']);
    expect(names({ game: 'fab', cost: 0, type: 'attack' })).toEqual(['Sneak Attack 1', 'Sneak Attack 2']);
    expect(names({ game: 'fab', rarity: 'L' })).toEqual(["Fyendal's Spring Tunic"]);
  });

  it('shows only owned cards when asked, with the owned count', () => {
    const p = db.prepare("SELECT id FROM printings WHERE uid = 'P-AETH1R'").get() as { id: number };
    db.prepare("INSERT INTO owned (printing_id, finish, count, updated_at) VALUES (?, 'rainbow', 2, 0)").run(p.id);
    const owned = searchCards(db, { ownedOnly: true });
    expect(owned.rows.map((r) => [r.name, r.owned])).toEqual([['Aether Dart', 2]]);
    const printings = searchCards(db, { ownedOnly: true, unit: 'printing' });
    expect(printings.rows.map((r) => [r.finish, r.owned])).toEqual([['rainbow', 2]]);
    db.prepare('DELETE FROM owned').run();
  });

  it('sorts by cost with cards without a cost last, and pages with a stable total', () => {
    const all = names({ game: 'fab', sort: 'cost' });
    expect(all.slice(0, 2)).toEqual(['Aether Dart 1', 'Aether Dart 2']);
    expect(all.slice(-4)).toEqual(['Dorinthea Ironsong', "Fyendal's Spring Tunic", 'Kano', 'Steelblade Supremacy 1']);
    const page1 = searchCards(db, { game: 'fab', sort: 'cost', limit: 4 });
    const page2 = searchCards(db, { game: 'fab', sort: 'cost', limit: 4, offset: 4 });
    expect(page1.total).toBe(10);
    expect(page2.total).toBe(10);
    expect([...page1.rows, ...page2.rows].map((r) => r.cardId)).toEqual(
      searchCards(db, { game: 'fab', sort: 'cost', limit: 8 }).rows.map((r) => r.cardId),
    );
  });

  it('lists one row per printing for the collection view', () => {
    const r = searchCards(db, { text: 'aether', unit: 'printing', sort: 'set' });
    expect(r.rows.map((x) => `${x.setCode}${x.number} ${x.finish}`)).toEqual([
      'ARC138 normal', 'ARC138 rainbow', 'ARC139 normal', 'ARC140 normal',
    ]);
  });

  it('treats query syntax as plain text (quotes, operators, wildcards)', () => {
    for (const text of ['"', 'AND OR NOT', '*', 'a"b', '%', '_', '\\', 'NEAR(', '"" ""', 'col:name']) {
      expect(() => searchCards(db, { text })).not.toThrow();
    }
    expect(names({ text: '100%' })).toEqual([]);
    expect(searchTerms('go "go again" x')).toEqual(['go', 'go again', 'x']);
  });
});
