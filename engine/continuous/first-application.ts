import type { Ctx, Engine } from '../core/context';
import { ask, trace } from '../core/context';
import type { ContinuousEffect, GameState } from '../core/state';
import { changesOf } from './changes';
import { tableOf, type Place } from './layers';
import { view } from './view';
import { evalAmount } from '../cards/amounts';
import { runEvent } from '../events/pipeline';
import { bumpEpoch } from '../core/epoch';

const NUMERIC = ['power', 'defense', 'hp', 'toughness', 'containment'];

function literal(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw)) return Number(raw);
  return undefined;
}

/**
 * A layer-type effect first applies to an object. FAB-6.2.2b: its variables are fixed now
 * (for a future object, now that it exists). FAB-6.2.5: the application is an event: a power
 * gain goes through the pipeline (a "next time it would gain power" replacement can change it)
 * and can trigger ("gains exactly +1").
 */
export function applyFirstTime(ctx: Ctx, effectId: string, physical: string): void {
  const effect = ctx.state.effects.find((e) => e.id === effectId);
  if (!effect) return;
  const object = Object.values(ctx.state.objects).find((o) => o.physical === physical);
  if (!object) return;
  const spec = ((effect.spec.modify as Record<string, unknown> | undefined) ?? effect.spec) as Record<string, unknown>;
  const fixed: Record<string, number> = { ...(effect.fixed?.[physical] ?? {}) };
  const v = view(ctx.engine, ctx.state as GameState, object.id);
  const scope = { controller: effect.source.controller, self: object.id, it: object.id, selfPhysical: physical };
  for (const key of [...NUMERIC, ...NUMERIC.map((k) => `base-${k}`)]) {
    const raw = spec[key];
    if (raw === undefined) continue;
    const setTo = typeof raw === 'object' && raw !== null && 'set' in raw ? (raw as { set: unknown }).set : raw;
    if (literal(setTo) === undefined) {
      fixed[key] = evalAmount(ctx.engine, undefined, setTo, scope, v, ctx.state as GameState);
      trace(ctx, 'FAB-6.2.2b', 'trace.variable-fixed', { key, value: fixed[key] });
    }
  }
  const powerRaw = spec.power;
  const isSet = typeof powerRaw === 'object' && powerRaw !== null && 'set' in powerRaw;
  const gain = isSet ? undefined : (fixed.power ?? literal(powerRaw));
  if (gain !== undefined && gain !== 0) {
    const r = runEvent(ctx, { type: 'gain-power', object: object.id, amount: gain, effect: effectId, source: effect.source });
    const amount = r.happened && r.event.type === 'gain-power' ? r.event.amount : gain;
    if (amount !== gain) fixed.power = amount;
    trace(ctx, 'FAB-6.2.5', 'trace.application-event', { amount });
  }
  if (Object.keys(fixed).length > 0) effect.fixed = { ...(effect.fixed ?? {}), [physical]: fixed };
  bumpEpoch(ctx.state);
}

/**
 * FAB-6.2.4: effects waiting for a future object ("the next attack action card you play this
 * turn") lock onto the first object that matches once it exists. FAB-6.2.5a: the effects that
 * start applying to it at once apply in stage order, and the turn player orders those of one
 * stage (this decides which one a "the next time it would gain power" replacement modifies).
 */
export function matchFutureObjects(ctx: Ctx, objectId: string, matches: (filter: Readonly<Record<string, unknown>>, scope: { controller: string }) => boolean): void {
  const object = ctx.state.objects[objectId];
  if (!object) return;
  const starting: ContinuousEffect[] = [];
  for (const effect of ctx.state.effects) {
    if (!effect.next) continue;
    if (!matches(effect.next, { controller: effect.source.controller })) continue;
    effect.next = undefined;
    effect.locked = [object.physical];
    bumpEpoch(ctx.state);
    trace(ctx, 'FAB-6.2.4', 'trace.future-object-matched', { card: object.card, id: effect.id });
    starting.push(effect as ContinuousEffect);
  }
  for (const id of simultaneousOrder(ctx, starting)) applyFirstTime(ctx, id, object.physical);
}

/** The place where a modification key first applies, if the game has it (FAB-6.3.2, MTG-613.1). */
function placeOf(engine: Engine, key: string, raw: unknown): Place | undefined {
  const table = tableOf(engine);
  return changesOf({ engine, scope: { controller: '' } }, key, raw).map((c) => table.places[c.kind]).find((p): p is Place => !!p);
}

/** The stage in which an effect's modification first applies (FAB-6.3.2): its earliest part. */
function firstStage(engine: Engine, spec: Readonly<Record<string, unknown>>): number {
  const m = (spec.modify as Readonly<Record<string, unknown>> | undefined) ?? spec;
  const stages = Object.entries(m).flatMap(([key, raw]) => placeOf(engine, key, raw)?.stage ?? []);
  return stages.length > 0 ? Math.min(...stages) : Math.max(...tableOf(engine).stages.map((s) => s.stage));
}

/**
 * FAB-6.2.5a: effects that start applying to one object at the same time are applied in stage
 * order; within one stage the turn player chooses the order (asked only when there is a tie).
 * Returns effect ids in application order; unanswered, they keep timestamp order.
 */
function simultaneousOrder(ctx: Ctx, effects: readonly ContinuousEffect[]): string[] {
  const byStage = new Map<number, ContinuousEffect[]>();
  for (const e of [...effects].sort((a, b) => a.timestamp - b.timestamp)) {
    const stage = firstStage(ctx.engine, e.spec);
    byStage.set(stage, [...(byStage.get(stage) ?? []), e]);
  }
  const out: string[] = [];
  for (const stage of [...byStage.keys()].sort((a, b) => a - b)) {
    const tie = byStage.get(stage) ?? [];
    if (tie.length < 2) {
      out.push(...tie.map((e) => e.id));
      continue;
    }
    const pick = ask(ctx, {
      kind: 'order-effects',
      player: ctx.state.turn.player,
      prompt: 'decision.order-effects',
      options: tie.map((e) => ({ value: e.id, label: e.source.card ?? e.id, ...(e.source.object ? { object: e.source.object } : {}) })),
      rule: 'FAB-6.2.5a',
    });
    const picked = (Array.isArray(pick) ? pick : [pick]).map(String).filter((id) => tie.some((e) => e.id === id));
    const order = [...new Set([...picked, ...tie.map((e) => e.id)])];
    trace(ctx, 'FAB-6.2.5a', 'trace.simultaneous-applications-ordered', { stage, order: order.join(',') });
    out.push(...order);
  }
  return out;
}
