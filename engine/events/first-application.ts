import { edit, editItem } from '../core/draft';
import { evalAmount } from '../core/seam';
import type { Ctx, Engine } from '../core/context';
import { ask, trace } from '../core/context';
import type { ContinuousEffect } from '../core/state';
import type { ObjectId } from '../core/ids';
import { view } from '../continuous/view';
import { runEvent } from './pipeline';
import type { EventOutcome } from './types';
import { bumpEpoch } from '../core/epoch';
import { changeFacts, changesOf, literal, type ChangeFacts, type Outcome } from '../continuous/changes';
import { NUMERIC } from '../core/numeric';
import { comparePlaces, tableOf, type Place } from '../continuous/layers';
import { findObject, objectAt } from '../core/object-table';

type Spec = Readonly<Record<string, unknown>>;

/** The modification keys whose amounts may be variables (FAB-6.2.2b). */
const VARIABLE_KEYS = [...NUMERIC, ...[...NUMERIC].map((k) => `base-${k}`)];

/**
 * A layer-type effect first applies to an object. FAB-6.2.2b: its variables are fixed now
 * (for a future object, now that it exists). FAB-6.2.5 (tables that make applications events):
 * each change it makes (each modification key: a power gain, a keyword or type grant, a
 * controller change ...) is an event through the pipeline, in stage order (FAB-6.2.5a): a
 * replacement can change it ("the next time an attack would gain power", "would gain go
 * again") or stop it, and it can trigger ("gains exactly +1", "gains go again"). What the
 * event made of a change is kept on the effect (`applied`) and is what the view applies.
 */
export function applyFirstTime(ctx: Ctx, effectId: string, physical: string, objectId?: ObjectId): void {
  const effect = ctx.state.effects.find((e) => e.id === effectId);
  if (!effect) return;
  const object = objectId !== undefined ? objectAt(ctx.state.objects, objectId) : findObject(ctx.state.objects, (o) => o.physical === physical);
  if (!object) return;
  const spec = effect.spec.modify ?? effect.spec;
  const fixed: Record<string, number> = { ...(effect.fixed?.[physical] ?? {}) };
  const scope = { controller: effect.source.controller, self: object.id, it: object.id, selfPhysical: physical };
  let variables = false;
  for (const key of VARIABLE_KEYS) {
    const raw = spec[key];
    if (raw === undefined) continue;
    const setTo = typeof raw === 'object' && raw !== null && 'set' in raw ? (raw as { set: unknown }).set : raw;
    if (literal(setTo) === undefined) {
      fixed[key] = evalAmount(ctx.engine, undefined, setTo, scope, view(ctx.engine, ctx.state, object.id), ctx.state);
      variables = true;
      trace(ctx, 'FAB-6.2.2b', 'trace.variable-fixed', { key, value: fixed[key] });
    }
  }
  // The effect's record changes only when it has variables to fix (its parts are compiled from it).
  if (variables) {
    const mine = editItem(ctx.state, 'effects', effectId);
    if (mine) mine.fixed = { ...(mine.fixed ?? {}), [physical]: fixed };
    bumpEpoch(ctx.state);
  }
  const rule = tableOf(ctx.engine).applicationEvents;
  if (!rule) return;
  const applied: Record<string, number | string[] | null> = {};
  const chosen = effect.source.object ? objectAt(ctx.state.objects, effect.source.object)?.chosen : undefined;
  for (const key of changeKeys(ctx.engine, spec)) {
    const facts = changeFacts(key, spec[key], fixed[key] ?? literal(spec[key]), { controller: effect.source.controller }, chosen);
    if (facts.amount === 0) continue; // "+0" gains nothing
    const r = runEvent(ctx, { type: 'apply-effect', object: object.id, effect: effectId, change: key, ...facts, source: effect.source });
    const outcome = outcomeOf(r, facts);
    if (outcome !== undefined) applied[key] = Array.isArray(outcome) ? [...outcome] : (outcome as number | null);
    trace(ctx, rule, 'trace.application-event', { change: key, ...(facts.amount !== undefined ? { amount: facts.amount } : {}), ...(outcome !== undefined ? { became: JSON.stringify(outcome) } : {}) });
  }
  if (Object.keys(applied).length === 0) return;
  // The effect may have moved in the list while the events ran: write to the one in the state now.
  const live = editItem(ctx.state, 'effects', effectId);
  if (live) live.applied = { ...(live.applied ?? {}), [physical]: { ...(live.applied?.[physical] ?? {}), ...applied } };
  bumpEpoch(ctx.state);
}

/** What an application event made of a change: undefined (as it was), null (it did not happen), a new amount or new names. */
export function outcomeOf(r: EventOutcome, facts: ChangeFacts): Outcome | undefined {
  if (!r.happened || r.event.type !== 'apply-effect') return null;
  if (facts.amount !== undefined && r.event.amount !== facts.amount) return r.event.amount ?? null;
  if (facts.gains !== undefined && JSON.stringify(r.event.gains ?? []) !== JSON.stringify(facts.gains)) return r.event.gains ?? [];
  return undefined;
}

/** The place where a modification key first applies, if the game has it (FAB-6.3.2). */
function placeOf(engine: Engine, key: string, raw: unknown): Place | undefined {
  const table = tableOf(engine);
  return changesOf({ engine, scope: { controller: '' } }, key, raw).map((c) => table.places[c.kind]).find((p): p is Place => !!p);
}

const keysCache = new WeakMap<Engine, WeakMap<Spec, readonly string[]>>();

/** FAB-6.2.5a: an effect's changes in stage order (specs are effect data, never changed: once per spec). */
function changeKeys(engine: Engine, spec: Spec): readonly string[] {
  let bySpec = keysCache.get(engine);
  if (!bySpec) keysCache.set(engine, (bySpec = new WeakMap()));
  let keys = bySpec.get(spec);
  if (!keys) {
    const placed = Object.entries(spec).flatMap(([key, raw]) => {
      const place = placeOf(engine, key, raw);
      return place ? [{ key, place }] : [];
    });
    bySpec.set(spec, (keys = placed.sort((a, b) => comparePlaces(a.place, b.place)).map((p) => p.key)));
  }
  return keys;
}

/**
 * FAB-6.2.4: effects waiting for a future object ("the next attack action card you play this
 * turn") lock onto the first object that matches once it exists. FAB-6.2.5a: the effects that
 * start applying to it at once apply in stage order, and the turn player orders those of one
 * stage (this decides which one a "the next time it would gain power" replacement modifies).
 */
export function matchFutureObjects(ctx: Ctx, objectId: string, matches: (filter: Readonly<Record<string, unknown>>, scope: { controller: string }) => boolean): void {
  const object = objectAt(ctx.state.objects, objectId);
  if (!object) return;
  const starting: ContinuousEffect[] = [];
  const spent: string[] = [];
  for (let i = 0; i < ctx.state.effects.length; i++) {
    const { next, nextIs, source, id } = ctx.state.effects[i];
    if (!next) continue;
    // "The next card you defend with" is another card: a defense reaction joining the chain as
    // it resolves (Flic Flak) is not the next one for its own effect.
    if (source.physical !== undefined && source.physical === object.physical) continue;
    if (!matches(next, { controller: source.controller })) continue;
    if (nextIs && !matches({ ...next, ...nextIs }, { controller: source.controller })) {
      // "If the next card you defend with is ...": this was the next one, and it is not.
      spent.push(id);
      trace(ctx, 'FAB-6.2.4', 'trace.future-object-spent', { card: object.card, id });
      continue;
    }
    const effect = edit(ctx.state, 'effects', i);
    effect.next = undefined;
    effect.locked = [object.physical];
    bumpEpoch(ctx.state);
    trace(ctx, 'FAB-6.2.4', 'trace.future-object-matched', { card: object.card, id: effect.id });
    starting.push(effect as ContinuousEffect);
  }
  if (spent.length > 0) {
    ctx.state.effects = ctx.state.effects.filter((e) => !spent.includes(e.id));
    bumpEpoch(ctx.state);
  }
  const order = simultaneousOrder(
    ctx,
    starting.map((e) => ({ id: e.id, timestamp: e.timestamp, stage: firstStage(ctx.engine, e.spec), card: e.source.card, object: e.source.object })),
  );
  for (const id of order) applyFirstTime(ctx, id, object.physical);
}

/** The stage in which an effect's modification first applies (FAB-6.3.2): its earliest part. */
function firstStage(engine: Engine, spec: Spec): number {
  const m = (spec.modify as Spec | undefined) ?? spec;
  const stages = Object.entries(m).flatMap(([key, raw]) => placeOf(engine, key, raw)?.stage ?? []);
  return stages.length > 0 ? Math.min(...stages) : Math.max(...tableOf(engine).stages.map((s) => s.stage));
}

/** An effect that starts applying to an object: its id, timestamp, first stage, and source (for the question). */
export interface Starting {
  id: string;
  timestamp: number;
  stage: number;
  card?: string;
  object?: ObjectId;
}

/**
 * FAB-6.2.5a: effects that start applying to one object at the same time are applied in stage
 * order; within one stage the turn player chooses the order (asked only when there is a tie).
 * Returns effect ids in application order; unanswered, they keep timestamp order.
 */
export function simultaneousOrder(ctx: Ctx, effects: readonly Starting[]): string[] {
  const byStage = new Map<number, Starting[]>();
  for (const e of [...effects].sort((a, b) => a.timestamp - b.timestamp)) byStage.set(e.stage, [...(byStage.get(e.stage) ?? []), e]);
  const out: string[] = [];
  const stages = [...byStage.keys()].sort((a, b) => a - b);
  // An index loop: the order decision below suspends by an exception, which for-of would catch and rethrow (core/context.ts ask).
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i];
    const tie = byStage.get(stage) ?? [];
    if (tie.length < 2) {
      out.push(...tie.map((e) => e.id));
      continue;
    }
    const pick = ask(ctx, {
      kind: 'order-effects',
      player: ctx.state.turn.player,
      prompt: 'decision.order-effects',
      options: tie.map((e) => ({ value: e.id, label: e.card ?? e.id, ...(e.object ? { object: e.object } : {}) })),
      rule: 'FAB-6.2.5a',
    });
    const picked = (Array.isArray(pick) ? pick : [pick]).map(String).filter((id) => tie.some((e) => e.id === id));
    const order = [...new Set([...picked, ...tie.map((e) => e.id)])];
    trace(ctx, 'FAB-6.2.5a', 'trace.simultaneous-applications-ordered', { stage, order: order.join(',') });
    out.push(...order);
  }
  return out;
}
