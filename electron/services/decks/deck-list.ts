import type { DeckSection } from '../../../engine/index';
import type { DeckListError, DeckListIssue } from '../../ipc/types';

/** A card line read from a deck list, not yet matched to the catalogue. */
export interface DeckListLine {
  line: number;
  section: DeckSection;
  count: number;
  name: string;
  /** FaB pitch from "(red)", "(yellow)", "(blue)"; null when not written. */
  pitch: number | null;
}

/** A deck line ready to write: a section, a count, a name and pitch. */
export interface DeckListItem {
  section: DeckSection;
  count: number;
  name: string;
  pitch?: number | null;
}

const PITCH_WORDS: Readonly<Record<string, number>> = { red: 1, r: 1, '1': 1, yellow: 2, y: 2, '2': 2, blue: 3, b: 3, '3': 3 };
const PITCH_NAMES = ['', 'red', 'yellow', 'blue'];
const HEADERS: Readonly<Record<string, DeckSection>> = {
  hero: 'hero', deck: 'main', main: 'main', 'main deck': 'main', maindeck: 'main', sideboard: 'side', side: 'side',
  inventory: 'inventory', weapons: 'inventory', weapon: 'inventory', equipment: 'inventory', arena: 'inventory',
};
/** Format names as lists write them, by format id (engine/profiles/fab/deck-formats.ts). */
const FORMATS: Readonly<Record<string, string>> = {
  blitz: 'blitz', cc: 'cc', classic: 'cc', 'classic constructed': 'cc',
};
const FORMAT_NAMES: Readonly<Record<string, string>> = { blitz: 'Blitz', cc: 'Classic Constructed' };
/** The most copies one line may ask for (a typo guard; no deck needs more). */
export const MAX_LINE_COUNT = 999;
const MAX_NAME = 200;

/** A pitch's colour as lists write it (1 red, 2 yellow, 3 blue); '' for none. */
export function pitchWord(pitch: number | null): string {
  return PITCH_NAMES[pitch ?? 0] ?? '';
}

/**
 * A deck-list issue in English: the `message` a `DeckListError` carries for logs and the command
 * line (the app words the code and parameters in the player's language). Pure.
 */
export function deckListMessage(issue: DeckListIssue): string {
  switch (issue.code) {
    case 'unknown-format':
      return `unknown format "${issue.params.format}" (write Blitz or Classic Constructed)`;
    case 'format-not-in-game':
      return `${issue.params.game} has no format "${issue.params.format}"`;
    case 'cards-after-header':
      return `"${issue.params.header}:" starts a section; put cards on the lines after it`;
    case 'count-without-name':
      return `the card name is missing after the count (write "${issue.params.style === 'fab' ? '3x Card name (red)' : '4 Card name'}")`;
    case 'bad-count':
      return `the count must be between 1 and ${issue.params.max}`;
    case 'name-missing':
      return 'the card name is missing';
    case 'name-too-long':
      return `the card name is longer than ${issue.params.max} characters`;
    case 'unknown-card':
      return `no ${issue.params.game} card is named "${issue.params.name}"`;
    case 'no-such-pitch':
      return `"${issue.params.name}" has no ${pitchWord(issue.params.pitch)} version`;
    case 'pitch-needed': {
      const colours = issue.params.pitches.map((p) => pitchWord(p) || 'no pitch').join(', ');
      return `"${issue.params.name}" comes in ${colours}: write which, as "${pitchExample(issue.params.name, issue.params.pitches)}"`;
    }
    case 'no-cards':
      return `the list names no card (write one per line, as "${issue.params.style === 'fab' ? '3x Card name (red)' : '4 Card name'}")`;
  }
}

/** How a line names one of the pitches a card comes in ("Snatch (red)"): the first it has. */
export function pitchExample(name: string, pitches: ReadonlyArray<number | null>): string {
  const word = pitchWord(pitches.find((p) => p !== null) ?? 1);
  return `${name} (${word})`;
}

/** A deck-list error: where, why, and the English message. */
export function deckListError(line: number, text: string, issue: DeckListIssue, suggestions?: readonly string[]): DeckListError {
  return { line, text, ...issue, message: deckListMessage(issue), ...(suggestions?.length ? { suggestions: [...suggestions] } : {}) };
}

/** The `Format:` line a list named its format on: where, and the format as written. */
export interface FormatLine {
  line: number;
  text: string;
  written: string;
}

/** A line's card as read, or why it can't be read. */
type ReadCard = { count: number; name: string; pitch: number | null } | DeckListIssue;

const isIssue = (r: ReadCard): r is DeckListIssue => 'code' in r;

/**
 * Reads a deck list: "3x Name (red)" or "(3) Name (red)" lines (FaB style) or "4 Name" lines
 * (MTG style), a plain "Name (red)" line as one copy, section headers (`Hero: Name`, `Deck`, `Sideboard`, `Inventory`; `Weapons:` and
 * `Equipment:` with the cards on the same line, comma-separated), blank lines and `#` or `//` comments. Every
 * line it can't read becomes an error naming the line; the others are returned, with the
 * format a `Format:` line names and where it named it. Pure.
 */
export function parseDeckList(
  text: string,
  style: 'fab' | 'mtg',
): { lines: DeckListLine[]; errors: DeckListError[]; format: string | null; formatLine: FormatLine | null } {
  const lines: DeckListLine[] = [];
  const errors: DeckListError[] = [];
  let format: string | null = null;
  let formatLine: FormatLine | null = null;
  let section: DeckSection = 'main';
  const add = (line: number, text: string, into: DeckSection, card: ReadCard) => {
    if (isIssue(card)) errors.push(deckListError(line, text, card));
    else lines.push({ line, section: into, ...card });
  };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (!t || t.startsWith('#') || t.startsWith('//')) return;
    // A header may carry the count deck sites write after it: "Deck (40)", "Sideboard (3):".
    const header = /^([A-Za-z ]+?)\s*(?:\(\d+\))?\s*:\s*(.*)$/.exec(t) ?? /^([A-Za-z ]+?)\s*(?:\(\d+\))?$/.exec(t);
    const formatMatch = /^format\s*:\s*(.*)$/i.exec(t);
    if (formatMatch) {
      const written = formatMatch[1].trim();
      const f = FORMATS[written.toLowerCase()];
      if (f) {
        format = f;
        formatLine = { line, text: t, written };
      } else {
        errors.push(deckListError(line, t, { code: 'unknown-format', params: { format: written } }));
      }
      return;
    }
    const headerSection = header ? HEADERS[header[1].trim().toLowerCase()] : undefined;
    if (header && headerSection) {
      const rest = (header[2] ?? '').trim();
      if (headerSection === 'hero' && rest) return add(line, t, 'hero', readName(rest, 1, style));
      if (headerSection === 'inventory' && rest) {
        // Deck sites write a hero's inventory on one line: "Equipment: Ironrot Helm, Ironrot Plate".
        for (const item of rest.split(',').map((x) => x.trim()).filter(Boolean)) {
          add(line, item, 'inventory', /^\(?\d/.test(item) ? readCard(item, style) : readName(item, 1, style));
        }
        return;
      }
      if (rest) return void errors.push(deckListError(line, t, { code: 'cards-after-header', params: { header: header[1].trim() } }));
      section = headerSection;
      return;
    }
    add(line, t, section, readCard(t, style));
  });
  return { lines, errors, format, formatLine };
}

function readCard(t: string, style: 'fab' | 'mtg'): ReadCard {
  // The "x" must touch the number ("3x"), so a name starting with "x" stays whole.
  const m = /^(\d+)[xX×]?\s+(.*)$/.exec(t) ?? /^\((\d+)\)\s*(.*)$/.exec(t);
  // A count with no name after it is a line cut short, not a card named "3x".
  if (!m && /^\(?\d+\)?[xX×]?$/.test(t)) return { code: 'count-without-name', params: { style } };
  // A line with no count is one copy: deck sites list a hero, weapons and equipment that way.
  if (!m) return readName(t, 1, style);
  const count = Number(m[1]);
  if (count < 1 || count > MAX_LINE_COUNT) return { code: 'bad-count', params: { max: MAX_LINE_COUNT } };
  return readName(m[2], count, style);
}

function readName(text: string, count: number, style: 'fab' | 'mtg'): ReadCard {
  let name = text.trim();
  let pitch: number | null = null;
  if (style === 'fab') {
    const p = /^(.*?)\s*\(\s*([A-Za-z0-9]+)\s*\)$/.exec(name);
    if (p && PITCH_WORDS[p[2].toLowerCase()] !== undefined) {
      name = p[1].trim();
      pitch = PITCH_WORDS[p[2].toLowerCase()];
    }
  }
  if (!name) return { code: 'name-missing', params: {} };
  if (name.length > MAX_NAME) return { code: 'name-too-long', params: { max: MAX_NAME } };
  return { count, name, pitch };
}

/**
 * A deck's name from its list: the hero's name as players say it (before the comma: "Katsu,
 * the Wanderer" is Katsu) and the format ("Katsu — Blitz"); null without a hero. Pure.
 */
export function deckNameFromList(hero: string | undefined, format: string | undefined): string | null {
  if (!hero) return null;
  const short = hero.split(',')[0].trim() || hero;
  const formatName = format ? FORMAT_NAMES[format] : undefined;
  return formatName ? `${short} — ${formatName}` : short;
}

const SECTION_ORDER: readonly DeckSection[] = ['hero', 'inventory', 'main', 'side'];

/**
 * Writes a deck list in a canonical form: hero first, then the deck, then the sideboard,
 * each sorted by name and pitch, equal lines merged. Reading it back gives the same deck,
 * and writing that again gives the same text. Pure.
 */
export function formatDeckList(items: readonly DeckListItem[], style: 'fab' | 'mtg', format?: string): string {
  const merged = new Map<string, DeckListItem>();
  for (const it of items) {
    if (it.count <= 0) continue;
    const key = `${it.section}|${it.name.toLowerCase()}|${it.pitch ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, { ...it, count: (seen?.count ?? 0) + it.count });
  }
  const sorted = [...merged.values()].sort(
    (a, b) =>
      SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.pitch ?? 0) - (b.pitch ?? 0),
  );
  const out: string[] = [];
  const formatName = format ? Object.entries(FORMAT_NAMES).find(([id]) => id === format)?.[1] : undefined;
  if (formatName) out.push(`Format: ${formatName}`);
  const nameOf = (it: DeckListItem) => (style === 'fab' && it.pitch && PITCH_NAMES[it.pitch] ? `${it.name} (${PITCH_NAMES[it.pitch]})` : it.name);
  const line = (it: DeckListItem) => (style === 'fab' ? `${it.count}x ${nameOf(it)}` : `${it.count} ${nameOf(it)}`);
  for (const it of sorted.filter((i) => i.section === 'hero')) {
    for (let n = 0; n < it.count; n++) out.push(`Hero: ${nameOf(it)}`);
  }
  const inventory = sorted.filter((i) => i.section === 'inventory');
  if (inventory.length) out.push('', 'Inventory:', ...inventory.map(line));
  const main = sorted.filter((i) => i.section === 'main');
  const side = sorted.filter((i) => i.section === 'side');
  if (out.length && main.length) out.push('');
  if (out.length) out.push('Deck:');
  out.push(...main.map(line));
  if (side.length) out.push('', 'Sideboard:', ...side.map(line));
  return out.join('\n') + '\n';
}
