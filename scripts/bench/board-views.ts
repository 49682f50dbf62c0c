import { boardView, createEngine, type GameState } from '../../engine/index';
import { simpleDeck } from '../../engine/testing/decks';
import { playRandomGame } from '../../engine/testing/random-play';
import { loadCardSets } from '../../electron/services/card-sets';
import { ratePerSecond, type Benchmark } from './types';

/**
 * The board as one seat sees it, as the host sends it after every action (engine/view/): a
 * mid-game fab table from a seeded random game. Cold: each call reads a fresh copy of the state,
 * so no view, legal action or registry is cached, as after an action.
 */
function boardViewsPerSecond(): number {
  const cards = loadCardSets().fab;
  const engine = createEngine('fab', cards);
  const deck = simpleDeck(cards, 60);
  const state: GameState = playRandomGame(engine, { A: deck, B: deck }, 7, 60).final;
  return ratePerSecond(() => void boardView(engine, { ...state }, 'A'));
}

/** The board view figure. */
export const benchmarks: Benchmark[] = [{ name: 'engine.views_board_per_s', unit: 'views/s', better: 'higher', run: boardViewsPerSecond }];
