import { actingSeat, lastItem, legalActions, objectAt, sliceItems, type Action, type Engine, type GameState, type Seat } from '../../engine/index';
import type { SeatStops } from '../ipc/contract';

/*
 * Flow without a flood of passes: which priority passes the host makes for a seat by itself.
 * The engine stays pure and knows nothing of this; the session asks `autoPassSeat` after every
 * action and applies the passes it names as ordinary, logged `pass` actions (so a replay of
 * the log reproduces the game exactly). Modelled on the stops of Forge, XMage and MTG Arena.
 */

export type { SeatStops };

/** No passes by the host: the player passes every priority by hand. */
export const MANUAL_STOPS: SeatStops = { autoPass: false, respond: true, skipReactions: false, holdPriority: false, steps: [] };

/** The stops a seat starts with: stop where I can respond, skip empty reaction windows. */
export const DEFAULT_STOPS: SeatStops = { autoPass: true, respond: true, skipReactions: true, holdPriority: false, steps: [] };

/** How far a "pass until" runs: until another seat does something, until the next phase, or the next turn. */
export type PassUntil = 'event' | 'phase' | 'turn';

/** A seat's standing "pass until" order: where it was given, to know when it is fulfilled. */
export interface UntilOrder {
  kind: PassUntil;
  turn: number;
  phase: string;
  /** The length of the action log when it was given. */
  from: number;
  stack: number;
}

/** The most passes the host makes in a row (a game where no seat can ever act must not spin). */
const MAX_AUTO_PASSES = 400;

/**
 * The actions that count as "something to do" for stops: everything listed but passing,
 * conceding, and abilities that skip the stack (mana abilities, soul wipes: they only pay for
 * something else, MTG-605.1a / CHR-SOUL-1).
 */
export function meaningfulActions(engine: Engine, state: GameState, legal: readonly Action[]): Action[] {
  return legal.filter((a) => {
    if (a.type === 'pass' || a.type === 'concede') return false;
    if (a.type !== 'activate') return true;
    const o = objectAt(state.objects, a.card);
    const def = o ? engine.cards[o.card] : undefined;
    const ability = def?.abilities.filter((x) => x.kind === 'activated')[a.ability - 1];
    return (ability?.body as { stack?: boolean } | undefined)?.stack !== false;
  });
}

/** Whether a "pass until" order is fulfilled in `state` (the seat gets to act again). */
export function untilFulfilled(order: UntilOrder, state: GameState, seat: Seat): boolean {
  switch (order.kind) {
    case 'turn':
      return state.turn.number !== order.turn;
    case 'phase':
      return state.turn.number !== order.turn || state.turn.phase !== order.phase;
    case 'event':
      return state.stack.length > order.stack || sliceItems(state.actions, order.from).some((a) => a.by !== seat && a.type !== 'pass');
  }
}

/** What the stops say about the seat to act: `stop` (wait for the player) or the pass to make for them. */
export function autoPassFor(
  engine: Engine,
  state: GameState,
  stops: SeatStops,
  until: UntilOrder | undefined,
): { stop: true; fulfilled: boolean } | { stop: false; pass: Action } {
  const seat = actingSeat(state);
  if (state.over || state.pending || state.turn.priority !== seat) return { stop: true, fulfilled: false };
  // No stops and no standing order: nothing to compute (the session asks after every action).
  if (!stops.autoPass && !until) return { stop: true, fulfilled: false };
  const legal = legalActions(engine, state, seat);
  const pass = legal.find((a) => a.type === 'pass');
  if (!pass) return { stop: true, fulfilled: false };
  if (until) {
    if (untilFulfilled(until, state, seat)) return { stop: true, fulfilled: true };
    return { stop: false, pass };
  }
  if (!stops.autoPass) return { stop: true, fulfilled: false };
  const stepKey = state.turn.step ? `${state.turn.phase}.${state.turn.step}` : state.turn.phase;
  if (stops.steps.includes(state.turn.phase) || stops.steps.includes(stepKey)) return { stop: true, fulfilled: false };
  const last = lastItem(state.actions);
  if (stops.holdPriority && last?.by === seat && (last.type === 'play' || last.type === 'activate')) return { stop: true, fulfilled: false };
  if (state.stack.length > 0 && !stops.skipReactions) return { stop: true, fulfilled: false };
  if (stops.respond && meaningfulActions(engine, state, legal).length > 0) return { stop: true, fulfilled: false };
  return { stop: false, pass };
}

/**
 * Runs the host's passes from `state` until a seat's stops say stop: returns the passes made,
 * in order, each already applied through `apply` (the session's act, which autosaves).
 * A seat whose "pass until" is fulfilled has it cleared through `fulfilled`.
 */
export function runAutoPasses(
  engine: Engine,
  start: GameState,
  stopsOf: (seat: Seat) => SeatStops,
  untilOf: (seat: Seat) => UntilOrder | undefined,
  apply: (state: GameState, pass: Action) => GameState | null,
  fulfilled: (seat: Seat) => void,
): { state: GameState; passes: number } {
  let state = start;
  let passes = 0;
  // Two turn boundaries in a row with nothing to do: stop anyway, so a stalled game shows itself.
  while (passes < MAX_AUTO_PASSES && state.turn.number < start.turn.number + 2) {
    const seat = actingSeat(state);
    const next = autoPassFor(engine, state, stopsOf(seat), untilOf(seat));
    if (next.stop) {
      if (next.fulfilled) fulfilled(seat);
      break;
    }
    const after = apply(state, next.pass);
    if (!after) break;
    state = after;
    passes++;
  }
  return { state, passes };
}
