import { limitUse } from '../core/limits';
import { edit, type DeepReadonly } from '../core/draft';
import { runEffects, evalAmount, canPayCosts, payCosts, matchesFilter } from '../core/seam';
import type { Ctx } from '../core/context';
import { bumpViews } from '../core/epoch';
import { ask, trace } from '../core/context';
import { consumeLayer } from './register';
import type { GameEvent } from './types';
import type { Candidate } from './replacement';
import { isYes } from '../decisions/answer';
import type { EffectFrame } from '../interpreter/effects';
import { applyPrevention } from './prevention';
import { view } from '../continuous/view';
import { allObjects, editObject, objectAt } from '../core/object-table';
import type { Filter, WordArgs } from '../cards/schema';
import type { ReplacementInstead } from './replacement-spec';

/** What a replacement made of the event. */
export type Replaced =
  | { kind: 'event'; event: GameEvent }
  | { kind: 'gone'; performed?: boolean }
  | { kind: 'declined' };

/** The frame effects of a replacement run in: its controller and source, the event's amount. */
export function frameOf(c: Candidate, ev: GameEvent): EffectFrame {
  return {
    scope: { controller: c.controller, self: c.source.object, selfPhysical: c.source.physical },
    source: c.source,
    targets: [],
    eventAmount: 'amount' in ev ? ev.amount : undefined,
    event: ev,
  };
}

/**
 * Applies one replacement to an event: asks if it is optional (SCP-606.4: chosen at the
 * moment; declining lets the original happen), pays its cost, runs its sub-events first
 * (FAB-6.4.1a), then modifies the event.
 */
export function applyReplacement(ctx: Ctx, c: Candidate, ev: GameEvent, lineage: Set<string>): Replaced {
  const spec = c.spec;
  const frame = frameOf(c, ev);
  if (spec.optional === true) {
    const yes = isYes(
      ask(ctx, { kind: 'may', player: c.controller, prompt: 'decision.may-replace', options: [], rule: 'SCP-606.4' }),
    );
    if (!yes) {
      trace(ctx, 'SCP-606.4', 'trace.replacement-declined', { card: c.source.card ?? '' });
      return { kind: 'declined' };
    }
  }
  const cost = spec.cost;
  if (cost) {
    const self = c.source.object ?? '';
    if (canPayCosts(ctx, c.controller, self, cost)) return { kind: 'declined' };
    payCosts(ctx, c.controller, self, cost);
  }
  // A replacement's body is compiled (cards/compile.ts; profiles' keywords compile theirs).
  const first = spec.first;
  if (first) {
    // FAB-6.4.1a: sub-events happen before the original event, through the same pipeline.
    trace(ctx, 'FAB-6.4.1a', 'trace.sub-event', { card: c.source.card ?? '' });
    const done = runEffects(ctx, first, frame);
    if (!done && spec.optional === true) {
      // LANGUAGE.md "optional ... with first: instead applies only if they were performed"
      // ("you may exile a card. If you do, it enters with counters"; MTG-614.13).
      trace(ctx, 'MTG-614.13', 'trace.replacement-first-not-done', { card: c.source.card ?? '' });
      return { kind: 'event', event: ev };
    }
  }
  if (spec.limit) {
    const { key } = limitUse(spec.limit, `${c.source.physical ?? c.controller}:repl`, ctx.state.turn.number);
    edit(ctx.state, 'uses')[key] = (ctx.state.uses[key] ?? 0) + 1;
  }
  if (c.class === 'prevention') return applyPrevention(ctx, c, ev);
  const result = modify(ctx, c, ev, frame, lineage);
  if (c.layer && (c.layer.spec.next === true || c.layer.duration.kind === 'until-used')) consumeLayer(ctx, c.layer);
  trace(ctx, c.class === 'self' ? 'FAB-6.4.7' : c.class === 'property' ? 'FAB-6.4.8' : 'FAB-6.4.9', 'trace.replaced', {
    card: c.source.card ?? '',
    type: ev.type,
  });
  return result;
}

/** What a replacement modifies of its event, when it is no list of effects. */
type EventChange = Exclude<DeepReadonly<ReplacementInstead>, ReadonlyArray<unknown>>;
/** A replacement with no `instead` (its `first` sub-events were all it does): the event as it is. */
const NO_CHANGE: EventChange = {};

/** Whether a replacement replaces its event by effects (`Array.isArray` does not narrow read-only lists away). */
function isEffectList(instead: DeepReadonly<ReplacementInstead>): instead is Extract<DeepReadonly<ReplacementInstead>, ReadonlyArray<unknown>> {
  return Array.isArray(instead);
}

function modify(ctx: Ctx, c: Candidate, ev: GameEvent, frame: EffectFrame, _lineage: Set<string>): Replaced {
  const instead = c.spec.instead ?? NO_CHANGE;
  const amountOf = (raw: unknown) =>
    evalAmount(ctx.engine, { eventAmount: 'amount' in ev ? ev.amount : 0 }, raw, frame.scope, undefined, ctx.state);
  if (isEffectList(instead)) {
    // The event is replaced by other effects (none: nothing happens); MTG-WIKI-SOURCE: the event's source performs them.
    const effects = instead;
    // None at all (`instead: []`): nothing was performed in its place, so the event counts as not done.
    const performed = effects.length > 0 && runEffects(ctx, effects, { ...frame, source: ev.source ?? frame.source, performer: ev.source });
    // MTG-WIKI-MAYDO: whether the replacing events were performed ("if you do" follows them).
    return { kind: 'gone', performed };
  }
  if (instead.skip === true) return { kind: 'gone' };
  let next: GameEvent = ev;
  // "Twice that much" and "that much +1" are amounts of the event's own (`{times: [event-amount, 2]}`).
  if ('amount' in next && next.amount !== undefined && instead.amount !== undefined) next = { ...next, amount: amountOf(instead.amount) } as GameEvent;
  if (instead.gains !== undefined && next.type === 'apply-effect') {
    // FAB-6.2.5: an application that would give some names gives others instead ("it gains dominate instead").
    const gains = [...instead.gains];
    next = { ...next, gains };
    trace(ctx, 'FAB-6.2.5', 'trace.application-replaced', { gains: gains.join(',') });
  }
  if (next.type === 'enter') {
    if (instead.tapped === true) next = { ...next, tapped: true };
    if (instead.counters) {
      const add = instead.counters as Record<string, unknown>;
      const counters = { ...(next.counters ?? {}) };
      for (const [k, raw] of Object.entries(add)) counters[k] = (counters[k] ?? 0) + amountOf(raw);
      next = { ...next, counters };
    }
    if (instead.controller === 'you') next = { ...next, controller: c.controller };
    if (instead.copy !== undefined) next = chooseCopy(ctx, c, next, instead.copy);
    if (typeof instead.transformed === 'string' && next.type === 'enter') {
      // MTG-616.1d: it enters transformed, its back face up (the back face's characteristics, as a copy's).
      next = { ...next, copy: instead.transformed };
      trace(ctx, 'MTG-616.1d', 'trace.enters-transformed', { card: instead.transformed });
    }
    if (instead.choose !== undefined) {
      const ch = instead.choose as WordArgs<'choose'>;
      const f: EffectFrame = { ...frame, chosen: {} };
      runEffects(ctx, [{ word: 'choose', args: { kind: ch.kind, as: ch.as ?? 'chosen' } }], f);
      const enter = next as Extract<GameEvent, { type: 'enter' }>;
      next = { ...enter, chosen: { ...(enter.chosen ?? {}), ...(f.chosen ?? {}) } };
    }
  }
  if (instead.zone !== undefined && next.type === 'move') {
    const zone = String(instead.zone);
    next = { ...next, to: `${next.to.slice(0, next.to.indexOf(':'))}:${zone}` as typeof next.to };
    trace(ctx, 'CHR-KW-SOULSTONE', 'trace.moved-elsewhere', { zone });
  }
  if (instead.reroll === true) return { kind: 'event', event: next };
  if (instead.redirect !== undefined && next.type === 'damage') {
    const to = frame.targets[0] ?? c.layer?.spec.redirectTo;
    if (typeof to !== 'string' || !objectAt(ctx.state.objects, to)) {
      // MTG-614.9: nothing happens if the new recipient is gone.
      return { kind: 'event', event: next };
    }
    trace(ctx, 'MTG-614.9', 'trace.redirected', { to });
    next = { ...next, target: to };
  }
  if (instead.regenerate === true && next.type === 'destroy') {
    // MTG-614.8: remove all damage, tap it, remove it from combat.
    const card = objectAt(ctx.state.objects, next.target)?.card;
    if (card !== undefined) {
      const o = editObject(ctx.state, next.target);
      o.damage = 0;
      o.tapped = true;
      bumpViews(ctx.state);
    }
    trace(ctx, 'MTG-614.8', 'trace.regenerated', { card: card ?? '' });
    return { kind: 'gone' };
  }
  return { kind: 'event', event: next };
}

/** MTG-616.1c: "enter as a copy of any creature": the copy is chosen as it enters and applies first. */
function chooseCopy(ctx: Ctx, c: Candidate, ev: Extract<GameEvent, { type: 'enter' }>, filter: DeepReadonly<Filter>): GameEvent {
  const state = ctx.state;
  const { zone: _z, ...rest } = filter;
  const options = allObjects(state.objects).filter(
    (o) => o.id !== ev.object && o.zone.endsWith(`:${ctx.profile.playZone}`) && matchesFilter(ctx.engine, state, view(ctx.engine, state, o.id), rest, { controller: c.controller }),
  );
  if (options.length === 0) return ev;
  const pick = String(
    ask(ctx, {
      kind: 'copy',
      player: c.controller,
      prompt: 'decision.copy',
      options: options.map((o) => ({ value: o.id, label: ctx.cards[o.card]?.name ?? o.card, object: o.id })),
      rule: 'MTG-616.1c',
    }),
  );
  const copied = objectAt(state.objects, pick);
  trace(ctx, 'MTG-616.1c', 'trace.enters-as-copy', { card: copied?.card ?? '' });
  return copied ? { ...ev, copy: copied.chosen?.copy ? String(copied.chosen.copy) : copied.card } : ev;
}
