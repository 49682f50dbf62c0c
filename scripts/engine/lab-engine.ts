import type { Engine } from '../../engine/core/context';
import type { CardDb } from '../../engine/cards/types';
import { loadAllSets } from './node-host';
import { createEngine } from '../../engine/profiles/registry';

let sets: Readonly<Record<string, CardDb>> | undefined;

/** An engine for a profile with every set of assets/sets/<profile>/ (lab, basics, rules lab): for tests. */
export function labEngine(profile: string): Engine {
  sets ??= loadAllSets();
  return createEngine(profile, sets[profile] ?? {});
}
