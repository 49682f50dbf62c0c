import { describe, expect, it } from 'vitest';
import { limitUse } from './limits';

describe('limits (SCP-603.5, FAB-6.6.5e): uses are counted in the period the limit names', () => {
  it('a per-turn limit counts under a key of this turn, which ends with the turn', () => {
    expect(limitUse({ 'per-turn': 2 }, 'p7:a0', 5)).toEqual({ key: 'p7:a0:t5:turn', max: 2 });
    expect(limitUse({ 'per-turn': 2 }, 'p7:a0', 6).key).not.toBe(limitUse({ 'per-turn': 2 }, 'p7:a0', 5).key);
  });

  it('a per-game limit counts under one key for the whole game (LANGUAGE.md "limit: {per-game}")', () => {
    expect(limitUse({ 'per-game': 1 }, 'p7:a0', 5)).toEqual({ key: 'p7:a0:game', max: 1 });
    expect(limitUse({ 'per-game': 1 }, 'p7:a0', 9).key).toBe('p7:a0:game');
  });

  it('a limit with no number allows one use a turn', () => {
    expect(limitUse({}, 'p7:repl', 3)).toEqual({ key: 'p7:repl:t3:turn', max: 1 });
  });
});
