import type { Engine } from '../core/context';
import type { ContinuousEffect, GameObject, GameState } from '../core/state';
import { parseZoneKey } from '../core/ids';
import type { MutableView } from './apply';
import { matchesFilter, type SelectorScope } from '../cards/selectors';
import { evalCondition, conditionStages } from '../cards/conditions';
import { evalAmount } from '../cards/amounts';
import { STAGE, SUB } from './stages';
import { cacheKey, cachedPerState } from '../core/epoch';
import { cardIndex, objectsInZones } from '../cards/index-of';

/**
 * One separable part of a continuous effect (FAB-6.3.2c), placed in its stage and sub-stage.
 * Parts live only in the per-state cache (never in the state), so they may hold functions.
 */
export interface EffectPart {
  /** The physical cards it is locked onto (FAB-6.2.2c), or, for `this`, its own source. */
  only?: ReadonlySet<string>;
  /** Its place in the sorted list (stage, sub-stage, timestamp order). */
  order?: number;
  effectId: string;
  stage: number;
  sub: number;
  timestamp: number;
  /** Applies to objects outside play too (effects on cards in hand, "cards that hero owns"). */
  anyZone: boolean;
  appliesTo(state: GameState, v: MutableView, o: GameObject): boolean;
  /** `state` lets a static effect's variables follow the game (FAB-6.2.3b). */
  apply(v: MutableView, o: GameObject, state?: GameState): void;
}

type Spec = Readonly<Record<string, unknown>>;
const partsCache = cacheKey<EffectPart[]>('partsCache');

/**
 * FAB-6.2.1: continuous effects change objects for a duration (layer-type, FAB-6.2.2) or while
 * their static ability functions (FAB-6.2.3: no duration, variables read now, conditional ones
 * exist only while the condition holds).
 * Every continuous effect part active in a state, sorted by stage, sub-stage and timestamp
 * (FAB-6.3.3a), equal timestamps in the order the turn player chose (FAB-6.3.4b/c).
 * Computed once per state.
 */
export function activeParts(engine: Engine, state: GameState): EffectPart[] {
  return cachedPerState(partsCache, state, () => computeParts(engine, state));
}

function computeParts(engine: Engine, state: GameState): EffectPart[] {
  const parts: EffectPart[] = [];
  const index = cardIndex(engine.cards);
  for (const o of objectsInZones(state, [engine.profile.playZone, 'combat-chain', ...index.fromZones], index.statics)) {
    const id = o.id;
    const def = engine.cards[o.chosen?.copy !== undefined ? String(o.chosen.copy) : o.card];
    if (!def) continue;
    const zone = parseZoneKey(o.zone).zone;
    def.abilities.forEach((ability, index) => {
      if (ability.kind !== 'static') return;
      const body = ability.body as Spec;
      const from = (body.from as string | undefined) ?? engine.profile.playZone;
      if (zone !== from && !(from === engine.profile.playZone && zone === 'combat-chain')) return;
      for (const part of compiled(engine, o, index, () => {
        const scope: SelectorScope = { controller: o.controller, self: id, selfPhysical: o.physical };
        const effectId = `${o.physical}:s${index}`;
        const rule = body.rule as Spec | undefined;
        const spec: Spec = rule ? { rule } : { ...((body.modify as Spec | undefined) ?? {}), ...(body.while ? { while: body.while } : {}) };
        return partsOf(engine, effectId, o.timestamp, spec, scope, body.affects ?? 'this', undefined);
      })) {
        parts.push({ ...part });
      }
    });
  }
  for (const e of state.effects) for (const part of compiled(engine, e, 0, () => layerParts(engine, state, e))) parts.push({ ...part });
  // FAB-6.3.4b: equal timestamps go in the order the turn player chose once (kept per sub-stage,
  // or for every effect of that timestamp: `t<timestamp>`). FAB-6.3.4c: an effect that is not in
  // the kept order joins after the ordered ones.
  const orderIndex = (p: EffectPart) => {
    const kept = state.orders[`${p.stage}.${p.sub}.${p.timestamp}`] ?? state.orders[`t${p.timestamp}`];
    if (!kept) return 0;
    const i = kept.indexOf(p.effectId.split(':')[0]);
    return i < 0 ? kept.length : i;
  };
  parts.sort((a, b) => a.stage - b.stage || a.sub - b.sub || a.timestamp - b.timestamp || orderIndex(a) - orderIndex(b));
  parts.forEach((p, i) => (p.order = i));
  return parts;
}

/**
 * The parts compiled from one object's static ability or one layer-type effect. They follow
 * from the record alone (its card, controller, timestamp, zone; the effect's spec, locks and
 * fixed values), and records are immutable, so they are compiled once per record and shared by
 * every state that holds it. Each state's sorted list gets its own copies (`order` is per state).
 */
const compiledCache = new WeakMap<Engine, WeakMap<object, EffectPart[][]>>();

function compiled(engine: Engine, record: object, ability: number, compile: () => EffectPart[]): EffectPart[] {
  let byRecord = compiledCache.get(engine);
  if (!byRecord) compiledCache.set(engine, (byRecord = new WeakMap()));
  let list = byRecord.get(record);
  if (!list) byRecord.set(record, (list = []));
  return (list[ability] ??= compile());
}

/** Parts split by target: those locked on one card, and the general ones (selectors). */
interface PartIndex {
  general: EffectPart[];
  byPhysical: Map<string, EffectPart[]>;
}

const indexCache = cacheKey<PartIndex>('indexCache');

/**
 * The parts that may apply to one card, in application order: the general parts plus those
 * locked on it, so a view costs what can touch the object, not every effect in the game.
 */
export function partsFor(engine: Engine, state: GameState, physical: string): EffectPart[] {
  const index = cachedPerState(indexCache, state, () => {
    const general: EffectPart[] = [];
    const byPhysical = new Map<string, EffectPart[]>();
    for (const p of activeParts(engine, state)) {
      if (!p.only) general.push(p);
      else for (const ph of p.only) byPhysical.set(ph, [...(byPhysical.get(ph) ?? []), p]);
    }
    return { general, byPhysical };
  });
  const mine = index.byPhysical.get(physical);
  if (!mine) return index.general;
  const out: EffectPart[] = [];
  let i = 0;
  let j = 0;
  while (i < index.general.length || j < mine.length) {
    if (j >= mine.length || (i < index.general.length && index.general[i].order! < mine[j].order!)) out.push(index.general[i++]);
    else out.push(mine[j++]);
  }
  return out;
}

function layerParts(engine: Engine, state: GameState, e: ContinuousEffect): EffectPart[] {
  if (e.spec.cant !== undefined && e.spec.modify === undefined) return cantGainParts(engine, e.id, e.timestamp, e.spec.cant as Spec, { controller: e.source.controller, self: e.source.object, selfPhysical: e.source.physical });
  const scope: SelectorScope = {
    controller: e.source.controller,
    self: e.source.object,
    selfPhysical: e.source.physical,
  };
  const spec = (e.spec.modify as Spec | undefined) ?? e.spec;
  return partsOf(engine, e.id, e.timestamp, spec, scope, spec.affects, e);
}

/** Which objects a part applies to: locked objects (6.2.2c), a future object (6.2.4), or a selector. */
function affectsTest(
  engine: Engine,
  affects: unknown,
  scope: SelectorScope,
  effect: ContinuousEffect | undefined,
): (state: GameState, v: MutableView, o: GameObject) => boolean {
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

function partsOf(
  engine: Engine,
  effectId: string,
  timestamp: number,
  spec: Spec,
  scope: SelectorScope,
  affects: unknown,
  effect: ContinuousEffect | undefined,
): EffectPart[] {
  const test = affectsTest(engine, affects, scope, effect);
  const only: ReadonlySet<string> | undefined = effect?.locked
    ? new Set(effect.locked)
    : effect?.next
      ? new Set<string>()
      : (affects === 'this' || affects === undefined) && scope.selfPhysical
        ? new Set([scope.selfPhysical])
        : undefined;
  const cond = spec.while as Spec | undefined;
  // FAB-6.3.2a/b: a part whose condition reads a later stage's result is applied in the latest such stage.
  const condStage = cond ? conditionStages(cond) : 0;
  const anyZone = spec['any-zone'] === true || JSON.stringify(affects ?? null).includes('"zone":"any"');
  const out: EffectPart[] = [];
  const add = (stage: number, sub: number, apply: (v: MutableView, o: GameObject, state?: GameState) => void) => {
    const dependent = condStage > stage;
    const finalStage = dependent ? condStage : stage;
    const finalSub = dependent ? (finalStage >= STAGE.base ? SUB.dependent : 2) : sub;
    out.push({
      effectId,
      stage: finalStage,
      sub: finalSub,
      timestamp,
      anyZone,
      ...(only ? { only } : {}),
      appliesTo: (state, v, o) =>
        test(state, v, o) && (!cond || evalCondition(engine, state, cond, { ...scope, self: o.id }, v as never)),
      apply,
    });
  };
  const fixed = (o: GameObject, name: string) => effect?.fixed?.[o.physical]?.[name];
  // A literal amount needs no evaluation (the common case: "+3 power"); others read the board.
  const amountOf = (raw: unknown, o: GameObject, name: string, v: MutableView, state?: GameState): number => {
    const f = fixed(o, name);
    if (f !== undefined) return f;
    if (typeof raw === 'number') return raw;
    return evalAmount(engine, undefined, raw, { ...scope, self: o.id, it: o.id }, v as never, state);
  };

  for (const [key, raw] of Object.entries(spec)) {
    switch (key) {
      case 'rule': {
        const r = raw as Spec;
        const cant = (r.word === 'cant' ? r.args : r.cant) as Spec | undefined;
        if (cant?.what === 'gain-keyword') out.push(...cantGainParts(engine, effectId, timestamp, cant, scope));
        break;
      }
      case 'controller':
        add(STAGE.controller, SUB.independent, (v) => {
          v.controller = String(raw === 'you' ? scope.controller : raw);
        });
        break;
      case 'types': {
        const r = raw as { add?: string[]; remove?: string[]; set?: string[] };
        add(STAGE.types, SUB.independent, (v) => {
          if (r.set) v.types = [...r.set];
          for (const t of r.add ?? []) if (!v.types.includes(t)) v.types = [...v.types, t];
          if (r.remove) v.types = v.types.filter((t) => !r.remove!.includes(t));
        });
        break;
      }
      case 'subtypes': {
        const r = raw as { add?: string[]; set?: string[]; 'lose-all'?: boolean };
        add(STAGE.types, SUB.independent, (v, _o, state) => {
          if (r['lose-all']) v.subtypes = [];
          // MTG-614.12 (Conspiracy): `set: [chosen]` names what the source chose as it entered.
          const chosen = scope.self && state ? state.objects[scope.self]?.chosen : undefined;
          if (r.set) v.subtypes = r.set.map((t) => (chosen?.[t] !== undefined ? String(chosen[t]) : t));
          for (const t of r.add ?? []) if (!v.subtypes.includes(t)) v.subtypes = [...v.subtypes, t];
        });
        break;
      }
      case 'classes':
      case 'talents': {
        const r = raw as { add?: string[] };
        add(STAGE.types, SUB.independent, (v) => {
          for (const t of r.add ?? []) if (!v[key].includes(t)) v[key] = [...v[key], t];
        });
        break;
      }
      case 'lose-classes-and-talents':
        // FAB-6.3.6: removal spares what other effects add: it removes only the printed ones,
        // so it applies to the printed lists, whatever its timestamp.
        add(STAGE.types, SUB.independent, (v, o) => {
          const def = engine.cards[o.card];
          v.classes = v.classes.filter((c) => !def?.classes.includes(c));
          v.talents = v.talents.filter((c) => !def?.talents.includes(c));
        });
        break;
      case 'keywords': {
        const r = raw as { gain?: Array<string | Record<string, unknown>>; lose?: string[]; 'lose-all'?: boolean };
        add(STAGE.abilities, SUB.independent, (v) => {
          for (const entry of r.gain ?? []) {
            const k = typeof entry === 'string' ? entry : Object.keys(entry as object)[0];
            // FAB-6.3.7: "can't gain" blocks grants only.
            if (v.cantGain.includes(`keyword:${k}`)) continue;
            if (!v.keywords.includes(k)) v.keywords = [...v.keywords, k];
          }
          if (r.lose) v.keywords = v.keywords.filter((k) => !r.lose!.includes(k));
          if (r['lose-all']) v.keywords = [];
        });
        break;
      }
      case 'lose-abilities':
      case 'lose-effects':
        add(STAGE.abilities, SUB.independent, (v) => {
          v.abilities = [];
          v.grantedAbilities = [];
          v.keywords = [];
          v.keywordValues = {};
        });
        break;
      case 'grant':
        add(STAGE.abilities, SUB.independent, (v) => {
          v.grantedAbilities = [...v.grantedAbilities, raw as Spec];
        });
        break;
      default: {
        const baseMatch = /^base-(.+)$/.exec(key);
        if (baseMatch) {
          const stat = baseMatch[1];
          const setTo = typeof raw === 'object' && raw !== null && 'set' in raw ? (raw as { set: unknown }).set : raw;
          add(STAGE.base, SUB.set, (v, o, state) => {
            v.base[stat] = amountOf(setTo, o, key, v, state);
          });
        } else if (NUMERIC.has(key)) {
          numericPart(key, raw, add, amountOf);
        }
      }
    }
  }
  return out;
}

const NUMERIC = new Set(['power', 'defense', 'hp', 'toughness', 'containment', 'protection', 'cost']);

function numericPart(
  stat: string,
  raw: unknown,
  add: (stage: number, sub: number, apply: (v: MutableView, o: GameObject, state?: GameState) => void) => void,
  amountOf: (raw: unknown, o: GameObject, name: string, v: MutableView, state?: GameState) => number,
): void {
  if (typeof raw === 'object' && raw !== null && 'set' in raw) {
    add(STAGE.numeric, SUB.set, (v, o, state) => {
      v.stats[stat] = amountOf((raw as { set: unknown }).set, o, stat, v, state);
    });
    return;
  }
  const text = typeof raw === 'string' ? raw.trim() : null;
  const negative = text !== null && text.startsWith('-');
  const value = text !== null && /^[+-]?\d+$/.test(text) ? Number(text) : raw;
  const sub = negative || (typeof value === 'number' && value < 0) ? SUB.subtract : SUB.add;
  add(STAGE.numeric, sub, (v, o, state) => {
    v.stats[stat] = (v.stats[stat] ?? 0) + amountOf(value, o, stat, v, state);
  });
}

/**
 * FAB-6.3.7: "X can't gain <keyword>" is a rule-modifying effect: it applies first (stage 0)
 * and marks the objects it covers, so later grants of that keyword are skipped while printed
 * keywords stay.
 */
function cantGainParts(engine: Engine, effectId: string, timestamp: number, cant: Spec, scope: SelectorScope): EffectPart[] {
  const keyword = String(cant.keyword ?? '');
  const filter = cant.filter as Spec | string | undefined;
  return [
    {
      effectId,
      stage: STAGE.rules,
      sub: 0,
      timestamp,
      anyZone: false,
      appliesTo: (state, v) => typeof filter !== 'object' || matchesFilter(engine, state, v as never, filter, scope),
      apply: (v) => {
        v.cantGain = [...v.cantGain, `keyword:${keyword}`];
      },
    },
  ];
}
