import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import { matchesFilter, evalCondition, readsSelfView } from '../core/seam';
import { parseZoneKey, type ObjectId } from '../core/ids';
import type { ContinuousEffect, GameObject } from '../core/state';
import type { MutableView } from './apply';
import type { SelectorScope } from '../interpreter/selectors';
import { conditionStage, rankOf, tableOf } from './layers';
import { changesOf, type ApplyChange, type Outcome } from './changes';
import { readsOf } from './reads';
import type { EffectPart } from './parts';

/**
 * Compiling one continuous effect into its separable parts (FAB-6.3.2c), each placed in its
 * stage and sub-stage (or layer and sublayer) by the profile's table: a static ability's
 * (`staticParts`) or a layer-type effect's (`layerParts`). parts.ts gathers and orders them.
 */

type Spec = Readonly<Record<string, unknown>>;

/** Where a modification comes from: its effect, scope, targets, and static ability if any. */
interface Origin {
  effectId: string;
  timestamp: number;
  scope: SelectorScope;
  affects: unknown;
  /** The layer-type effect (absent for static abilities). */
  effect?: ContinuousEffect;
  ability?: { object: ObjectId; index: number };
  /** A characteristic-defining ability (MTG-613.3: first in its layer; 7a for power/toughness). */
  cda?: boolean;
}

/** The parts of one object's static ability (FAB-6.2.3): its effect id is `<physical>:s<index>`. */
export function staticParts(engine: Engine, o: GameObject, index: number, body: Spec): EffectPart[] {
  const scope: SelectorScope = { controller: o.controller, self: o.id, selfPhysical: o.physical };
  const rule = body.rule as Spec | undefined;
  const spec: Spec = rule ? { rule } : { ...((body.modify as Spec | undefined) ?? {}), ...(body.while ? { while: body.while } : {}) };
  const origin: Origin = { effectId: `${o.physical}:s${index}`, timestamp: o.timestamp, scope, affects: body.affects ?? 'this', ability: { object: o.id, index }, cda: body.cda === true };
  return partsOf(engine, spec, origin);
}

export function layerParts(engine: Engine, e: ContinuousEffect): EffectPart[] {
  const scope: SelectorScope = { controller: e.source.controller, self: e.source.object, selfPhysical: e.source.physical };
  const origin = (affects: unknown): Origin => ({ effectId: e.id, timestamp: e.timestamp, scope, affects, effect: e });
  if (e.spec.cant !== undefined && e.spec.modify === undefined) return cantGainParts(engine, e.spec.cant, origin(undefined));
  const spec = e.spec.modify ?? e.spec;
  return partsOf(engine, spec, origin(spec.affects));
}

/** Which objects a part applies to: locked objects (6.2.2c), a future object (6.2.4), or a selector. */
function affectsTest(engine: Engine, origin: Origin): (state: ReadState, v: MutableView, o: GameObject) => boolean {
  const { effect, affects, scope } = origin;
  if (effect?.locked) {
    const locked = new Set(effect.locked);
    return (_s, _v, o) => locked.has(o.physical);
  }
  if (effect?.next) return () => false; // waiting for its future object: applies once locked
  if (affects === 'this' || affects === undefined) return (_s, _v, o) => o.physical === scope.selfPhysical;
  if (typeof affects === 'string') return () => false;
  const filter = affects as Spec;
  return (state, v) => matchesFilter(engine, state, v as never, filter, scope);
}

/** A test that also holds for an object the effect has already applied to (FAB-6.2.2c). */
function keptOn(effectId: string, test: (state: ReadState, v: MutableView, o: GameObject) => boolean): (state: ReadState, v: MutableView, o: GameObject) => boolean {
  return (state, v, o) => test(state, v, o) || state.applications[effectId]?.[o.physical]?.object === o.id;
}

/** The cards a part is locked onto, if any (an index key: views look only at what can touch them). */
function onlyOf(origin: Origin): ReadonlySet<string> | undefined {
  const { effect, affects, scope } = origin;
  if (effect?.locked) return new Set(effect.locked);
  if (effect?.next) return new Set<string>();
  return (affects === 'this' || affects === undefined) && scope.selfPhysical ? new Set([scope.selfPhysical]) : undefined;
}

/**
 * The parts of one modification, each placed by the profile's table (a kind the table lacks is
 * no part of the game). FAB-6.3.2a/b (`latest-stage` tables): a part whose condition reads a
 * later stage's result is applied in the latest such stage, in its dependent sub-stage.
 * FAB-6.2.5: a change whose application event did not happen to an object skips it; one the
 * event changed applies as changed.
 */
function partsOf(engine: Engine, spec: Spec, origin: Origin): EffectPart[] {
  const table = tableOf(engine);
  const only = onlyOf(origin);
  const cond = spec.while as Spec | undefined;
  const condStage = cond && table.dependency.kind === 'latest-stage' ? conditionStage(table, cond) : 0;
  const anyZone = spec['any-zone'] === true || JSON.stringify(origin.affects ?? null).includes('"zone":"any"');
  const reads = readsOf(origin.affects, cond);
  const { effect, scope } = origin;
  const env = { engine, scope, ...(effect?.fixed ? { fixed: effect.fixed } : {}) };
  // Only effects whose application events changed something carry outcomes: the others need no lookup.
  const applied = effect?.applied;
  const outcomeOf = (o: GameObject, key: string): Outcome | undefined => applied?.[o.physical]?.[key];
  const event = table.applicationEvents !== undefined && (origin.ability !== undefined || (effect !== undefined && only === undefined));
  const selects = !only && typeof origin.affects === 'object' && origin.affects !== null ? { filter: origin.affects as Spec, scope } : undefined;
  // FAB-6.2.2c: a layer-type effect that selects what it affects goes on applying to an object
  // it has applied to (its application is recorded: applications.ts) even once it stops matching.
  const matches = effect && selects && event ? keptOn(origin.effectId, affectsTest(engine, origin)) : affectsTest(engine, origin);
  const condTest = (state: ReadState, v: MutableView, o: GameObject) => evalCondition(engine, state, cond!, { ...scope, self: o.id }, v as never);
  const holds = cond && event && origin.ability && only ? holdsWithoutView(engine, cond, scope) : undefined;
  const out: EffectPart[] = [];
  for (const [key, raw] of Object.entries(spec)) {
    if (key === 'rule') {
      const r = raw as Spec;
      const cant = (r.word === 'cant' ? r.args : r.cant) as Spec | undefined;
      if (cant?.what === 'gain-keyword') out.push(...cantGainParts(engine, cant, origin));
      continue;
    }
    for (const change of changesOf(env, key, raw)) {
      const place = table.places[change.kind];
      if (!place) continue;
      let stage = place.stage;
      let sub = origin.cda && table.cdaSub !== undefined ? table.cdaSub : place.sub;
      if (table.dependency.kind === 'latest-stage' && condStage > stage) {
        stage = condStage;
        sub = table.dependency.dependentSub[stage] ?? sub;
      }
      out.push(
        shaped({
          effectId: origin.effectId,
          key,
          kind: change.kind,
          stage,
          sub,
          rank: rankOf({ stage, sub }),
          timestamp: origin.timestamp,
          anyZone,
          only,
          ability: origin.ability,
          writes: change.writes,
          reads,
          removesAbilities: change.removesAbilities,
          conditional: cond !== undefined,
          holds,
          stat: change.stat,
          event,
          value: event ? raw : undefined,
          selects: event ? selects : undefined,
          appliesTo: applied
            ? (state, v, o) => outcomeOf(o, key) !== null && matches(state, v, o) && (!cond || condTest(state, v, o))
            : cond
              ? (state, v, o) => matches(state, v, o) && condTest(state, v, o)
              : matches,
          apply: event && origin.ability
            ? asApplied(origin.effectId, origin.ability.object, key, change.apply)
            : applied
              ? (v, o, state) => change.apply(v, o, state, outcomeOf(o, key) ?? undefined)
              : change.apply,
        }),
      );
    }
  }
  return out;
}

/**
 * FAB-6.2.5: a static effect's change as its application events left it (the record in
 * `state.applications`, events/applications.ts): as its text says until its first event;
 * skipped if that event did not happen; else with the names a replacement gave instead, or
 * plus what a replacement added to its amount (which otherwise follows the game, FAB-6.2.3b).
 */
function asApplied(effectId: string, source: ObjectId, key: string, apply: ApplyChange): EffectPart['apply'] {
  return (v, o, state) => {
    const a = state?.applications?.[effectId]?.[o.physical];
    if (!a || a.object !== o.id || a.source !== source) return apply(v, o, state);
    const outcome = a.outcomes?.[key];
    if (outcome === null) return;
    apply(v, o, state, outcome);
    const extra = a.extra?.[key];
    if (extra !== undefined) v.stats[key] = (v.stats[key] ?? 0) + extra;
  };
}

/**
 * FAB-6.3.7: "X can't gain <keyword>" is a rule-modifying effect: it applies first (the table's
 * `rules` place) and marks the objects it covers, so later grants of that keyword are skipped
 * while printed keywords stay.
 */
function cantGainParts(engine: Engine, cant: Spec, origin: Origin): EffectPart[] {
  const place = tableOf(engine).places.rules ?? { stage: 0, sub: 0 };
  const keyword = String(cant.keyword ?? '');
  const filter = cant.filter as Spec | string | undefined;
  return [
    shaped({
      effectId: origin.effectId,
      key: 'rule',
      kind: 'rules',
      stage: place.stage,
      sub: place.sub,
      rank: rankOf(place),
      timestamp: origin.timestamp,
      anyZone: false,
      writes: ['cantGain'],
      reads: readsOf(filter, undefined),
      ability: origin.ability,
      appliesTo: (state, v) => typeof filter !== 'object' || matchesFilter(engine, state, v as never, filter, origin.scope),
      apply: (v) => {
        v.cantGain = [...v.cantGain, `keyword:${keyword}`];
      },
    }),
  ];
}

/**
 * FAB-6.2.3d: whether a static's condition holds for the object its part is locked onto,
 * answered without that object's view where the condition cannot read the view in progress
 * (interpreter/conditions.ts readsSelfView); undefined where it can (only the view tells).
 */
function holdsWithoutView(engine: Engine, cond: Spec, scope: SelectorScope): NonNullable<EffectPart['holds']> {
  const readsByZone = new Map<string, boolean>();
  return (state, o) => {
    const zone = parseZoneKey(o.zone).zone;
    let reads = readsByZone.get(zone);
    if (reads === undefined) readsByZone.set(zone, (reads = readsSelfView(engine, cond, zone)));
    return reads ? undefined : evalCondition(engine, state, cond, { ...scope, self: o.id });
  };
}

/**
 * A part with every field present, in one order: parts of every kind share one hidden class, so
 * the view loop's reads of them stay monomorphic (parts built with optional fields spread in
 * took as many shapes as kinds of effect, and a board of many effects made every read in
 * apply.ts a megamorphic lookup).
 */
function shaped(p: Omit<EffectPart, 'order'>): EffectPart {
  return {
    order: undefined,
    effectId: p.effectId,
    key: p.key,
    kind: p.kind,
    stage: p.stage,
    sub: p.sub,
    rank: p.rank,
    timestamp: p.timestamp,
    anyZone: p.anyZone,
    only: p.only,
    ability: p.ability,
    writes: p.writes,
    reads: p.reads,
    removesAbilities: p.removesAbilities,
    conditional: p.conditional,
    holds: p.holds,
    stat: p.stat,
    event: p.event,
    value: p.value,
    selects: p.selects,
    appliesTo: p.appliesTo,
    apply: p.apply,
  };
}
