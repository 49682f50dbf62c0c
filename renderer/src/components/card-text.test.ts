import { describe, expect, it } from 'vitest';
import { parseCardText, plainCardText, symbolName } from './card-text';

const text = (t: string, bold = false, italic = false) => ({ kind: 'text', text: t, bold, italic });
const sym = (symbol: string) => ({ kind: 'symbol', symbol });

describe('card text as players read it (issue 17 item 3)', () => {
  it('reads real card markdown: bold keywords, paragraphs, symbols for resources and power', () => {
    expect(parseCardText('**Rhinar Specialization**\n\nYour Brute attacks gain +2{p} this turn.')).toEqual([
      [text('Rhinar Specialization', true)],
      [text('Your Brute attacks gain +2'), sym('p'), text(' this turn.')],
    ]);
  });

  it('reads costs of several symbols and Magic mana', () => {
    expect(parseCardText('Once per Turn Action - {r}{r}: Attack')).toEqual([[text('Once per Turn Action - '), sym('r'), sym('r'), text(': Attack')]]);
    expect(parseCardText('{2}{G}, {T}: Add {G}.')[0].filter((s) => s.kind === 'symbol')).toEqual([sym('2'), sym('G'), sym('T'), sym('G')]);
  });

  it('reads italic reminder text, and leaves a lone star or underscore alone', () => {
    expect(parseCardText('Go again *(gain 1 action point)*')).toEqual([[text('Go again '), text('(gain 1 action point)', false, true)]]);
    expect(parseCardText('5 * 2 and snake_case')).toEqual([[text('5 * 2 and snake_case')]]);
  });

  it('keeps braces that are no symbol, and joins single line breaks', () => {
    expect(parseCardText('a {not a symbol}\nb')).toEqual([[text('a {not a symbol} b')]]);
  });

  it('reads as plain words on a card face drawn on the table: stat symbols by name, markdown dropped', () => {
    expect(plainCardText('**Rhinar Specialization**\n\nYour Brute attacks gain +2{p} this turn.')).toBe('Rhinar Specialization\nYour Brute attacks gain +2 power this turn.');
    expect(plainCardText('Once per Turn Action - {r}{r}: Attack')).toBe('Once per Turn Action - 2 resources: Attack');
    expect(plainCardText('Instant - {r}: Gain 3{h}')).toBe('Instant - resource: Gain 3 life');
    expect(plainCardText('{2}{G}, {T}: Add {G}.')).toBe('{2}{G}, {T}: Add {G}.');
  });

  it('names symbols for screen readers', () => {
    expect(symbolName('p')).toBe('power');
    expect(symbolName('3')).toBe('3');
  });
});
