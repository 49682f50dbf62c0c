import { describe, expect, it } from 'vitest';
import { stateHash } from './game';
import { chainDigest, noteAppended, seedChainDigest } from '../core/log-digest';
import { houseGame, longHouseGame, playLong, playSteps } from '../testing/test-games';
import { RECORDS_KEPT } from '../core/records';

describe('state hash, incremental (issue 19: long games stay fast)', () => {
  it('hashing a state step by step gives the hash of the same state read back from JSON (nothing remembered)', () => {
    const { engine, start } = houseGame(3);
    const hashes: string[] = [];
    const states: string[] = [];
    playSteps(engine, start, 60, (s) => {
      hashes.push(stateHash(s));
      states.push(JSON.stringify(s));
    });
    expect(states.map((t) => stateHash(JSON.parse(t)))).toEqual(hashes);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('a chain digest continues from a list the new one extends, and differs when an entry differs', () => {
    const a = [{ type: 'pass', by: 'A' }];
    const b = [...a, { type: 'pass', by: 'B' }];
    const fresh = JSON.parse(JSON.stringify(b)) as unknown[];
    expect(chainDigest(a)).not.toBe(chainDigest(b));
    expect(chainDigest(fresh)).toBe(chainDigest(b));
    expect(chainDigest([...a, { type: 'pass', by: 'C' }])).not.toBe(chainDigest(b));
    const seeded = JSON.parse(JSON.stringify(a)) as unknown[];
    seedChainDigest(seeded, chainDigest(a));
    expect(chainDigest([...seeded, b[1]])).toBe(chainDigest(b));
  });

  it('a list an action appended to is digested from the entries it adds, without reading the ones before', () => {
    const a = Array.from({ length: 1000 }, (_, i) => ({ type: 'pass', by: i % 2 ? 'A' : 'B' }));
    const whole = chainDigest(a);
    const reads: number[] = [];
    const b = new Proxy([...a, { type: 'pass', by: 'C' }], {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.push(Number(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    noteAppended(b, a);
    reads.length = 0;
    const digest = chainDigest(b);
    expect(reads).toEqual([1000]);
    expect(digest).toBe(chainDigest(JSON.parse(JSON.stringify(b)) as unknown[]));
    expect(digest).not.toBe(whole);
    // A list whose entry before the new ones is not the old list's last is not taken as its extension.
    const other = [...a.slice(0, 999), { type: 'pass', by: 'D' }, { type: 'pass', by: 'C' }];
    noteAppended(other, a);
    expect(chainDigest(other)).toBe(chainDigest(JSON.parse(JSON.stringify(other)) as unknown[]));
    expect(chainDigest(other)).not.toBe(digest);
  });

  it('the game log and rule trace keep their latest entries only, however long the game runs', () => {
    const { engine, start } = longHouseGame();
    const end = playLong(engine, start, 3000);
    expect(end.actions.length).toBe(3000);
    expect(end.log.length).toBe(RECORDS_KEPT);
    expect(end.trace.length).toBeLessThanOrEqual(RECORDS_KEPT);
    expect(stateHash(JSON.parse(JSON.stringify(end)))).toBe(stateHash(end));
  });
});
