import { describe, expect, it } from 'vitest';
import { splitSetText } from './set-text';

const cardsOf = (text: string) => splitSetText(text).cards.map((c) => [c.line, text.slice(c.start, c.end)]);

// Issue 19: a set file is read card by card, never as one YAML tree; these pin where it is cut.
describe('splitSetText', () => {
  it('cuts each entry of the top-level cards list, with the line it starts on; the header keeps its lines', () => {
    const text = 'set: x\nprofile: fab\nname: N\ncards:\n  - id: a\n    text: |\n      - not a card\n  # a comment\n  - {id: b,\n     name: B}\n  - id: c\n    text: "two\n      - lines"\nafter: 1\n';
    expect(cardsOf(text)).toEqual([
      [5, '  - id: a\n    text: |\n      - not a card\n  # a comment\n'],
      [9, '  - {id: b,\n     name: B}\n'],
      [11, '  - id: c\n    text: "two\n      - lines"\n'],
    ]);
    const { header, headerChars } = splitSetText(text);
    expect(header).toBe('set: x\nprofile: fab\nname: N\ncards:\n' + '\n'.repeat(9) + 'after: 1\n');
    expect(headerChars).toBe('set: x\nprofile: fab\nname: N\ncards:\nafter: 1\n'.length);
  });

  it('takes a list written at the key\'s own indent, and CRLF lines', () => {
    expect(cardsOf('cards:\n- id: a\n  t: 1\n- id: b\nset: x\n')).toEqual([[2, '- id: a\n  t: 1\n'], [4, '- id: b\n']]);
    expect(cardsOf('set: x\r\ncards:\r\n  - id: a\r\n  - id: b\r\n')).toEqual([[3, '  - id: a\r\n'], [4, '  - id: b\r\n']]);
  });

  it('leaves a flow list, or a cards key that is not at the top level, whole in the header', () => {
    for (const text of ['cards: [{id: a}, {id: b}]\nset: x\n', 'set:\n  cards:\n    - id: a\n', 'cards: # none\nset: x\n']) {
      expect(splitSetText(text)).toEqual({ header: text, headerChars: text.length, cards: [] });
    }
  });
});
