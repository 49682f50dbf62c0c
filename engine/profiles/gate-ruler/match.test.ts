import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../../scripts/engine/node-host';
import { zoneKey, type Seat } from '../../core/ids';
import { playMatch, type MatchResult } from '../../ai/match';
import type { PlayerKind } from '../../ai/player';
import { createEngine, starterRecipe } from '../registry';
import { genericEvaluation } from '../evaluation';
import { evaluateGateRuler } from './evaluate';

const cards = loadAllSets()['gate-ruler'] ?? {};
const engine = createEngine('gate-ruler', cards);
/** The deck Home deals both seats of a Gate Ruler game: the starter (40 vanilla cards, no counters, no healing). */
const deck = starterRecipe('gate-ruler', cards) ?? [];
/** What is left of the deck after the opening hand. */
const deckAfterOpening = deck.length - engine.profile.openingHand;

const other = (seat: Seat): Seat => (seat === 'A' ? 'B' : 'A');

/**
 * Whether the game was won by ruler damage (GR-13-5b / GR-13-6b): the loser had to reveal with
 * an empty deck, and more of its deck went to its damage zone, one card a point of ruler damage
 * (GR-13-6c), than into its hand: the deck was fought away, not drawn away.
 */
function wonByRulerDamage(r: MatchResult, winner: Seat): boolean {
  const loser = other(winner);
  const lost = r.final.log.find((line) => line.key === 'log.lost' && line.params?.seat === loser);
  const revealed = r.final.zones[zoneKey(loser, 'damage-zone')]?.length ?? 0;
  const drawn = deckAfterOpening - (r.final.zones[zoneKey(loser, 'deck')]?.length ?? 0) - revealed;
  return lost?.params?.reason === 'cannot-reveal' && revealed > drawn;
}

/** Plays `seeds`, the computer on seat A in odd seeds and on seat B in even ones (the first seat begins). */
function games(seeds: readonly number[], computer: PlayerKind, opponent: PlayerKind, generic: boolean, maxActions: number) {
  return seeds.map((seed) => {
    const seat: Seat = seed % 2 === 1 ? 'A' : 'B';
    const r = playMatch(engine, {
      seed,
      decks: { A: deck, B: deck },
      players: { [seat]: computer, [other(seat)]: opponent },
      evaluations: generic ? { [seat]: evaluateGateRuler, [other(seat)]: genericEvaluation } : undefined,
      maxActions,
    });
    return { seed, seat, r, won: r.winner === seat, lost: r.winner === other(seat) };
  });
}

describe('the computer plays Gate Ruler to win: by ruler damage, not by outlasting a deck', { timeout: 120_000 }, () => {
  it('GR-13-6b: at its normal level it beats random play from either seat, and each win is the loser fought out of its deck', () => {
    const played = games([1, 2], 'normal', 'random', false, 3000);
    for (const g of played) {
      expect(g.won, `seed ${g.seed}`).toBe(true);
      expect(wonByRulerDamage(g.r, g.seat), `seed ${g.seed}`).toBe(true);
    }
  });

  it('GR-13-5b: with its own evaluation it beats the generic evaluation (which counts no ruler damage), by ruler damage', () => {
    // The easy level plays straight by its evaluation (a greedy look ahead), and fast. Two generic
    // players stall until both decks are drawn out (most such games reach the action limit).
    const played = games([1, 2, 3, 4, 5, 6, 7, 8], 'easy', 'easy', true, 1500);
    const wins = played.filter((g) => g.won);
    expect(wins.length).toBeGreaterThanOrEqual(7);
    for (const g of wins) expect(wonByRulerDamage(g.r, g.seat), `seed ${g.seed}`).toBe(true);
  });
});
