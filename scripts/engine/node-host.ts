import { loadCardSets } from '../../electron/services/card-sets';
import type { ScenarioHost } from '../../engine/conformance/host';
import { createScenarioHost } from '../../engine/conformance/engine-host';

/** Every profile's card database from assets/sets (electron/services/card-sets.ts, cached per process). */
export const loadAllSets = loadCardSets;

/** The scenario host over the real engine, with the project's card sets (the runner's default host). */
export function createNodeHost(): ScenarioHost {
  return createScenarioHost(loadCardSets());
}
