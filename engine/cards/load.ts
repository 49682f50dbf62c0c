import { parseDocument } from 'yaml';
import type { CardDb, CardDef } from './types';
import { CardInput, SetHeader } from './schema';
import { flattenIssues } from './schema/issues';
import { compileCard } from './compile';
import type { CardDialect, CardDialects } from './dialect';
import { splitSetText, type CardSpan } from './set-text';

/** A loaded, validated and compiled set. */
export interface LoadedSet extends SetHeading {
  cards: CardDef[];
}

/** The outcome of loading one set file: the set, or every error found (file, card and field named). */
export type LoadResult = { ok: true; set: LoadedSet } | { ok: false; errors: string[] };

/** A set's header: what the file says about the set as a whole. */
export interface SetHeading {
  id: string;
  profile: string;
  name: string;
  /** The set's name in Japanese, when the file gives one (`ja: { name }`). */
  nameJa?: string;
}

/** One card of a set being read: compiled, or its errors (each naming the file), with the line it starts on. */
export type CardReading = { ok: true; line: number; card: CardDef } | { ok: false; line: number; errors: string[] };

/**
 * A set file being read card by card: its header, and its cards one at a time, so a caller
 * that stores each card as it comes (the catalogue import) never holds the whole file's cards.
 */
export type SetReading = { ok: true; set: SetHeading; cards: () => Iterable<CardReading> } | { ok: false; errors: string[] };

/**
 * The most characters a set file may have outside its block list of cards, and in any one
 * card: each is parsed whole, and a YAML syntax tree costs about 70 times its text.
 * The shipped sets' headers are under 100 characters and their largest card under 2 KB.
 */
export const MAX_SET_HEADER_CHARS = 64 * 1024;
export const MAX_CARD_CHARS = 64 * 1024;

const kilobytes = (chars: number) => `${Math.ceil(chars / 1024)} KB`;

function cardLabel(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? `card "${id}"` : `card #${index + 1}`;
}

/** The line (from 1) and column (from 1) of `pos` in `text`, whose first line is `firstLine`. */
function lineAndColumn(text: string, pos: number, firstLine: number): string {
  let line = firstLine;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return `line ${line}, column ${pos - start + 1}`;
}

/**
 * Parses one piece of a set file (its header, or one card's text) to plain data. YAML errors
 * name the file and the line in the file. Aliases are expanded here: a piece of nested aliases
 * (a "billion laughs") is refused by the YAML library's alias limit, naming the file.
 */
function parsePiece(text: string, file: string, firstLine: number): { ok: true; data: unknown } | { ok: false; errors: string[] } {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    return { ok: false, errors: doc.errors.map((e) => `${file}: YAML: ${e.message.replace(/[.:]$/, '')} at ${lineAndColumn(text, e.pos[0], firstLine)}`) };
  }
  try {
    return { ok: true, data: doc.toJS() };
  } catch (e) {
    const where = firstLine > 1 ? ` (in the card at line ${firstLine})` : '';
    return { ok: false, errors: [`${file}: YAML: ${(e as Error).message}${where}`] };
  }
}

/**
 * Reads a set file's YAML text: its header now, its cards (validated and compiled) as the
 * caller asks for them. The file is cut into its header and cards first (`set-text.ts`), so
 * no YAML tree of the whole file is ever built. Errors read
 * `assets/sets/fab/lab.yaml: card "tome": abilities[0].effect[0].draw: expected number`.
 * Each card is compiled in its set's game's dialect (`dialectOf`). Pure: the caller reads
 * the file (`file` only names it in errors). Aliases reach only anchors of the same card
 * (or of the header, within the header).
 */
export function readSet(text: string, file: string, dialectOf: CardDialects): SetReading {
  const split = splitSetText(text);
  if (split.headerChars > MAX_SET_HEADER_CHARS) {
    return {
      ok: false,
      errors: [
        `${file}: ${kilobytes(split.headerChars)} of the file is outside a block list of cards; at most ${kilobytes(MAX_SET_HEADER_CHARS)} may be ` +
          '(list the cards under "cards:" one "- " entry per line, not as one flow list)',
      ],
    };
  }
  const head = parsePiece(split.header, file, 1);
  if (!head.ok) return head;
  // The cards were cut out of the header; they are read one by one below.
  const data = split.cards.length > 0 && isMapping(head.data) && head.data.cards === null ? { ...head.data, cards: [] } : head.data;
  const header = SetHeader.safeParse(data);
  if (!header.success) return { ok: false, errors: flattenIssues(header.error.issues).map((m) => `${file}: ${m}`) };
  const { set, profile, name, ja } = header.data;
  const inline = header.data.cards;
  return {
    ok: true,
    set: { id: set, profile, name, ...(ja ? { nameJa: ja.name } : {}) },
    cards: () => readCards(text, file, split.cards, inline, { set, profile, dialect: dialectOf(profile) }),
  };
}

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The cards of a set: those written inline in the header (a flow list), or each block-list entry parsed on its own. */
function* readCards(
  text: string,
  file: string,
  spans: readonly CardSpan[],
  inline: readonly unknown[],
  into: { set: string; profile: string; dialect: CardDialect },
): Generator<CardReading> {
  const seen = new Map<string, number>();
  const check = (raw: unknown, i: number, line: number): CardReading => {
    const label = cardLabel(raw, i);
    const parsed = CardInput.safeParse(raw);
    if (!parsed.success) return { ok: false, line, errors: flattenIssues(parsed.error.issues).map((m) => `${file}: ${label}: ${m}`) };
    const first = seen.get(parsed.data.id);
    if (first !== undefined) return { ok: false, line, errors: [`${file}: ${label}: id: duplicate id (also card #${first + 1})`] };
    seen.set(parsed.data.id, i);
    try {
      return { ok: true, line, card: compileCard(into.profile, into.set, parsed.data, into.dialect) };
    } catch (e) {
      return { ok: false, line, errors: [`${file}: ${label}: ${(e as Error).message}`] };
    }
  };
  for (let i = 0; i < inline.length; i++) yield check(inline[i], i, 0);
  for (let i = 0; i < spans.length; i++) {
    const { start, end, line } = spans[i];
    const index = inline.length + i;
    if (end - start > MAX_CARD_CHARS) {
      yield { ok: false, line, errors: [`${file}: card #${index + 1} (line ${line}) is ${kilobytes(end - start)}; a card may be at most ${kilobytes(MAX_CARD_CHARS)}`] };
      continue;
    }
    const piece = parsePiece(text.slice(start, end), file, line);
    if (!piece.ok) {
      yield { ok: false, line, errors: piece.errors };
      continue;
    }
    // The piece is a one-item list: the card's entry of the `cards:` list.
    const items = Array.isArray(piece.data) ? piece.data : [];
    if (items.length !== 1) {
      yield { ok: false, line, errors: [`${file}: card #${index + 1} (line ${line}): expected one list entry`] };
      continue;
    }
    yield check(items[0], index, line);
  }
}

/**
 * Parses a set file's YAML text and validates and compiles every card (`readSet`, all cards
 * at once). Errors read `assets/sets/fab/lab.yaml: card "tome": abilities[0].effect[0].draw:
 * expected number`. Pure: the caller reads the file (`file` only names it in errors).
 */
export function loadSet(text: string, file: string, dialectOf: CardDialects): LoadResult {
  const reading = readSet(text, file, dialectOf);
  if (!reading.ok) return reading;
  const errors: string[] = [];
  const cards: CardDef[] = [];
  for (const r of reading.cards()) {
    if (r.ok) cards.push(r.card);
    else errors.push(...r.errors);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, set: { ...reading.set, cards } };
}

/** A loaded set read again card by card (the shape the catalogue import takes), for a set already compiled. */
export function readingOf(result: LoadResult): SetReading {
  if (!result.ok) return result;
  const { cards, ...set } = result.set;
  return { ok: true, set, cards: () => cards.map((card): CardReading => ({ ok: true, line: 0, card })) };
}

/**
 * The card database of loaded sets, by card id. Ids are unique per profile: give it the sets
 * of one profile (a later set's card with an id already taken throws, naming both sets).
 */
export function buildCardDb(sets: readonly LoadedSet[]): CardDb {
  const db: Record<string, CardDef> = {};
  for (const s of sets) {
    for (const card of s.cards) {
      const prior = db[card.id];
      if (prior) throw new Error(`duplicate card id "${card.id}" in sets "${prior.set}" and "${s.id}"`);
      db[card.id] = card;
    }
  }
  return db;
}
