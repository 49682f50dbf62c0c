import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../main';

describe('arbiter sim', () => {
  it('issue 18: seats swapped every other game swap who goes first, not only the seat names', async () => {
    // The house game ends only when a player must draw from an empty deck, and both draw one
    // card a turn from equal decks: whoever takes the first turn loses, whatever they play. With
    // the turn order swapped every other game each player wins exactly half; had the first
    // player always been the same one, it would have lost all four.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'arbiter-sim-')), 'sim.json');
    const io = { out: () => {}, err: () => {} };
    expect(await runCli(['sim', '--game', 'house', '--players', 'easy,random', '--games', '4', '--seed', '1', '--json', file], io)).toBe(0);
    const summary = JSON.parse(readFileSync(file, 'utf8')) as { games: number; wins: Record<string, number>; draws: number };
    expect(summary).toMatchObject({ games: 4, wins: { easy: 2, random: 2 }, draws: 0 });
    // Each began two games and lost both: the split by who went first shows the seat decides.
    expect(summary).toMatchObject({ first: { easy: { games: 2, wins: 0 }, random: { games: 2, wins: 0 } } });
  });
});
