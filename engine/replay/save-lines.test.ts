import fc from 'fast-check';
import { loadAllSets } from '../../scripts/engine/node-host';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../game/game';
import { createEngine } from '../profiles/registry';
import { newGame } from '../game/game';
import { serializeSaveFile, toSaveFile, type GameSetup } from './save-format';
import { HISTORY_PER_LINE, readSaveText, saveFileLines, SaveLinesReader, serializeSaveLines } from './save-lines';
import { playLong } from '../testing/test-games';
import { simpleDeck } from '../testing/decks';

// A fab game: its history fills several history lines (a house game records none).
function sample(steps = 400) {
  const cards = loadAllSets().fab ?? {};
  const engine = createEngine('fab', cards);
  const seats = ['A', 'B'];
  const setup: GameSetup = { seats, decks: { A: simpleDeck(cards, 40), B: simpleDeck(cards, 40) } };
  const state = playLong(engine, newGame(engine, { seed: 5, seats, decks: setup.decks }), steps);
  const file = toSaveFile({ name: 'Game 1', setup, state, savedAt: '2025-01-02T03:04:05.000Z' });
  return { state, file, text: serializeSaveLines(file) };
}

// Issue 19: save files are written and read a line at a time, at any length.
describe('save file in lines', () => {
  it('reads back to the exact state and writes back identically; a whole-JSON file (the older layout) still reads', () => {
    const { state, file, text } = sample();
    const r = readSaveText(text);
    if (!r.ok) throw new Error(r.message);
    expect(stateHash(r.state)).toBe(stateHash(state));
    expect(serializeSaveLines(r.save)).toBe(text);
    const lines = text.split('\n');
    expect(lines[lines.length - 1]).toBe('');
    expect(lines.length - 1).toBe(3 + state.actions.length + Math.ceil(state.history.length / HISTORY_PER_LINE));
    const old = readSaveText(serializeSaveFile(file));
    if (!old.ok) throw new Error(old.message);
    expect(serializeSaveLines(old.save)).toBe(text);
  });

  it('read a line at a time, a wrong line is refused when it arrives, naming its number and what it should hold', () => {
    const { text } = sample(100);
    const lines = text.split('\n').slice(0, -1);
    const at = (n: number, line: string) => {
      const reader = new SaveLinesReader();
      const copy = [...lines];
      copy[n - 1] = line;
      for (const l of copy) {
        const problem = reader.push(l);
        if (problem) return problem;
      }
      const r = reader.finish();
      return r.ok ? 'ok' : r.message;
    };
    expect(at(1, '{"kind":"other"}')).toBe('This save file is damaged at line 1 (the header): this is not an Arbiter save file.');
    expect(at(7, '{"type":"fly"}')).toMatch(/^This save file is damaged at line 7 \(action 6 of 100\): not an action: /);
    expect(at(102, '[]')).toBe('This save file is damaged at line 102 (the game state): it does not hold the game state.');
    expect(at(103, '[1,2]')).toMatch(/^This save file is damaged at line 103 \(history line 1 of \d+\): it should hold \d+ history entries\.$/);
    expect(at(lines.length, '{"end":"arbiter-save","lines":3}')).toMatch(/the end line counts 3 lines in the file/);
    expect(at(50, 'not json')).toMatch(/^This save file is damaged at line 50 \(action 49 of 100\): it is not valid JSON/);
  });

  it('a file cut off anywhere says it ends early, and how far it got', () => {
    const { text } = sample(100);
    fc.assert(
      fc.property(fc.nat(text.length - 2), (cut) => {
        const r = readSaveText(text.slice(0, cut));
        expect(r.ok ? 'ok' : r.message).toMatch(/^(This save file ends early: it has [\d,]+ of its [\d,]+ lines|This is not a save file: it is not valid JSON)/);
      }),
      { numRuns: 300 },
    );
    expect(readSaveText(text + 'x\n')).toMatchObject({ ok: false, message: expect.stringMatching(/after the end line\): there is more after the end line/) });
  });

  it('the lines are made one at a time (an export never builds the whole text)', () => {
    const { file } = sample(100);
    const lines = saveFileLines(file);
    expect(lines.next().value).toMatch(/^\{.*"layout":"lines".*\}\n$/);
    expect(JSON.parse(lines.next().value as string)).toEqual(file.actions[0]);
  });
});
