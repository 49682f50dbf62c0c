import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDatabase } from '../../db/test-db';
import { defaultSetsDir } from '../card-sets';
import { GameCards, syncShippedSets } from '../game-cards';
import { DeckService } from './decks';
import { decksDirBeside, readShippedDecks, syncShippedDecks } from './shipped-decks';

const DECKS = decksDirBeside(defaultSetsDir());
/** The rule problems, without the not-enough-owned warnings (nothing is owned in a fresh catalogue). */
const errors = <P extends { severity: string }>(problems: readonly P[]) => problems.filter((p) => p.severity === 'error');

function setup() {
  const { db } = tempDatabase();
  syncShippedSets(db, defaultSetsDir(), false);
  return { db, decks: new DeckService(db) };
}

describe('the four Welcome to Rathe Blitz decks shipped with the app (issue 14 item 5)', () => {
  it('are added at startup, each Blitz-legal: a young hero, 40 cards, a 45-card pool, one of each card', () => {
    const { db, decks } = setup();
    const added = syncShippedDecks(db, DECKS, decks, false);
    expect(added.sort()).toEqual(['Bravo (Blitz): Welcome to Rathe', 'Dorinthea (Blitz): Welcome to Rathe', 'Katsu (Blitz): Welcome to Rathe', 'Rhinar (Blitz): Welcome to Rathe']);
    for (const row of decks.list('fab')) {
      const d = decks.get(row.id);
      expect(d.problems.every((p) => p.code === 'not-enough-owned')).toBe(true);
      expect(d.problems.filter((p) => p.severity === 'error'), row.name).toEqual([]);
      expect(d.legal).toBe(true);
      expect(d.deck.format).toBe('blitz');
      const count = (section: string) => d.lines.filter((l) => l.section === section).reduce((n, l) => n + l.count, 0);
      expect([count('hero'), count('main'), count('inventory')], row.name).toEqual([1, 40, 5]);
      expect(d.lines.find((l) => l.section === 'hero')!.card.subtypes).toContain('Young');
    }
  });

  it('are added once: a second start adds nothing, and a deck the user deleted stays deleted', () => {
    const { db, decks } = setup();
    syncShippedDecks(db, DECKS, decks, false);
    decks.remove(decks.list('fab')[0].id);
    expect(syncShippedDecks(db, DECKS, decks, false)).toEqual([]);
    expect(decks.list('fab')).toHaveLength(3);
  });

  it('export as the text players paste and import back to the same deck', () => {
    const { db, decks } = setup();
    syncShippedDecks(db, DECKS, decks, false);
    const katsu = decks.list('fab').find((d) => d.name.startsWith('Katsu'))!;
    const text = decks.exportList(katsu.id);
    expect(text).toMatch(/^Format: Blitz\nHero: Katsu\n\nInventory:\n1x Breaking Scales\n/);
    expect(text).toContain('1x Mugenshi: RELEASE (yellow)');
    const again = decks.importList({ game: 'fab', name: 'Katsu again', text });
    expect(again.errors).toEqual([]);
    expect(decks.exportList(again.deck!.deck.id)).toBe(text);
  });

  it('FAB-4.1: a shipped deck plays with its hero, weapon and equipment in play and 40 cards in the deck', () => {
    const { db, decks } = setup();
    syncShippedDecks(db, DECKS, decks, false);
    const cards = new GameCards(db, () => ({}));
    const rhinar = decks.get(decks.list('fab').find((d) => d.name.startsWith('Rhinar'))!.id);
    expect(cards.inventory(rhinar, 'fab').sort()).toEqual(['barkbone-strapping', 'ironrot-gauntlet', 'ironrot-helm', 'rhinar', 'romping-club', 'scabskin-leathers']);
    expect(cards.deck(rhinar, 'fab')).toHaveLength(40);
  });

  it('every shipped list reads without an error line', () => {
    expect(readShippedDecks(DECKS).map((d) => path.basename(d.file))).toEqual(['bravo-blitz.txt', 'dorinthea-blitz.txt', 'katsu-blitz.txt', 'rhinar-blitz.txt']);
  });
});

describe('Blitz and Classic Constructed deck rules, one line per problem (issue 14 item 5)', () => {
  const list = (lines: string[]) => lines.join('\n');

  it('an illegal Blitz deck gets each reason on its own line', () => {
    const { decks } = setup();
    const r = decks.importList({
      game: 'fab', name: 'Bad', partial: true,
      text: list([
        'Format: Blitz',
        'Hero: Rhinar, Reckless Rampage',
        'Equipment: Ironrot Helm, Head Jab (red)',
        '2x Savage Swing (red)',
        '1x Crippling Crush (red)',
        '1x Romping Club',
        '1x Heart of Fyendal',
        '1x Lightning Jab (red)',
      ]),
    });
    expect(r.errors).toEqual([
      { line: 8, text: 'Lightning Jab', code: 'unknown-card', params: { game: 'fab', name: 'Lightning Jab' }, message: 'no fab card is named "Lightning Jab"' },
    ]);
    const d = r.deck!;
    expect(d.legal).toBe(false);
    expect(errors(d.problems).map((p) => p.message)).toEqual([
      'the deck has 5 cards; it needs exactly 40',
      '2 copies of Savage Swing (red); at most 1',
      'not playable by Rhinar, Reckless Rampage: Crippling Crush (red), Head Jab (red)',
      'Blitz is played with a young hero; Rhinar, Reckless Rampage is adult',
      'Crippling Crush (red) is a Bravo Specialization: only Bravo may play it, not Rhinar, Reckless Rampage',
    ]);
    // The import placed the cards by what they are (Head Jab to the deck, Romping Club to the
    // inventory); a deck edited by hand with them the other way round gets one line each.
    const placed = d.lines.map((l) => [l.card.name, l.section]);
    expect(placed).toContainEqual(['Head Jab', 'main']);
    expect(placed).toContainEqual(['Romping Club', 'inventory']);
    const swapped = d.lines.map((l) => ({ cardId: l.card.cardId, count: l.count, section: l.card.name === 'Head Jab' ? 'inventory' as const : l.card.name === 'Romping Club' ? 'main' as const : l.section }));
    expect(errors(decks.check('fab', swapped, 'blitz').problems).map((p) => p.message)).toEqual(expect.arrayContaining([
      'Head Jab (red) is not a weapon or equipment: it goes in the deck, not the inventory',
      'Romping Club is a weapon or equipment: it goes in the inventory, not the deck',
    ]));
  });

  it('Classic Constructed wants an adult hero, at least 60 cards, at most 3 copies, one Legendary card', () => {
    const { decks } = setup();
    const r = decks.importList({
      game: 'fab', name: 'CC', partial: true,
      text: list(['Format: CC', 'Hero: Katsu', '4x Head Jab (red)', '2x Heart of Fyendal', '2x Remembrance']),
    });
    expect(errors(r.deck!.problems).map((p) => p.code)).toEqual(['too-few-cards', 'too-many-copies', 'hero-age', 'legendary']);
    expect(r.deck!.problems.find((p) => p.code === 'legendary')!.message).toBe('Heart of Fyendal (blue) is Legendary: at most 1 copy');
  });

  it('a deck keeps its format: the list\'s "Format:" line wins, else its hero\'s age, else the format asked for; export writes it back', () => {
    const { decks } = setup();
    const body = list(['Hero: Katsu', 'Weapons: Harmonized Kodachi', '3x Head Jab (red)']);
    const named = decks.importList({ game: 'fab', name: 'Named', format: 'cc', partial: true, text: `Format: Blitz\n${body}` }).deck!;
    expect(named.deck.format).toBe('blitz');
    // Blitz allows one copy per name and pitch: the three Head Jab are named on their own line.
    expect(errors(named.problems).map((p) => p.message)).toContain('3 copies of Head Jab (red); at most 1');
    expect(decks.exportList(named.deck.id).split('\n')[0]).toBe('Format: Blitz');
    const unnamed = decks.importList({ game: 'fab', name: 'Unnamed', format: 'blitz', partial: true, text: body }).deck!;
    expect(unnamed.deck.format).toBe('blitz');
    // A list that names no format is in the one its hero plays (FAB-FMT-HERO), whatever the builder
    // was set to: a young hero, Blitz; an adult one, Classic Constructed.
    expect(decks.importList({ game: 'fab', name: 'Young', format: 'cc', partial: true, text: body }).deck!.deck.format).toBe('blitz');
    const adult = list(['Hero: Rhinar, Reckless Rampage', '3x Head Jab (red)']);
    expect(decks.importList({ game: 'fab', name: 'Adult', format: 'blitz', partial: true, text: adult }).deck!.deck.format).toBe('cc');
    const cc = decks.importList({ game: 'fab', name: 'CC', partial: true, text: `Format: CC\n${body}` }).deck!;
    expect(cc.deck.format).toBe('cc');
    const text = decks.exportList(cc.deck.id);
    expect(text.split('\n')[0]).toBe('Format: Classic Constructed');
    expect(decks.importList({ game: 'fab', name: 'CC again', text }).deck!.deck.format).toBe('cc');
    // The builder's format choice is saved with the deck.
    expect(decks.update(cc.deck.id, { format: 'blitz' }).deck.format).toBe('blitz');
    expect(decks.get(cc.deck.id).deck.format).toBe('blitz');
  });

  it('a shipped Blitz deck is legal as Blitz; checked as Classic Constructed it lists its size and its young hero, one line each', () => {
    const { db, decks } = setup();
    syncShippedDecks(db, DECKS, decks, false);
    const dorinthea = decks.get(decks.list('fab').find((d) => d.name.startsWith('Dorinthea'))!.id);
    const cards = dorinthea.lines.map((l) => ({ cardId: l.card.cardId, section: l.section, count: l.count }));
    expect(decks.check('fab', cards, 'blitz').legal).toBe(true);
    const cc = decks.check('fab', cards, 'cc');
    expect(cc.legal).toBe(false);
    expect(errors(cc.problems).map((p) => p.message)).toEqual(['the deck has 40 cards; it needs at least 60', 'Classic Constructed is played with an adult hero; Dorinthea is young']);
  });

  it('a format the game does not have is refused, naming the formats it has', () => {
    const { decks } = setup();
    expect(() => decks.importList({ game: 'fab', name: 'X', format: 'draft', text: 'Hero: Katsu' })).toThrow('fab has no deck format "draft" (formats: cc, blitz)');
  });
});
