import type { Ctx } from '../core/context';
import { beginWork, commit } from '../core/draft';
import { carryViews } from '../core/epoch';
import type { ResumeAction } from '../game/internal-actions';

/**
 * Resume points. A decision suspends its action, and the answer replays the action from the
 * state before it (game.ts): deterministic and simple for every rule. But a decision asked as a
 * step begins (FaB's defenders at the defend step, FAB-7.3; the arsenal and the pitch order in
 * the end phase, FAB-4.4.3) then replays everything before it too: the pass, the steps that
 * ended, their events (issue 14: about a third of an answer's cost in random WTR Blitz play).
 *
 * Where what is left of an action is only the rest of a step's beginning (the action's last
 * flow event entered the step, and no caller has anything left to do: flow/turn.ts passes that
 * down as `tail`), the runner may commit the state so far and go on over it: a decision asked
 * after that point waits with the committed state and the continuation (`resume-step`), and its
 * answer runs only the continuation. The game comes out the same; only the waiting state shows
 * the step as it began rather than the state before the action. Returns whether it made one.
 */
export function markResumePoint(ctx: Ctx, action: ResumeAction): boolean {
  // Only the action runner knows that nothing of its own working state is held by a caller.
  if (!ctx.resumable) return false;
  const done = commit(ctx.state);
  ctx.state = beginWork(done);
  carryViews(done, ctx.state);
  ctx.resumeAt = { state: done, action, answerIndex: ctx.answerIndex };
  return true;
}
