import type { CardDb, CardId } from '../../../engine/index';
import { parseDeckList } from './deck-list';

/**
 * A deck list read for play without the database: the main deck, and the inventory that starts
 * in play (fab: hero, weapons, equipment; FAB-4.1). The sim and the engine's test runs play the
 * shipped Blitz decks this way; the app reads the same lists through the deck service.
 */
export interface PlayDeck {
  /** The deck's name (its list's `#` title, else its file). */
  name: string;
  /** The hero's card id (fab), or undefined. */
  hero?: CardId;
  deck: CardId[];
  inventory: CardId[];
}

/**
 * Reads a deck list (the app's format: `Hero:`, `Weapons:`, `Equipment:`, `Deck:` sections of
 * `1x Name (colour)` lines) against a game's cards, matched by name and pitch. The side board is
 * left out. A line that can't be read or names no card is an error naming the file and line.
 */
export function readPlayDeck(text: string, file: string, name: string, game: string, cards: CardDb): PlayDeck {
  const byName = new Map<string, CardId>();
  for (const [id, def] of Object.entries(cards)) byName.set(`${def.name}|${def.stats.pitch ?? ''}`, id);
  const { lines, errors } = parseDeckList(text, game === 'mtg' ? 'mtg' : 'fab');
  if (errors.length > 0) throw new Error(`${file}: line ${errors[0].line}: ${errors[0].message}`);
  const out: PlayDeck = { name, deck: [], inventory: [] };
  for (const l of lines) {
    const id = byName.get(`${l.name}|${l.pitch ?? ''}`);
    if (!id) throw new Error(`${file}: line ${l.line}: no ${game} card "${l.name}"${l.pitch ? ` of pitch ${l.pitch}` : ''}`);
    if (l.section === 'side') continue;
    if (l.section === 'hero') out.hero = id;
    const into = l.section === 'main' ? out.deck : out.inventory;
    for (let i = 0; i < l.count; i++) into.push(id);
  }
  if (out.deck.length === 0) throw new Error(`${file}: the deck has no cards`);
  return out;
}
