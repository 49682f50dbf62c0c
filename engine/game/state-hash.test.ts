import { describe, expect, it } from 'vitest';
import { stateHash } from './game';
import { chainDigest, seedChainDigest } from '../core/log-digest';
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

  it('the game log and rule trace keep their latest entries only, however long the game runs', () => {
    const { engine, start } = longHouseGame();
    const end = playLong(engine, start, 3000);
    expect(end.actions.length).toBe(3000);
    expect(end.log.length).toBe(RECORDS_KEPT);
    expect(end.trace.length).toBeLessThanOrEqual(RECORDS_KEPT);
    expect(stateHash(JSON.parse(JSON.stringify(end)))).toBe(stateHash(end));
  });
});
