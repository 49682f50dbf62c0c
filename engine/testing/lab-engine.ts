import type { Engine } from '../core/context';
import type { CardDb } from '../cards/types';
import { loadAllSets } from '../conformance/node-host';
import { createEngine } from '../profiles/registry';

let sets: Readonly<Record<string, CardDb>> | undefined;

/** An engine for a profile with every set of assets/sets/<profile>/ (lab, basics, rules lab): for tests. */
export function labEngine(profile: string): Engine {
  sets ??= loadAllSets();
  return createEngine(profile, sets[profile] ?? {});
}
