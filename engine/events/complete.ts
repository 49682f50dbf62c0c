import { appendTo, edit } from '../core/draft';
import { matchesPattern, evalCondition } from '../core/seam';
import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import type { DelayedTrigger } from '../core/state';
import type { EventOutcome } from './types';
import { factsOf } from './facts';
import { detectTriggers } from '../triggers/detect';
import { expireEffects } from '../continuous/durations';
import { isPermanentZone } from '../core/functioning-zones';

/**
 * FAB-6.5.8: the event completes: it joins the turn's history (ordinals, limits, "this turn"
 * conditions) and every trigger it matches creates a pending layer (FAB-6.6.5). Delayed
 * triggers that wait for it fire and, if they last until they trigger, end (FAB-6.6.3a).
 */
export function completeEvent(ctx: Ctx, outcome: EventOutcome): void {
  const ev = outcome.event;
  const facts: Record<string, string | number | boolean> = factsOf(ctx, ev); // a new record, this event's own
  if (typeof outcome.value === 'number') facts.result = outcome.value;
  facts.phase = ctx.state.turn.phase;
  // A moved object's facts describe it as it was (last known information, CHR-TRG-5).
  const s = ctx.state;
  s.seq += 1;
  appendTo(s, 'history', { turn: s.turn.number, seq: s.seq, type: ev.type, facts });
  detectTriggers(ctx, ev.type, facts);
  // FAB-7.3: a compound defend event triggers "when this defends" for each of its cards.
  if (ev.type === 'defend') {
    for (let i = 1; i < ev.objects.length; i++) {
      const each: Record<string, string | number | boolean> = { ...facts, ...factsOf(ctx, { ...ev, objects: [ev.objects[i]], from: [ev.from[i]] }) };
      detectTriggers(ctx, ev.type, each);
    }
  }
  // GR-13-2b-3: damage that was dealt (a completed damage event, at least 1) is also the
  // "is dealt damage" event that `dealt-damage` triggers wait for (LANGUAGE.md event patterns).
  if (ev.type === 'damage' && ev.amount > 0) {
    trace(ctx, 'GR-13-2b-3', 'trace.dealt-damage', { amount: ev.amount });
    detectTriggers(ctx, 'dealt-damage', facts);
  }
  if (ev.type === 'move' && typeof facts.from === 'string' && isPermanentZone(ctx.profile, facts.from)) {
    // A leave pattern filters the object as `card` too: a move's facts describe it both ways (facts.ts).
    detectTriggers(ctx, 'leave', facts);
    // FAB-6.2.2a / SCP-608: effects that last while their source is in play end as it leaves.
    expireEffects(ctx, 'now');
  }
  fireDelayed(ctx, ev.type, facts);
}

function fireDelayed(ctx: Ctx, type: string, facts: Record<string, string | number | boolean>): void {
  const state = ctx.state;
  const fired: DelayedTrigger[] = [];
  for (const d of state.delayed) {
    const when = d.spec.when;
    const scope = { controller: d.source.controller, self: d.source.object, selfPhysical: d.source.physical };
    if (!matchesPattern(ctx.engine, state, when, { type, facts }, scope)) continue;
    const cond = d.spec.if;
    if (cond && !evalCondition(ctx.engine, state, cond, scope)) continue;
    fired.push(d);
  }
  for (const d of fired) {
    edit(ctx.state, 'pendingTriggers').push({
      id: `p${ctx.state.nextId++}`,
      controller: d.source.controller,
      source: d.source,
      delayed: d.id,
      spec: d.spec,
      timestamp: d.timestamp,
      data: facts,
    });
    trace(ctx, 'FAB-6.6.3', 'trace.delayed-trigger', { card: d.source.card ?? '' });
    // FAB-6.6.3: "the next time ..." (`next`, the default) triggers once; `next: false` ("whenever ... this turn") for its whole duration.
    if (d.duration.kind === 'until-used' || d.spec.next !== false) {
      const i = ctx.state.delayed.findIndex((x) => x.id === d.id);
      if (i >= 0) edit(ctx.state, 'delayed').splice(i, 1);
    }
  }
}
