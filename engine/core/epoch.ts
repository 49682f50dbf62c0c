import { metaOf, peekMeta, type StateMeta } from './state-meta';

/**
 * A counter per state that moves on whenever an object enters or leaves a zone where abilities
 * function, or the registry of continuous effects changes, while an action works on it. Caches
 * of what those registries yield (the effect parts, the static replacements, the functional
 * triggers, the can't rules) stay valid while it stays the same; a committed state keeps its
 * last epoch, so what the action computed last serves the listing of the next legal actions.
 * A second counter, the view epoch, also moves on with every event (counters, damage, tapping).
 */

/** Marks a working state as changed for the caches that read zones and effect registries (and views). */
export function bumpEpoch(state: object): void {
  const meta = metaOf(state);
  meta.epoch += 1;
  meta.viewEpoch += 1;
}

/** Marks a working state as changed for views only (an event changed counters, damage, a tapped state). */
export function bumpViews(state: object): void {
  metaOf(state).viewEpoch += 1;
}

/** A cache of values computed per state (a typed key for `cachedPerState`). */
export interface CacheKey<V> {
  readonly name: string;
  /** Type marker only. */
  readonly value?: V;
}

/** A new cache key. */
export function cacheKey<V>(name: string): CacheKey<V> {
  return { name };
}

/**
 * A value cached per state + epoch. An action's working state that has not moved its epoch
 * yet has the same registries as the state it started from, so it inherits that state's
 * entry: an action that only passes priority or taps a card recomputes none of them.
 */
export function cachedPerState<V>(key: CacheKey<V>, state: object, compute: () => V): V {
  const meta = metaOf(state);
  const hit = meta.caches.get(key);
  if (hit && hit.epoch === meta.epoch) return hit.value as V;
  if (meta.epoch === 0 && meta.base) {
    const base = peekMeta(meta.base);
    const inherited = base?.caches.get(key);
    if (base && inherited && inherited.epoch === base.epoch) {
      meta.caches.set(key, { epoch: 0, value: inherited.value });
      return inherited.value as V;
    }
  }
  const value = compute();
  meta.caches.set(key, { epoch: meta.epoch, value });
  return value;
}

/**
 * A state is committed: if its epoch never moved, it takes over what is still valid of its
 * base's caches, and lets go of its base (states must not chain to every state before them).
 */
export function settleCaches(meta: StateMeta): void {
  const base = meta.base ? peekMeta(meta.base) : undefined;
  if (base && meta.epoch === 0) {
    for (const [key, entry] of base.caches) {
      if (entry.epoch === base.epoch && !meta.caches.has(key)) meta.caches.set(key, { epoch: 0, value: entry.value });
    }
  }
  meta.base = undefined;
}
