import type { Ctx } from '../core/context';
import { log, trace } from '../core/context';
import { refuse } from '../core/errors';
import { parseZoneKey, zoneKey, type ObjectId, type Seat } from '../core/ids';
import type { GameState, StackItem } from '../core/state';
import type { Action } from '../core/actions';
import { moveObject } from '../core/zones';
import { view } from '../continuous/view';
import { pushItem } from './stack';
import { declareTargets, type TargetSpec } from './targets';
import { runEvent } from '../events/pipeline';
import { completeEvent } from '../events/complete';
import { matchFutureObjects } from '../continuous/first-application';
import { matchesFilter } from '../cards/selectors';
import { evalCondition } from '../cards/conditions';
import { payCosts, canPayCosts } from './costs';
import { runEffects, type EffectFrame } from '../cards/effects';
import { effectsOf } from './resolve';
import { isForbidden } from '../continuous/rules';

type Body = Readonly<Record<string, unknown>>;

/**
 * Plays a card from hand: checks the restrictions, declares targets, pays the cost, and puts
 * it on the stack (or, where the profile says so, straight into play: CHR-DEPLOY). Any failure
 * refuses the action and the state is exactly as before (SCP-601.2, SCP-603.3).
 */
export function playCard(ctx: Ctx, action: Extract<Action, { type: 'play' }>): void {
  const s = ctx.state;
  const rules = ctx.profile.rules!;
  const seat = action.by;
  const o = s.objects[action.card];
  if (!o) refuse('no-such-object', `no card ${action.card}`);
  if (o.zone !== zoneKey(seat, 'hand')) refuse('not-legal', `${ctx.cards[o.card]?.name ?? o.card} is not in ${seat}'s hand`);
  if (s.turn.priority !== seat) refuse('not-your-priority', `${seat} does not hold priority`);
  const def = ctx.cards[o.card];
  if (!def) refuse('not-legal', `unknown card ${o.card}`);
  const forbidden = isForbidden(ctx, 'play', seat, o.id);
  if (forbidden) refuse('restricted', forbidden.message, forbidden.rule);
  const timing = rules.canPlayNow(ctx, seat, o.id, def);
  if (timing) refuse('not-legal', timing);
  const effect = def.abilities.find((a) => a.kind === 'effect');
  const body = (effect?.body ?? {}) as Body;
  const specs = (Array.isArray(body) ? [] : ((body.targets as TargetSpec[] | undefined) ?? [])) as TargetSpec[];
  const scope = { controller: seat, self: o.id, selfPhysical: o.physical };
  const targets = specs.length > 0 ? declareTargets(ctx, specs, scope, action.targets, 'spell') : [];
  if (targets === null) refuse('bad-target', 'no legal target', 'SCP-603.3');
  rules.payPlayCost(ctx, seat, o.id, def, action.x);
  const uses = rules.usesStack(def);
  if (!uses) {
    // CHR-DEPLOY: deploying does not use the stack; the card is in play at once.
    const entered = runEvent(ctx, { type: 'enter', object: o.id, controller: seat, source: sourceOf(o.id, ctx) });
    recordPlay(ctx, seat, typeof entered.value === 'string' ? entered.value : o.id, 'deploy');
    return;
  }
  const stackId = moveObject(ctx, o.id, zoneKey(seat, 'stack'), 'bottom', { controller: seat });
  const item: Omit<StackItem, 'id'> = {
    kind: 'card',
    controller: seat,
    source: sourceOf(stackId, ctx),
    object: stackId,
    targets: targets as string[],
    ...(action.x !== undefined ? { x: action.x } : {}),
    ...(action.mode !== undefined ? { mode: action.mode } : {}),
  };
  pushItem(ctx, item);
  log(ctx, 'log.play', { seat, card: def.name });
  recordPlay(ctx, seat, stackId, 'play');
}

function sourceOf(id: ObjectId, ctx: Ctx) {
  const o = ctx.state.objects[id];
  return { controller: o.controller, object: id, physical: o.physical, card: o.card };
}

/** A card was played (or deployed): future-object effects lock on (FAB-6.2.4), and the play event triggers. */
function recordPlay(ctx: Ctx, seat: Seat, id: ObjectId, type: 'play' | 'deploy'): void {
  const state = ctx.state as GameState;
  matchFutureObjects(ctx, id, (filter, scope) =>
    matchesFilter(ctx.engine, ctx.state as GameState, view(ctx.engine, ctx.state as GameState, id), filter, { controller: scope.controller }),
  );
  const o = state.objects[id];
  // The play is an event: it can trigger ("the next time you play an action card ...").
  completeEvent(ctx, { happened: true, event: { type: type === 'deploy' ? 'deploy' : 'play', object: id, player: seat } });
  trace(ctx, 'PLAY', 'trace.played', { card: o.card });
}

/**
 * Activates an ability (CHR-ACT-1..5, SCP-603): checks its limits and conditions, declares
 * targets, pays costs at once (a sacrificed source is gone before anyone can respond,
 * CHR-ACT-4), then puts it on the stack, or resolves it at once for abilities that skip the
 * stack (CHR-SOUL-1).
 */
export function activateAbility(ctx: Ctx, action: Extract<Action, { type: 'activate' }>): void {
  const s = ctx.state;
  const seat = action.by;
  const o = s.objects[action.card];
  if (!o) refuse('no-such-object', `no card ${action.card}`);
  const def = ctx.cards[o.card];
  const activated = (def?.abilities ?? []).map((a, i) => ({ a, i })).filter((x) => x.a.kind === 'activated');
  const chosen = activated[action.ability - 1];
  if (!chosen) refuse('not-legal', `${def?.name ?? o.card} has no activated ability ${action.ability}`);
  const body = chosen.a.body as Body;
  const from = (body.from as string | undefined) ?? ctx.profile.playZone;
  if (parseZoneKey(o.zone).zone !== from) refuse('not-legal', `${def.name} is not in the ${from}`);
  if (o.controller !== seat) refuse('not-legal', `${seat} does not control ${def.name}`);
  const v = view(ctx.engine, s as GameState, o.id);
  if (!v.abilities.includes(chosen.i)) refuse('not-legal', `${def.name} has lost that ability`);
  const skipsStack = body.stack === false;
  if (!skipsStack && s.turn.priority !== seat) refuse('not-your-priority', `${seat} does not hold priority`);
  const forbidden = isForbidden(ctx, 'activate', seat, o.id);
  if (forbidden) refuse('restricted', forbidden.message, forbidden.rule);
  const timing = ctx.profile.rules?.canActivateNow?.(ctx, seat, o.id, body);
  if (timing) refuse('not-legal', timing);
  const scope = { controller: seat, self: o.id, selfPhysical: o.physical };
  const onlyIf = body['only-if'] as Body | undefined;
  if (onlyIf && !evalCondition(ctx.engine, s as GameState, onlyIf, scope)) refuse('not-legal', 'its condition is not met', 'SCP-603.6');
  const limit = body.limit as Body | undefined;
  const useKey = `${o.physical}:a${chosen.i}:t${s.turn.number}:turn`;
  if (limit && (s.uses[useKey] ?? 0) >= Number(limit.count ?? limit['per-turn'] ?? 1)) {
    refuse('restricted', 'its use limit is reached this turn', 'SCP-603.5');
  }
  const specs = (body.targets as TargetSpec[] | undefined) ?? [];
  const targets = specs.length > 0 ? declareTargets(ctx, specs, scope, action.targets) : [];
  if (targets === null) refuse('bad-target', 'no legal target', 'SCP-603.3');
  const costs = body.cost as Body | Body[] | undefined;
  const lastCounters = { ...o.counters };
  if (costs) {
    const problem = canPayCosts(ctx, seat, o.id, costs);
    if (problem) refuse('cannot-pay', problem.message, problem.rule);
    payCosts(ctx, seat, o.id, costs);
    trace(ctx, 'CHR-ACT-4', 'trace.costs-paid', { card: o.card });
  }
  if (limit) s.uses[useKey] = (s.uses[useKey] ?? 0) + 1; // SCP-603.5: counted even if negated later
  const source = { controller: seat, object: o.id, physical: o.physical, card: o.card };
  if (skipsStack) {
    const frame: EffectFrame = { scope, source, targets: targets as string[], by: 'ability', lastCounters };
    runEffects(ctx, effectsOf(body), frame);
    trace(ctx, 'CHR-SOUL-1', 'trace.no-stack', { card: o.card });
    return;
  }
  pushItem(ctx, {
    kind: 'ability',
    controller: seat,
    source,
    ability: chosen.i,
    abilityKind: 'activated',
    targets: targets as string[],
    data: { lastCounters: JSON.stringify(lastCounters) },
  });
  log(ctx, 'log.activate', { seat, card: def.name });
}
