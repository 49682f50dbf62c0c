import { describe, expect, it } from 'vitest';
import { playWtrGames, WTR_GAME_CAP, wtrBlitz } from './wtr-blitz-games';

// Issue 14, "1,000 random WTR Blitz games in CI", half 1 of 2 (seeds in two files, so vitest
// plays the halves on both cores). ARBITER_WTR_GAMES changes the total. See wtr-blitz-games.ts.
const total = Number(process.env.ARBITER_WTR_GAMES ?? 1000);
const from = 1;
const to = Math.floor(total / 2);

describe(`WTR Blitz random games ${from}-${to} of ${total} (issue 14): whole games, no exception, no stuck game, same replay hash`, () => {
  it("ships the four WTR young heroes' decks", () => {
    expect(wtrBlitz().decks.map((d) => d.hero).sort()).toEqual(['bravo', 'dorinthea', 'katsu', 'rhinar']);
  });

  it(`plays seeds ${from}-${to} whole (a winner, or a stalemate by ${WTR_GAME_CAP} actions)`, () => {
    const { won, stalemate } = playWtrGames(from, to);
    // The tally in the test log (CI's too): how many games had a winner.
    console.info(`WTR Blitz random games ${from}-${to}: ${won} with a winner, ${stalemate} stalemates`);
    expect(won + stalemate).toBe(to - from + 1);
  }, 3_600_000);
});
