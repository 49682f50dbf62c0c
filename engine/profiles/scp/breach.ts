import type { ReadState } from '../../core/draft';
import type { Ctx, Engine } from '../../core/context';
import { log, trace } from '../../core/context';
import { zoneKey, type ObjectId } from '../../core/ids';
import { view } from '../../continuous/view';
import { runEvent } from '../../events/pipeline';
import { objectAt } from '../../core/object-table';
import { newestFirst } from '../../core/persistent-list';

/** The protection a sandbox has left. */
export function protectionOf(engine: Engine, state: ReadState, id: string): number {
  const o = objectAt(state.objects, id);
  return (view(engine, state, id).stats.protection ?? 0) - (o?.damage ?? 0);
}

/**
 * SCP-601.3c: a sandbox whose protection drops to 0 or less has a containment breach. In the
 * lab model the breach is an event (`containment-breach`, for "when ... has a containment
 * breach" triggers such as 【Tool】, SCP-607.6b) naming the sandbox and the object that caused
 * it; then the breached sandbox is destroyed.
 */
export function containmentBreaches(ctx: Ctx): void {
  for (const seat of ctx.state.seats) {
    const boxes = ctx.state.zones[zoneKey(seat, 'sandboxes')] ?? [];
    for (const id of [...boxes]) {
      if (protectionOf(ctx.engine, ctx.state, id) > 0) continue;
      const card = objectAt(ctx.state.objects, id)!.card;
      log(ctx, 'log.containment-breach', { card });
      const by = breachingObject(ctx, id);
      trace(ctx, 'SCP-601.3c', 'trace.containment-breach', { card }, by ? [id, by] : [id]);
      runEvent(ctx, { type: 'containment-breach', sandbox: id, ...(by ? { object: by } : {}) });
      if (objectAt(ctx.state.objects, id)) runEvent(ctx, { type: 'destroy', target: id });
    }
  }
}

/**
 * The object that "has" a sandbox's containment breach (SCP-607.6b) in the lab model, where
 * sandboxes hold no objects: the object whose damage brought the sandbox to 0 protection
 * (SCP-601.3b-c: a cross testing object deals the damage). The breach is checked right after
 * that damage, so it is the sandbox's latest damage this turn; damage from a Tale (not an
 * object) makes a breach no object has. Reads this turn's history backwards, only on a breach.
 */
function breachingObject(ctx: Ctx, sandbox: ObjectId): ObjectId | undefined {
  const state = ctx.state;
  const physical = objectAt(state.objects, sandbox)?.physical;
  for (const h of newestFirst(state.history)) {
    if (h.turn !== state.turn.number) break;
    if (h.type !== 'damage' || h.facts.to !== physical) continue;
    const source = h.facts['source-object'];
    if (typeof source !== 'string' || !(objectAt(state.objects, source) ?? state.lastKnown[source])) return undefined;
    return view(ctx.engine, state, source).types.includes('Object') ? source : undefined;
  }
  return undefined;
}
