import type { CardInput, PrintingInput, SetInput } from '../../db/repos/catalogue';

/** A fab-cube row: column name -> raw text. */
export type FabCubeRow = Readonly<Record<string, string | undefined>>;

// FaB supertypes split into classes and talents (Comprehensive Rules 1.3.3, 1.3.4); card
// types per 1.3.2. Attack, Aura and Item are types too, as the card language reads a type line
// (engine/cards/compile/type-line.ts: `{type: Attack}` is what makes a card an attack). Everything
// else in "Types" is a subtype (Sword, Head, 1H, Young ...).
const CLASSES = new Set([
  'Generic', 'Adjudicator', 'Assassin', 'Bard', 'Brute', 'Guardian', 'Illusionist', 'Mechanologist', 'Merchant', 'Mercenary',
  'Mystic', 'Necromancer', 'Ninja', 'Pirate', 'Pit-Fighter', 'Ranger', 'Runeblade', 'Shapeshifter', 'Thief', 'Warrior', 'Wizard',
]);
const TALENTS = new Set(['Chaos', 'Draconic', 'Earth', 'Elemental', 'Ice', 'Light', 'Lightning', 'Royal', 'Shadow', 'Revered', 'Reviled']);
const CARD_TYPES = new Set([
  'Action', 'Attack Reaction', 'Block', 'Companion', 'Defense Reaction', 'Demi-Hero', 'Equipment', 'Event', 'Hero', 'Instant',
  'Macro', 'Mentor', 'Resource', 'Token', 'Weapon', 'Ally', 'Placeholder Card', 'Attack', 'Aura', 'Item',
]);

/** fab-cube's legality columns, by the format key the deck rules use. Blank means legal; "No" not. */
const LEGALITY: ReadonlyArray<readonly [string, string]> = [
  ['blitz', 'Blitz Legal'], ['cc', 'CC Legal'], ['commoner', 'Commoner Legal'], ['ll', 'LL Legal'],
];

/** A keyword as the engine names it (LANGUAGE.md "Keywords"): "Go again" -> go-again, "Rhinar Specialization" -> rhinar-specialization. */
export function keywordId(label: string): string {
  return label.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The formats a row is legal in, from fab-cube's legality columns. */
export function legalityOf(row: FabCubeRow): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [format, column] of LEGALITY) out[format] = (row[column] ?? '').trim().toLowerCase() !== 'no';
  return out;
}

const FINISHES: Readonly<Record<string, string>> = { S: 'normal', R: 'rainbow', C: 'cold', G: 'gold' };
const RARITIES: Readonly<Record<string, string>> = {
  C: 'common', R: 'rare', S: 'super-rare', M: 'majestic', L: 'legendary', F: 'fabled', T: 'token', P: 'promo', B: 'basic', V: 'marvel',
};
const EDITIONS: Readonly<Record<string, string>> = { A: 'alpha', F: 'first', U: 'unlimited', N: '' };

/** Splits a comma list ("Illusionist, Action, Aura") into trimmed, non-empty items. */
export function splitList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A whole number, or null for blanks, `*` and `X` (the raw text stays in stats). */
export function toInt(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  return /^-?\d+$/.test(t) ? Number(t) : null;
}

/** Thrown for a row that can't be imported; the importer adds the line number. */
export class RowError extends Error {}

function required(row: FabCubeRow, column: string): string {
  const v = row[column]?.trim();
  if (!v) throw new RowError(`"${column}" is empty`);
  return v;
}

/** Maps a set.csv row. */
export function mapSet(row: FabCubeRow): SetInput {
  return { game: 'fab', code: required(row, 'Identifier'), name: required(row, 'Name'), source: 'fab-cube' };
}

/** Maps a card.csv row to a catalogue card (not scripted: fab-cube has text, no behaviour). */
export function mapCard(row: FabCubeRow): CardInput {
  const uid = required(row, 'Unique ID');
  const name = required(row, 'Name');
  const all = splitList(row['Types']);
  const classes = all.filter((t) => CLASSES.has(t));
  const talents = all.filter((t) => TALENTS.has(t));
  const types = all.filter((t) => CARD_TYPES.has(t));
  const subtypes = all.filter((t) => !CLASSES.has(t) && !TALENTS.has(t) && !CARD_TYPES.has(t));
  const stats: Record<string, number | string> = {};
  const numeric: Array<[string, string]> = [
    ['pitch', 'Pitch'], ['cost', 'Cost'], ['power', 'Power'], ['defense', 'Defense'], ['hp', 'Health'],
    ['intellect', 'Intelligence'], ['arcane', 'Arcane'],
  ];
  for (const [key, column] of numeric) {
    const raw = row[column]?.trim();
    if (!raw) continue;
    const n = toInt(raw);
    stats[key] = n ?? raw;
  }
  const color = row['Color']?.trim().toLowerCase() || null;
  return {
    game: 'fab',
    uid,
    name,
    text: (row['Functional Text'] ?? '').trim(),
    typeLine: (row['Type Text'] ?? '').trim(),
    types,
    subtypes,
    classes,
    talents,
    keywords: splitList(row['Card Keywords']).map(keywordId),
    legality: legalityOf(row),
    color,
    pitch: toInt(row['Pitch']),
    cost: toInt(row['Cost']),
    costText: row['Cost']?.trim() || null,
    power: toInt(row['Power']),
    defense: toInt(row['Defense']),
    hp: toInt(row['Health']),
    stats,
    scripted: false,
  };
}

/** The fields of a card-printing.csv row, before the card's row id is known. */
export type MappedPrinting = Omit<PrintingInput, 'cardId'> & { cardUid: string };

/** Maps a card-printing.csv row. The number is the Card ID without its set prefix (1HP001 -> 001). */
export function mapPrinting(row: FabCubeRow): MappedPrinting {
  const uid = required(row, 'Unique ID');
  const cardUid = required(row, 'Card Unique ID');
  const cardId = required(row, 'Card ID');
  const setCode = required(row, 'Set ID');
  const number = cardId.startsWith(setCode) ? cardId.slice(setCode.length) : cardId;
  const foiling = (row['Foiling'] ?? 'S').trim() || 'S';
  const finish = FINISHES[foiling];
  if (!finish) throw new RowError(`unknown Foiling "${foiling}"`);
  const rarity = (row['Rarity'] ?? '').trim();
  const edition = (row['Edition'] ?? '').trim();
  return {
    game: 'fab',
    uid,
    cardUid,
    setCode,
    number,
    edition: EDITIONS[edition] ?? edition.toLowerCase(),
    rarity: rarity ? (RARITIES[rarity] ?? rarity.toLowerCase()) : null,
    finish,
    art: (row['Art Variations'] ?? '').trim(),
    imageUrl: row['Image URL']?.trim() || null,
  };
}
