import type { Ctx } from '../core/context';
import { log, trace } from '../core/context';
import { refuse } from '../core/errors';
import type { Seat } from '../core/ids';
import { sendFlow } from './driver';
import { nextSeat } from '../core/seats';
import { resolveTop } from '../stack/resolve';
import { putTriggersOnStack } from '../stack/put-triggers';
import { checkStateTriggers } from '../triggers/state-triggers';
import { checkApplications } from '../events/applications';
import { edit } from '../core/draft';

/**
 * FAB-6.6.6: before a player receives priority, game state processing runs: state checks,
 * then continuous effects that started applying make their application events (FAB-6.2.5,
 * events/applications.ts), state triggers are checked (FAB-6.6.5c), and pending triggered
 * layers go on the stack; repeated until nothing changes.
 */
export function gameStateProcessing(ctx: Ctx): void {
  for (let guard = 0; guard < 200 && !ctx.state.over; guard++) {
    ctx.profile.rules?.stateChecks?.(ctx);
    checkApplications(ctx);
    checkStateTriggers(ctx);
    if (ctx.state.pendingTriggers.length === 0) return;
    putTriggersOnStack(ctx);
  }
}

/** Gives priority to a seat, after game state processing. */
export function givePriority(ctx: Ctx, seat: Seat): void {
  gameStateProcessing(ctx);
  if (ctx.state.over) {
    edit(ctx.state, 'turn').priority = null;
    return;
  }
  edit(ctx.state, 'turn').priority = seat;
}

/**
 * A player passes priority. When every player has passed in succession, the top item of the
 * stack resolves (and the turn player receives priority), or with an empty stack the game
 * moves on to the next step or phase (the profile's phase data says which: FaB's combat steps
 * follow each other this way, FAB-7.2 to FAB-7.6). `tail`: the pass is all the action does
 * (the pass action itself), so the step it begins may be a resume point (flow/resume.ts).
 */
export function passPriority(ctx: Ctx, seat: Seat, tail = false): void {
  if (ctx.state.turn.priority !== seat) refuse('not-your-priority', `${seat} does not hold priority`);
  const t = edit(ctx.state, 'turn');
  t.passes = [...t.passes, seat];
  let alive = 0;
  for (const s of ctx.state.seats) if (!ctx.state.players[s].lost) alive++;
  if (t.passes.length < alive) {
    let next = nextSeat(ctx.state.seats, seat);
    while (ctx.state.players[next].lost) next = nextSeat(ctx.state.seats, next);
    t.priority = next;
    return;
  }
  t.passes = [];
  t.priority = null;
  if (ctx.state.stack.length > 0) {
    trace(ctx, 'PRIORITY-ALL-PASSED', 'trace.resolve-top', {});
    resolveTop(ctx);
    if (!ctx.state.over) givePriority(ctx, t.player);
    return;
  }
  log(ctx, 'log.step-ends', { phase: t.phase, step: t.step ?? '' });
  sendFlow(ctx, { type: 'priority.allPassed' }, tail);
}

/** After a player acts (plays, activates, declares), they receive priority again. */
export function afterAction(ctx: Ctx, seat: Seat): void {
  edit(ctx.state, 'turn').passes = [];
  givePriority(ctx, seat);
}
