import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME, homeChoice, openingGame, rememberedDeck } from './home-choice';
import { seatDeckChoice, STARTER } from './home-decks';

const PROFILES = ['house', 'fab', 'gate-ruler', 'mtg'];

describe('the game and decks Home opens on', () => {
  it('a new user gets Flesh and Blood (its shipped Blitz decks), not the house game listed first', () => {
    expect(DEFAULT_GAME).toBe('fab');
    expect(openingGame(PROFILES, null)).toBe('fab');
  });

  it('the game last chosen comes back while it is installed; one removed since falls back to the default, then to the first game', () => {
    expect(openingGame(PROFILES, { game: 'mtg', decks: {} })).toBe('mtg');
    expect(openingGame(PROFILES, { game: 'chrono', decks: {} })).toBe('fab');
    expect(openingGame(['house', 'mtg'], { game: 'chrono', decks: {} })).toBe('house');
    expect(openingGame([], null)).toBeUndefined();
  });

  it("a seat's remembered deck comes back for its game only; a seat with none remembered gets its default", () => {
    const home = homeChoice('fab', [['A', '12'], ['B', STARTER]]);
    expect(home).toEqual({ game: 'fab', decks: { A: 12, B: null } });
    expect(rememberedDeck(home, 'fab', 'A')).toBe('12');
    expect(rememberedDeck(home, 'fab', 'B')).toBe(STARTER);
    expect(rememberedDeck(home, 'mtg', 'A')).toBeNull();
    expect(rememberedDeck(homeChoice('fab', []), 'fab', 'A')).toBeNull();
    expect(rememberedDeck(null, 'fab', 'A')).toBeNull();
  });

  it('a remembered deck deleted since gives way to the default deck without an error', () => {
    const home = homeChoice('fab', [['A', '12'], ['B', '13']]);
    const decks = [5, 6, 13];
    expect(seatDeckChoice(rememberedDeck(home, 'fab', 'A'), decks, 5)).toBe('5');
    expect(seatDeckChoice(rememberedDeck(home, 'fab', 'B'), decks, 6)).toBe('13');
  });
});
