import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import type { ContinuousEffect } from '../../core/state';
import type { EffectFrame } from '../effects';
import { bumpEpoch } from '../../core/epoch';
import { refsOf, seatsOf } from '../refs';
import { durationOf } from '../../continuous/durations-of';
import { applyFirstTime } from '../../events/first-application';
import { evalCondition } from '../conditions';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

type Spec = Record<string, unknown>;

/** Selectors that name chosen objects: a layer-type effect on them locks onto them (FAB-6.2.2c). */
const LOCKING = new Set(['target', 'targets', 'this', 'it', 'the-attack', 'event-source']);

/**
 * "X gets +N / has Y until end of turn": creates a layer-type continuous effect. Its duration
 * and variables are fixed now (FAB-6.2.2a/b); on a future object ("the next attack action card
 * you play") it waits for that object (FAB-6.2.4). `while` is checked continuously; `if` once,
 * at creation (FAB-6.2.2d).
 */
export function modify(ctx: Ctx, args: WordArgs<'modify'>, frame: EffectFrame): boolean {
  return createModification(ctx, { ...args }, frame);
}

/**
 * The continuous effect of `modify` (and `grant`, which gives one ability): `a` is the effect as
 * the state keeps it, built from the word's arguments (its duration and X fixed here).
 */
export function createModification(ctx: Ctx, a: Record<string, unknown>, frame: EffectFrame): boolean {
  if (a.if && !evalCondition(ctx.engine, ctx.state, a.if as Spec, frame.scope)) {
    trace(ctx, 'FAB-6.2.2d', 'trace.conditional-creation-failed', {});
    return false;
  }
  delete a.if;
  // FAB-6.2.2b: the announced X is the ability's, known only now: the effect keeps its number.
  for (const [k, v] of Object.entries(a)) {
    if (v === 'x') a[k] = frame.x ?? 0;
    else if (typeof v === 'object' && v !== null && (v as Spec).set === 'x') a[k] = { ...(v as Spec), set: frame.x ?? 0 };
  }
  const affects = a.affects ?? 'target';
  const next = a.next as Spec | undefined;
  const nextIs = a['next-is'] as Spec | undefined;
  delete a['next-is'];
  const duration = durationOf(ctx, a.duration, frame, !!next);
  delete a.duration;
  // fab: "their next attack": the next matching object of that player (fixed now), not yours.
  const whose = a.whose !== undefined ? seatsOf(ctx, a.whose, frame)[0] : undefined;
  delete a.whose;
  const effect: ContinuousEffect = {
    id: `e${ctx.state.nextId++}`,
    source: frame.source,
    timestamp: ctx.state.nextTimestamp++,
    spec: { ...a, ...(typeof affects === 'object' && affects !== null ? { affects: resolveSeats(ctx, affects as Spec, frame) } : {}) },
    duration,
    createdTurn: ctx.state.turn.number,
  };
  if (next) {
    effect.next = { ...resolveSeats(ctx, next, frame), ...(whose !== undefined ? { controller: whose } : {}) };
    if (nextIs) effect.nextIs = resolveSeats(ctx, nextIs, frame);
  } else if (typeof affects === 'string' && (LOCKING.has(affects) || frame.named?.[affects])) {
    // A named target declaration names chosen objects too.
    const physical = refsOf(ctx, affects, frame)
      .map((id) => objectAt(ctx.state.objects, id)?.physical)
      .filter((p): p is string => !!p);
    if (physical.length === 0) return false;
    effect.locked = physical;
  }
  edit(ctx.state, 'effects').push(effect);
  bumpEpoch(ctx.state);
  trace(ctx, 'FAB-6.2.2a', 'trace.continuous-effect-created', { id: effect.id, card: frame.source.card ?? '' });
  if (effect.locked) for (const p of effect.locked) applyFirstTime(ctx, effect.id, p);
  return true;
}

/** Replaces seat words inside a filter (`owner: target`) by the seats they name now. */
function resolveSeats(ctx: Ctx, filter: Spec, frame: EffectFrame): Spec {
  const out: Spec = { ...filter };
  if (typeof out.each === 'object' && out.each !== null) out.each = resolveSeats(ctx, out.each as Spec, frame);
  for (const k of ['owner', 'controller']) {
    const v = out[k];
    if (v === 'target' || v === 'chosen') out[k] = seatsOf(ctx, v, frame)[0] ?? frame.targets[0];
    else if (v === 'you') out[k] = frame.scope.controller;
  }
  return out;
}
