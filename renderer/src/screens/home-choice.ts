import type { HomeChoice } from '../api';
import { STARTER } from './home-decks';

/**
 * The game Home opens on for a new user: Flesh and Blood, whose shipped Blitz hero decks
 * (Welcome to Rathe) make Start play a real game at once; the house game is a lab game.
 */
export const DEFAULT_GAME = 'fab';

/**
 * The game Home opens on: the one last chosen (settings `home`) while it is installed, else
 * the default game, else the first installed (none installed: undefined). A remembered game
 * that was removed falls back without a word.
 */
export function openingGame(profiles: readonly string[], home: HomeChoice | null): string | undefined {
  if (home && profiles.includes(home.game)) return home.game;
  return profiles.includes(DEFAULT_GAME) ? DEFAULT_GAME : profiles[0];
}

/**
 * The deck menu value remembered for a seat of `game` (STARTER for the starter deck), or null
 * when none is (another game was chosen last, or the seat kept its default): seatDeckChoice
 * then checks the deck still exists.
 */
export function rememberedDeck(home: HomeChoice | null, game: string, seat: string): string | null {
  if (!home || home.game !== game || !Object.prototype.hasOwnProperty.call(home.decks, seat)) return null;
  const deck = home.decks[seat];
  return deck === null ? STARTER : String(deck);
}

/** Home's choice as the settings keep it: the game and each seat's deck menu value (STARTER: null). */
export function homeChoice(game: string, decks: ReadonlyArray<readonly [seat: string, value: string]>): HomeChoice {
  return { game, decks: Object.fromEntries(decks.map(([seat, value]) => [seat, value === STARTER ? null : Number(value)])) };
}
