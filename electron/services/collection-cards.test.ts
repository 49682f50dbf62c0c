import { beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { linkScripts, upsertCard, upsertPrinting, upsertSet } from '../db/repos/catalogue';
import { catalogueFacets } from '../db/repos/facets';
import { tempDatabase } from '../db/test-db';
import { CollectionService } from './collection';
import { DeckService } from './decks/decks';
import { defaultSetsDir } from './card-sets';
import { syncShippedSets } from './game-cards';

/**
 * The play-test's collection (Welcome to Rathe listed twice after the fab-cube import): the
 * shipped scripted `wtr` set and fab-cube's WTR printings of the same cards. One card (name and
 * pitch) is one row, marked scripted, with every set it is printed in; owned copies are those
 * of all its printings, each counted once.
 */
describe('the collection lists one row per card, with its printings', () => {
  let db: Database.Database;
  let svc: CollectionService;
  const shippedId = (uid: string) => (db.prepare("SELECT id FROM cards WHERE game = 'fab' AND uid = ?").get(uid) as { id: number }).id;
  const printingId = (uid: string) => (db.prepare('SELECT id FROM printings WHERE uid = ?').get(uid) as { id: number }).id;

  beforeEach(() => {
    db = tempDatabase().db;
    syncShippedSets(db, defaultSetsDir(), false);
    // Snatch (red) as fab-cube has it: one card, printed in WTR (alpha, unlimited rainbow) and in History Pack 1.
    upsertSet(db, { game: 'fab', code: 'WTR', name: 'Welcome to Rathe', source: 'fab-cube' });
    upsertSet(db, { game: 'fab', code: '1HP', name: 'History Pack 1', source: 'fab-cube' });
    const card = upsertCard(db, {
      game: 'fab', uid: 'FC-SNATCH-R', setCode: 'WTR', number: '167', name: 'Snatch', text: 'If Snatch hits, draw a card.', typeLine: 'Generic Action - Attack',
      types: ['Action', 'Attack'], subtypes: [], classes: ['Generic'], talents: [], keywords: [], stats: {}, pitch: 1, scripted: false,
    }).id;
    for (const [uid, set, number, edition, finish] of [['FC-P1', 'WTR', '167', 'alpha', 'normal'], ['FC-P2', 'WTR', '167', 'unlimited', 'rainbow'], ['FC-P3', '1HP', '371', '', 'normal']]) {
      upsertPrinting(db, { game: 'fab', uid, cardId: card, setCode: set, number, edition, finish, art: '' });
    }
    linkScripts(db, 'fab');
    svc = new CollectionService(db);
  });

  it('a WTR card shows once, scripted, with the sets it is printed in; its imported twin is not listed again', () => {
    const rows = svc.search({ game: 'fab', text: 'Snatch', pitch: 1 }).rows;
    expect(rows.map((r) => [r.cardId, r.name, r.pitch, r.scripted, r.sets])).toEqual([[shippedId('snatch-red'), 'Snatch', 1, true, ['WTR', '1HP']]]);
    expect(svc.search({ game: 'fab', set: '1HP' }).rows.map((r) => r.name)).toEqual(['Snatch']);
    // The printing view still lists every printing, the shipped entry among them.
    expect(svc.search({ game: 'fab', text: 'Snatch', pitch: 1, unit: 'printing' }).total).toBe(4);
  });

  it('the set filter lists WTR once, upper case and named as the real set, and WTR finds the shipped cards and the imported ones', () => {
    // An imported WTR card no shipped set scripts, listed on its own row.
    const other = upsertCard(db, {
      game: 'fab', uid: 'FC-OTHER', setCode: 'WTR', number: '200', name: 'Zzz Imported Only', text: '', typeLine: 'Generic Action',
      types: ['Action'], subtypes: [], classes: ['Generic'], talents: [], keywords: [], stats: {}, pitch: 1, scripted: false,
    }).id;
    upsertPrinting(db, { game: 'fab', uid: 'FC-OTHER-P', cardId: other, setCode: 'WTR', number: '200', edition: 'alpha', finish: 'normal', art: '' });
    const sets = catalogueFacets(db, 'fab').sets;
    expect(sets.filter((s) => s.code.toUpperCase() === 'WTR')).toEqual([{ code: 'WTR', name: 'Welcome to Rathe', nameJa: null }]);
    // Every code is listed as printed, upper case, once (the shipped lab sets too).
    expect(sets.map((s) => s.code)).toEqual([...new Set(sets.map((s) => s.code.toUpperCase()))].sort());
    const shippedOnly = db.prepare("SELECT name FROM cards WHERE game = 'fab' AND uid = 'head-jab-red'").pluck().get() as string;
    const names = svc.search({ game: 'fab', set: 'WTR', limit: 500 }).rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Snatch', 'Zzz Imported Only', shippedOnly]));
    expect(svc.search({ game: 'fab', set: 'wtr', limit: 500 }).rows.map((r) => r.name)).toEqual(names);
    // Sorted by set, a shipped `wtr` card sorts among the WTR ones, not after every upper-case set.
    const bySet = svc.search({ game: 'fab', sort: 'set', limit: 5000 }).rows.map((r) => (r.setCode ?? '').toUpperCase());
    expect(bySet).toEqual([...bySet].sort());
  });

  it('owned copies of every printing count once on the card, and a deck sees them, from either card id', () => {
    svc.set({ printingId: printingId('wtr:snatch-red'), count: 1 });
    svc.set({ printingId: printingId('FC-P2'), count: 2 });
    const row = svc.search({ game: 'fab', text: 'Snatch', pitch: 1, ownedOnly: true }).rows;
    expect(row.map((r) => r.owned)).toEqual([3]);
    const decks = new DeckService(db);
    const twin = (db.prepare("SELECT id FROM cards WHERE uid = 'FC-SNATCH-R'").get() as { id: number }).id;
    const owned = (cardId: number) => decks.check('fab', [{ cardId, section: 'main', count: 4 }]).problems.find((p) => p.code === 'not-enough-owned')?.message;
    expect(owned(shippedId('snatch-red'))).toBe('Snatch (red): the deck uses 4, you own 3');
    expect(owned(twin)).toBe('Snatch (red): the deck uses 4, you own 3');
    // A pasted list still finds the card by name.
    expect(decks.findCard('fab', 'snatch', 1)).toBe(shippedId('snatch-red'));
  });

  it('the card panel lists its printings; setting the total adds to the most owned printing and removes in the same order', () => {
    const card = shippedId('snatch-red');
    // Nothing owned: a copy goes to the card's own set (WTR) before History Pack 1, a real printing before the shipped entry.
    expect(svc.printings(card).map((p) => `${p.setCode} ${p.number} ${p.edition} ${p.finish}${p.shipped ? ' shipped' : ''}`)).toEqual([
      'WTR 167 alpha normal', 'WTR 167 unlimited rainbow', 'WTR snatch-red  normal shipped', '1HP 371  normal',
    ]);
    expect(svc.setTotals([{ cardId: card, count: 2 }])).toEqual([{ cardId: card, count: 2 }]);
    svc.set({ printingId: printingId('FC-P3'), count: 1 });
    expect(svc.printings(card).map((p) => [p.setCode, p.owned])).toEqual([['WTR', 2], ['1HP', 1], ['WTR', 0], ['WTR', 0]]);
    expect(svc.setTotals([{ cardId: card, count: 1 }])[0].count).toBe(1);
    expect(svc.printings(card).filter((p) => p.owned).map((p) => [p.setCode, p.number, p.owned])).toEqual([['1HP', '371', 1]]);
    expect(svc.search({ game: 'fab', text: 'Snatch', pitch: 1 }).rows[0].owned).toBe(1);
    // All or nothing: an unknown card refuses the whole change.
    expect(() => svc.setTotals([{ cardId: card, count: 5 }, { cardId: 999_999, count: 1 }])).toThrow(/no card/);
    expect(svc.search({ game: 'fab', text: 'Snatch', pitch: 1 }).rows[0].owned).toBe(1);
  });
});
