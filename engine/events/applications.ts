import type { ReadState } from '../core/draft';
import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import type { Application, GameObject, SourceRef } from '../core/state';
import { bumpViews } from '../core/epoch';
import { metaOf } from '../core/state-meta';
import { runEvent } from './pipeline';
import { current, tracked, type Current, type Now } from '../continuous/application-scan';
import { changeFacts, literal } from '../continuous/changes';
import { applyFirstTime, outcomeOf, simultaneousOrder } from './first-application';
import { tableOf } from '../continuous/layers';
import { objectAt } from '../core/object-table';

/**
 * FAB-6.2.5 for effects whose applications start without anything applying them: static-type
 * effects (FAB-6.2.3: their source becomes functional, an object comes to have the stated
 * characteristics, their condition starts to hold) and layer-type effects that select what they
 * affect (FAB-6.3.5a: an object that comes to match joins the effect's set). Layer-type effects
 * locked onto chosen or future objects make their events where they lock (interpreter/primitives/modify.ts,
 * first-application.ts matchFutureObjects).
 *
 * The view applies every effect as its text says until its application has happened; what the
 * events made of a change (another amount or grant, or nothing) is kept in `state.applications`
 * (static effects: parts.ts asApplied) or on the effect (layer-type: `applied`, `fixed`).
 * `state.applications` records which applications have happened: effect id -> physical card ->
 * the application and its object. A static's entry goes when it stops applying (its source stops
 * functioning, the object loses the stated characteristics or leaves, its condition fails:
 * FAB-6.2.3a/c/d), so applying again later is a new event; a layer-type effect's entry goes when
 * the effect ends or the object leaves (FAB-6.2.2c: once started it goes on applying).
 *
 * Checked during game state processing (flow/priority.ts), before state triggers: an application
 * that starts is a change of the game state rather than something an event did, so it is noticed
 * where state-based triggers are (FAB-6.6.5c), and the triggers it causes go on the stack in the
 * same processing, before anyone gets priority (FAB-6.6.6). Checking after every event instead
 * would compute views of every object in play after every event. A state checked at its current
 * epochs is not checked again (application-scan.ts keeps the rest cheap).
 */
export function checkApplications(ctx: Ctx): void {
  const rule = tableOf(ctx.engine).applicationEvents;
  if (!rule) return;
  const meta = metaOf(ctx.state);
  const checked = meta.applicationsChecked;
  if (checked && checked.epoch === meta.epoch && checked.viewEpoch === meta.viewEpoch) return;
  // Events may start or end other applications: look again until nothing new starts.
  for (let pass = 0; pass < 8 && !ctx.state.over; pass++) {
    const state = ctx.state;
    const t = tracked(ctx.engine, state);
    if (t.parts.length > 0 || recorded(state)) {
      const now = current(ctx.engine, state, t);
      prune(ctx, now);
      if (start(ctx, rule, now)) continue;
    }
    meta.applicationsChecked = { epoch: meta.epoch, viewEpoch: meta.viewEpoch };
    return;
  }
}

/**
 * Records the applications in force without making events (FORMAT.md: setting up a scenario is
 * silent): what is there when a game is set up has already applied.
 */
export function primeApplications(ctx: Ctx): void {
  if (!tableOf(ctx.engine).applicationEvents) return;
  const state = ctx.state;
  for (const cur of current(ctx.engine, state, tracked(ctx.engine, state)).list) {
    const amounts: Record<string, number> = {};
    for (const { part, gave } of cur.parts) if (gave !== undefined) amounts[part.key] = gave;
    remember(ctx, cur.effectId, cur.object.physical, { object: cur.object.id, ...(cur.source ? { source: cur.source.id, amounts } : {}) });
  }
}

/** Whether any application is recorded. */
function recorded(state: ReadState): boolean {
  for (const _ in state.applications) return true;
  return false;
}

/** Whether a recorded application is still the one in force. */
function lasts(state: ReadState, effectId: string, a: Application, cur: Current | undefined): boolean {
  // FAB-6.2.3a/c/d: a static effect applies while its source functions, the object has the
  // stated characteristics and its condition holds: the same object, from the same source.
  if (a.source !== undefined) return !!cur && cur.object.id === a.object && cur.source?.id === a.source;
  // FAB-6.2.2c: a layer-type effect goes on applying while it lasts and the object stays.
  return objectAt(state.objects, a.object) !== undefined && state.effects.some((e) => e.id === effectId);
}

/** Forgets the applications that ended, so that applying again later is a new event. */
function prune(ctx: Ctx, now: Now): void {
  const record = ctx.state.applications;
  if (!record) return;
  const gone: Array<[string, string]> = [];
  for (const effectId in record) {
    for (const physical in record[effectId]) {
      if (!lasts(ctx.state, effectId, record[effectId][physical], now.byEffect.get(effectId)?.get(physical))) gone.push([effectId, physical]);
    }
  }
  for (const [effectId, physical] of gone) remember(ctx, effectId, physical, undefined);
}

/**
 * FAB-6.2.5: applications that start are events, one per change in stage order; those that start
 * on one object at once are ordered by FAB-6.2.5a. A static whose amount changed makes an event
 * of the change. Returns whether any event happened (views may have changed).
 */
function start(ctx: Ctx, rule: string, now: Now): boolean {
  let any = false;
  // `now.list` holds each object's applications together.
  for (let i = 0; i < now.list.length; ) {
    const object = now.list[i].object;
    const fresh: Current[] = [];
    for (; i < now.list.length && now.list[i].object === object; i++) {
      const cur = now.list[i];
      const a = ctx.state.applications?.[cur.effectId]?.[object.physical];
      if (!a || !lasts(ctx.state, cur.effectId, a, cur)) fresh.push(cur);
      else if (a.source !== undefined) any = changeAmounts(ctx, rule, cur, a) || any;
    }
    if (fresh.length === 0) continue;
    any = true;
    for (const id of simultaneousOrder(ctx, fresh.map((cur) => startingOf(ctx, cur)))) {
      const cur = fresh.find((c) => c.effectId === id)!;
      if (cur.source) startStatic(ctx, rule, cur, cur.source);
      else {
        applyFirstTime(ctx, cur.effectId, object.physical, object.id);
        remember(ctx, cur.effectId, object.physical, { object: object.id });
      }
    }
  }
  return any;
}

/** An application that starts, as FAB-6.2.5a orders it: timestamp, first stage, source. */
function startingOf(ctx: Ctx, cur: Current) {
  const effect = cur.source ? undefined : ctx.state.effects.find((e) => e.id === cur.effectId);
  const from = cur.source ?? (effect?.source.object ? objectAt(ctx.state.objects, effect.source.object) : undefined);
  const first = cur.parts[0].part;
  return { id: cur.effectId, timestamp: first.timestamp, stage: first.stage, card: from?.card ?? effect?.source.card, object: from?.id };
}

/** The source of a static's events. */
function sourceOf(source: GameObject): SourceRef {
  return { controller: source.controller, object: source.id, physical: source.physical, card: source.card };
}

/**
 * FAB-6.2.5: a static effect starts applying to an object: each change is an event (a "+0" gains
 * nothing and makes none). What each event made of its change is recorded for the view.
 */
function startStatic(ctx: Ctx, rule: string, cur: Current, source: GameObject): void {
  const amounts: Record<string, number> = {};
  const extra: Record<string, number> = {};
  const outcomes: Record<string, readonly string[] | null> = {};
  for (const { part, gave } of cur.parts) {
    const facts = changeFacts(part.key, part.value, gave, { controller: source.controller }, source.chosen);
    if (gave !== undefined) amounts[part.key] = gave;
    if (facts.amount === 0) continue;
    const r = runEvent(ctx, { type: 'apply-effect', object: cur.object.id, effect: cur.effectId, change: part.key, ...facts, source: sourceOf(source) });
    const outcome = outcomeOf(r, facts);
    if (outcome === null) outcomes[part.key] = null;
    else if (typeof outcome === 'number') extra[part.key] = outcome - (gave ?? 0);
    else if (outcome !== undefined) outcomes[part.key] = outcome;
    trace(ctx, rule, 'trace.application-event', { change: part.key, ...(facts.amount !== undefined ? { amount: facts.amount } : {}), ...(outcome !== undefined ? { became: JSON.stringify(outcome) } : {}) }, [cur.object.id]);
  }
  remember(ctx, cur.effectId, cur.object.physical, {
    object: cur.object.id,
    source: source.id,
    ...(Object.keys(amounts).length > 0 ? { amounts } : {}),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
    ...(Object.keys(outcomes).length > 0 ? { outcomes } : {}),
  });
}

/**
 * FAB-6.2.3b: a static effect's amounts follow the game. FAB-6.2.5 makes "each change it makes"
 * an event too (the rules text: when a continuous effect changes the modification it makes to an
 * object). Decided here: the event is the difference, what the object gains by the change (a
 * static that gave +1 and now gives +2 makes the object gain exactly +1); a replacement can change
 * it (what it adds stays with the application) or stop it (the object keeps what it had), and it
 * can trigger. Returns whether an event happened.
 */
function changeAmounts(ctx: Ctx, rule: string, cur: Current, a: Application): boolean {
  let amounts = a.amounts;
  let extra = a.extra;
  for (const { part, gave } of cur.parts) {
    const key = part.key;
    const before = a.amounts?.[key];
    // A literal amount never changes; nor does a change whose application did not happen.
    if (gave === undefined || before === undefined || literal(part.value) !== undefined || a.outcomes?.[key] === null) continue;
    const now = gave - (a.extra?.[key] ?? 0);
    if (now === before) continue;
    const amount = now - before;
    const r = runEvent(ctx, { type: 'apply-effect', object: cur.object.id, effect: cur.effectId, change: key, amount, ...(cur.source ? { source: sourceOf(cur.source) } : {}) });
    const outcome = outcomeOf(r, { amount });
    const added = outcome === null ? -amount : typeof outcome === 'number' ? outcome - amount : 0;
    amounts = { ...amounts, [key]: now };
    if (added !== 0) extra = { ...extra, [key]: (extra?.[key] ?? 0) + added };
    trace(ctx, rule, 'trace.application-changed', { change: key, from: before, to: now, ...(outcome !== undefined ? { became: JSON.stringify(outcome) } : {}) }, [cur.object.id]);
  }
  if (amounts === a.amounts) return false;
  remember(ctx, cur.effectId, cur.object.physical, { ...a, ...(amounts ? { amounts } : {}), ...(extra ? { extra } : {}) });
  return true;
}

/** Whether an application's record changes what the view applies (parts.ts asApplied). */
function seenByViews(a: Application | undefined): boolean {
  return a?.extra !== undefined || a?.outcomes !== undefined;
}

/**
 * Records (or, with undefined, forgets) one application. The record is replaced, never changed
 * in place (states share it); views move on when what they apply changes.
 */
function remember(ctx: Ctx, effectId: string, physical: string, a: Application | undefined): void {
  const all: Record<string, Readonly<Record<string, Application>>> = { ...ctx.state.applications };
  const mine: Record<string, Application> = { ...(all[effectId] ?? {}) };
  const before = mine[physical];
  if (a) mine[physical] = a;
  else delete mine[physical];
  if (Object.keys(mine).length > 0) all[effectId] = mine;
  else delete all[effectId];
  ctx.state.applications = all;
  if (seenByViews(before) || seenByViews(a)) bumpViews(ctx.state);
}
