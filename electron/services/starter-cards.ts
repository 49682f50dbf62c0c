import { deckRulesFor, starterRecipe, type CardDb, type CardId, type Seat } from '../../engine/index';
import { ServiceError } from './errors';
import { CardSetError, loadCardSets } from './card-sets';

/** Where a game's cards and decks come from (the shipped sets, plus the catalogue's cards a deck uses). */
export interface CardSource {
  /** The card database for a profile, holding at least `ids` (the cards the game's decks use). */
  cards(profile: string, ids?: readonly CardId[]): CardDb;
  /** The deck a seat starts with when the request names none. */
  deck(profile: string, seat: Seat): CardId[];
}

/** Cards per starter deck when the profile has no deck rules. */
const DEFAULT_STARTER_SIZE = 40;

/**
 * A starter deck for a profile: the profile's own recipe (`Profile.starter`, legal under its
 * deck rules) when it has one and its cards are there; otherwise the cards of its `basics` set
 * (the whole database when it has none: the house game's core set), in set order, repeated up
 * to the profile's smallest legal deck size. Empty when the profile has no cards at all.
 */
export function starterDeck(profile: string, cards: CardDb, size: number = deckRulesFor(profile)?.minCards ?? DEFAULT_STARTER_SIZE): CardId[] {
  const recipe = starterRecipe(profile, cards);
  if (recipe) return recipe;
  const all = Object.values(cards);
  const basics = all.filter((c) => c.set === 'basics');
  const pool = (basics.length > 0 ? basics : all).map((c) => c.id);
  if (pool.length === 0) return [];
  return Array.from({ length: size }, (_, i) => pool[i % pool.length]);
}

/** The card database of a profile from the shipped sets; a broken set file becomes a service error naming it. */
function shippedDb(profile: string): CardDb {
  try {
    return loadCardSets()[profile] ?? {};
  } catch (e) {
    if (e instanceof CardSetError) throw new ServiceError('internal', `a card set file is broken: ${e.problems[0] ?? e.file}`, 'profile');
    throw e;
  }
}

/** The default card source: the shipped card sets (assets/sets), starter decks from each profile's basics. */
export const starterCards: CardSource = {
  cards: (profile) => shippedDb(profile),
  deck: (profile) => starterDeck(profile, shippedDb(profile)),
};
