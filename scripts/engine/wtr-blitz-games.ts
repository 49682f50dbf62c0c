import { expect } from 'vitest';
import { loadAllSets } from './node-host';
import { wtrBlitzDecks, wtrPairing, type BlitzDeck } from './wtr-blitz-decks';
import type { Action, Engine, GameState } from '../../engine/index';
import { createEngine } from '../../engine/profiles/registry';
import { act, legalActions, newGame, replay, stateHash } from '../../engine/game/game';
import { playRandomGame } from '../../engine/testing/random-play';
import { attackFirst } from '../../engine/testing/attacking-play';
import { xoroshiro128plus } from 'pure-rand';
import { zoneKey } from '../../engine/core/ids';

/**
 * Issue 14: random legal play of the four shipped Welcome to Rathe Blitz decks (Rhinar, Bravo,
 * Dorinthea, Katsu) with their heroes, weapons and equipment in play, each game played whole.
 * Seed s pairs deck s mod 4 with deck floor(s/4) mod 4, so every 16 seeds play all 16 pairings.
 *
 * Each game must end with a winner, or reach a stalemate: both decks are empty and no hero's
 * life changed over the last `STALEMATE_WINDOW` actions (dozens of turns). Random players get
 * there when nothing they have left can hurt: no cards, or only cards that cycle through the
 * pitch zone and back (Bravo pitching for his hero ability each turn), and free abilities
 * (Scabskin Leathers' die roll). The real rules have no loss for an empty deck; people would
 * agree a draw. A stalemate is checked, not assumed: the log is replayed to the start of the
 * window and the life totals compared. Every game's replay (seed + setup + log) must give the
 * same state hash.
 */

/** A game that has not ended after this many actions must be a stalemate (whole games: p95 about 710, max about 850 in 100). */
export const WTR_GAME_CAP = Number(process.env.ARBITER_WTR_CAP ?? 1500);
const STALEMATE_WINDOW = 300;

/** How one checked game went. */
export type WtrOutcome = 'won' | 'stalemate';

let cached: { engine: Engine; decks: BlitzDeck[] } | undefined;

/** The fab engine with every shipped set, and the four WTR Blitz decks (loaded once per test file). */
export function wtrBlitz(): { engine: Engine; decks: BlitzDeck[] } {
  if (!cached) {
    const sets = loadAllSets();
    cached = { engine: createEngine('fab', sets.fab ?? {}), decks: wtrBlitzDecks(sets.fab ?? {}) };
  }
  return cached;
}

/**
 * Walks the WTR Blitz games of these seeds as the attacking random player plays them (at most
 * `steps` actions each), showing `visit` every state reached, the first included: the cache and
 * legality tests look at each one.
 */
export function walkWtrGames(seeds: readonly number[], steps: number, visit: (state: GameState, seed: number, step: number) => void): void {
  const { engine, decks } = wtrBlitz();
  for (const seed of seeds) {
    const { decks: pair, inventory } = wtrPairing(decks, seed);
    const rng = xoroshiro128plus(seed);
    let state: GameState = newGame(engine, { seed, decks: pair, inventory });
    visit(state, seed, 0);
    for (let step = 1; step <= steps && !state.over; step++) {
      const d = state.pending?.decision;
      const action = d
        ? { type: 'answer' as const, by: d.player, pick: attackFirst.answer(engine, state, d, rng) }
        : attackFirst.act(engine, state, legalActions(engine, state, state.turn.priority!).filter((x) => x.type !== 'concede'), rng);
      const r = act(engine, state, action);
      if (!r.ok) throw new Error(`seed ${seed}: refused ${JSON.stringify(action)}: ${r.refusal.message}`);
      state = r.state;
      visit(state, seed, step);
    }
  }
}

/** Whether a game that has not ended is a stalemate: both decks empty, no life changed over the window. */
function isStalemate(engine: Engine, start: GameState, state: GameState, log: readonly Action[]): boolean {
  if (!state.seats.every((seat) => (state.zones[zoneKey(seat, 'deck')] ?? []).length === 0)) return false;
  if (log.length < STALEMATE_WINDOW) return false;
  const before = replay(engine, start, log.slice(0, log.length - STALEMATE_WINDOW));
  if (!before.ok) return false;
  return state.seats.every((seat) => before.state.players[seat].stats.life === state.players[seat].stats.life);
}

/** Plays one seeded game whole and checks it and its replay; how it went. */
export function playWtrGame(seed: number): WtrOutcome {
  const { engine, decks } = wtrBlitz();
  const { label, ...setup } = wtrPairing(decks, seed);
  const game = playRandomGame(engine, setup.decks, seed, WTR_GAME_CAP, setup.inventory);
  expect(game.stuck, label).toBeUndefined();
  const start = newGame(engine, { seed, ...setup });
  const again = replay(engine, start, game.log);
  expect(again.ok, `${label} replay`).toBe(true);
  if (again.ok) expect(stateHash(again.state), `${label} hash`).toBe(stateHash(game.final));
  if (game.ended) return 'won';
  expect(isStalemate(engine, start, game.final, game.log), `${label}: not over after ${WTR_GAME_CAP} actions, and not a stalemate`).toBe(true);
  return 'stalemate';
}

/**
 * Plays seeds `from`..`to` whole. Most must end with a winner (about 93 % do; random players
 * empty their decks into stalemates in the rest): at least 80 %, so the check can't pass
 * with every game a stalemate.
 */
export function playWtrGames(from: number, to: number): { won: number; stalemate: number } {
  const tally = { won: 0, stalemate: 0 };
  for (let seed = from; seed <= to; seed++) tally[playWtrGame(seed)]++;
  expect(tally.won / (to - from + 1), `games with a winner among seeds ${from}-${to}: ${JSON.stringify(tally)}`).toBeGreaterThanOrEqual(0.8);
  return tally;
}
