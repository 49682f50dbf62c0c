import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { cachedStatement } from '../statements';

/** A set as imported. */
export interface SetInput {
  game: string;
  code: string;
  name: string;
  nameJa?: string | null;
  source: 'fab-cube' | 'arbiter' | 'user';
}

/** A card as imported: one rules object (for FaB a name and pitch), every game's fields. */
export interface CardInput {
  game: string;
  /** Stable key across imports (fab-cube Unique ID, card-language id). */
  uid: string;
  setCode?: string | null;
  number?: string | null;
  name: string;
  nameJa?: string | null;
  text: string;
  textJa?: string | null;
  typeLine: string;
  types: readonly string[];
  subtypes: readonly string[];
  supertypes?: readonly string[];
  classes: readonly string[];
  talents: readonly string[];
  keywords: readonly string[];
  color?: string | null;
  pitch?: number | null;
  cost?: number | null;
  costText?: string | null;
  power?: number | null;
  defense?: number | null;
  hp?: number | null;
  stats: Readonly<Record<string, number | string>>;
  rarity?: string | null;
  scripted: boolean;
  /** Formats the card is legal in (fab: blitz, cc, commoner, ll); absent: not recorded. */
  legality?: Readonly<Record<string, boolean>>;
}

/** A printing as imported. */
export interface PrintingInput {
  game: string;
  uid: string;
  cardId: number;
  setCode: string;
  number: string;
  edition: string;
  rarity?: string | null;
  finish: string;
  art: string;
  imageUrl?: string | null;
}

/** What an upsert did: the row id and whether anything was written. */
export interface UpsertResult {
  id: number;
  changed: boolean;
}

/** Inserts a set or updates its names (keyed by game and code); an unchanged set is not rewritten. */
export function upsertSet(db: Database.Database, set: SetInput): UpsertResult {
  const row = cachedStatement(
    db,
    `INSERT INTO sets (game, code, name, name_ja, source) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (game, code) DO UPDATE SET name = excluded.name, name_ja = coalesce(excluded.name_ja, sets.name_ja)
     WHERE sets.name IS NOT excluded.name OR (excluded.name_ja IS NOT NULL AND sets.name_ja IS NOT excluded.name_ja)
     RETURNING id`,
  ).get(set.game, set.code, set.name, set.nameJa ?? null, set.source) as { id: number } | undefined;
  if (row) return { id: row.id, changed: true };
  const existing = cachedStatement(db, 'SELECT id FROM sets WHERE game = ? AND code = ?').get(set.game, set.code) as { id: number };
  return { id: existing.id, changed: false };
}

function rowHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64');
}

const CARD_COLUMNS = [
  'set_code', 'number', 'name', 'name_ja', 'text', 'text_ja', 'type_line', 'types', 'subtypes', 'classes', 'talents',
  'keywords', 'supertypes', 'color', 'pitch', 'cost', 'cost_text', 'power', 'defense', 'hp', 'stats', 'rarity', 'scripted', 'legality', 'row_hash',
] as const;

// Set and number may be filled in later from the first printing; an import without them keeps them.
const KEEP_WHEN_NULL = new Set(['set_code', 'number', 'rarity', 'name_ja', 'text_ja']);

const UPSERT_CARD = `INSERT INTO cards (game, uid, ${CARD_COLUMNS.join(', ')})
  VALUES (?, ?, ${CARD_COLUMNS.map(() => '?').join(', ')})
  ON CONFLICT (game, uid) DO UPDATE SET ${CARD_COLUMNS.map((c) =>
    KEEP_WHEN_NULL.has(c) ? `${c} = coalesce(excluded.${c}, cards.${c})` : `${c} = excluded.${c}`,
  ).join(', ')}
  WHERE cards.row_hash IS NOT excluded.row_hash
  RETURNING id`;

/**
 * Inserts or updates a card keyed by (game, uid), with its traits. A re-import of an
 * unchanged card writes nothing (same row hash), so importing twice is cheap and never
 * duplicates; the row id stays the same, so owned copies and decks keep pointing at it.
 */
export function upsertCard(db: Database.Database, card: CardInput): UpsertResult {
  const values = [
    card.setCode ?? null, card.number ?? null, card.name, card.nameJa ?? null, card.text, card.textJa ?? null, card.typeLine,
    JSON.stringify(card.types), JSON.stringify(card.subtypes), JSON.stringify(card.classes), JSON.stringify(card.talents),
    JSON.stringify(card.keywords), JSON.stringify(card.supertypes ?? []), card.color ?? null, card.pitch ?? null, card.cost ?? null, card.costText ?? null,
    card.power ?? null, card.defense ?? null, card.hp ?? null, JSON.stringify(card.stats), card.rarity ?? null, card.scripted ? 1 : 0,
    JSON.stringify(card.legality ?? {}),
  ];
  const hash = rowHash(values);
  const inserted = cachedStatement(db, UPSERT_CARD).get(card.game, card.uid, ...values, hash) as { id: number } | undefined;
  if (!inserted) return { id: cardIdByUid(db, card.game, card.uid) as number, changed: false };
  replaceTraits(db, inserted.id, card);
  return { id: inserted.id, changed: true };
}

function replaceTraits(db: Database.Database, cardId: number, card: CardInput): void {
  cachedStatement(db, 'DELETE FROM card_traits WHERE card_id = ?').run(cardId);
  const insert = cachedStatement(db, 'INSERT OR IGNORE INTO card_traits (card_id, kind, value) VALUES (?, ?, ?)');
  const kinds: Array<[string, readonly string[]]> = [
    ['type', card.types], ['subtype', card.subtypes], ['supertype', card.supertypes ?? []], ['class', card.classes], ['talent', card.talents], ['keyword', card.keywords],
  ];
  for (const [kind, values] of kinds) for (const v of values) insert.run(cardId, kind, v);
}

/** A card's row id by its stable key, or undefined. */
export function cardIdByUid(db: Database.Database, game: string, uid: string): number | undefined {
  const row = cachedStatement(db, 'SELECT id FROM cards WHERE game = ? AND uid = ?').get(game, uid) as { id: number } | undefined;
  return row?.id;
}

const PRINTING_COLUMNS = ['card_id', 'set_code', 'number', 'edition', 'rarity', 'finish', 'art', 'image_url', 'row_hash'] as const;
const UPSERT_PRINTING = `INSERT INTO printings (game, uid, ${PRINTING_COLUMNS.join(', ')})
  VALUES (?, ?, ${PRINTING_COLUMNS.map(() => '?').join(', ')})
  ON CONFLICT (game, uid) DO UPDATE SET ${PRINTING_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}
  WHERE printings.row_hash IS NOT excluded.row_hash
  RETURNING id`;

/** Inserts or updates a printing keyed by (game, uid); unchanged rows are not rewritten. */
export function upsertPrinting(db: Database.Database, p: PrintingInput): UpsertResult {
  const values = [p.cardId, p.setCode, p.number, p.edition, p.rarity ?? null, p.finish, p.art, p.imageUrl ?? null];
  const row = cachedStatement(db, UPSERT_PRINTING).get(p.game, p.uid, ...values, rowHash(values)) as { id: number } | undefined;
  if (row) return { id: row.id, changed: true };
  const existing = cachedStatement(db, 'SELECT id FROM printings WHERE game = ? AND uid = ?').get(p.game, p.uid) as { id: number };
  return { id: existing.id, changed: false };
}

/** Gives cards that have no set, number or rarity of their own those of their first printing. */
export function fillCardsFromPrintings(db: Database.Database, game: string): number {
  return db
    .prepare(
      `UPDATE cards SET set_code = coalesce(cards.set_code, p.set_code), number = coalesce(cards.number, p.number),
              rarity = coalesce(cards.rarity, p.rarity)
       FROM (SELECT card_id, set_code, number, rarity, min(id) FROM printings WHERE game = ? GROUP BY card_id) AS p
       WHERE cards.id = p.card_id AND cards.game = ? AND (cards.set_code IS NULL OR cards.number IS NULL OR cards.rarity IS NULL)`,
    )
    .run(game, game).changes;
}

/**
 * Links imported cards to the shipped scripts they play as: a card with the same name and pitch
 * as a scripted card of a shipped set, printed in the real set that shipped set is named after
 * (`wtr` scripts WTR; a FaB card is its name and pitch, so its History Pack and hero-deck
 * reprints are the same catalogue card and are linked too). A linked card shows as scripted and
 * a game plays it as the script (electron/services/game-cards.ts). Links whose script is gone
 * are dropped first, so the result depends only on what is in the catalogue now. Returns the
 * number of linked cards.
 */
export function linkScripts(db: Database.Database, game: string): number {
  db.prepare('UPDATE cards SET script = NULL, scripted = 0 WHERE game = ? AND script IS NOT NULL').run(game);
  db.prepare(
    `UPDATE cards SET script = s.uid, scripted = s.scripted
     FROM cards AS s JOIN sets AS ss ON ss.game = s.game AND ss.code = s.set_code AND ss.source = 'arbiter'
     WHERE cards.game = @game AND s.game = @game AND cards.id <> s.id AND cards.name = s.name AND cards.pitch IS s.pitch
       AND EXISTS (SELECT 1 FROM printings p WHERE p.card_id = cards.id AND p.set_code <> s.set_code AND upper(p.set_code) = upper(s.set_code))`,
  ).run({ game });
  return (db.prepare('SELECT count(*) AS n FROM cards WHERE game = ? AND script IS NOT NULL').get(game) as { n: number }).n;
}

/** Catalogue sizes for one game (or all), for the import summary and diagnostics. */
export function catalogueCounts(db: Database.Database, game?: string): { sets: number; cards: number; printings: number } {
  const where = game ? 'WHERE game = ?' : '';
  const args = game ? [game] : [];
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table} ${where}`).get(...args) as { n: number }).n;
  return { sets: count('sets'), cards: count('cards'), printings: count('printings') };
}
