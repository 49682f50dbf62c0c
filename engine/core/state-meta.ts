/**
 * Bookkeeping the kernel keeps about one state object, carried by the state itself under a
 * non-enumerable symbol: never serialized, never copied by a spread, gone with the state. One
 * record per state instead of a WeakMap per concern keeps the garbage collector's ephemeron
 * work off the hot path (a search makes tens of thousands of states a second).
 */
export interface StateMeta {
  /** Moves on as objects enter or leave zones where abilities function, or effect registries change (core/epoch.ts). */
  epoch: number;
  /** Moves on with every event: views are cached per view epoch. */
  viewEpoch: number;
  /** Containers this working state has copied and may change in place; unset once committed. */
  owned?: Set<object>;
  /** Values computed from this state at its current epoch, by cache (made on first use; core/epoch.ts). */
  caches: Map<object, unknown> | undefined;
  /** Whether `caches` is also another state's (one adopted at commit): copied before it is written. */
  sharedCaches: boolean;
  /**
   * The caches of the state an action's working state started from, read while the action has
   * not moved the epoch (core/draft.ts beginWork): the same registries, the same values.
   */
  inherited: Map<object, unknown> | undefined;
  /**
   * Views computed from this state (continuous/view.ts), with the view epoch they were computed
   * at; `applied`: the parts whose applications are events (FAB-6.2.5) that applied, by object.
   */
  views?: { epoch: number; byObject: Map<string, unknown>; applied?: Map<string, unknown> };
  /** The epochs at which events/applications.ts last found nothing new to apply in this state. */
  applicationsChecked?: { epoch: number; viewEpoch: number };
}

const META = Symbol('arbiter.state-meta');

/** States frozen before they got their record (a test's literal in strict mode) keep it here. */
const detached = new WeakMap<object, StateMeta>();

/** The bookkeeping record of a state, made on first use. */
export function metaOf(state: object): StateMeta {
  const own = (state as { [META]?: StateMeta })[META];
  if (own !== undefined) return own;
  let meta = detached.get(state);
  if (meta) return meta;
  // Every field from the start: records of one shape keep the hot reads monomorphic.
  meta = { epoch: 0, viewEpoch: 0, owned: undefined, caches: undefined, sharedCaches: false, inherited: undefined, views: undefined, applicationsChecked: undefined };
  if (Object.isExtensible(state)) Object.defineProperty(state, META, { value: meta });
  else detached.set(state, meta);
  return meta;
}

/** The record if the state has one (without making it). */
export function peekMeta(state: object): StateMeta | undefined {
  return (state as { [META]?: StateMeta })[META] ?? detached.get(state);
}
