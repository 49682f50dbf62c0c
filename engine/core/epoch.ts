import type { Engine } from './context';
import { metaOf, type StateMeta } from './state-meta';

/**
 * A counter per state that moves on whenever an object enters or leaves a zone where abilities
 * function, or the registry of continuous effects changes, while an action works on it. Caches
 * of what those registries yield (the effect parts, the static replacements, the functional
 * triggers, the can't rules) stay valid while it stays the same; a committed state keeps its
 * last epoch, so what the action computed last serves the listing of the next legal actions.
 * A second counter, the view epoch, also moves on with every event (counters, damage, tapping).
 */

/** A game's card database and profile, which fix the card sets a cache reads. */
type Rules = Pick<Engine, 'cards' | 'profile'>;

/** An object of this card entered or left zones where its abilities are read (core/zones.ts), under these rules. */
export interface Moved {
  card: string;
  rules: Rules;
}

/**
 * Marks a working state as changed for the caches that read zones and effect registries (and
 * views). What was computed or inherited before read the registries as they were, so it is
 * dropped; but when the change is an object of one card moving (`moved`), a cached value that
 * declares the cards it reads (`CacheKey.reads`) and does not read that one is the same after
 * the move and is carried over (the functional triggers stay when a card without triggered
 * abilities leaves the combat chain).
 */
export function bumpEpoch(state: object, moved?: Moved): void {
  const meta = metaOf(state);
  meta.epoch += 1;
  meta.viewEpoch += 1;
  const kept = moved ? unaffected(meta.caches, meta.inherited, moved) : undefined;
  meta.caches = kept;
  meta.sharedCaches = false;
  meta.inherited = undefined;
}

/**
 * Whether a state holds cached values a move could carry over (bumpEpoch's `moved`): working
 * out which card moved reads the registries, which is wasted when nothing is cached (a game
 * being set up, a second move right after a first one dropped everything).
 */
export function holdsCaches(state: object): boolean {
  const meta = metaOf(state);
  return (meta.caches !== undefined && meta.caches.size > 0) || (meta.inherited !== undefined && meta.inherited.size > 0);
}

/** The cached values (a state's own first, then those it inherited) that do not read the moved card's objects. */
function unaffected(own: Map<object, unknown> | undefined, inherited: Map<object, unknown> | undefined, moved: Moved): Map<object, unknown> | undefined {
  let out: Map<object, unknown> | undefined;
  for (const from of [own, inherited]) {
    if (from === undefined) continue;
    for (const [key, value] of from) {
      const reads = (key as CacheKey<unknown>).reads;
      if (reads === undefined || reads(moved.rules).has(moved.card) || out?.has(key)) continue;
      (out ??= new Map()).set(key, value);
    }
  }
  return out;
}

/** Marks a working state as changed for views only (an event changed counters, damage, a tapped state). */
export function bumpViews(state: object): void {
  metaOf(state).viewEpoch += 1;
}

/** A cache of values computed per state (a typed key for `cachedPerState`). */
export interface CacheKey<V> {
  readonly name: string;
  /**
   * The cards whose objects the value reads, where their abilities are read: an object of any
   * other card entering or leaving those zones leaves the value as it was (`bumpEpoch`). Absent:
   * any move changes it.
   */
  readonly reads?: (rules: Rules) => ReadonlySet<string>;
  /** Type marker only. */
  readonly value?: V;
}

/** A new cache key; `reads`: the cards its values read (CacheKey.reads). */
export function cacheKey<V>(name: string, reads?: (rules: Rules) => ReadonlySet<string>): CacheKey<V> {
  return reads ? { name, reads } : { name };
}

/**
 * A value cached per state + epoch. An action's working state that has not moved its epoch
 * yet has the same registries as the state it started from, so it reads that state's values:
 * an action that only passes priority or taps a card recomputes none of them.
 */
export function cachedPerState<V>(key: CacheKey<V>, state: object, compute: () => V): V {
  const meta = metaOf(state);
  // Cached values are never undefined: one lookup answers whether there is one.
  const own = meta.caches?.get(key);
  if (own !== undefined) return own as V;
  const inherited = meta.inherited?.get(key);
  if (inherited !== undefined) return inherited as V;
  const value = compute();
  // `compute` may have moved the epoch (then the caches were dropped): store into what is current.
  if (meta.caches === undefined) meta.caches = new Map();
  else if (meta.sharedCaches) {
    meta.caches = new Map(meta.caches);
    meta.sharedCaches = false;
  }
  meta.caches.set(key, value);
  return value;
}

/**
 * A state is committed: if its epoch never moved, it keeps what is still valid of its base's
 * caches, by reference when it computed none of its own (most actions: no copy), and lets go
 * of the base's (states must not chain to every state before them).
 */
export function settleCaches(meta: StateMeta): void {
  const inherited = meta.inherited;
  if (inherited === undefined) return;
  meta.inherited = undefined;
  const own = meta.caches;
  if (own === undefined || own.size === 0) {
    meta.caches = inherited;
    meta.sharedCaches = true;
    return;
  }
  for (const [key, value] of inherited) if (!own.has(key)) own.set(key, value);
}

/**
 * A working state begun over a state it equals (a resume point commits an action's state part
 * way and goes on over it: flow/resume.ts) takes over the views that state computed, and its
 * finding that no application starts (events/applications.ts), until something moves its epochs.
 */
export function carryViews(from: object, to: object): void {
  const a = metaOf(from);
  const b = metaOf(to);
  if (a.views !== undefined && a.views.epoch === a.viewEpoch) b.views = { epoch: b.viewEpoch, byObject: a.views.byObject, applied: a.views.applied };
  const checked = a.applicationsChecked;
  if (checked !== undefined && checked.epoch === a.epoch && checked.viewEpoch === a.viewEpoch) b.applicationsChecked = { epoch: b.epoch, viewEpoch: b.viewEpoch };
}
