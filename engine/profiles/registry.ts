import type { Engine } from '../core/context';
import type { CardDb } from '../cards/types';
import { plainDialect, type CardDialect } from '../cards/dialect';
import type { Profile } from './types';
import type { DeckRules } from './deck-rules';
import { interpreter } from '../interpreter/index';
import { house } from './house';
import { fab } from './fab';
import { mtg } from './mtg';
import { chrono } from './chrono';
import { gateRuler } from './gate-ruler';
import { scp } from './scp';

const profiles: Readonly<Record<string, Profile>> = { house, fab, 'gate-ruler': gateRuler, chrono, mtg, scp };

/** The ids of the profiles this engine knows. */
export function profileIds(): string[] {
  return Object.keys(profiles);
}

/** A profile by id, or undefined. */
export function getProfile(id: string): Profile | undefined {
  return profiles[id];
}

/** How a profile's cards are printed (its keywords, type lines, colours): the card compiler's input; the plain dialect for an id no profile has. */
export function cardDialect(id: string): CardDialect {
  return profiles[id]?.dialect ?? plainDialect;
}

/** The deck rules of a profile in a format (the profile's default when none or an unknown one is given). */
export function deckRulesFor(profile: string, format?: string | null): DeckRules | undefined {
  const p = profiles[profile];
  return (format ? p?.deckFormats?.[format] : undefined) ?? p?.deck;
}

/**
 * Whether a profile's game starts by having a player picked at random choose who plays first
 * (its `firstPlayerRule`: FAB-4.1, MTG-103.2), so a new game's setup may settle it instead.
 */
export function asksFirstPlayer(profile: string): boolean {
  return profiles[profile]?.rules?.firstPlayerRule !== undefined;
}

/**
 * The named deck formats of a profile, the one its default rules are first (fab: `cc`, then
 * `blitz`), so a deck that names no format reads as that one; none for a game with one set of
 * deck rules.
 */
export function deckFormatsOf(profile: string): string[] {
  const p = profiles[profile];
  const formats = Object.entries(p?.deckFormats ?? {});
  return [...formats.filter(([, rules]) => rules === p?.deck), ...formats.filter(([, rules]) => rules !== p?.deck)].map(([id]) => id);
}

/** The rules for one game type: a profile and the cards it can use. */
export function createEngine(profileId: string, cards: CardDb): Engine {
  const profile = profiles[profileId];
  if (!profile) throw new Error(`unknown profile "${profileId}" (known: ${profileIds().join(', ')})`);
  return { profile, cards, interpreter };
}

/**
 * A profile's starter deck as card ids (its `starter` recipe expanded, in recipe order), or
 * undefined when it has none or a card of it is missing from `cards`.
 */
export function starterRecipe(profileId: string, cards: CardDb): string[] | undefined {
  const recipe = profiles[profileId]?.starter;
  if (!recipe || !Object.keys(recipe).every((id) => cards[id])) return undefined;
  return Object.entries(recipe).flatMap(([id, n]) => Array.from({ length: n }, () => id));
}
