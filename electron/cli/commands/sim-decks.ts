import fs from 'node:fs';
import path from 'node:path';
import type { CardDb, CardId } from '../../../engine/index';
import { starterDeck } from '../../services/starter-cards';
import { readPlayDeck, type PlayDeck } from '../../services/decks/play-deck';
import { readShippedDecks } from '../../services/decks/shipped-decks';

/** A line of the plain deck file: a card id, optionally with a count first ("3 basic-strike-red"). */
const ID_LINE = /^(?:(\d+)\s+)?(\S+)$/;

/**
 * A sim player's deck: `starter` (the profile's starter deck), a deck the app ships by file name
 * or title (`rhinar-blitz`, "Rhinar (Blitz)": with its hero, weapons and equipment in play), or a
 * file: a deck list in the app's format (`Hero:`, `Deck:`, `1x Name (red)`), or card ids one a
 * line. A file that can't be read, or names no card of the game, is an error naming file and line.
 */
export function loadSimDeck(name: string, game: string, cards: CardDb, shippedDir: string): PlayDeck {
  if (name === 'starter') return { name, deck: starterDeck(game, cards), inventory: [] };
  const shipped = readShippedDecks(shippedDir).find((d) => d.game === game && (path.basename(d.file, '.txt') === name || d.name === name));
  if (shipped) return readPlayDeck(shipped.text, shipped.file, shipped.name, game, cards);
  if (!fs.existsSync(name)) {
    const known = readShippedDecks(shippedDir).filter((d) => d.game === game).map((d) => path.basename(d.file, '.txt'));
    throw new Error(`${name}: no such file, and no shipped ${game} deck of that name (known: starter${known.map((k) => `, ${k}`).join('')})`);
  }
  const text = fs.readFileSync(name, 'utf8');
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  // Card ids one a line, when every line is one; else a deck list as the app writes it.
  if (lines.length > 0 && lines.every((l) => ID_LINE.test(l) && cards[ID_LINE.exec(l)![2]])) {
    const deck: CardId[] = [];
    for (const l of lines) {
      const m = ID_LINE.exec(l)!;
      for (let n = Number(m[1] ?? 1); n > 0; n--) deck.push(m[2]);
    }
    return { name, deck, inventory: [] };
  }
  return readPlayDeck(text, name, path.basename(name), game, cards);
}
