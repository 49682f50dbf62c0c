import type { Action } from '../core/actions';
import type { CardId, ObjectId, Seat } from '../core/ids';
import type { GameState } from '../core/state';
import type { Engine } from '../core/context';

/**
 * The contract between the scenario runner (format, aliases, decision queue, checks) and
 * the engine (setting a board up, runner-made events, reading values). The runner speaks
 * aliases; the host speaks object ids and physical card ids.
 */

/** A card placed during setup (FORMAT.md "Players"). */
export interface SetupCard {
  card: CardId;
  /** The alias the scenario uses for this card. */
  alias: string;
  counters?: Record<string, number>;
  damage?: number;
  tapped?: boolean;
  controller?: Seat;
  faceDown?: boolean;
  stats?: Record<string, number>;
}

/** A board to set up: silently, no triggers, no replacements. */
export interface ScenarioSetup {
  profile: string;
  seats: Seat[];
  turn: Seat;
  /** The phase or step to begin at; undefined = the profile's main phase. */
  start?: string;
  seed: number;
  players: Record<Seat, { stats: Record<string, number>; zones: Record<string, SetupCard[]> }>;
}

/** A runner-made event (game/internal-actions.ts, where the game performs it). */
export type { ScenarioEvent } from '../game/internal-actions';
import type { ScenarioEvent } from '../game/internal-actions';

/** What a check path reads: a number, a string, a boolean, a list, or undefined when absent. */
export type CheckValue = number | string | boolean | readonly string[] | null | undefined;

/** Setup succeeded, or failed with a message naming the offending key (`players.A.hand[2]: unknown card id "x"`). */
export type SetupResult =
  | { ok: true; engine: Engine; state: GameState; physicalOf: Record<string, string> }
  | { ok: false; message: string };

/** The result of a runner-made step: the next state (maybe waiting on a decision) or a failure message. */
export type HostStepResult = { ok: true; state: GameState } | { ok: false; message: string };

/**
 * The engine side of scenarios. Every function is pure: a state in, a state out.
 * A reference (`ref`) is an object id, a seat name, or a stack item's source object id.
 */
export interface ScenarioHost {
  /** Builds the board. `physicalOf` maps each alias to its physical card id (stable across zones). */
  setup(setup: ScenarioSetup): SetupResult;
  /** The current object id of a physical card, or undefined if it no longer exists. */
  objectOf(state: GameState, physical: string): ObjectId | undefined;
  /** The physical card id of an object (for mapping decision options back to aliases). */
  physicalOf(state: GameState, object: ObjectId): string | undefined;
  /** The physical card id of the object that created this token or layer, if it is one. */
  createdBy(state: GameState, object: ObjectId): string | undefined;
  /** Performs a runner-made event through the whole pipeline, as if `source` produced it. */
  event(engine: Engine, state: GameState, event: ScenarioEvent): HostStepResult;
  /** Fixes the next die rolls and random picks. */
  rig(state: GameState, dice: number[], random: ObjectId[]): GameState;
  /**
   * The action that moves the game on by one priority pass for "resolve"/"advance": the
   * holder of priority passes. Undefined when nobody holds priority (the game is over).
   */
  passAction(state: GameState): Action | undefined;
  /** Where the turn stands (for "advance": the profile's phase and step names). */
  position(state: GameState): { turn: number; player: Seat; phase: string; step: string | null };
  /** Items on the stack/chain/gate, bottom first, each with its source object id (if any). */
  stack(state: GameState): Array<{ source?: ObjectId; controller: Seat }>;
  /** Pending triggers not yet on the stack (for "resolve: all"). */
  pendingTriggers(state: GameState): number;
  /** A player's value: `life`, `damage`, a zone name (ids), ... ; undefined = unknown key. */
  playerValue(engine: Engine, state: GameState, seat: Seat, key: string): CheckValue;
  /** An object's value: `zone`, `power`, `keywords`, `counters.steam`, ...; undefined = unknown key. */
  objectValue(engine: Engine, state: GameState, object: ObjectId, key: string): CheckValue;
  /** The digest rule IDs the rule trace recorded, in order. */
  cites(state: GameState): string[];
  /** The serialized state for `illegal` comparisons (rule trace aside). */
  serialize(state: GameState): string;
}
