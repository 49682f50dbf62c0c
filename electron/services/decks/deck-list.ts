import type { DeckSection } from '../../../engine/index';
import type { DeckListError } from '../../ipc/types';

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

/**
 * Reads a deck list: "3x Name (red)" or "(3) Name (red)" lines (FaB style) or "4 Name" lines
 * (MTG style), a plain "Name (red)" line as one copy, section headers (`Hero: Name`, `Deck`, `Sideboard`, `Inventory`; `Weapons:` and
 * `Equipment:` with the cards on the same line, comma-separated), blank lines and `#` or `//` comments. Every
 * line it can't read becomes an error naming the line; the others are returned. Pure.
 */
export function parseDeckList(text: string, style: 'fab' | 'mtg'): { lines: DeckListLine[]; errors: DeckListError[]; format: string | null } {
  const lines: DeckListLine[] = [];
  const errors: DeckListError[] = [];
  let format: string | null = null;
  let section: DeckSection = 'main';
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (!t || t.startsWith('#') || t.startsWith('//')) return;
    // A header may carry the count deck sites write after it: "Deck (40)", "Sideboard (3):".
    const header = /^([A-Za-z ]+?)\s*(?:\(\d+\))?\s*:\s*(.*)$/.exec(t) ?? /^([A-Za-z ]+?)\s*(?:\(\d+\))?$/.exec(t);
    const formatLine = /^format\s*:\s*(.*)$/i.exec(t);
    if (formatLine) {
      const f = FORMATS[formatLine[1].trim().toLowerCase()];
      if (f) format = f;
      else errors.push({ line, text: t, message: `unknown format "${formatLine[1].trim()}" (write Blitz or Classic Constructed)` });
      return;
    }
    const headerSection = header ? HEADERS[header[1].trim().toLowerCase()] : undefined;
    if (header && headerSection) {
      const rest = (header[2] ?? '').trim();
      if (headerSection === 'hero' && rest) {
        const card = readName(rest, 1, style);
        if (typeof card === 'string') errors.push({ line, text: t, message: card });
        else lines.push({ line, section: 'hero', ...card });
        return;
      }
      if (headerSection === 'inventory' && rest) {
        // Deck sites write a hero's inventory on one line: "Equipment: Ironrot Helm, Ironrot Plate".
        for (const item of rest.split(',').map((x) => x.trim()).filter(Boolean)) {
          const card = /^\(?\d/.test(item) ? readCard(item, style) : readName(item, 1, style);
          if (typeof card === 'string') errors.push({ line, text: item, message: card });
          else lines.push({ line, section: 'inventory', ...card });
        }
        return;
      }
      if (rest) {
        errors.push({ line, text: t, message: `"${header[1].trim()}:" starts a section; put cards on the lines after it` });
        return;
      }
      section = headerSection;
      return;
    }
    const card = readCard(t, style);
    if (typeof card === 'string') errors.push({ line, text: t, message: card });
    else lines.push({ line, section, ...card });
  });
  return { lines, errors, format };
}

function readCard(t: string, style: 'fab' | 'mtg'): { count: number; name: string; pitch: number | null } | string {
  // The "x" must touch the number ("3x"), so a name starting with "x" stays whole.
  const m = /^(\d+)[xX×]?\s+(.*)$/.exec(t) ?? /^\((\d+)\)\s*(.*)$/.exec(t);
  // A count with no name after it is a line cut short, not a card named "3x".
  if (!m && /^\(?\d+\)?[xX×]?$/.test(t)) return style === 'fab' ? 'the card name is missing after the count (write "3x Card name (red)")' : 'the card name is missing after the count (write "4 Card name")';
  // A line with no count is one copy: deck sites list a hero, weapons and equipment that way.
  if (!m) return readName(t, 1, style);
  const count = Number(m[1]);
  if (count < 1 || count > MAX_LINE_COUNT) return `the count must be between 1 and ${MAX_LINE_COUNT}`;
  return readName(m[2], count, style);
}

function readName(text: string, count: number, style: 'fab' | 'mtg'): { count: number; name: string; pitch: number | null } | string {
  let name = text.trim();
  let pitch: number | null = null;
  if (style === 'fab') {
    const p = /^(.*?)\s*\(\s*([A-Za-z0-9]+)\s*\)$/.exec(name);
    if (p && PITCH_WORDS[p[2].toLowerCase()] !== undefined) {
      name = p[1].trim();
      pitch = PITCH_WORDS[p[2].toLowerCase()];
    }
  }
  if (!name) return 'the card name is missing';
  if (name.length > MAX_NAME) return `the card name is longer than ${MAX_NAME} characters`;
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
