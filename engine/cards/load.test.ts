import { describe, expect, it } from 'vitest';
import { buildCardDb, loadSet as loadCardSet, MAX_CARD_CHARS, MAX_SET_HEADER_CHARS } from './load';
import { cardDialect } from '../profiles/registry';

const loadSet = (text: string, file: string) => loadCardSet(text, file, cardDialect);

const FILE = 'assets/sets/fab/test.yaml';
const head = 'set: test\nprofile: fab\nname: Test\ncards:\n';
const card = (body: string) => head + body;

function errorsOf(text: string): string[] {
  const r = loadSet(text, FILE);
  if (r.ok) throw new Error('expected the load to fail');
  return r.errors;
}

describe('loadSet', () => {
  it('loads and compiles a valid card', () => {
    const r = loadSet(card('  - {id: tome, name: Tome, type: Generic Action, cost: 0, pitch: 1, text: "Draw 2 cards.", abilities: [{effect: [{draw: 2}]}]}\n'), FILE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.set).toMatchObject({ id: 'test', profile: 'fab', name: 'Test' });
    expect(r.set.cards[0].abilities[0]).toEqual({ kind: 'effect', index: 1, body: { effects: [{ word: 'draw', args: { count: 2, player: 'you' } }] } });
  });

  it('reports malformed YAML with the file and line', () => {
    const [e] = errorsOf(head + '  - {id: tome, name: [unclosed\n');
    expect(e).toMatch(/^assets\/sets\/fab\/test\.yaml: YAML: .*line/);
  });

  it('reports an unknown card key with file, card and field', () => {
    expect(errorsOf(card('  - {id: tome, name: Tome, type: Generic Action, text: "", colour: red}\n'))).toEqual([
      `${FILE}: card "tome": colour: unknown key`,
    ]);
  });

  it('reports an unknown effect word at its path', () => {
    expect(errorsOf(card('  - {id: tome, name: Tome, type: Generic Action, text: "", abilities: [{effect: [{drow: 2}]}]}\n'))).toEqual([
      `${FILE}: card "tome": abilities[0].effect[0].drow: unknown effect word`,
    ]);
  });

  it('reports a bad field type with the expected type', () => {
    expect(errorsOf(card('  - {id: tome, name: Tome, type: Generic Action, pitch: "one", text: ""}\n'))).toEqual([
      `${FILE}: card "tome": pitch: expected number`,
    ]);
    const [e] = errorsOf(card('  - {id: tome, name: Tome, type: Generic Action, text: "", abilities: [{effect: [{draw: "two"}]}]}\n'));
    expect(e).toMatch(/^assets\/sets\/fab\/test\.yaml: card "tome": abilities\[0\]\.effect\[0\]\.draw: expected .*number/);
  });

  it('reports a field of the wrong event pattern', () => {
    const [e] = errorsOf(card('  - {id: t, name: T, type: Generic Aura, text: "", abilities: [{triggered: {when: {event: draw, card: this}, effects: [{draw: 1}]}}]}\n'));
    expect(e).toBe(`${FILE}: card "t": abilities[0].triggered.when.card: unknown field for a "draw" pattern (allowed: player)`);
  });

  it('names a card without an id by its position', () => {
    expect(errorsOf(card('  - {name: Tome, type: Generic Action, text: ""}\n'))).toEqual([`${FILE}: card #1: id: expected string`]);
  });

  it('reports duplicate ids', () => {
    const text = card('  - {id: tome, name: Tome, type: Generic Action, text: ""}\n  - {id: tome, name: Tome 2, type: Generic Action, text: ""}\n');
    expect(errorsOf(text)).toEqual([`${FILE}: card "tome": id: duplicate id (also card #1)`]);
  });

  it('reports a bad set header', () => {
    expect(errorsOf('set: test\nname: Test\ncards: []\n')).toEqual([`${FILE}: profile: expected string`]);
    expect(errorsOf('set: test\nprofile: fab\nname: Test\nja: {title: テスト}\ncards: []\n')[0]).toMatch(/^assets\/sets\/fab\/test\.yaml: ja/);
  });

  it('reads a set\'s Japanese name from its header (ja: name), for the collection in Japanese', () => {
    const r = loadSet('set: test\nprofile: fab\nname: Test\nja:\n  name: テスト\ncards: []\n', FILE);
    expect(r.ok && r.set).toMatchObject({ id: 'test', name: 'Test', nameJa: 'テスト' });
    const plain = loadSet('set: test\nprofile: fab\nname: Test\ncards: []\n', FILE);
    expect(plain.ok && 'nameJa' in plain.set).toBe(false);
  });
});

describe('buildCardDb', () => {
  it('indexes cards by id and refuses an id used by two sets', () => {
    const a = loadSet(card('  - {id: tome, name: Tome, type: Generic Action, text: ""}\n'), FILE);
    if (!a.ok) throw new Error(a.errors.join('\n'));
    expect(Object.keys(buildCardDb([a.set]))).toEqual(['tome']);
    expect(() => buildCardDb([a.set, { ...a.set, id: 'other' }])).toThrow(/duplicate card id "tome" in sets "test" and "other"/);
  });
});

// Issue 19: the file is read card by card (engine/cards/set-text.ts); errors still name the file and the line.
describe('loadSet, card by card', () => {
  const t = (id: string) => `  - {id: ${id}, name: T, type: Generic Action, text: ""}\n`;

  it('names the line in the file of a YAML error in a later card, and reads the other cards', () => {
    const errors = errorsOf(card(t('a') + t('b') + '  - {id: c, name: T, name: U}\n' + '  - {id: d, colour: red}\n'));
    expect(errors[0]).toBe(`${FILE}: YAML: Map keys must be unique at line 7, column 22`);
    expect(errors.at(-1)).toBe(`${FILE}: card "d": colour: unknown key`);
  });

  it('refuses an alias to another card\'s anchor, naming the file and the card\'s line', () => {
    const [e] = errorsOf(card('  - &one {id: a, name: T, type: Generic Action, text: ""}\n  - *one\n'));
    expect(e).toMatch(/^assets\/sets\/fab\/test\.yaml: YAML: Unresolved alias.* \(in the card at line 6\)$/);
  });

  it('loads cards written as one flow list, and keys written after the cards', () => {
    const flow = loadSet('set: test\nprofile: fab\ncards: [{id: a, name: A, type: Generic Action, text: ""}]\nname: Test\n', FILE);
    expect(flow.ok && flow.set.cards.map((c) => c.id)).toEqual(['a']);
    const after = loadSet(`set: test\nprofile: fab\ncards:\n${t('a')}${t('b')}name: Test\n`, FILE);
    expect(after.ok && [after.set.name, after.set.cards.map((c) => c.id)]).toEqual(['Test', ['a', 'b']]);
  });

  it('refuses a card, or a header, past its size cap with the sizes, without parsing it', () => {
    const big = `  - {id: big, name: T, type: Generic Action, text: "${'x'.repeat(MAX_CARD_CHARS)}"}\n`;
    expect(errorsOf(card(t('a') + big))).toEqual([`${FILE}: card #2 (line 6) is 65 KB; a card may be at most 64 KB`]);
    const [e] = errorsOf(`set: test\nprofile: fab\nname: Test\ncards: [${'{id: a}, '.repeat(MAX_SET_HEADER_CHARS / 8)}]\n`);
    expect(e).toMatch(/^assets\/sets\/fab\/test\.yaml: 73 KB of the file is outside a block list of cards; at most 64 KB/);
  });
});
