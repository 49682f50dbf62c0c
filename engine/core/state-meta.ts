import type { GameState } from './state';
import type { WorkingState } from './draft';

/**
 * Bookkeeping the kernel keeps about one state object, carried by the state itself (a private
 * field of the states actions make, `StateRecord`; a non-enumerable symbol property on any
 * other): never serialized, never copied by a spread, gone with the state. One
 * record per state instead of a WeakMap per concern keeps the garbage collector's ephemeron
 * work off the hot path (a search makes tens of thousands of states a second).
 */
export interface StateMeta {
  /** Moves on as objects enter or leave zones where abilities function, or effect registries change (core/epoch.ts). */
  epoch: number;
  /** Moves on with every event: views are cached per view epoch. */
  viewEpoch: number;
  /** Containers this working state has copied and may change in place; unset once committed. */
  owned?: Owned;
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

/**
 * The containers a working state has copied (core/draft.ts `edit`), which it may change in place.
 * A list rather than a Set: an action copies about five (a few dozen at most; setting up a game,
 * a few hundred once), a scan of so few is as quick as a lookup, and adding an object to a Set
 * gives it an identity hash, which cost more than the rest of the bookkeeping.
 */
export class Owned {
  readonly #list: object[] = [];

  has(o: object): boolean {
    return this.#list.includes(o);
  }

  add(o: object): void {
    this.#list.push(o);
  }
}

/** A fresh record: every field from the start, so that records of one shape keep the hot reads monomorphic. */
function freshMeta(): StateMeta {
  return { epoch: 0, viewEpoch: 0, owned: undefined, caches: undefined, sharedCaches: false, inherited: undefined, views: undefined, applicationsChecked: undefined };
}

// Every field is set; `rules` to undefined in a state from before revisions were kept (its key
// then exists, its value does not, so it is neither hashed nor serialized).
type Fields = { -readonly [K in keyof WorkingState]-?: WorkingState[K] };
type TopLevel = Omit<Fields, 'rules'> & { rules: number | undefined };

/**
 * The top level of a state the kernel makes (core/draft.ts beginWork: a working state, then
 * committed), copied field by field from the state it starts from, sharing everything below,
 * with its bookkeeping in a private field: never enumerated, serialized, hashed or copied by a
 * spread. A plain object gets its record as a non-enumerable symbol property instead
 * (`metaOf`), but defining one costs about 0.4 µs (Object.defineProperty, a hidden-class
 * change), at every action; a private field costs a store. The fields are in emptyState's order
 * (game.ts), so every state has one hidden class; each must be set here (strict property
 * initialization): a field added to GameState and not here does not compile.
 */
export class StateRecord implements TopLevel {
  readonly #meta: StateMeta = freshMeta();
  formatVersion: TopLevel['formatVersion'];
  rules: TopLevel['rules'];
  profile: TopLevel['profile'];
  seats: TopLevel['seats'];
  players: TopLevel['players'];
  objects: TopLevel['objects'];
  zones: TopLevel['zones'];
  turn: TopLevel['turn'];
  flow: TopLevel['flow'];
  history: TopLevel['history'];
  stack: TopLevel['stack'];
  effects: TopLevel['effects'];
  replacements: TopLevel['replacements'];
  delayed: TopLevel['delayed'];
  pendingTriggers: TopLevel['pendingTriggers'];
  rig: TopLevel['rig'];
  orders: TopLevel['orders'];
  uses: TopLevel['uses'];
  stateTriggers: TopLevel['stateTriggers'];
  applications: TopLevel['applications'];
  lastKnown: TopLevel['lastKnown'];
  nextId: TopLevel['nextId'];
  nextTimestamp: TopLevel['nextTimestamp'];
  seq: TopLevel['seq'];
  rng: TopLevel['rng'];
  pending: TopLevel['pending'];
  trace: TopLevel['trace'];
  log: TopLevel['log'];
  actions: TopLevel['actions'];
  seed: TopLevel['seed'];
  over: TopLevel['over'];
  winner: TopLevel['winner'];

  constructor(s: GameState) {
    this.formatVersion = s.formatVersion;
    this.rules = s.rules;
    this.profile = s.profile;
    this.seats = s.seats;
    this.players = s.players;
    this.objects = s.objects;
    this.zones = s.zones;
    this.turn = s.turn;
    this.flow = s.flow;
    this.history = s.history;
    this.stack = s.stack;
    this.effects = s.effects;
    this.replacements = s.replacements;
    this.delayed = s.delayed;
    this.pendingTriggers = s.pendingTriggers;
    this.rig = s.rig;
    this.orders = s.orders;
    this.uses = s.uses;
    this.stateTriggers = s.stateTriggers;
    this.applications = s.applications;
    this.lastKnown = s.lastKnown;
    this.nextId = s.nextId;
    this.nextTimestamp = s.nextTimestamp;
    this.seq = s.seq;
    this.rng = s.rng;
    this.pending = s.pending;
    this.trace = s.trace;
    this.log = s.log;
    this.actions = s.actions;
    this.seed = s.seed;
    this.over = s.over;
    this.winner = s.winner;
  }

  /** The record a StateRecord carries; undefined for any other object. */
  static carried(o: object): StateMeta | undefined {
    return #meta in o ? o.#meta : undefined;
  }
}

const META = Symbol('arbiter.state-meta');

/** States frozen before they got their record (a test's literal in strict mode) keep it here. */
const detached = new WeakMap<object, StateMeta>();

/** The bookkeeping record of a state, made on first use. */
export function metaOf(state: object): StateMeta {
  const carried = StateRecord.carried(state);
  if (carried !== undefined) return carried;
  const own = (state as { [META]?: StateMeta })[META];
  if (own !== undefined) return own;
  let meta = detached.get(state);
  if (meta) return meta;
  meta = freshMeta();
  if (Object.isExtensible(state)) Object.defineProperty(state, META, { value: meta });
  else detached.set(state, meta);
  return meta;
}

/** The record if the state has one (without making it). */
export function peekMeta(state: object): StateMeta | undefined {
  return StateRecord.carried(state) ?? (state as { [META]?: StateMeta })[META] ?? detached.get(state);
}
