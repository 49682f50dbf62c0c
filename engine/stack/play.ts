import type { ReadState } from '../core/draft';
import { edit } from '../core/draft';
import { matchesFilter, evalCondition, payCosts, canPayCosts, runEffects } from '../core/seam';
import type { Ctx } from '../core/context';
import { log, trace } from '../core/context';
import { refuse } from '../core/errors';
import { parseZoneKey, zoneKey, type ObjectId, type Seat } from '../core/ids';
import type { StackItem } from '../core/state';
import type { Action } from '../core/actions';
import { moveObject, obj } from '../core/zones';
import { view } from '../continuous/view';
import { pushItem } from './stack';
import { declareTargets, withX } from './targets';
import { payAdditionalCosts, unpayableAdditionalCost } from './additional-costs';
import { choosableModes, declareMode, modesOf, targetsAvailable, targetSpecsFor } from './modes';
import type { SelectorScope } from '../interpreter/selectors';
import type { CardDef } from '../cards/types';
import type { AbilityOf, ActivatedBody } from '../cards/schema';
import { limitUse } from '../core/limits';
import type { RefusalCode } from '../core/errors';
import { runEvent } from '../events/pipeline';
import { completeEvent } from '../events/complete';
import { matchFutureObjects } from '../events/first-application';
import type { EffectFrame } from '../interpreter/effects';
import { effectsOf } from './resolve';
import { isForbidden } from '../continuous/rules';
import { payRuleCosts, unpayableRuleCost } from '../continuous/cost-rules';
import { noteManualResolution } from './manual-resolution';
import { objectAt } from '../core/object-table';
import { isPermanentZone } from '../core/functioning-zones';
import { perCard } from '../cards/per-card';


/**
 * Plays a card from hand: checks the restrictions, declares targets, pays the cost, and puts
 * it on the stack (or, where the profile says so, straight into play: CHR-DEPLOY). Any failure
 * refuses the action and the state is exactly as before (SCP-601.2, SCP-603.3).
 */
export function playCard(ctx: Ctx, action: Extract<Action, { type: 'play' }>): void {
  const problem = checkPlay(ctx, action);
  if (problem) refuse(problem.code, problem.message, problem.rule);
  const rules = ctx.profile.rules!;
  const seat = action.by;
  const o = obj(ctx, action.card);
  const def = ctx.cards[o.card];
  const scope = { controller: seat, self: o.id, selfPhysical: o.physical };
  // MODES: a modal card's mode is chosen first; its targets are the mode's.
  const mode = declareMode(ctx, seat, effectBodyOf(def), scope, action.mode, 'spell');
  // CHR-ACT-4: costs are paid at once; then targets are declared (a unit paid away can't be one).
  rules.payPlayCost(ctx, seat, o.id, def, action.x);
  // "You may pay any amount of {r}": the X announced while paying is the card's X.
  const x = payAdditionalCosts(ctx, seat, o.id, def) ?? action.x;
  payRuleCosts(ctx, 'play', seat, o.id);
  const specs = withX(targetSpecsFor(effectBodyOf(def), mode), x);
  const named: Record<string, string[]> = {};
  const targets = specs.length > 0 ? declareTargets(ctx, specs, scope, action.targets, 'spell', named) : [];
  if (targets === null) refuse('bad-target', 'no legal target', rules.targetRule);
  const uses = rules.usesStack(def);
  if (!uses) {
    // CHR-DEPLOY: deploying does not use the stack; the card is in play at once.
    const entered = runEvent(ctx, { type: 'enter', object: o.id, controller: seat, source: sourceOf(o.id, ctx) });
    recordPlay(ctx, seat, typeof entered.value === 'string' ? entered.value : o.id, 'deploy');
    noteManualResolution(ctx, seat, o.physical, def);
    return;
  }
  const from = parseZoneKey(o.zone).zone;
  const stackId = moveObject(ctx, o.id, zoneKey(seat, 'stack'), 'bottom', { controller: seat, ...(from !== 'hand' || rules.playableFrom ? { from } : {}) });
  const item: Omit<StackItem, 'id'> = {
    kind: 'card',
    controller: seat,
    source: sourceOf(stackId, ctx),
    object: stackId,
    targets: targets as string[],
    ...(Object.keys(named).length > 0 ? { named } : {}),
    ...(x !== undefined ? { x } : {}),
    ...(mode !== undefined ? { mode } : {}),
  };
  pushItem(ctx, item);
  log(ctx, 'log.play', { seat, card: def.name });
  recordPlay(ctx, seat, stackId, 'play');
  rules.onPlayed?.(ctx, stackId, def);
}

/** The body of a card's own effect (what it does as it resolves), if it has one. */
function effectBodyOf(def: CardDef): unknown {
  return def.abilities.find((a) => a.kind === 'effect')?.body;
}

/** A reason an action can't be taken now: code, message, rule. */
export interface Problem {
  code: RefusalCode;
  message: string;
  rule?: string;
}

/**
 * Whether a card can be played now, without changing anything: it is in hand, its player holds
 * priority, no rule forbids it (FAB-6.3.1, SCP-600.1a), its timing fits, its cost can be paid
 * and each target declaration has a legal target. `legalActions` and `playCard` share it.
 */
export function checkPlay(ctx: Ctx, action: Extract<Action, { type: 'play' }>): Problem | null {
  const s = ctx.state;
  const rules = ctx.profile.rules!;
  const seat = action.by;
  const o = objectAt(s.objects, action.card);
  if (!o) return { code: 'no-such-object', message: `no card ${action.card}` };
  if (o.zone !== zoneKey(seat, 'hand')) {
    // Some games play cards from other zones too (fab: the arsenal; a banished card an effect allows).
    const { seat: owner, zone } = parseZoneKey(o.zone);
    const other = rules.playableFrom;
    const why = owner === seat && other?.zones.includes(zone) ? other.check(ctx, seat, o.id, zone) : `${ctx.cards[o.card]?.name ?? o.card} is not in ${seat}'s hand`;
    if (why) return { code: 'not-legal', message: why };
  }
  if (s.turn.priority !== seat) return { code: 'not-your-priority', message: `${seat} does not hold priority` };
  const def = ctx.cards[o.card];
  if (!def) return { code: 'not-legal', message: `unknown card ${o.card}` };
  const forbidden = isForbidden(ctx, 'play', seat, o.id);
  if (forbidden) return { code: 'restricted', message: forbidden.message, rule: forbidden.rule };
  const timing = rules.canPlayNow(ctx, seat, o.id, def);
  if (timing) return { code: 'not-legal', message: timing };
  const cost = rules.canAfford?.(ctx, seat, o.id, def);
  if (cost) return { code: 'cannot-pay', message: cost };
  const additional = unpayableAdditionalCost(ctx, seat, o.id, def);
  if (additional) return { code: 'cannot-pay', message: additional.message, rule: additional.rule };
  const taxed = unpayableRuleCost(ctx, 'play', seat, o.id);
  if (taxed) return { code: 'cannot-pay', message: taxed.message, rule: taxed.rule };
  const scope = { controller: seat, self: o.id, selfPhysical: o.physical };
  const modal = modeProblem(ctx, effectBodyOf(def), scope, action.mode, 'spell');
  if (modal) return modal;
  if (!action.targets || action.targets.length === 0) {
    if (!targetsAvailable(ctx, targetSpecsFor(effectBodyOf(def), action.mode), scope, 'spell')) return { code: 'bad-target', message: 'no legal target', rule: 'SCP-603.3' };
  }
  return null;
}

/** MODES: a modal body needs a mode that can be chosen (the action's, if it names one). */
function modeProblem(ctx: Ctx, body: unknown, scope: SelectorScope, given: number | undefined, by: 'spell' | 'ability'): Problem | null {
  if (!modesOf(body)) return given === undefined ? null : { code: 'not-legal', message: 'it has no modes', rule: 'MODES' };
  const open = choosableModes(ctx, body, scope, by);
  if (given !== undefined && !open.includes(given)) return { code: 'not-legal', message: `mode ${given} can't be chosen`, rule: 'MODES' };
  return open.length === 0 ? { code: 'bad-target', message: 'no mode has a legal target', rule: 'MODES' } : null;
}

function sourceOf(id: ObjectId, ctx: Ctx) {
  const o = obj(ctx, id);
  return { controller: o.controller, object: id, physical: o.physical, card: o.card };
}

/** A card was played (or deployed): future-object effects lock on (FAB-6.2.4), and the play event triggers. */
function recordPlay(ctx: Ctx, seat: Seat, id: ObjectId, type: 'play' | 'deploy'): void {
  matchFutureObjects(ctx, id, (filter, scope) =>
    matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, id), filter, { controller: scope.controller }),
  );
  const o = obj(ctx, id);
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
  const problem = checkActivate(ctx, action);
  if (problem) refuse(problem.code, problem.message, problem.rule);
  const s = ctx.state;
  const seat = action.by;
  const o = obj(ctx, action.card);
  const def = ctx.cards[o.card];
  const chosen = activatedAbilities(def)[action.ability - 1];
  const body = chosen.a.body;
  const skipsStack = body.stack === false;
  const scope = { controller: seat, self: o.id, selfPhysical: o.physical };
  const mode = declareMode(ctx, seat, body, scope, action.mode, 'ability');
  const specs = targetSpecsFor(body, mode);
  const named: Record<string, string[]> = {};
  const targets = specs.length > 0 ? declareTargets(ctx, specs, scope, action.targets, 'ability', named) : [];
  if (targets === null) refuse('bad-target', 'no legal target', 'SCP-603.3');
  const costs = body.cost;
  const lastCounters = { ...o.counters };
  if (costs) {
    payCosts(ctx, seat, o.id, costs);
    trace(ctx, 'CHR-ACT-4', 'trace.costs-paid', { card: o.card });
  }
  payRuleCosts(ctx, 'activate', seat, o.id);
  ctx.profile.rules?.payActivation?.(ctx, seat, o.id, body);
  const use = abilityUse(s, o.physical, chosen);
  if (use) edit(s, 'uses')[use.key] = (s.uses[use.key] ?? 0) + 1; // SCP-603.5: counted even if negated later
  const source = { controller: seat, object: o.id, physical: o.physical, card: o.card };
  if (skipsStack) {
    const frame: EffectFrame = { scope, source, targets: targets as string[], named, by: 'ability', lastCounters };
    runEffects(ctx, effectsOf(body, mode), frame);
    trace(ctx, 'CHR-SOUL-1', 'trace.no-stack', { card: o.card });
    recordActivation(ctx, seat, o.id, body);
    return;
  }
  pushItem(ctx, {
    kind: 'ability',
    controller: seat,
    source,
    ability: chosen.i,
    abilityKind: 'activated',
    targets: targets as string[],
    ...(Object.keys(named).length > 0 ? { named } : {}),
    ...(mode !== undefined ? { mode } : {}),
    data: { lastCounters: JSON.stringify(lastCounters) },
  });
  log(ctx, 'log.activate', { seat, card: def.name });
  recordActivation(ctx, seat, o.id, body);
}

/** The activation is an event: it can trigger ("when you activate a weapon attack", Quicken). */
function recordActivation(ctx: Ctx, seat: Seat, id: ObjectId, body: ActivatedBody): void {
  if (!objectAt(ctx.state.objects, id)) return; // its source was paid away (a sacrifice cost): nothing left to name
  completeEvent(ctx, { happened: true, event: { type: 'activate', object: id, player: seat, ...(body.attack === true ? { attack: true } : {}) } });
}

/**
 * SCP-603.5: how many times an ability with a limit may be used this turn: its limit, plus the
 * additional uses effects allowed this turn ("you may attack an additional time with that weapon
 * this turn", `additional-use`).
 */
function usesAllowed(s: ReadState, use: AbilityUse): number {
  return use.max + (s.uses[use.additional] ?? 0);
}

/** An activated ability's use limit on one object in one turn: its `uses` key, the key of its additional uses, and its maximum. */
interface AbilityUse {
  turn: number;
  key: string;
  additional: string;
  max: number;
}

/** The uses of activated abilities with a limit, by card and ability (activatedAbilities' entry) then physical card (see abilityUse). */
const abilityUses = new WeakMap<object, Map<string, AbilityUse>>();

/**
 * An activated ability's use limit (SCP-603.5), if it has one: its `uses` keys for this object
 * and turn, and its maximum. Listing the legal actions asks it of every weapon and equipment at
 * every priority: the keys are built once per object and turn, not three strings at each ask.
 */
function abilityUse(s: ReadState, physical: string, chosen: { a: AbilityOf<'activated'>; i: number }): AbilityUse | undefined {
  const limit = chosen.a.body.limit;
  if (!limit) return undefined;
  let byObject = abilityUses.get(chosen);
  if (!byObject) abilityUses.set(chosen, (byObject = new Map()));
  const turn = s.turn.number;
  let use = byObject.get(physical);
  if (use === undefined || use.turn !== turn) {
    const { key, max } = limitUse(limit, `${physical}:a${chosen.i}`, turn);
    byObject.set(physical, (use = { turn, key, additional: `${key}:additional`, max }));
  }
  return use;
}

/** Whether an activated ability has reached its use limit (SCP-603.5), additional uses effects allowed included. */
export function useLimitReached(s: ReadState, physical: string, chosen: { a: AbilityOf<'activated'>; i: number }): boolean {
  const use = abilityUse(s, physical, chosen);
  return use !== undefined && (s.uses[use.key] ?? 0) >= usesAllowed(s, use);
}

/** A card's activated abilities, numbered from 1 in actions, with their indexes among its abilities (listed once per card). */
export function activatedAbilities(def: CardDef | undefined): ReadonlyArray<{ a: AbilityOf<'activated'>; i: number }> {
  return def ? activatedOf(def) : NO_ACTIVATED;
}

const activatedOf = perCard((def) => {
  const out: Array<{ a: AbilityOf<'activated'>; i: number }> = [];
  def.abilities.forEach((a, i) => {
    if (a.kind === 'activated') out.push({ a, i });
  });
  return out;
});

const NO_ACTIVATED: ReadonlyArray<{ a: AbilityOf<'activated'>; i: number }> = [];

/**
 * Whether an ability can be activated now, without changing anything (CHR-ACT-1..3,
 * SCP-603.2/603.5/603.6): where its source is, who controls it, priority (unless it skips the
 * stack, CHR-SOUL-1), restrictions, its limit, its condition, its costs and its targets.
 */
export function checkActivate(ctx: Ctx, action: Extract<Action, { type: 'activate' }>): Problem | null {
  const s = ctx.state;
  const seat = action.by;
  const o = objectAt(s.objects, action.card);
  if (!o) return { code: 'no-such-object', message: `no card ${action.card}` };
  const def = ctx.cards[o.card];
  const chosen = activatedAbilities(def)[action.ability - 1];
  if (!chosen) return { code: 'not-legal', message: `${def?.name ?? o.card} has no activated ability ${action.ability}` };
  const body = chosen.a.body;
  const from = body.from;
  const zone = parseZoneKey(o.zone).zone;
  // Activated abilities work from the permanents in play (the arena, FaB's hero, weapons and equipment), or from the zone they name.
  if (from === undefined || from === ctx.profile.playZone ? !isPermanentZone(ctx.profile, zone) : zone !== from) {
    return { code: 'not-legal', message: `${def.name} is not in the ${from ?? ctx.profile.playZone}` };
  }
  if (o.controller !== seat) return { code: 'not-legal', message: `${seat} does not control ${def.name}` };
  const v = view(ctx.engine, s, o.id);
  if (!v.abilities.includes(chosen.i)) return { code: 'not-legal', message: `${def.name} has lost that ability` };
  if (body.stack !== false && s.turn.priority !== seat) return { code: 'not-your-priority', message: `${seat} does not hold priority` };
  const forbidden = isForbidden(ctx, 'activate', seat, o.id);
  if (forbidden) return { code: 'restricted', message: forbidden.message, rule: forbidden.rule };
  const timing = ctx.profile.rules?.canActivateNow?.(ctx, seat, o.id, body);
  if (timing) return { code: 'not-legal', message: timing };
  const scope = { controller: seat, self: o.id, selfPhysical: o.physical };
  const onlyIf = body['only-if'];
  if (onlyIf && !evalCondition(ctx.engine, s, onlyIf, scope)) return { code: 'not-legal', message: 'its condition is not met', rule: 'SCP-603.6' };
  if (useLimitReached(s, o.physical, chosen)) {
    return { code: 'restricted', message: 'its use limit is reached this turn', rule: 'SCP-603.5' };
  }
  const costs = body.cost;
  if (costs) {
    const cost = canPayCosts(ctx, seat, o.id, costs);
    if (cost) return { code: 'cannot-pay', message: cost.message, rule: cost.rule };
  }
  const taxed = unpayableRuleCost(ctx, 'activate', seat, o.id);
  if (taxed) return { code: 'cannot-pay', message: taxed.message, rule: taxed.rule };
  const modal = modeProblem(ctx, body, scope, action.mode, 'ability');
  if (modal) return modal;
  if (!action.targets || action.targets.length === 0) {
    if (!targetsAvailable(ctx, targetSpecsFor(body, action.mode), scope, 'ability')) return { code: 'bad-target', message: 'no legal target', rule: 'SCP-603.3' };
  }
  return null;
}
