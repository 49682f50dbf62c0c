import { describe, expect, it } from 'vitest';
import { loadAllSets } from './node-host';
import { wtrBlitzDecks } from './wtr-blitz-decks';
import { createEngine } from '../../engine/profiles/registry';
import { newGame, replay, stateHash } from '../../engine/game/game';
import { playRandomGame } from '../../engine/testing/random-play';

// Issue 14: random legal play of the four shipped Welcome to Rathe Blitz decks (Rhinar, Bravo,
// Dorinthea, Katsu), every pairing in turn, with their heroes, weapons and equipment in play.
// 1,000 games in CI, each to its end or a cap of 100 actions (its first turns)
// (ARBITER_WTR_GAMES and ARBITER_WTR_CAP for longer runs), and one whole game of each pairing:
// no exception, no stuck game (a listed action refused, or no one able to act), and replaying
// seed + setup + action log gives the same state hash. A file of its own: vitest runs it in a
// worker beside the other files. The bench plays whole games (`sim.*.fab-blitz`).
const total = Number(process.env.ARBITER_WTR_GAMES ?? 1000);
const cap = Number(process.env.ARBITER_WTR_CAP ?? 100);
const sets = loadAllSets();

describe('WTR Blitz random games (issue 14): no exception, no stuck game, replay gives the same hash', () => {
  const engine = createEngine('fab', sets.fab ?? {});
  const decks = wtrBlitzDecks(sets.fab ?? {});

  /** Plays one seeded game of a pairing to its end or `maxActions`, checks it and its replay; whether it ended. */
  function playChecked(seed: number, maxActions: number): boolean {
    const a = decks[seed % 4];
    const b = decks[Math.floor(seed / 4) % 4];
    const setup = { decks: { A: a.deck, B: b.deck }, inventory: { A: a.inventory, B: b.inventory } };
    const game = playRandomGame(engine, setup.decks, seed, maxActions, setup.inventory);
    expect(game.stuck, `seed ${seed} (${a.hero} vs ${b.hero})`).toBeUndefined();
    const again = replay(engine, newGame(engine, { seed, ...setup }), game.log);
    expect(again.ok, `seed ${seed} replay`).toBe(true);
    if (again.ok) expect(stateHash(again.state), `seed ${seed} hash`).toBe(stateHash(game.final));
    return game.ended;
  }

  it('ships the four WTR young heroes\' decks', () => {
    expect(decks.map((d) => d.hero).sort()).toEqual(['bravo', 'dorinthea', 'katsu', 'rhinar']);
  });

  it(`${total} seeded random games of the four WTR Blitz decks, to a cap of ${cap} actions`, () => {
    for (let seed = 1; seed <= total; seed++) playChecked(seed, cap);
  }, 1_200_000);

  it('one whole game of each of the 16 pairings: most end with a winner within 2,000 actions', () => {
    let ended = 0;
    for (let seed = 100_001; seed <= 100_016; seed++) if (playChecked(seed, 2000)) ended++;
    expect(ended).toBeGreaterThanOrEqual(12);
  }, 600_000);
});
