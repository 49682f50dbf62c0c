import { edit } from '../core/draft';
import { evalCondition } from '../core/seam';
import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import { addPending, functionalTriggers } from './detect';

/**
 * FAB-6.6.5c: a state-based trigger fires when its condition changes from false to true; one
 * that becomes functional while its condition already holds fires at once. The last value of
 * each condition is remembered in the state.
 */
export function checkStateTriggers(ctx: Ctx): void {
  const state = ctx.state;
  const seen = new Set<string>();
  for (const t of functionalTriggers(ctx)) {
    const cond = t.body.state as Readonly<Record<string, unknown>> | undefined;
    if (!cond) continue;
    const key = `${t.object.id}:${t.index}`;
    seen.add(key);
    const now = evalCondition(ctx.engine, state, cond, {
      controller: t.object.controller,
      self: t.object.id,
      selfPhysical: t.object.physical,
    });
    const before = state.stateTriggers[key];
    if (now && before !== true) {
      addPending(ctx, t);
      trace(ctx, 'FAB-6.6.5c', before === undefined ? 'trace.state-trigger-created-true' : 'trace.state-trigger', { card: t.object.card }, [t.object.id]);
    }
    if (before !== now) edit(ctx.state, 'stateTriggers')[key] = now;
  }
  for (const key of Object.keys(state.stateTriggers)) if (!seen.has(key)) delete edit(ctx.state, 'stateTriggers')[key];
}

/** Records every state trigger's current condition without firing (silent scenario setup). */
export function primeStateTriggers(ctx: Ctx): void {
  for (const t of functionalTriggers(ctx)) {
    const cond = t.body.state as Readonly<Record<string, unknown>> | undefined;
    if (!cond) continue;
    edit(ctx.state, 'stateTriggers')[`${t.object.id}:${t.index}`] = evalCondition(ctx.engine, ctx.state, cond, {
      controller: t.object.controller,
      self: t.object.id,
      selfPhysical: t.object.physical,
    });
  }
}
