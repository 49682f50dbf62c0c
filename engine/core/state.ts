import type { CardId, ObjectId, ProfileId, Seat, ZoneKey } from './ids';
import type { RngState } from './rng';
import type { TraceEntry } from './trace';
import type { PendingDecision } from '../decisions/types';
import type { Action } from './actions';

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
  /** Choices made as it entered or was played (a named card, a chosen type, the copied object). */
  chosen?: Readonly<Record<string, string | number>>;
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

/** One record of the game's history, kept for ordinals, limits and "this turn" conditions. */
export interface HistoryEntry {
  turn: number;
  seq: number;
  type: string;
  seat?: Seat;
  objects?: readonly ObjectId[];
  cards?: readonly CardId[];
  amount?: number;
  tags?: readonly string[];
}

/** A log line for people: a message key with parameters (rendered by the renderer's i18n). */
export interface LogLine {
  key: string;
  params?: Readonly<Record<string, string | number>>;
  turn: number;
}

/**
 * The whole game: plain, JSON-safe, immutable. Every action returns a new state that shares
 * its unchanged parts with the old one.
 */
export interface GameState {
  formatVersion: 1;
  profile: ProfileId;
  seats: readonly Seat[];
  players: Readonly<Record<Seat, PlayerState>>;
  objects: Readonly<Record<ObjectId, GameObject>>;
  zones: Readonly<Record<ZoneKey, readonly ObjectId[]>>;
  turn: TurnState;
  /** The XState flow machine's state value, persisted (see engine/flow/driver.ts). */
  flow: string;
  history: readonly HistoryEntry[];
  nextId: number;
  nextTimestamp: number;
  seq: number;
  rng: RngState;
  /** A decision the engine waits for, with the action it interrupted (replayed on answer). */
  pending: PendingDecision | null;
  trace: readonly TraceEntry[];
  log: readonly LogLine[];
  /** The actions applied so far (the replay log: seed + actions = this state). */
  actions: readonly Action[];
  seed: number;
  over: boolean;
  winner: Seat | null;
}
