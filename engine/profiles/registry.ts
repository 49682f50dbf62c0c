import type { Engine } from '../core/context';
import type { CardDb } from '../cards/types';
import type { Profile } from './types';
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
