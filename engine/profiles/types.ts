import type { AnyStateMachine } from 'xstate';
import type { Ctx } from '../core/context';
import type { Action } from '../core/actions';
import type { Seat } from '../core/ids';
import type { GameState } from '../core/state';
import type { Engine } from '../core/context';

/** A zone as a profile declares it. */
export interface ZoneSpec {
  name: string;
  /** Who sees the cards: everyone, only the owner, or no one (a deck). */
  visibility: 'public' | 'private' | 'hidden';
  /** Ordered zones keep their order (deck, graveyard); others are sets. */
  ordered: boolean;
  /** The zone where objects are "in play" (arena, battlefield, site). */
  play?: boolean;
}

/** The turn structure, owned by an XState machine, and what its steps do. */
export interface FlowSpec {
  machine: AnyStateMachine;
  /** Executes a machine action (`startTurn`, `drawStep` ...) on the game. */
  perform(ctx: Ctx, action: string): void;
}

/**
 * A game's rules plugged into the kernel: configuration plus the few hooks the game needs.
 */
export interface Profile {
  id: string;
  /** The stack's name in this game: stack, chain, gate. */
  stackName: string;
  zones: readonly ZoneSpec[];
  /** Player stats and their starting values (life 20, ap 0 ...). */
  stats: Readonly<Record<string, number>>;
  /** The phase a scenario starts in by default (the main phase). */
  mainPhase: string;
  flow: FlowSpec;
  /** Every action this seat may take now (priority holder's plays, passes ...). */
  legalActions(engine: Engine, state: GameState, seat: Seat): Action[];
  /** Applies one action (not an answer) to the game. Throws a RuleRefusal to refuse it. */
  perform(ctx: Ctx, action: Action): void;
}
