import { editReplacement } from '../core/draft';
import { evalAmount } from '../core/seam';
import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import type { ReplacementEffect } from '../core/state';
import type { GameEvent } from './types';
import type { Candidate } from './replacement';
import type { Replaced } from './apply-replacement';
import { consumeLayer } from './register';

/** The next "prevents N less" effect that applies to this damage (FAB-6.4.10g), if any. */
function reductionFor(ctx: Ctx, ev: GameEvent): ReplacementEffect | undefined {
  if (ev.type !== 'damage') return undefined;
  return (ctx.state.replacements['prevention-reduction'] ?? []).find((r) => {
    const kind = r.spec.damage as string | undefined;
    return kind === undefined || kind === (ev.kind ?? 'physical');
  }) as ReplacementEffect | undefined;
}

/**
 * FAB-6.4.10: a prevention effect replaces a damage event with one of less damage.
 * a: each point prevented lowers the remaining value; b: no amount = the event's damage;
 * g: a reduction of prevention applies after the amount is fixed and the value lowered;
 * h: unpreventable damage: the prevention applies once, its value does not drop, the damage
 * is not reduced, its other modifications still happen; i: fixed prevention is used up by one
 * event; j: a shield carries its value over until it reaches 0.
 */
export function applyPrevention(ctx: Ctx, c: Candidate, ev: GameEvent): Replaced {
  if (ev.type !== 'damage') return { kind: 'event', event: ev };
  const layer = c.layer;
  const raw = c.spec.prevent ?? c.spec.amount;
  const stated =
    raw === undefined
      ? undefined
      : evalAmount(ctx.engine, { eventAmount: ev.amount }, raw, { controller: c.controller, self: c.source.object, selfPhysical: c.source.physical }, undefined, ctx.state);
  const value = layer?.remaining ?? stated ?? ev.amount; // 6.4.10b
  if (stated === undefined && layer?.remaining === undefined) trace(ctx, 'FAB-6.4.10b', 'trace.prevent-whole-event', {});
  if (ev.unpreventable) {
    trace(ctx, 'FAB-6.4.10h', 'trace.unpreventable', { card: c.source.card ?? '' });
    if (layer && layer.spec.shield !== true) consumeLayer(ctx, layer);
    return { kind: 'event', event: ev };
  }
  const share = ctx.splits?.get(c.id);
  if (share) {
    // FAB-6.4.10f: a prevention split over one event's recipients prevents the declared share here;
    // its value is used up once, for the whole event, by the batch (events/damage-batch.ts).
    const prevented = Math.min(share[ev.target] ?? 0, ev.amount);
    trace(ctx, 'FAB-6.4.10f', 'trace.prevention-share', { amount: prevented, to: ev.target });
    const amount = ev.amount - prevented;
    return amount <= 0 ? { kind: 'gone' } : { kind: 'event', event: { ...ev, amount } };
  }
  const fixedAmount = Math.min(value, ev.amount);
  let prevented = fixedAmount;
  const reduction = reductionFor(ctx, ev);
  if (reduction) {
    // 6.4.10g: fix the amount, lower the value by it, then apply the reduction.
    const less = Number(reduction.spec.amount ?? 1);
    prevented = Math.max(0, fixedAmount - less);
    consumeLayer(ctx, reduction);
    trace(ctx, 'FAB-6.4.10g', 'trace.prevention-reduced', { by: less });
  }
  if (layer) {
    if (layer.spec.shield === true) {
      const left = value - fixedAmount;
      const mine = editReplacement(ctx.state, layer.eventType, layer.id);
      if (left <= 0) {
        consumeLayer(ctx, layer);
        trace(ctx, 'FAB-6.4.10j', 'trace.shield-ends', {});
      } else if (mine) {
        mine.remaining = left;
        trace(ctx, 'FAB-6.4.10j', 'trace.shield-carries-over', { left });
      }
    } else {
      consumeLayer(ctx, layer); // 6.4.10i: fixed prevention, one event only
      trace(ctx, 'FAB-6.4.10i', 'trace.fixed-prevention-used', {});
    }
  }
  trace(ctx, 'FAB-6.4.10a', 'trace.prevented', { amount: prevented, card: c.source.card ?? '' });
  const amount = ev.amount - prevented;
  if (amount <= 0) return { kind: 'gone' };
  return { kind: 'event', event: { ...ev, amount } };
}
