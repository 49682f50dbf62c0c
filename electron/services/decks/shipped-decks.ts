import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { listDecks } from '../../db/repos/decks';
import { getSettings, setSetting } from '../../db/repos/settings';
import type { DeckService } from './decks';

/** The settings key holding the fingerprint of the shipped decks last added. */
const SHIPPED_KEY = 'decks.shippedDecks';

/** A shipped deck list file: its game (the folder), its name (the first `#` line) and its text. */
export interface ShippedDeck {
  game: string;
  name: string;
  file: string;
  text: string;
}

/** The deck lists under `dir/<game>/*.txt`, sorted; a deck's name is its first `# ` comment line, else the file name. */
export function readShippedDecks(dir: string): ShippedDeck[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((game) =>
      fs
        .readdirSync(path.join(dir, game))
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f) => {
          const text = fs.readFileSync(path.join(dir, game, f), 'utf8');
          const title = /^#\s*(.+)$/m.exec(text)?.[1].trim();
          return { game, name: title || f.replace(/\.txt$/, ''), file: `${game}/${f}`, text };
        }),
    );
}

/**
 * Adds the decks the app ships (assets/decks: the four Welcome to Rathe Blitz decks) to the
 * deck list, so a new user can play without importing anything. Runs when the files changed
 * since the last run, and adds only decks whose name is not taken in their game, so a deck
 * the user edited or deleted is left as they left it. A list naming a card the catalogue lacks
 * is reported, not half-added. Returns the names added.
 */
export function syncShippedDecks(db: Database.Database, dir: string, decks: DeckService, readonly: boolean): string[] {
  if (readonly) return [];
  const shipped = readShippedDecks(dir);
  const fingerprint = createHash('sha256').update(JSON.stringify(shipped)).digest('hex');
  if (getSettings(db)[SHIPPED_KEY] === fingerprint) return [];
  const added: string[] = [];
  for (const d of shipped) {
    if (listDecks(db, d.game).some((x) => x.name === d.name)) continue;
    const r = decks.importList({ game: d.game, name: d.name, text: d.text });
    for (const e of r.errors) console.error(`[arbiter] shipped deck ${d.file} line ${e.line} "${e.text}": ${e.message}`);
    if (r.deck) added.push(d.name);
  }
  setSetting(db, SHIPPED_KEY, fingerprint);
  return added;
}

/** The shipped decks folder beside a shipped sets folder (`assets/decks` next to `assets/sets`). */
export function decksDirBeside(setsDir: string): string {
  return path.join(path.dirname(setsDir), 'decks');
}
