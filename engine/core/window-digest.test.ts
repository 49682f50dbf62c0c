import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { noteWindow, windowDigest } from './window-digest';
import { RECORDS_KEPT } from './records';
import { stateHash, treeStateHash, hashMatches } from '../game/game';
import { longHouseGame, playLong } from '../testing/test-games';

const line = (n: number) => ({ key: 'log.line', params: { n }, seq: n });

// Issue 19: the bounded log and trace are hashed by what an action dropped and appended, not re-read whole.
describe('window digest (the bounded game log and rule trace)', () => {
  it('a record made by dropping and appending digests as the same entries digested from scratch', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { maxLength: 30 }), fc.nat(50), (steps, first) => {
        let before: unknown[] = Array.from({ length: first }, (_, i) => line(i));
        let next = before.length;
        windowDigest(before);
        for (const [drop, add] of steps) {
          const after = [...before.slice(Math.min(drop, before.length)), ...Array.from({ length: add }, () => line(next++))];
          noteWindow(after, before);
          // Equal entries in fresh containers: nothing remembered about them.
          const fresh = after.map((e) => structuredClone(e));
          expect(windowDigest(after)).toBe(windowDigest(fresh));
          before = after;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('differs when an entry, the order or the length differs', () => {
    const a = [line(1), line(2), line(3)];
    expect(windowDigest([line(1), line(2), line(3)])).toBe(windowDigest(a));
    expect(windowDigest([line(1), line(3), line(2)])).not.toBe(windowDigest(a));
    expect(windowDigest([line(1), line(2), line(4)])).not.toBe(windowDigest(a));
    expect(windowDigest([line(2), line(3)])).not.toBe(windowDigest(a));
    expect(windowDigest([])).not.toBe(windowDigest([line(0)]));
  });

  it('a record not made from the one before (a rewritten line) is digested from its entries', () => {
    const before = [line(1), line(2), line(3)];
    windowDigest(before);
    const after = [line(1), before[1], before[2], line(4)];
    noteWindow(after, before);
    expect(windowDigest(after)).toBe(windowDigest(after.map((e) => structuredClone(e))));
  });

  it('a long game: each state hashes as the same state rebuilt from JSON, and a hash stored the way older saves took it still matches', () => {
    const { engine, start } = longHouseGame(3);
    const states = [start];
    playLong(engine, start, 1_500, (s) => states.push(s));
    const end = states[states.length - 1];
    expect(Math.max(end.log.length, end.trace.length)).toBe(RECORDS_KEPT); // the window slid
    for (const s of [states[200], states[1_000], end]) {
      const hash = stateHash(s);
      const copy = JSON.parse(JSON.stringify(s)) as typeof s;
      expect(stateHash(copy)).toBe(hash);
      expect(hashMatches(copy, treeStateHash(s))).toBe(true);
    }
    expect(treeStateHash(end)).not.toBe(stateHash(end));
  });
});
