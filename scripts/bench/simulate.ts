import { loadAllSets } from '../engine/node-host';
import { createEngine } from '../../engine/profiles/registry';
import { flowProbe } from '../../engine/flow/driver';
import { playRandomGame } from '../../engine/testing/random-play';
import { attackFirst } from '../../engine/testing/attacking-play';
import { simpleDeck } from '../../engine/testing/decks';
import { starterDeck } from '../../electron/services/starter-cards';
import { wtrBlitzDecks, wtrPairing } from '../engine/wtr-blitz-decks';

/** What random play of one profile measures (issue 7). */
export interface SimFigures {
  gamesPerS: number;
  /** An action applied plus the next legal actions listed. */
  actionsPerS: number;
  /** The share of the time spent inside the XState machine. */
  flowShare: number;
  /**
   * The share of games with the profile's starter decks that ended with a winner (issue 16),
   * the others stopped at a cap of 5,000 actions; players act rather than pass two times in three.
   */
  endedShare: number;
}

/**
 * Random games of one profile after a warm-up, measured over `windows` windows of a second each:
 * the rates reported are the medians over the windows (a shared machine has bursts of load that
 * a single long window averages in), the flow share is over all the games; the ended share
 * comes from games of their own with starter decks (endedShare).
 */
export function simulate(profile: string, windows = 5): SimFigures {
  const sets = loadAllSets();
  const engine = createEngine(profile, sets[profile] ?? {});
  const deck = simpleDeck(sets[profile] ?? {}, 30);
  let inFlow = 0;
  flowProbe.around = <T>(step: () => T): T => {
    const t0 = performance.now();
    try {
      return step();
    } finally {
      inFlow += performance.now() - t0;
    }
  };
  // Warm-up: V8 needs a few thousand actions to optimize the kernel's hot paths (the figures
  // climb for about two seconds, then hold); the computer opponent runs warm, so we measure warm.
  for (let seed = 1_000_000, t0 = performance.now(); performance.now() - t0 < 3000; seed++) playRandomGame(engine, { A: deck, B: deck }, seed, 300);
  inFlow = 0;
  const gameRates: number[] = [];
  const actionRates: number[] = [];
  let total = 0;
  for (let w = 0, seed = 1; w < windows; w++) {
    const start = performance.now();
    let inWindow = 0;
    let actions = 0;
    while (performance.now() - start < 1000) {
      const g = playRandomGame(engine, { A: deck, B: deck }, seed++, 300);
      inWindow++;
      actions += g.log.length;
    }
    const ms = performance.now() - start;
    gameRates.push(inWindow / (ms / 1000));
    actionRates.push(actions / (ms / 1000));
    total += ms;
  }
  flowProbe.around = undefined;
  return { gamesPerS: median(gameRates), actionsPerS: median(actionRates), flowShare: inFlow / total, endedShare: endedShare(profile) };
}

/**
 * Games with starter decks played to the end: how many of `games` end with a winner before
 * `cap` actions. The starter deck is the one a new game on Home deals (starterDeck: the
 * profile's recipe, else its basics set): fab has no recipe, and its lab cards (simpleDeck)
 * are no deck a player gets; with no hero and no weapon, both seats can empty their decks
 * holding only a resource card (pitched, never played) and no FaB rule ends that game.
 */
export function endedShare(profile: string, games = 40, cap = 5000): number {
  const sets = loadAllSets();
  const engine = createEngine(profile, sets[profile] ?? {});
  const deck = starterDeck(profile, sets[profile] ?? {});
  let ended = 0;
  for (let seed = 1; seed <= games; seed++) if (playRandomGame(engine, { A: deck, B: deck }, seed, cap).ended) ended++;
  return ended / games;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** How long simulateBlitz plays before it measures (see there). */
const BLITZ_WARM_UP_MS = 10_000;

/**
 * Random play of the four shipped Welcome to Rathe Blitz decks (issue 14), every pairing in
 * turn, heroes, weapons and equipment in play: games and actions per second (medians over
 * `windows` one-second windows after a warm-up, whole games up to 2,000 actions) and the share
 * of 40 games that end with a winner within 2,000 actions. The random players prefer attacking
 * (attackFirst, engine/testing/attacking-play.ts; issue 14 allows it): with priority they attack
 * whenever they can (an attack card or a weapon's attack, uniformly), else play another legal
 * action one time in three and pass otherwise; they defend one time in four and answer every
 * other decision at random.
 */
export function simulateBlitz(windows = 5): SimFigures {
  const sets = loadAllSets();
  const engine = createEngine('fab', sets.fab ?? {});
  const decks = wtrBlitzDecks(sets.fab ?? {});
  const CAP = 2000;
  const play = (seed: number) => {
    const game = wtrPairing(decks, seed);
    return playRandomGame(engine, game.decks, seed, CAP, game.inventory, attackFirst);
  };
  // Warm-up, longer than simulate's: this workload reaches its steady rate later. V8 optimizes
  // about 600 of its functions, many of them called a few times a game (a pitch, a defend step,
  // an effect), on the second core beside the GC's helpers. Per-second rates of three 24-second
  // runs on a 2-core host (issue 14, session 16): 25 in the first second, 51-93 in seconds 4-8
  // (what a 3-second warm-up measured), 71-106 from the eleventh second on, with no further rise.
  for (let seed = 1_000_000, t0 = performance.now(); performance.now() - t0 < BLITZ_WARM_UP_MS; seed++) play(seed);
  const gameRates: number[] = [];
  const actionRates: number[] = [];
  for (let w = 0, seed = 1; w < windows; w++) {
    const start = performance.now();
    let games = 0;
    let actions = 0;
    while (performance.now() - start < 1000) {
      actions += play(seed++).log.length;
      games++;
    }
    const ms = performance.now() - start;
    gameRates.push(games / (ms / 1000));
    actionRates.push(actions / (ms / 1000));
  }
  let ended = 0;
  for (let seed = 1; seed <= 40; seed++) if (play(seed).ended) ended++;
  return { gamesPerS: median(gameRates), actionsPerS: median(actionRates), flowShare: 0, endedShare: ended / 40 };
}
