import type { CardId, ObjectId, ProfileId, Seat, ZoneKey } from './ids';
import type { RngState } from './rng';
import type { TraceEntry } from './trace';
import type { PendingDecision } from '../decisions/types';
import type { Action } from './actions';
import type { PersistentList } from './persistent-list';
import type { ObjectTable } from './object-table';
import type { CarriedTriggerBody, DelayedTriggerSpec } from '../cards/schema';
import type { DeepReadonly } from './draft';
import type { ReplacementSpec } from '../events/replacement-spec';

/**
 * A card or token in a zone. Plain data: characteristics are computed by `view()` from the
 * card definition (looked up by `card`) and the continuous effects, never stored here.
 */
export interface GameObject {
  id: ObjectId;
  /** The physical card (or token) this object is: stable across zone changes (`c7`). */
  physical: string;
  card: CardId;
  owner: Seat;
  controller: Seat;
  zone: ZoneKey;
  tapped: boolean;
  faceDown: boolean;
  counters: Readonly<Record<string, number>>;
  /** Damage marked on it (units, creatures). */
  damage: number;
  /** Per-object overrides of printed numbers (a scenario convenience). */
  stats?: Readonly<Record<string, number>>;
  /** When it entered its current zone: turn number and game timestamp. */
  enteredTurn: number;
  timestamp: number;
  token?: boolean;
  /** The physical card id of what created this token (for `<alias>:token` references). */
  createdBy?: string;
  /** Choices made as it entered or was played (a named card, a chosen type, the copied object). */
  chosen?: Readonly<Record<string, string | number>>;
  /** fab: the zone a card was played or defended from, kept while it is on the stack and the combat chain (`arsenal`, `hand`, `banished`). */
  from?: string;
  /** fab: the turn in which an effect lets its owner play this card from where it is ("you may play it this turn"). */
  mayPlay?: number;
  /** fab FAB-7.3: the attack this equipment defends (it stays in its zone until the chain closes). */
  defending?: ObjectId;
  /** fab FAB-7.1: an attack proxy: the physical card of the weapon (or other source) it stands for. */
  proxyOf?: string;
  /** The objects the costs of this card or ability moved, where they went (a discarded card: "discarded this way"). */
  paid?: readonly ObjectId[];
  /** The object it is attached to (an SCP Tool, an MTG aura or equipment): core/attachments.ts. */
  attachedTo?: ObjectId;
  /** The objects attached to it, in the order they were attached (the other end of `attachedTo`); replaced, never changed in place. */
  attachments?: readonly ObjectId[];
}

/** Where an event or effect comes from. An event's source never changes (MTG-WIKI-SOURCE). */
export interface SourceRef {
  controller: Seat;
  object?: ObjectId;
  physical?: string;
  card?: CardId;
}

/** An item on the stack / chain / gate. */
export interface StackItem {
  id: string;
  kind: 'card' | 'ability' | 'trigger' | 'cross-test' | 'damage-execution' | 'ruler-damage';
  controller: Seat;
  source: SourceRef;
  /** The card itself while it is on the stack (kind `card`). */
  object?: ObjectId;
  /** Index of the ability on its source card (kinds `ability`, `trigger`). */
  ability?: number;
  /** Which ability list the index refers to (`activated`, `triggered`, `effect`, ...). */
  abilityKind?: string;
  targets: readonly string[];
  /** The targets of each named target declaration (LANGUAGE.md "Targets"), a subset of `targets`. */
  named?: Readonly<Record<string, readonly string[]>>;
  x?: number;
  mode?: number;
  /** Damage executions (GR-13-2a): recipient/amount pairs fixed when placed (`placed`), then reduced (GR-13-3d). */
  pairs?: ReadonlyArray<{ target: string; amount: number; placed?: number }>;
  damageKind?: string;
  combat?: boolean;
  noCounter?: boolean;
  /** The ability body when it is not on a card (delayed triggers, granted abilities). */
  spec?: Readonly<Record<string, unknown>>;
  /** Values fixed when the item was put on the stack (chosen names, rolled numbers, trigger event facts). */
  data?: Readonly<Record<string, string | number | boolean>>;
}

/** A record of the card language as the state keeps it (an ability's arguments, a pattern, a filter). */
export type SpecRecord = Readonly<Record<string, unknown>>;

/**
 * What a continuous effect applies: `modify` arguments, a `cant` rule or a `skip` (MTG-614.10),
 * each a record of the card language, beside the arguments that came with them (`affects`, `while` ...).
 */
export type ContinuousEffectSpec = SpecRecord & { readonly modify?: SpecRecord; readonly cant?: SpecRecord; readonly skip?: SpecRecord };

/** A continuous effect created by a resolving ability (layer-type) or a rule effect. */
export interface ContinuousEffect {
  id: string;
  source: SourceRef;
  timestamp: number;
  /** The card-language modification it applies (`modify` args, or a `cant` rule). */
  spec: ContinuousEffectSpec;
  /** Objects (physical ids) it is locked onto once it started applying (FAB-6.2.2c). */
  locked?: readonly string[];
  /** A future object it waits for (FAB-6.2.4); filled once matched. */
  next?: Readonly<Record<string, unknown>>;
  /**
   * "If the next card you defend with is a card with combo" (Flic Flak): the effect locks onto the
   * very next object `next` matches, and applies only if that object also matches this; if not,
   * it is spent without applying (FAB-6.2.4).
   */
  nextIs?: Readonly<Record<string, unknown>>;
  /** Variables fixed per object at first application (FAB-6.2.2b): physical -> name -> value. */
  fixed?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /**
   * FAB-6.2.5: what each change's first application to an object became after its event, where
   * a replacement changed it: physical -> modification key -> a new amount, the names it gives
   * instead, or null (the application did not happen).
   */
  applied?: Readonly<Record<string, Readonly<Record<string, number | readonly string[] | null>>>>;
  duration: Duration;
  createdTurn: number;
}

/**
 * FAB-6.2.5: one continuous effect's application to one object that has happened as an event
 * (events/applications.ts), kept while it lasts so that applying again later is a new
 * event. A static effect keeps here what its events made of its changes; a layer-type effect
 * keeps that on the effect itself (`applied`, `fixed`).
 */
export interface Application {
  /** The object it applies to: a card that changes zones is a new object, and a new application. */
  object: ObjectId;
  /** A static effect's source object: a source that leaves and comes back makes a new effect (FAB-6.2.3a). */
  source?: ObjectId;
  /** A static's numeric changes: the amount its text gave at the last event (FAB-6.2.3b: a new amount is a new event). */
  amounts?: Readonly<Record<string, number>>;
  /** A static's numeric changes that a replacement modified: what they give beyond what the text says. */
  extra?: Readonly<Record<string, number>>;
  /** A static's changes whose first event a replacement changed: the names it gave instead, or null (it did not happen). */
  outcomes?: Readonly<Record<string, readonly string[] | null>>;
}

/** How long an effect lasts. */
export type Duration =
  | { kind: 'end-of-turn' }
  | { kind: 'while-source'; physical: string }
  | { kind: 'end-of-next-turn-of'; seat: Seat; afterTurn: number }
  | { kind: 'end-of-chain' }
  | { kind: 'end-of-link' }
  | { kind: 'end-of-phase' }
  | { kind: 'until-used' }
  | { kind: 'permanent' };

/** A replacement or prevention effect created by a resolving ability (layer-type). */
export interface ReplacementEffect {
  id: string;
  /** FAB-6.5 ordering class: self/property, general, prevention, outcome. */
  class: 'self' | 'property' | 'general' | 'prevention' | 'outcome';
  eventType: string;
  source: SourceRef;
  timestamp: number;
  spec: DeepReadonly<ReplacementSpec>;
  /** Remaining prevention value of a shield (FAB-6.4.10j) or uses left. */
  remaining?: number;
  duration: Duration;
  createdTurn: number;
}

/** A delayed trigger (FAB-6.6.3) waiting for its event. */
export interface DelayedTrigger {
  id: string;
  source: SourceRef;
  timestamp: number;
  /** Its `delayed-trigger` arguments less the duration (LANGUAGE.md): when, if, targets, effects, next. */
  spec: DeepReadonly<DelayedTriggerSpec>;
  duration: Duration;
  createdTurn: number;
}

/** A triggered layer waiting to be put on the stack (FAB-6.6.6). */
export interface PendingTrigger {
  id: string;
  controller: Seat;
  source: SourceRef;
  /** Index into the source card's triggered abilities, or a delayed trigger id. */
  ability?: number;
  delayed?: string;
  /** The body when it is not the card's own ability: a delayed trigger's (it is gone from the registry once it triggered), a keyword's or granted one's. */
  spec?: DeepReadonly<CarriedTriggerBody>;
  timestamp: number;
  data?: Readonly<Record<string, string | number | boolean>>;
}

/** A player's state: the profile's stats (life, ap, resources, damage, soul ...). */
export interface PlayerState {
  seat: Seat;
  stats: Readonly<Record<string, number>>;
  lost: boolean;
}

/** Where the turn stands. `phase`/`step` use the profile's own names. */
export interface TurnState {
  number: number;
  player: Seat;
  phase: string;
  step: string | null;
  /** Who holds priority; null while no one does (turn-based actions, checks). */
  priority: Seat | null;
  /** Seats that passed in succession since the last action (all passed = resolve or move on). */
  passes: readonly Seat[];
}

/**
 * One completed event in the game's history, kept for ordinals, limits and "this turn"
 * conditions: its type and flat facts (player, object's physical id, card, zones, amount ...).
 */
export interface HistoryEntry {
  turn: number;
  seq: number;
  type: string;
  facts: Readonly<Record<string, string | number | boolean>>;
}

/** A log line for people: a message key with parameters (rendered by the renderer's i18n). */
export interface LogLine {
  key: string;
  params?: Readonly<Record<string, string | number>>;
  turn: number;
  /** The game's sequence number when the line was written (the last trace entry's or event's); absent in saves before it. */
  seq?: number;
}

/**
 * The whole game: plain, JSON-safe, immutable. Every action returns a new state that shares
 * its unchanged parts with the old one.
 */
export interface GameState {
  /** Version of this shape (engine/replay/save-format.ts upgrades older snapshots). */
  formatVersion: 2;
  /** The rules revision the game was started under (core/rules-revision.ts); absent: revision 0. */
  rules?: number;
  profile: ProfileId;
  seats: readonly Seat[];
  players: Readonly<Record<Seat, PlayerState>>;
  /** The objects in every zone, by id: a persistent table (core/object-table.ts), read with `objectAt`. */
  objects: ObjectTable;
  zones: Readonly<Record<ZoneKey, readonly ObjectId[]>>;
  turn: TurnState;
  /** The XState flow machine's state value, persisted (see engine/flow/driver.ts). */
  flow: string;
  /** Every completed event of the game, oldest first: a persistent list (core/persistent-list.ts), read with `itemAt`, `newestFirst`. */
  history: PersistentList<HistoryEntry>;
  stack: readonly StackItem[];
  effects: readonly ContinuousEffect[];
  /** Layer-type replacement effects, indexed by the event type they wait for. */
  replacements: Readonly<Record<string, readonly ReplacementEffect[]>>;
  delayed: readonly DelayedTrigger[];
  pendingTriggers: readonly PendingTrigger[];
  /** Dice results and random picks fixed in advance (scenarios, replays of physical games). */
  rig: { dice: readonly number[]; random: readonly string[] };
  /** Orders chosen for effects with equal timestamps, kept once chosen (FAB-6.3.4c). */
  orders: Readonly<Record<string, readonly string[]>>;
  /** Uses of limited abilities and triggers: key `physical:ability:period` -> count. */
  uses: Readonly<Record<string, number>>;
  /**
   * FAB-6.2.5: applications of continuous effects that have happened as events and still last:
   * effect id -> physical card -> the application (events/applications.ts).
   */
  applications: Readonly<Record<string, Readonly<Record<string, Application>>>>;
  /** State triggers' last evaluated condition, by `physical:ability` (FAB-6.6.5c). */
  stateTriggers: Readonly<Record<string, boolean>>;
  /** Last known information of objects that left play: old object id -> the object as it was. */
  lastKnown: Readonly<Record<ObjectId, GameObject>>;
  nextId: number;
  nextTimestamp: number;
  seq: number;
  rng: RngState;
  /** A decision the engine waits for, with the action it interrupted (replayed on answer). */
  pending: PendingDecision | null;
  trace: readonly TraceEntry[];
  log: readonly LogLine[];
  /** The actions applied so far (the replay log: seed + actions = this state), a persistent list (core/persistent-list.ts). */
  actions: PersistentList<Action>;
  seed: number;
  over: boolean;
  winner: Seat | null;
}
