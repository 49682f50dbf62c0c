import type Database from 'better-sqlite3';
import type { CardRow, SearchResult, SearchSort } from '../ipc/types';
import { cardLists, type CardListColumns } from './card-lists';
import { importUnfinished } from './repos/import-runs';
import { cachedStatement } from './statements';

/** A catalogue search: free text plus filters, sorted and paged for a virtualized list. */
export interface SearchQuery {
  /** Words to find in names, type lines and text (en or ja); quoted "phrases" stay together. */
  text?: string;
  game?: string;
  set?: string;
  /** A card type or subtype (Action, Aura, Creature ...). */
  type?: string;
  /** A class or talent (Wizard, Draconic ...). */
  class?: string;
  pitch?: number;
  cost?: number;
  rarity?: string;
  ownedOnly?: boolean;
  sort?: SearchSort;
  descending?: boolean;
  /** `card` (default): one row per card; `printing`: one row per printing (the collection view). */
  unit?: 'card' | 'printing';
  limit?: number;
  offset?: number;
}

/** The largest page a caller may ask for. */
export const MAX_PAGE = 500;

const RARITY_ALIASES: Readonly<Record<string, string>> = {
  c: 'common', r: 'rare', s: 'super-rare', sr: 'super-rare', m: 'majestic', l: 'legendary', f: 'fabled', t: 'token',
  p: 'promo', b: 'basic', v: 'marvel', u: 'uncommon', mr: 'mythic', mythic: 'mythic',
};

/** Full rarity name for a letter or name (`M` -> `majestic`). */
export function normalizeRarity(rarity: string): string {
  const r = rarity.trim().toLowerCase();
  return RARITY_ALIASES[r] ?? r;
}

/** Splits search text into terms: whitespace-separated words and "quoted phrases". Pure. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const t = (m[1] ?? m[2]).trim();
    if (t) terms.push(t);
  }
  return terms;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

interface Built {
  from: string;
  where: string[];
  args: unknown[];
  rank: boolean;
}

// Trigram FTS needs at least three characters; shorter terms (a Japanese 竜, "go") use LIKE.
function textFilter(b: Built, text: string): void {
  const terms = searchTerms(text);
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  if (long.length) {
    const match = long.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
    b.from += ` JOIN (SELECT rowid AS fts_id, bm25(cards_fts, 10.0, 10.0, 3.0, 1.0, 1.0) AS rank FROM cards_fts WHERE cards_fts MATCH ?) f ON f.fts_id = c.id`;
    b.args.push(match);
    b.rank = true;
  }
  for (const t of short) {
    const cols = ['c.name', 'c.name_ja', 'c.type_line', 'c.text', 'c.text_ja'];
    b.where.push(`(${cols.map((col) => `${col} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    const p = likePattern(t);
    b.args.push(...cols.map(() => p));
  }
}

function build(q: SearchQuery): Built {
  const printing = q.unit === 'printing';
  const b: Built = {
    from: printing ? 'printings p JOIN cards c ON c.id = p.card_id' : 'cards c',
    where: [],
    args: [],
    rank: false,
  };
  // FTS join goes first so SQLite drives the query from the (usually small) match set.
  if (q.text?.trim()) textFilter(b, q.text);
  const add = (sql: string, ...args: unknown[]) => {
    b.where.push(sql);
    b.args.push(...args);
  };
  if (q.game) add('c.game = ?', q.game);
  // One row per rules card: an imported card that plays a shipped script is listed as that
  // script's row, which takes its printings (the card_printings view, migration 0010).
  if (!printing) add('c.script IS NULL');
  // Issue 19: a game whose import is unfinished shows nothing rather than half a catalogue.
  add(`NOT ${importUnfinished('c.game')}`);
  if (q.set) {
    if (printing) add('p.set_code = ? COLLATE NOCASE', q.set);
    else add('c.id IN (SELECT card_id FROM card_printings WHERE set_code = ? COLLATE NOCASE)', q.set);
  }
  if (q.type) add(`c.id IN (SELECT card_id FROM card_traits WHERE kind IN ('type', 'subtype') AND value = ?)`, q.type.trim());
  if (q.class) add(`c.id IN (SELECT card_id FROM card_traits WHERE kind IN ('class', 'talent') AND value = ?)`, q.class.trim());
  if (q.pitch !== undefined) add('c.pitch = ?', q.pitch);
  if (q.cost !== undefined) add('c.cost = ?', q.cost);
  if (q.rarity) {
    const r = normalizeRarity(q.rarity);
    if (printing) add('p.rarity = ?', r);
    else add('c.id IN (SELECT card_id FROM card_printings WHERE rarity = ?)', r);
  }
  if (q.ownedOnly) {
    if (printing) add('EXISTS (SELECT 1 FROM owned o WHERE o.printing_id = p.id)');
    else add('c.id IN (SELECT cp.card_id FROM owned o JOIN card_printings cp ON cp.printing_id = o.printing_id)');
  }
  return b;
}

function orderBy(q: SearchQuery, b: Built): string {
  const dir = q.descending ? 'DESC' : 'ASC';
  const printing = q.unit === 'printing';
  const name = `c.name COLLATE NOCASE ${dir}, c.pitch ${dir}`;
  // A set code in any case is the same set (a shipped `wtr` card sorts among the WTR ones).
  const setKey = printing ? `p.set_code COLLATE NOCASE ${dir}, p.number ${dir}` : `c.set_code COLLATE NOCASE ${dir}, c.number ${dir}`;
  const tie = printing ? 'p.id' : 'c.id';
  const sort = q.sort ?? (b.rank ? 'relevance' : 'name');
  // Nulls last whichever the direction: a card with no cost is not the cheapest card.
  const numeric = (col: string) => `${col} IS NULL, ${col} ${dir}, ${name}`;
  switch (sort) {
    case 'relevance':
      return b.rank ? `f.rank ${dir}, ${name}, ${tie}` : `${name}, ${tie}`;
    case 'cost':
      return `${numeric('c.cost')}, ${tie}`;
    case 'pitch':
      return `${numeric('c.pitch')}, ${tie}`;
    case 'power':
      return `${numeric('c.power')}, ${tie}`;
    case 'defense':
      return `${numeric('c.defense')}, ${tie}`;
    case 'set':
      return `${setKey}, ${tie}`;
    default:
      return `${name}, ${tie}`;
  }
}

interface RawRow extends CardListColumns {
  card_id: number;
  game: string;
  uid: string;
  name: string;
  name_ja: string | null;
  type_line: string;
  text: string;
  text_ja: string | null;
  color: string | null;
  pitch: number | null;
  cost: number | null;
  cost_text: string | null;
  power: number | null;
  defense: number | null;
  hp: number | null;
  rarity: string | null;
  set_code: string | null;
  number: string | null;
  scripted: number;
  legality: string;
  owned: number;
  printing_id: number | null;
  finish: string | null;
  edition: string | null;
  image_url: string | null;
  sets: string;
}

function toRow(r: RawRow): CardRow {
  return {
    cardId: r.card_id, game: r.game, uid: r.uid, name: r.name, nameJa: r.name_ja, typeLine: r.type_line, text: r.text, textJa: r.text_ja,
    ...cardLists(r), color: r.color, pitch: r.pitch, cost: r.cost, costText: r.cost_text, power: r.power,
    defense: r.defense, hp: r.hp, rarity: r.rarity, setCode: r.set_code, number: r.number, scripted: r.scripted === 1,
    legality: JSON.parse(r.legality) as Record<string, boolean>, owned: r.owned, printingId: r.printing_id, finish: r.finish, edition: r.edition, imageUrl: r.image_url,
    sets: JSON.parse(r.sets) as string[],
  };
}

/**
 * Searches the catalogue. Text uses the trigram FTS index (any 3+ character substring, in
 * English or Japanese) with a LIKE fallback for 1-2 character terms; filters narrow it; the
 * result is one page plus the total, so a virtualized list can size its scrollbar.
 */
export function searchCards(db: Database.Database, q: SearchQuery): SearchResult {
  const b = build(q);
  const where = b.where.length ? `WHERE ${b.where.join(' AND ')}` : '';
  const printing = q.unit === 'printing';
  const limit = Math.max(0, Math.min(MAX_PAGE, Math.floor(q.limit ?? 50)));
  const offset = Math.max(0, Math.floor(q.offset ?? 0));
  // Two steps: sort and page over ids only, then read the page's columns. Sorting the full
  // rows would compute the owned count and image for every match, not just the 50 shown.
  const ids = cachedStatement(
    db,
    `SELECT ${printing ? 'p.id' : 'c.id'} AS id FROM ${b.from} ${where} ORDER BY ${orderBy(q, b)} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...b.args, limit, offset) as number[];
  const rows = ids.length ? readPage(db, ids, printing) : [];
  // The count is only needed when the page is not the whole answer.
  const total =
    offset === 0 && rows.length < limit
      ? rows.length
      : (cachedStatement(db, `SELECT count(*) AS n FROM ${b.from} ${where}`).get(...b.args) as { n: number }).n;
  return { rows, total };
}

const CARD_COLUMNS = `c.id AS card_id, c.game, c.uid, c.name, c.name_ja, c.type_line, c.text, c.text_ja, c.types, c.subtypes, c.supertypes, c.classes,
  c.talents, c.keywords, c.color, c.pitch, c.cost, c.cost_text, c.power, c.defense, c.hp, c.scripted, c.legality`;

// A card's printings are its own and those of the imported cards that play it (card_printings):
// its owned copies, set codes, first image and rarity count them all, each printing once.
const PAGE_OF_CARDS = `SELECT ${CARD_COLUMNS}, NULL AS printing_id, NULL AS finish, NULL AS edition, c.set_code, c.number,
    coalesce(c.rarity, (SELECT cp.rarity FROM card_printings cp WHERE cp.card_id = c.id AND cp.rarity IS NOT NULL ORDER BY cp.printing_id LIMIT 1)) AS rarity,
    (SELECT pi.image_url FROM card_printings cp JOIN printings pi ON pi.id = cp.printing_id WHERE cp.card_id = c.id AND pi.image_url IS NOT NULL ORDER BY cp.printing_id LIMIT 1) AS image_url,
    (SELECT coalesce(sum(o.count), 0) FROM card_printings cp JOIN owned o ON o.printing_id = cp.printing_id WHERE cp.card_id = c.id) AS owned,
    (SELECT json_group_array(code) FROM (SELECT upper(cp.set_code) AS code FROM card_printings cp WHERE cp.card_id = c.id
       GROUP BY upper(cp.set_code) ORDER BY min(cp.printing_id))) AS sets
  FROM json_each(?) j JOIN cards c ON c.id = j.value ORDER BY j.key`;

const PAGE_OF_PRINTINGS = `SELECT ${CARD_COLUMNS}, p.id AS printing_id, p.finish, p.edition, p.set_code, p.number,
    coalesce(p.rarity, c.rarity) AS rarity, p.image_url,
    (SELECT coalesce(sum(o.count), 0) FROM owned o WHERE o.printing_id = p.id) AS owned, json_array(upper(p.set_code)) AS sets
  FROM json_each(?) j JOIN printings p ON p.id = j.value JOIN cards c ON c.id = p.card_id ORDER BY j.key`;

function readPage(db: Database.Database, ids: readonly number[], printing: boolean): CardRow[] {
  const raw = cachedStatement(db, printing ? PAGE_OF_PRINTINGS : PAGE_OF_CARDS).all(JSON.stringify(ids)) as RawRow[];
  return raw.map(toRow);
}

/** Reads cards by id, in the order given (ids not found are left out). */
export function cardsByIds(db: Database.Database, ids: readonly number[]): CardRow[] {
  return ids.length ? readPage(db, ids, false) : [];
}
