import { baseOf } from './draft';

/**
 * A counter per state that moves on whenever an object enters or leaves a zone where abilities
 * function, or the registry of continuous effects changes, while an action works on it. Caches
 * of what those registries yield (the effect parts, the static replacements, the functional
 * triggers, the can't rules) stay valid while it stays the same; a committed state keeps its
 * last epoch, so what the action computed last serves the listing of the next legal actions.
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

/**
 * A per-state cache keyed by state + epoch. An action's working state that has not moved its
 * epoch yet has the same registries as the state it started from, so it inherits that state's
 * entry: an action that only passes priority or taps a card recomputes none of them.
 */
export function cachedPerState<S extends object, V>(cache: WeakMap<S, { epoch: number; value: V }>, state: S, compute: () => V): V {
  const epoch = epochOf(state);
  const hit = cache.get(state);
  if (hit && hit.epoch === epoch) return hit.value;
  if (epoch === 0) {
    const base = baseOf(state) as S | undefined;
    const inherited = base && cache.get(base);
    if (inherited && inherited.epoch === epochOf(base)) {
      cache.set(state, { epoch, value: inherited.value });
      return inherited.value;
    }
  }
  const value = compute();
  cache.set(state, { epoch, value });
  return value;
}
