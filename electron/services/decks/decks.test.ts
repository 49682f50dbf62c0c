import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { tempDatabase } from '../../db/test-db';
import { upsertCard } from '../../db/repos/catalogue';
import { setOwned } from '../../db/repos/owned';
import { importFabCube } from '../import/fab-cube';
import { DeckService } from './decks';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../import/fixtures/fab-cube');

describe('decks', () => {
  let db: Database.Database;
  let decks: DeckService;
  const id = (uid: string) => (db.prepare('SELECT id FROM cards WHERE uid = ?').get(uid) as { id: number }).id;

  beforeEach(async () => {
    db = tempDatabase().db;
    await importFabCube(db, FIXTURE);
    // Enough Generic cards for a legal 60-card deck.
    for (let i = 0; i < 20; i++) {
      upsertCard(db, {
        game: 'fab', uid: `GEN${i}`, name: `Generic Card ${String(i).padStart(2, '0')}`, text: '', typeLine: 'Generic Action',
        types: ['Action'], subtypes: [], classes: ['Generic'], talents: [], keywords: [], stats: {}, pitch: 1, scripted: false,
      });
    }
  });

  const legalList = () =>
    ['Hero: Kano', '', 'Deck:', ...Array.from({ length: 20 }, (_, i) => `3x Generic Card ${String(i).padStart(2, '0')} (red)`)].join('\n') + '\n';

  it('a player creates, renames and deletes a deck', () => {
    const d = decks_();
    const created = d.create({ game: 'fab', name: 'Kano burn', cards: [{ cardId: id('HERO1'), section: 'hero', count: 1 }] });
    // The hero is not in the main deck: Home and the builder count 0 cards for it.
    expect(created.deck).toMatchObject({ name: 'Kano burn', cards: 0 });
    expect(d.update(created.deck.id, { name: 'Kano' }).deck.name).toBe('Kano');
    expect(d.list('fab').map((x) => x.name)).toEqual(['Kano']);
    expect(d.remove(created.deck.id)).toBe(true);
    expect(d.list()).toEqual([]);
  });

  it('issue 16: an empty deck is not saved, neither created nor emptied by an update', () => {
    const d = decks_();
    expect(() => d.create({ game: 'fab', name: 'Nothing', cards: [] })).toThrow(/empty deck is not saved/);
    expect(() => d.create({ game: 'fab', name: 'Nothing' })).toThrow(/empty deck is not saved/);
    expect(() => d.create({ game: 'fab', name: 'Zero', cards: [{ cardId: id('AETH1'), section: 'main', count: 0 }] })).toThrow(/empty deck/);
    const kept = d.create({ game: 'fab', name: 'One', cards: [{ cardId: id('AETH1'), section: 'main', count: 1 }] });
    expect(() => d.update(kept.deck.id, { cards: [] })).toThrow(/empty deck is not saved/);
    expect(d.get(kept.deck.id).deck.cards).toBe(1);
    expect(d.list('fab')).toHaveLength(1);
  });

  it('a deck that is gone, a format its game lacks, and cards of another game are refused with what and where, and nothing is saved', () => {
    const d = decks_();
    const kept = d.create({ game: 'fab', name: 'One', cards: [{ cardId: id('AETH1'), section: 'main', count: 1 }] });
    d.remove(kept.deck.id);
    const gone = expect.objectContaining({ code: 'not-found', path: 'deck', issue: { code: 'deck-not-found', params: { deck: kept.deck.id } } });
    expect(() => d.get(kept.deck.id)).toThrow(gone);
    expect(() => d.update(kept.deck.id, { name: 'Two' })).toThrow(gone);
    expect(() => d.importList({ game: 'fab', text: legalList(), deckId: kept.deck.id })).toThrow(gone);
    expect(() => d.create({ game: 'fab', format: 'draft', name: 'Draft', cards: [{ cardId: id('AETH1'), section: 'main', count: 1 }] })).toThrow(
      expect.objectContaining({ path: 'format', issue: { code: 'deck-format-not-in-game', params: { game: 'fab', format: 'draft', formats: ['cc', 'blitz'] } } }),
    );
    expect(() => d.create({ game: 'mtg', name: 'Wrong', cards: [{ cardId: id('AETH1'), section: 'main', count: 1 }] })).toThrow(
      expect.objectContaining({ path: 'cards', issue: { code: 'deck-cards-not-in-game', params: { game: 'mtg' } } }),
    );
    expect(() => d.create({ game: 'fab', name: 'Nothing' })).toThrow(expect.objectContaining({ path: 'cards', issue: { code: 'deck-empty', params: {} } }));
    expect(d.list()).toEqual([]);
  });

  it('a read-only database refuses every change to decks, saying why in a code the UI words', () => {
    const cause = { why: 'unwritable', file: '/data/arbiter.db' } as const;
    const ro = new DeckService(db, cause);
    const refused = expect.objectContaining({ code: 'refused', message: expect.stringContaining("can't write to /data/arbiter.db"), issue: { code: 'read-only', params: cause } });
    expect(() => ro.create({ game: 'fab', name: 'One', cards: [{ cardId: id('AETH1'), section: 'main', count: 1 }] })).toThrow(refused);
    expect(() => ro.update(1, { name: 'Two' })).toThrow(refused);
    expect(() => ro.remove(1)).toThrow(refused);
  });

  it('issue 16: a deck counts its main-deck cards the same everywhere, and how many of its played cards are not scripted', () => {
    const d = decks_();
    const cards = [
      { cardId: id('HERO1'), section: 'hero' as const, count: 1 },
      { cardId: id('AETH1'), section: 'main' as const, count: 3 },
      { cardId: id('GEN0'), section: 'main' as const, count: 2 },
      { cardId: id('GEN1'), section: 'side' as const, count: 2 },
    ];
    const created = d.create({ game: 'fab', name: 'Counted', cards });
    // Main deck 5 (the hero and the sideboard aside); fab-cube cards are all unscripted: 1 hero + 5 main.
    expect(created.deck).toMatchObject({ cards: 5, unscripted: 6 });
    expect(created.unscripted).toBe(6);
    expect(d.list('fab')[0]).toMatchObject({ cards: 5, unscripted: 6 });
    expect(d.check('fab', cards).unscripted).toBe(6);
    db.prepare('UPDATE cards SET scripted = 1 WHERE uid = ?').run('AETH1');
    expect(d.list('fab')[0].unscripted).toBe(3);
    expect(d.get(created.deck.id).unscripted).toBe(3);
  });

  it('a deck list imports with FaB pitch names, is legal, and exports to the same text', () => {
    const d = decks_();
    const r = d.importList({ game: 'fab', name: 'Kano', text: legalList() });
    expect(r.errors).toEqual([]);
    expect(r.deck?.legal).toBe(true);
    const text = d.exportList(r.deck!.deck.id);
    expect(text).toBe(legalList());
    const again = d.importList({ game: 'fab', name: 'Kano 2', text });
    expect(d.exportList(again.deck!.deck.id)).toBe(text);
  });

  it('each unreadable or unknown line gets its own error, and nothing is saved', () => {
    const d = decks_();
    const text = 'Hero: Kano\n3x Aether Dart\n2x Aether Dart (green)\nthree Sneak Attack\n3x Nope (red)\n1x Aether Dart (blue)\n1x Kano (red)\n';
    const r = d.importList({ game: 'fab', name: 'bad', text });
    expect(r.deck).toBeNull();
    // Each error says why by a code and the names and numbers the app words it with.
    expect(r.errors.map((e) => [e.line, e.code, e.params])).toEqual([
      [2, 'pitch-needed', { name: 'Aether Dart', pitches: [1, 2, 3] }],
      [3, 'unknown-card', { game: 'fab', name: 'Aether Dart (green)' }],
      [4, 'unknown-card', { game: 'fab', name: 'three Sneak Attack' }],
      [5, 'unknown-card', { game: 'fab', name: 'Nope' }],
      [7, 'no-such-pitch', { name: 'Kano', pitch: 1 }],
    ]);
    // And in English, for logs and the command line.
    expect(r.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([
      '2: "Aether Dart" comes in red, yellow, blue: write which, as "Aether Dart (red)"',
      '3: no fab card is named "Aether Dart (green)"',
      '4: no fab card is named "three Sneak Attack"',
      '5: no fab card is named "Nope"',
      '7: "Kano" has no red version',
    ]);
    expect(d.list()).toEqual([]);
  });

  it('a list with no card is not saved, and says so (not an English error thrown at the app)', () => {
    const d = decks_();
    for (const text of ['', '# only a comment\n\nDeck:\n']) {
      const r = d.importList({ game: 'fab', text });
      expect(r).toEqual({ deck: null, errors: [{ line: 0, text: '', code: 'no-cards', params: { style: 'fab' }, message: expect.stringMatching(/names no card/) }] });
    }
    // Importing only what reads (partial) when nothing reads: the line errors and no-cards, nothing saved.
    const partial = d.importList({ game: 'fab', text: '3x Nope (red)\n', partial: true });
    expect([partial.deck, partial.errors.map((e) => e.code)]).toEqual([null, ['no-cards', 'unknown-card']]);
    expect(d.list()).toEqual([]);
  });

  it('a "Format:" line naming a format the game lacks is an error on its line, not a refusal of the whole request', () => {
    const d = decks_();
    const r = d.importList({ game: 'mtg', text: 'Format: Blitz\n4 Nothing\n' });
    expect(r.deck).toBeNull();
    expect(r.errors.map((e) => [e.line, e.code, e.params])).toEqual([
      [1, 'format-not-in-game', { format: 'Blitz', formatId: 'blitz', game: 'mtg' }],
      [2, 'unknown-card', { game: 'mtg', name: 'Nothing' }],
    ]);
  });

  it('a list pasted from a deck site: plain lines are one copy, the hero, weapons and equipment go where they belong, the sideboard stays', () => {
    const d = decks_();
    const body = Array.from({ length: 20 }, (_, i) => `3x Generic Card ${String(i).padStart(2, '0')} (red)`).join('\n');
    const text = `Kano\nSneak Attack (red)\n${body}\nSideboard\nAether Dart (blue)\n`;
    db.prepare("UPDATE cards SET types = '[\"Equipment\"]', type_line = 'Generic Equipment - Head' WHERE uid = 'SNK1'").run();
    const r = d.importList({ game: 'fab', text });
    expect(r.errors).toEqual([]);
    const sections = r.deck!.lines.map((l) => `${l.section}: ${l.count}x ${l.card.name}`);
    expect(sections.filter((s) => !s.includes('Generic Card'))).toEqual(['hero: 1x Kano', 'inventory: 1x Sneak Attack', 'side: 1x Aether Dart']);
    expect(r.deck!.deck.cards).toBe(60);
    // Named from the list's hero (no format line: the game's default rules); a second import of it is told apart.
    expect(r.deck!.deck.name).toBe('Kano');
    expect(d.importList({ game: 'fab', text: `Format: CC\n${text}` }).deck!.deck.name).toBe('Kano — Classic Constructed');
    expect(d.importList({ game: 'fab', text: `Format: CC\n${text}` }).deck!.deck.name).toBe('Kano — Classic Constructed (2)');
    expect(d.importList({ game: 'fab', untitled: 'Imported deck', text: body }).deck!.deck.name).toBe('Imported deck');
  });

  it('a typo gets "did you mean" with the closest names of that game, and nothing is saved', () => {
    const d = decks_();
    const r = d.importList({ game: 'fab', text: 'Hero: Kanoo\n3x Aether Dartt (red)\n1x Zzzz\n' });
    expect(r.deck).toBeNull();
    const unknown = (line: number, name: string, suggestions?: string[]) => ({
      line, text: name, code: 'unknown-card', params: { game: 'fab', name }, message: `no fab card is named "${name}"`, ...(suggestions ? { suggestions } : {}),
    });
    expect(r.errors).toEqual([unknown(1, 'Kanoo', ['Kano']), unknown(2, 'Aether Dartt', ['Aether Dart']), unknown(3, 'Zzzz')]);
  });

  it('importing into an open deck replaces its cards and keeps its name', () => {
    const d = decks_();
    const first = d.importList({ game: 'fab', name: 'Mine', text: legalList() }).deck!;
    const again = d.importList({ game: 'fab', deckId: first.deck.id, text: 'Hero: Kano\n2x Aether Dart (red)\n' }).deck!;
    expect([again.deck.id, again.deck.name, again.deck.cards]).toEqual([first.deck.id, 'Mine', 2]);
    expect(d.list('fab')).toHaveLength(1);
  });

  it('the live check shows rule errors and owned-copy warnings', () => {
    const d = decks_();
    const r = d.importList({ game: 'fab', name: 'Kano', text: legalList() + '1x Steelblade Supremacy (red)\n' });
    expect(r.deck?.problems.filter((p) => p.severity === 'error').map((p) => p.code)).toEqual(['off-class']);
    expect(r.deck?.legal).toBe(false);
    const gen0 = id('GEN0');
    db.prepare("INSERT INTO printings (card_id, game, uid, set_code, number, row_hash) VALUES (?, 'fab', 'GEN0-P', 'TST', '1', '')").run(gen0);
    setOwned(db, { printingId: Number((db.prepare("SELECT id FROM printings WHERE uid = 'GEN0-P'").get() as { id: number }).id), count: 1 });
    const checked = d.check('fab', [{ cardId: id('HERO1'), section: 'hero', count: 1 }, { cardId: gen0, section: 'main', count: 3 }]);
    expect(checked.problems.map((p) => p.message)).toEqual([
      'the deck has 3 cards; it needs at least 60',
      'Kano: the deck uses 1, you own 0',
      'Generic Card 00 (red): the deck uses 3, you own 1',
    ]);
    expect(checked.legal).toBe(false);
  });

  it('a deck cannot hold cards from another game or unknown cards', () => {
    const d = decks_();
    expect(() => d.create({ game: 'mtg', name: 'x', cards: [{ cardId: id('SNK1'), section: 'main', count: 1 }] })).toThrow(/only hold mtg cards/);
    expect(() => d.create({ game: 'fab', name: 'x', cards: [{ cardId: 424242, section: 'main', count: 1 }] })).toThrow(/catalogue/);
  });

  function decks_(): DeckService {
    decks = new DeckService(db);
    return decks;
  }
});
