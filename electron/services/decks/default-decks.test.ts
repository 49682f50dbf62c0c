import { describe, expect, it } from 'vitest';
import { tempDatabase } from '../../db/test-db';
import { defaultSetsDir } from '../card-sets';
import { syncShippedSets } from '../game-cards';
import { DeckService } from './decks';
import { defaultDecks } from './default-decks';
import { decksDirBeside, readShippedDecks, syncShippedDecks } from './shipped-decks';

const DIR = decksDirBeside(defaultSetsDir());
const SHIPPED = readShippedDecks(DIR);
const SEATS = ['A', 'B'];

/** A fresh data folder as the app starts it: the shipped sets in the catalogue, the shipped decks added. */
function fresh() {
  const { db } = tempDatabase();
  syncShippedSets(db, defaultSetsDir(), false);
  const decks = new DeckService(db);
  syncShippedDecks(db, DIR, decks, false);
  const idOf = (hero: string) => decks.list('fab').find((d) => d.name.startsWith(`${hero} (Blitz)`))!.id;
  const heroes = (chosen: Record<string, number>) => Object.fromEntries(Object.entries(chosen).map(([seat, id]) => [seat, decks.get(id).deck.name.split(' ')[0]]));
  return { db, decks, idOf, heroes };
}

describe('the decks a new game deals by default', () => {
  it('fab, fresh data folder: Rhinar for seat A, Katsu for seat B, both legal Blitz decks with a hero', () => {
    const { decks, heroes } = fresh();
    const chosen = defaultDecks(decks, SHIPPED, 'fab', SEATS);
    expect(heroes(chosen)).toEqual({ A: 'Rhinar', B: 'Katsu' });
    for (const id of Object.values(chosen)) {
      const d = decks.get(id);
      expect(d.legal).toBe(true);
      expect(d.deck.format).toBe('blitz');
      expect(d.lines.filter((l) => l.section === 'hero')).toHaveLength(1);
    }
  });

  it('fab: a deleted or renamed default is passed over for the next shipped deck', () => {
    const { decks, idOf, heroes } = fresh();
    decks.remove(idOf('Katsu'));
    expect(heroes(defaultDecks(decks, SHIPPED, 'fab', SEATS))).toEqual({ A: 'Rhinar', B: 'Dorinthea' });
    decks.update(idOf('Rhinar'), { name: 'My brute' });
    expect(heroes(defaultDecks(decks, SHIPPED, 'fab', SEATS))).toEqual({ A: 'Dorinthea', B: 'Bravo' });
  });

  it('fab: an edited default that is still legal stays the default; one made illegal is passed over', () => {
    const { decks, idOf, heroes } = fresh();
    const rhinar = decks.get(idOf('Rhinar'));
    const cards = rhinar.lines.map((l) => ({ cardId: l.card.cardId, section: l.section, count: l.count }));
    // One card moved to the sideboard: 39 in the deck, where Blitz asks for 40.
    const main = cards.findIndex((c) => c.section === 'main');
    decks.update(rhinar.deck.id, { cards: cards.map((c, i) => (i === main ? { ...c, section: 'side' as const } : c)) });
    expect(decks.get(rhinar.deck.id).legal).toBe(false);
    expect(heroes(defaultDecks(decks, SHIPPED, 'fab', SEATS))).toEqual({ A: 'Katsu', B: 'Dorinthea' });
    // Edited back to 40 cards, with the user's notes: their deck now, and legal.
    decks.update(rhinar.deck.id, { cards, notes: 'mine now' });
    expect(decks.get(rhinar.deck.id).legal).toBe(true);
    expect(heroes(defaultDecks(decks, SHIPPED, 'fab', SEATS))).toEqual({ A: 'Rhinar', B: 'Katsu' });
  });

  it('fab: with one shipped deck left both seats play it; with none, both get the starter deck', () => {
    const { decks, idOf, heroes } = fresh();
    for (const hero of ['Katsu', 'Dorinthea', 'Bravo']) decks.remove(idOf(hero));
    expect(heroes(defaultDecks(decks, SHIPPED, 'fab', SEATS))).toEqual({ A: 'Rhinar', B: 'Rhinar' });
    decks.remove(idOf('Rhinar'));
    expect(defaultDecks(decks, SHIPPED, 'fab', SEATS)).toEqual({});
  });

  it('fab: a data folder whose shipped decks could not be added (no lists, or none added) falls back to the starter deck', () => {
    const { db } = tempDatabase();
    const decks = new DeckService(db);
    expect(defaultDecks(decks, SHIPPED, 'fab', SEATS)).toEqual({});
    expect(defaultDecks(decks, [], 'fab', SEATS)).toEqual({});
  });

  it('every other game keeps its starter decks', () => {
    const { decks } = fresh();
    for (const game of ['house', 'mtg', 'gate-ruler', 'chrono', 'scp']) expect(defaultDecks(decks, SHIPPED, game, SEATS), game).toEqual({});
  });
});
