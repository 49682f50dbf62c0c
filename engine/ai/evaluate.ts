import type { Engine } from '../core/context';
import type { Seat } from '../core/ids';
import type { GameState } from '../core/state';
import type { Evaluation } from '../profiles/evaluation';

export type { Evaluation } from '../profiles/evaluation';

/** How many points of advantage make a position about three times as likely won as lost. */
const SCALE = 6;

/**
 * The value of a position for `seat` in [0, 1]: 1 won, 0 lost, a half for a draw; otherwise a
 * logistic of its score against the best opposing seat's.
 */
export function valueFor(engine: Engine, evaluate: Evaluation, state: GameState, seat: Seat): number {
  if (state.over) return state.winner === seat ? 1 : state.winner === null ? 0.5 : 0;
  if (state.players[seat].lost) return 0;
  const mine = evaluate(engine, state, seat);
  let theirs = -Infinity;
  for (const other of state.seats) if (other !== seat && !state.players[other].lost) theirs = Math.max(theirs, evaluate(engine, state, other));
  if (theirs === -Infinity) return 1;
  return 1 / (1 + Math.exp(-(mine - theirs) / SCALE));
}
