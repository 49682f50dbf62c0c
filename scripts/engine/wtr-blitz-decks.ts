import type { CardDb, CardId } from '../../engine/index';
import { readPlayDeck, type PlayDeck } from '../../electron/services/decks/play-deck';
import { decksDirBeside, readShippedDecks } from '../../electron/services/decks/shipped-decks';
import { defaultSetsDir } from '../../electron/services/card-sets';

/** A shipped Blitz deck as a game starts it: the deck, and the inventory (hero, weapons, equipment) that starts in play. */
export interface BlitzDeck extends PlayDeck {
  /** The hero's card id. */
  hero: CardId;
}

/**
 * The four Welcome to Rathe Blitz decks the app ships (assets/decks/fab), read with the deck
 * list reader the app uses and matched to the fab card database by name and pitch. A line
 * that can't be read or names no card is an error naming the file and line.
 */
export function wtrBlitzDecks(cards: CardDb, dir = decksDirBeside(defaultSetsDir())): BlitzDeck[] {
  return readShippedDecks(dir)
    .filter((d) => d.game === 'fab')
    .map((d) => {
      const deck = readPlayDeck(d.text, d.file, d.name, 'fab', cards);
      if (!deck.hero) throw new Error(`${d.file}: no Hero line`);
      return { ...deck, hero: deck.hero };
    });
}

/** One seeded game's decks: seat A plays deck `seed mod 4`, seat B deck `floor(seed / 4) mod 4` (every pairing, mirrors too). */
export function wtrPairing(decks: readonly BlitzDeck[], seed: number): {
  label: string;
  decks: Record<'A' | 'B', CardId[]>;
  inventory: Record<'A' | 'B', CardId[]>;
} {
  const a = decks[seed % 4];
  const b = decks[Math.floor(seed / 4) % 4];
  return { label: `seed ${seed} (${a.hero} vs ${b.hero})`, decks: { A: a.deck, B: b.deck }, inventory: { A: a.inventory, B: b.inventory } };
}
