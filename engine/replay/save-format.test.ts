import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../game/game';
import { readSaveFile, serializeSaveFile, SAVE_FILE_VERSION, STATE_FORMAT_VERSION, toSaveFile } from './save-format';
import { asFormatOne, houseGame, playSteps } from '../testing/test-games';

function sample() {
  const { engine, setup, start } = houseGame();
  const state = playSteps(engine, start, 25);
  return { setup, state, text: serializeSaveFile(toSaveFile({ name: 'Game 1', setup, state, savedAt: '2025-01-02T03:04:05.000Z' })) };
}

describe('save file format', () => {
  it('a save file reads back to the exact state (same state hash) and writes back identically', () => {
    const { state, text } = sample();
    const r = readSaveFile(text);
    if (!r.ok) throw new Error(r.message);
    expect(stateHash(r.state)).toBe(stateHash(state));
    expect(serializeSaveFile(r.save)).toBe(text);
  });

  it('a save of state format 1 (objects keyed by id) reads as the same game in the current format', () => {
    const { setup, state, text } = sample();
    const savedAt = '2025-01-02T03:04:05.000Z';
    const old = serializeSaveFile(toSaveFile({ name: 'Game 1', setup, state: asFormatOne(state), savedAt }));
    expect(JSON.parse(old).snapshot.objects).not.toBeInstanceOf(Array);
    const r = readSaveFile(old);
    if (!r.ok) throw new Error(r.message);
    expect(stateHash(r.state)).toBe(stateHash(state));
    expect(r.save.formatVersion).toBe(STATE_FORMAT_VERSION);
    expect(serializeSaveFile(r.save)).toBe(text);
    const damaged = JSON.parse(old);
    damaged.snapshot.objects.o1 = { ...damaged.snapshot.objects.o1, id: 'x1' };
    damaged.stateHash = stateHash({ ...damaged.snapshot, actions: damaged.actions });
    expect(readSaveFile(JSON.stringify(damaged))).toMatchObject({ ok: false, message: expect.stringMatching(/^This save file is damaged: malformed object id/) });
  });

  it('a file that is not JSON, not a save, or damaged gets a clear message', () => {
    const { text } = sample();
    const msg = (t: string) => {
      const r = readSaveFile(t);
      return r.ok ? 'ok' : r.message;
    };
    expect(msg('{oops')).toMatch(/^This is not a save file: it is not valid JSON/);
    expect(msg('{"kind":"something-else"}')).toBe('This is not an Arbiter save file.');
    expect(msg(text.replace('"name": "Game 1"', '"name": 7'))).toMatch(/^This save file is damaged: name:/);
    const file = JSON.parse(text);
    file.snapshot.turn.number += 1;
    expect(msg(JSON.stringify(file))).toBe('This save file is damaged: the game state does not match its check value.');
    const other = JSON.parse(text);
    other.actions[0] = { type: 'fly', by: 'A' };
    expect(msg(JSON.stringify(other))).toMatch(/^This save file is damaged: actions\.0/);
  });

  it('a save from a newer version of Arbiter is refused with a message that says so', () => {
    const file = JSON.parse(sample().text);
    file.version = SAVE_FILE_VERSION + 1;
    const r = readSaveFile(JSON.stringify(file));
    expect(r.ok ? '' : r.message).toMatch(/newer version of Arbiter \(save format 2; this version reads up to 1\)/);
    const state = JSON.parse(sample().text);
    state.formatVersion = 9;
    const s = readSaveFile(JSON.stringify(state));
    expect(s.ok ? '' : s.message).toMatch(/newer version of Arbiter \(state format 9\)/);
  });

  it('1,000 garbled save files give a message, never a crash', () => {
    const { text } = sample();
    const json = JSON.parse(text);
    const garbled = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json(),
      fc.tuple(fc.nat(text.length), fc.string({ maxLength: 8 }), fc.nat(8)).map(([at, ins, del]) => text.slice(0, at) + ins + text.slice(at + del)),
      fc.tuple(fc.constantFrom(...Object.keys(json)), fc.jsonValue()).map(([key, value]) => JSON.stringify({ ...json, [key]: value })),
    );
    fc.assert(
      fc.property(garbled, (t) => {
        const r = readSaveFile(t);
        if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 1000 },
    );
  });
});
