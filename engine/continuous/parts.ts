import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { ObjectId } from '../core/ids';
import type { GameObject, GameState } from '../core/state';
import { parseZoneKey } from '../core/ids';
import type { MutableView } from './apply';
import type { SelectorScope } from '../interpreter/selectors';
import { cacheKey, cachedPerState } from '../core/epoch';
import { peekMeta } from '../core/state-meta';
import { cardIndex, staticCards } from '../core/card-index';
import { keywordChangeRead, keywordsRead, registryObjectsIn, withFromZones } from '../core/registry-objects';
import { functioningZones, worksIn } from '../core/functioning-zones';
import type { ChangeKind } from './layers';
import { finalOrder } from './order';
import { layerParts, staticParts } from './compile-parts';

/**
 * One separable part of a continuous effect (FAB-6.3.2c), placed in its stage and sub-stage
 * (or layer and sublayer) by the profile's table. Parts live only in the per-state cache
 * (never in the state), so they may hold functions.
 */
export interface EffectPart {
  /** The physical cards it is locked onto (FAB-6.2.2c), or, for `this`, its own source. */
  only?: ReadonlySet<string>;
  /** Its place in the final list (stage, sub-stage, dependencies, timestamp order). */
  order?: number;
  effectId: string;
  /** The modification key it comes from (`power`, `keywords` ...): one application event each (FAB-6.2.5). */
  key: string;
  kind: ChangeKind;
  stage: number;
  sub: number;
  /** stage and sub-stage as one number (`stage * 100 + sub`), for the view loop. */
  rank: number;
  timestamp: number;
  /** Applies to objects outside play too (effects on cards in hand, "cards that hero owns"). */
  anyZone: boolean;
  /** The static ability it comes from, if any: it exists while its object has it (MTG-613.8a). */
  ability?: { object: ObjectId; index: number };
  /** View fields it changes, and fields its applicability reads (MTG-613.8 dependencies). */
  writes: readonly string[];
  reads: readonly string[];
  /** It removes abilities (the static effects of what it applies to may stop existing). */
  removesAbilities?: boolean;
  /** It applies only while a condition holds (FAB-6.2.2d, 6.2.3d): what it does may change with the turn. */
  conditional?: boolean;
  /**
   * With `conditional`, for a static's part locked onto its own object and whose applications
   * are events: whether the condition holds for that object, found without its view
   * (application-scan.ts); undefined where only the view can tell.
   */
  holds?: (state: ReadState, o: GameObject) => boolean | undefined;
  /** The number whose base value it sets (a `base` change). */
  stat?: string;
  /**
   * FAB-6.2.5 (tables with application events): its applications are events the kernel notices
   * as they start (events/applications.ts): a static effect's part, or a part of a
   * layer-type effect that selects what it affects (not locked onto chosen objects).
   */
  event?: boolean;
  /** With `event`: the modification's value as the card gives it (`1`, `{gain: [go-again]}`), for the event's facts. */
  value?: unknown;
  /** With `event`, a part that selects what it affects by a filter: the filter and its scope (for cheap pre-tests). */
  selects?: { filter: Spec; scope: SelectorScope };
  appliesTo(state: ReadState, v: MutableView, o: GameObject): boolean;
  /** `state` lets a static effect's variables follow the game (FAB-6.2.3b). */
  apply(v: MutableView, o: GameObject, state?: ReadState): void;
}

type Spec = Readonly<Record<string, unknown>>;
const partsCache = cacheKey<EffectPart[]>('partsCache', staticCards);
/** States whose final order is being worked out, with the timestamp-ordered parts meanwhile. */
const provisional = new WeakMap<GameState, EffectPart[]>();

/**
 * Whether a state's final order of parts is being worked out (existence, MTG-613.8): views
 * computed meanwhile read the timestamp order and must not be cached.
 */
export function isProvisional(state: ReadState): boolean {
  return provisional.has(state);
}

/**
 * FAB-6.2.1: continuous effects change objects for a duration (layer-type, FAB-6.2.2) or while
 * their static ability functions (FAB-6.2.3: no duration, variables read now, conditional ones
 * exist only while the condition holds).
 * Every continuous effect part active in a state, sorted by stage, sub-stage and timestamp
 * (FAB-6.3.3a, MTG-613.7), equal timestamps in the order the turn player chose (FAB-6.3.4b/c),
 * then put in final order (order.ts: existence, MTG-613.8 dependencies). Computed once per state.
 */
export function activeParts(engine: Engine, state: ReadState): EffectPart[] {
  const meanwhile = provisional.get(state);
  if (meanwhile) return meanwhile;
  return cachedPerState(partsCache, state, () => {
    const sorted = computeParts(engine, state);
    provisional.set(state, sorted);
    try {
      const parts = finalOrder(engine, state, sorted);
      parts.forEach((p, i) => (p.order = i));
      return parts;
    } finally {
      provisional.delete(state);
    }
  });
}

function computeParts(engine: Engine, state: ReadState): EffectPart[] {
  const parts: EffectPart[] = [];
  eachPart(engine, state, staticSources(engine, state, cardIndex(engine.cards).statics), (part) => parts.push({ ...part }));
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
 * The objects whose cards are in `cards` in the zones where static abilities may function (FAB-6.2.3a).
 * FAB-7.1: not attack proxies: a proxy has its weapon's characteristics (view.ts), static effects
 * included, so the weapon's static abilities apply once, from the weapon.
 */
function staticSources(engine: Engine, state: ReadState, cards: ReadonlySet<string>): GameObject[] {
  return registryObjectsIn(engine, state, withFromZones(engine, functioningZones(engine.profile)), cards).filter((o) => !o.proxyOf);
}

/**
 * Every part of the functioning static abilities of `objects` (staticSources) and of the state's
 * layer-type effects, as compiled: shared between states, never to be changed.
 */
export function eachPart(engine: Engine, state: ReadState, objects: readonly GameObject[], visit: (part: EffectPart) => void): void {
  eachStaticPart(engine, state, objects, visit);
  eachEffectPart(engine, state, visit);
}

/** Every part of the functioning static abilities of `objects` (staticSources), as compiled. */
export function eachStaticPart(engine: Engine, state: ReadState, objects: readonly GameObject[], visit: (part: EffectPart) => void): void {
  for (const o of objects) {
    const def = engine.cards[o.chosen?.copy !== undefined ? String(o.chosen.copy) : o.card];
    if (!def) continue;
    const zone = parseZoneKey(o.zone).zone;
    def.abilities.forEach((ability, index) => {
      if (ability.kind !== 'static') return;
      const body = ability.body as Spec;
      const from = (body.from as string | undefined) ?? engine.profile.playZone;
      if (!worksIn(engine.profile, from, zone)) return;
      for (const part of compiled(engine, state, o, index, () => staticParts(engine, o, index, body))) visit(part);
    });
  }
}

/** Every part of the state's layer-type effects, as compiled. */
export function eachEffectPart(engine: Engine, state: ReadState, visit: (part: EffectPart) => void): void {
  for (const e of state.effects) for (const part of compiled(engine, state, e, 0, () => layerParts(engine, e))) visit(part);
}

/**
 * The parts compiled from one object's static ability or one layer-type effect. They follow
 * from the record alone (its card, controller, timestamp, zone; the effect's spec, locks and
 * fixed values), and records are immutable, so they are compiled once per record and shared by
 * every state that holds it (not while an action may still change it in place). Each state's
 * sorted list gets its own copies (`order` is per state).
 */
const compiledCache = new WeakMap<Engine, WeakMap<object, EffectPart[][]>>();

function compiled(engine: Engine, state: ReadState, record: object, ability: number, compile: () => EffectPart[]): EffectPart[] {
  // A record this action has copied may still change in place (core/draft.ts): not cached.
  if (peekMeta(state)?.owned?.has(record)) return compile();
  let byRecord = compiledCache.get(engine);
  if (!byRecord) compiledCache.set(engine, (byRecord = new WeakMap()));
  let list = byRecord.get(record);
  if (!list) byRecord.set(record, (list = []));
  return (list[ability] ??= compile());
}

const keptKey = cacheKey<boolean>('abilitiesKept', staticCards);

/**
 * Whether no effect in force removes abilities. Grants add to `grantedAbilities` and leave the
 * printed ones alone, so then every object (but a copy) has all its printed abilities, and the
 * scans that ask which of them an object still has (functional triggers) need no view.
 */
export function abilitiesKept(engine: Engine, state: ReadState): boolean {
  return cachedPerState(keptKey, state, () => !activeParts(engine, state).some((p) => p.removesAbilities));
}

const conditionalKey = cacheKey<readonly EffectPart[]>('conditionalParts', staticCards);

/**
 * Whether some effect in force applies only while a condition holds and changes what the
 * trigger, replacement and rule registries read of objects: their abilities, rules, types, or
 * a keyword that is a profile's trigger, replacement or static keyword (ward, spellvoid). Only
 * then can the turn, phase or step moving on change those registries: selectors never read
 * the turn, conditions may ("during your turn"). A conditional change of numbers only
 * (FAB-6.3.2 stages 7-8: Anothos' "+2{p} while ...", which views compute as they are asked)
 * changes views only, as does a conditional keyword no registry reads (Harmonized Kodachi's go
 * again, read by the combat procedure through views) and a new phase without such an effect
 * (flow/turn.ts).
 */
export function conditionalEffectsInForce(engine: Engine, state: ReadState): boolean {
  const parts = cachedPerState(conditionalKey, state, () => activeParts(engine, state).filter((p) => p.conditional && !p.writes.every(writesNumbers)));
  return parts.some((p) => readByRegistries(engine, state, p));
}

/**
 * Whether what a conditional part changes (more than numbers) may be read by the effect
 * registries: anything but keywords; keywords when it gains or loses one the profile makes a
 * trigger, replacement or static keyword, loses them all, or its application was replaced by
 * one giving such a keyword (FAB-6.2.5: the names recorded in `state.applications`, read live:
 * recording them moves no epoch). A part whose change is not known here counts.
 */
function readByRegistries(engine: Engine, state: ReadState, p: EffectPart): boolean {
  if (p.key !== 'keywords' || !p.writes.every((f) => f === 'keywords' || writesNumbers(f))) return true;
  if (keywordChangeRead(engine, p.value)) return true;
  const read = keywordsRead(engine);
  const applied = state.applications?.[p.effectId];
  for (const physical in applied) {
    const outcome = applied[physical].outcomes?.[p.key];
    if (outcome && outcome.some((k) => read.has(k))) return true;
  }
  return false;
}

/** The fields a change of numbers writes (continuous/changes.ts): no registry reads them. */
function writesNumbers(field: string): boolean {
  return field === 'stats' || field === 'base';
}

/** Parts split by target: those locked on one card, and the general ones (selectors). */
interface PartIndex {
  general: EffectPart[];
  byPhysical: Map<string, EffectPart[]>;
  /** The merged lists already asked for, by card. */
  merged: Map<string, EffectPart[]>;
}

const indexCache = cacheKey<PartIndex>('indexCache', staticCards);

function buildIndex(parts: readonly EffectPart[]): PartIndex {
  const general: EffectPart[] = [];
  const byPhysical = new Map<string, EffectPart[]>();
  for (const p of parts) {
    if (!p.only) general.push(p);
    else for (const ph of p.only) byPhysical.set(ph, [...(byPhysical.get(ph) ?? []), p]);
  }
  return { general, byPhysical, merged: new Map() };
}

/**
 * The parts that may apply to one card, in application order: the general parts plus those
 * locked on it, so a view costs what can touch the object, not every effect in the game.
 */
export function partsFor(engine: Engine, state: ReadState, physical: string): EffectPart[] {
  const index = isProvisional(state)
    ? buildIndex(activeParts(engine, state))
    : cachedPerState(indexCache, state, () => buildIndex(activeParts(engine, state)));
  const mine = index.byPhysical.get(physical);
  if (!mine) return index.general;
  const known = index.merged.get(physical);
  if (known) return known;
  const out: EffectPart[] = [];
  let i = 0;
  let j = 0;
  while (i < index.general.length || j < mine.length) {
    if (j >= mine.length || (i < index.general.length && index.general[i].order! < mine[j].order!)) out.push(index.general[i++]);
    else out.push(mine[j++]);
  }
  index.merged.set(physical, out);
  return out;
}
