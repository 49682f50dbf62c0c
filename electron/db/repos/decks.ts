import type Database from 'better-sqlite3';
import type { DeckCardRow, DeckRow } from '../../ipc/types';
import { cachedStatement, nowMs } from '../statements';

// `cards` counts the main deck, as the deck rules' size and the deck builder do (the hero and the
// sideboard are not in it); `unscripted` counts the copies played (main and hero) of cards the
// engine does not script, which a game leaves to be resolved by hand.
const DECK_SELECT = `SELECT d.id, d.game, d.format, d.name, d.notes, d.created_at AS createdAt, d.updated_at AS updatedAt,
  (SELECT coalesce(sum(count), 0) FROM deck_cards dc WHERE dc.deck_id = d.id AND dc.section = 'main') AS cards,
  (SELECT coalesce(sum(dc.count), 0) FROM deck_cards dc JOIN cards c ON c.id = dc.card_id
    WHERE dc.deck_id = d.id AND dc.section <> 'side' AND c.scripted = 0) AS unscripted FROM decks d`;

/** Every deck (of one game, when given), by name. */
export function listDecks(db: Database.Database, game?: string): DeckRow[] {
  return cachedStatement(db, `${DECK_SELECT} WHERE (? IS NULL OR d.game = ?) ORDER BY d.name COLLATE NOCASE, d.id`).all(game ?? null, game ?? null) as DeckRow[];
}

/** One deck's head row, or undefined. */
export function getDeck(db: Database.Database, id: number): DeckRow | undefined {
  return cachedStatement(db, `${DECK_SELECT} WHERE d.id = ?`).get(id) as DeckRow | undefined;
}

/** A deck's cards in a stable order (section, then card id). */
export function getDeckCards(db: Database.Database, id: number): DeckCardRow[] {
  return cachedStatement(
    db,
    `SELECT card_id AS cardId, section, count FROM deck_cards WHERE deck_id = ?
     ORDER BY CASE section WHEN 'hero' THEN 0 WHEN 'inventory' THEN 1 WHEN 'main' THEN 2 ELSE 3 END, card_id`,
  ).all(id) as DeckCardRow[];
}

/** Creates a deck with its cards in one transaction; returns its id. */
export function createDeck(db: Database.Database, deck: { game: string; format?: string; name: string; notes?: string }, cards: readonly DeckCardRow[] = []): number {
  return db.transaction(() => {
    const now = nowMs();
    const id = Number(
      cachedStatement(db, 'INSERT INTO decks (game, format, name, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        deck.game, deck.format ?? '', deck.name, deck.notes ?? '', now, now,
      ).lastInsertRowid,
    );
    writeCards(db, id, cards);
    return id;
  })();
}

/** Changes a deck's name, notes and/or cards in one transaction. Returns false when there is no such deck. */
export function updateDeck(db: Database.Database, id: number, patch: { name?: string; format?: string; notes?: string; cards?: readonly DeckCardRow[] }): boolean {
  return db.transaction(() => {
    const found = cachedStatement(
      db,
      'UPDATE decks SET name = coalesce(?, name), format = coalesce(?, format), notes = coalesce(?, notes), updated_at = ? WHERE id = ?',
    ).run(patch.name ?? null, patch.format ?? null, patch.notes ?? null, nowMs(), id).changes;
    if (!found) return false;
    if (patch.cards) {
      cachedStatement(db, 'DELETE FROM deck_cards WHERE deck_id = ?').run(id);
      writeCards(db, id, patch.cards);
    }
    return true;
  })();
}

/** Deletes a deck and its cards. */
export function deleteDeck(db: Database.Database, id: number): boolean {
  return cachedStatement(db, 'DELETE FROM decks WHERE id = ?').run(id).changes > 0;
}

// Lines for the same card and section are merged, so a list with a card twice stays one row.
function writeCards(db: Database.Database, id: number, cards: readonly DeckCardRow[]): void {
  const insert = cachedStatement(
    db,
    `INSERT INTO deck_cards (deck_id, card_id, section, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (deck_id, section, card_id) DO UPDATE SET count = deck_cards.count + excluded.count`,
  );
  for (const c of cards) if (c.count > 0) insert.run(id, c.cardId, c.section, Math.floor(c.count));
}
