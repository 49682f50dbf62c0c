import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDb, CardId } from '../../engine/index';
import { parseDeckList } from '../../electron/services/decks/deck-list';
import { readShippedDecks } from '../../electron/services/decks/shipped-decks';

/** A shipped Blitz deck as a game starts it: the deck, and the inventory (hero, weapons, equipment) that starts in play. */
export interface BlitzDeck {
  /** The deck's name (its list's `#` title). */
  name: string;
  /** The hero's card id. */
  hero: CardId;
  deck: CardId[];
  /** The hero, weapons and equipment (FAB-4.1). */
  inventory: CardId[];
}

/** The shipped decks folder (assets/decks), found by walking up from this module (the sources, or a bundle under out/). */
export function shippedDecksDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'assets', 'decks');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve('assets', 'decks');
}

/**
 * The four Welcome to Rathe Blitz decks the app ships (assets/decks/fab), read with the deck
 * list reader the app uses and matched to the fab card database by name and pitch. A line
 * that can't be read or names no card is an error naming the file and line.
 */
export function wtrBlitzDecks(cards: CardDb, dir = shippedDecksDir()): BlitzDeck[] {
  const byName = new Map<string, CardId>();
  for (const [id, def] of Object.entries(cards)) byName.set(`${def.name}|${def.stats.pitch ?? ''}`, id);
  return readShippedDecks(dir)
    .filter((d) => d.game === 'fab')
    .map((d) => {
      const { lines, errors } = parseDeckList(d.text, 'fab');
      if (errors.length > 0) throw new Error(`${d.file}: line ${errors[0].line}: ${errors[0].message}`);
      const out: BlitzDeck = { name: d.name, hero: '', deck: [], inventory: [] };
      for (const l of lines) {
        const id = byName.get(`${l.name}|${l.pitch ?? ''}`);
        if (!id) throw new Error(`${d.file}: line ${l.line}: no fab card "${l.name}"${l.pitch ? ` of pitch ${l.pitch}` : ''}`);
        if (l.section === 'side') continue;
        if (l.section === 'hero') out.hero = id;
        const into = l.section === 'main' ? out.deck : out.inventory;
        for (let i = 0; i < l.count; i++) into.push(id);
      }
      if (!out.hero) throw new Error(`${d.file}: no Hero line`);
      return out;
    });
}
