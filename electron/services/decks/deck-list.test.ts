import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDeckList, parseDeckList, type DeckListItem } from './deck-list';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9',-]{0,11}$/);
const cardName = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const item = (style: 'fab' | 'mtg') =>
  fc.record({
    section: fc.constantFrom('hero' as const, 'main' as const, 'side' as const),
    count: fc.integer({ min: 1, max: 99 }),
    name: cardName,
    pitch: style === 'fab' ? fc.constantFrom(null, 1, 2, 3) : fc.constant(null),
  });

function roundTrip(text: string, style: 'fab' | 'mtg'): string {
  const parsed = parseDeckList(text, style);
  expect(parsed.errors).toEqual([]);
  return formatDeckList(parsed.lines, style);
}

describe('deck list text', () => {
  it('reads "3x Name (red)" lines, a hero line, sections and comments', () => {
    const text = '# my deck\nHero: Kano\n\nDeck:\n3x Aether Dart (red)\n2 Aether Dart (Blue)\n1X Tunic\n// side\nSideboard:\n1x Zap (y)\n';
    expect(parseDeckList(text, 'fab')).toEqual({
      errors: [],
      format: null,
      formatLine: null,
      lines: [
        { line: 2, section: 'hero', count: 1, name: 'Kano', pitch: null },
        { line: 5, section: 'main', count: 3, name: 'Aether Dart', pitch: 1 },
        { line: 6, section: 'main', count: 2, name: 'Aether Dart', pitch: 3 },
        { line: 7, section: 'main', count: 1, name: 'Tunic', pitch: null },
        { line: 10, section: 'side', count: 1, name: 'Zap', pitch: 2 },
      ],
    });
  });

  it('reads a format line, weapons and equipment on one line, and "(3) Name" counts (lists as deck sites write them)', () => {
    const text = 'Format: Blitz\nHero: Katsu\nWeapons: Harmonized Kodachi\nEquipment: Mask of Momentum, 2x Ironrot Legs\n(2) Head Jab (red)\nFormat: Sealed\n';
    expect(parseDeckList(text, 'fab')).toEqual({
      format: 'blitz',
      formatLine: { line: 1, text: 'Format: Blitz', written: 'Blitz' },
      errors: [
        { line: 6, text: 'Format: Sealed', code: 'unknown-format', params: { format: 'Sealed' }, message: 'unknown format "Sealed" (write Blitz or Classic Constructed)' },
      ],
      lines: [
        { line: 2, section: 'hero', count: 1, name: 'Katsu', pitch: null },
        { line: 3, section: 'inventory', count: 1, name: 'Harmonized Kodachi', pitch: null },
        { line: 4, section: 'inventory', count: 1, name: 'Mask of Momentum', pitch: null },
        { line: 4, section: 'inventory', count: 2, name: 'Ironrot Legs', pitch: null },
        { line: 5, section: 'main', count: 2, name: 'Head Jab', pitch: 1 },
      ],
    });
  });

  it('issue 14 item 5: "Format: Blitz", "Format: CC" and "Format: Classic Constructed" name the format; export writes it back', () => {
    const formatOf = (line: string) => parseDeckList(`${line}\nHero: Katsu\n1x Head Jab (red)\n`, 'fab').format;
    expect([formatOf('Format: Blitz'), formatOf('format: blitz'), formatOf('Format: CC'), formatOf('Format: Classic Constructed'), formatOf('Format:  classic ')]).toEqual([
      'blitz', 'blitz', 'cc', 'cc', 'cc',
    ]);
    expect(formatOf('# no format line')).toBeNull();
    for (const [format, line] of [['blitz', 'Format: Blitz'], ['cc', 'Format: Classic Constructed']] as const) {
      const text = formatDeckList([{ section: 'hero', count: 1, name: 'Katsu' }, { section: 'main', count: 3, name: 'Head Jab', pitch: 1 }], 'fab', format);
      expect(text.split('\n')[0]).toBe(line);
      const back = parseDeckList(text, 'fab');
      expect([back.format, back.errors]).toEqual([format, []]);
      expect(formatDeckList(back.lines, 'fab', back.format ?? undefined)).toBe(text);
    }
    // A list of the game's default rules names no format, and reads back as naming none.
    expect(formatDeckList([{ section: 'main', count: 1, name: 'Zap' }], 'fab')).toBe('1x Zap\n');
  });

  it('a pasted list: a plain line with no count is one copy; headers, with or without a count after them, stay headers', () => {
    const text = 'Katsu, the Wanderer\nHarmonized Kodachi\nDeck (40)\nSnatch (red)\n2x Head Jab (blue)\nSideboard (1):\nSink Below (y)\nInventory\nIronrot Legs\n';
    expect(parseDeckList(text, 'fab')).toEqual({
      errors: [],
      format: null,
      formatLine: null,
      lines: [
        { line: 1, section: 'main', count: 1, name: 'Katsu, the Wanderer', pitch: null },
        { line: 2, section: 'main', count: 1, name: 'Harmonized Kodachi', pitch: null },
        { line: 4, section: 'main', count: 1, name: 'Snatch', pitch: 1 },
        { line: 5, section: 'main', count: 2, name: 'Head Jab', pitch: 3 },
        { line: 7, section: 'side', count: 1, name: 'Sink Below', pitch: 2 },
        { line: 9, section: 'inventory', count: 1, name: 'Ironrot Legs', pitch: null },
      ],
    });
    expect(parseDeckList('Lightning Bolt\n3 Mountain\n', 'mtg').lines.map((l) => [l.count, l.name])).toEqual([[1, 'Lightning Bolt'], [3, 'Mountain']]);
    expect(parseDeckList('4\n2x\n', 'mtg').errors.map((e) => [e.code, e.params, e.message])).toEqual([
      ['count-without-name', { style: 'mtg' }, 'the card name is missing after the count (write "4 Card name")'],
      ['count-without-name', { style: 'mtg' }, 'the card name is missing after the count (write "4 Card name")'],
    ]);
  });

  it('reads "4 Name" MTG lines, keeping parentheses as part of the name', () => {
    const r = parseDeckList('4 Lightning Bolt\n20 Mountain\nSideboard\n2 Name (with note)\n', 'mtg');
    expect(r.lines.map((l) => [l.section, l.count, l.name])).toEqual([
      ['main', 4, 'Lightning Bolt'], ['main', 20, 'Mountain'], ['side', 2, 'Name (with note)'],
    ]);
  });

  it('gives each bad line its own error with its line number', () => {
    // (A line with no count reads as one copy since plain lines are cards; "3x (red)" names nothing.)
    const r = parseDeckList('3x Good\n3x (red)\n0x Zero\n1000 Too many\nDeck: Stuff\n4x \n', 'fab');
    expect(r.errors.map((e) => [e.line, e.code, e.params])).toEqual([
      [2, 'name-missing', {}],
      [3, 'bad-count', { max: 999 }],
      [4, 'bad-count', { max: 999 }],
      [5, 'cards-after-header', { header: 'Deck' }],
      [6, 'count-without-name', { style: 'fab' }],
    ]);
    // The English message stays, for logs and the command line.
    expect(r.errors.map((e) => e.message)).toEqual([
      'the card name is missing',
      'the count must be between 1 and 999',
      'the count must be between 1 and 999',
      '"Deck:" starts a section; put cards on the lines after it',
      'the card name is missing after the count (write "3x Card name (red)")',
    ]);
    expect(r.lines).toHaveLength(1);
  });

  it('export -> import -> export is identical (FaB and MTG styles)', () => {
    for (const style of ['fab', 'mtg'] as const) {
      fc.assert(
        fc.property(fc.array(item(style), { maxLength: 30 }), (items: DeckListItem[]) => {
          const once = formatDeckList(items, style);
          const twice = roundTrip(once, style);
          expect(twice).toBe(once);
          expect(roundTrip(twice, style)).toBe(once);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('1,000 garbled inputs give errors or lines, never a crash', () => {
    const valid = formatDeckList([{ section: 'hero', count: 1, name: 'Kano' }, { section: 'main', count: 3, name: 'Aether Dart', pitch: 1 }], 'fab');
    const garbled = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.tuple(fc.nat(valid.length), fc.string({ maxLength: 20 }), fc.nat(10)).map(([at, ins, del]) => valid.slice(0, at) + ins + valid.slice(at + del)),
      fc.array(fc.constantFrom('3x', 'Hero:', '(red)', '\n', ' ', '#', 'Deck:', '99999', '×', '\r', '\u0000', 'Sideboard'), { maxLength: 40 }).map((a) => a.join('')),
    );
    fc.assert(
      fc.property(garbled, fc.constantFrom('fab' as const, 'mtg' as const), (text, style) => {
        const r = parseDeckList(text, style);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const e of r.errors) {
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.line).toBeLessThanOrEqual(lineCount);
        }
        for (const l of r.lines) {
          expect(l.count).toBeGreaterThanOrEqual(1);
          expect(l.name.length).toBeGreaterThan(0);
        }
        formatDeckList(r.lines, style);
      }),
      { numRuns: 1000 },
    );
  });
});
