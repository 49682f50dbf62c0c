import type { DeckService } from './decks';
import type { ShippedDeck } from './shipped-decks';

/**
 * Per game, the shipped deck lists (by file, as `readShippedDecks` names them) a new game on
 * Home deals its seats, in order of preference: seat A the first one there, seat B the second.
 *
 * Flesh and Blood's starter pile has no hero, weapon or equipment: no game anyone plays. Its
 * default is the Welcome to Rathe Blitz pairing of Rhinar (Brute: big attacks that are easy to
 * read, for the seat that acts first) against Katsu (Ninja: chains of cheap attacks), two
 * styles that show a new player both ends of the game; it is also the pairing the UI is
 * played to a winner with (e2e/fab-blitz.spec.ts). Dorinthea and Bravo stand in when one of
 * those decks is gone. Games with no entry keep their starter decks.
 */
export const DEFAULT_SHIPPED: Readonly<Record<string, readonly string[]>> = {
  fab: ['fab/rhinar-blitz.txt', 'fab/katsu-blitz.txt', 'fab/dorinthea-blitz.txt', 'fab/bravo-blitz.txt'],
};

/**
 * The saved decks a new game of `game` deals each seat by default (seat to deck id; a seat
 * left out gets the starter deck). A shipped deck counts while a deck of the game still bears
 * its name and is legal: one the user edited is their version of that hero's deck; one they
 * deleted, renamed or made illegal is passed over (a default must start a game without "Play
 * anyway"), and the next one in the preference order takes its seat. With one left, both seats
 * play it (a mirror match is still a real game); with none, the seats get the starter deck.
 */
export function defaultDecks(decks: DeckService, shipped: readonly ShippedDeck[], game: string, seats: readonly string[]): Record<string, number> {
  const rows = decks.list(game);
  const usable = (DEFAULT_SHIPPED[game] ?? []).flatMap((file) => {
    const name = shipped.find((d) => d.file === file)?.name;
    const row = name === undefined ? undefined : rows.find((r) => r.name === name);
    return row && decks.get(row.id).legal ? [row.id] : [];
  });
  if (usable.length === 0) return {};
  return Object.fromEntries(seats.map((seat, i) => [seat, usable[i % usable.length]]));
}
