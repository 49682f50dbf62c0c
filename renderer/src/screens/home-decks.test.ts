import { describe, expect, it } from 'vitest';
import { seatDeckChoice, STARTER } from './home-decks';

describe("a seat's deck menu on Home", () => {
  const ids = [3, 4, 7];

  it('a game just chosen shows its default deck for the seat (fab: a shipped hero deck)', () => {
    expect(seatDeckChoice(null, ids, 4)).toBe('4');
  });

  it('a game with no default, or whose default is gone, shows the starter deck', () => {
    expect(seatDeckChoice(null, ids, undefined)).toBe(STARTER);
    expect(seatDeckChoice(null, ids, 9)).toBe(STARTER);
    expect(seatDeckChoice(null, [], undefined)).toBe(STARTER);
  });

  it('coming back to Home keeps the deck the player chose, the starter deck included', () => {
    expect(seatDeckChoice('7', ids, 4)).toBe('7');
    expect(seatDeckChoice(STARTER, ids, 4)).toBe(STARTER);
  });

  it('a chosen deck deleted meanwhile gives way to the default, else the starter deck', () => {
    expect(seatDeckChoice('8', ids, 4)).toBe('4');
    expect(seatDeckChoice('8', ids, undefined)).toBe(STARTER);
  });
});
