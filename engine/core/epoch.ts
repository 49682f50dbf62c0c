import { isWorking } from './draft';

/**
 * A counter per working state that changes whenever an object enters or leaves a zone or the
 * registry of continuous effects changes. Caches computed while an action runs (the effect
 * parts, the static replacements, the functional triggers) stay valid while it stays the same.
 * Committed states need no epoch: they are cache keys themselves.
 */
const epochs = new WeakMap<object, number>();
/** A second counter for views: it also moves on with every event (counters, damage, tapping). */
const viewEpochs = new WeakMap<object, number>();

/** Marks a draft as changed for the caches that read zones and effect registries (and views). */
export function bumpEpoch(state: object): void {
  epochs.set(state, (epochs.get(state) ?? 0) + 1);
  bumpViews(state);
}

/** Marks a draft as changed for views only (an event changed counters, damage, a tapped state). */
export function bumpViews(state: object): void {
  viewEpochs.set(state, (viewEpochs.get(state) ?? 0) + 1);
}

/** The current epoch of a draft. */
export function epochOf(state: object): number {
  return epochs.get(state) ?? 0;
}

/** The current view epoch of a draft. */
export function viewEpochOf(state: object): number {
  return viewEpochs.get(state) ?? 0;
}

/** A per-state cache that also works on drafts (keyed by draft + epoch). */
export function cachedPerState<S extends object, V>(cache: WeakMap<S, { epoch: number; value: V }>, state: S, compute: () => V): V {
  const epoch = isWorking(state) ? epochOf(state) : -1;
  const hit = cache.get(state);
  if (hit && hit.epoch === epoch) return hit.value;
  const value = compute();
  cache.set(state, { epoch, value });
  return value;
}
