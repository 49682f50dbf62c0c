import type { ReadState } from '../core/draft';
import type { AbilityNode, KeywordValue } from '../cards/schema';
import type { Engine } from '../core/context';
import type { ObjectId, Seat } from '../core/ids';
import type { GameObject } from '../core/state';
import { applyParts, isInPlay, mutable, type AppliedPart } from './apply';
import { metaOf, peekMeta } from '../core/state-meta';
import { isProvisional, partsFor, type EffectPart } from './parts';
import { printedView } from './printed';
import { findObject, objectAt } from '../core/object-table';

/** The printed characteristics (printed.ts), read with views. */
export { printedView };

/** An object's characteristics after every continuous effect: what the rules and the UI read. */
export interface ObjectView {
  id: ObjectId;
  card: string;
  name: string;
  types: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  classes: readonly string[];
  talents: readonly string[];
  /** Colors (MTG-613.1e layer 5: from the mana cost; fab: the pitch color bar). */
  colors: readonly string[];
  keywords: readonly string[];
  /** Keyword values (`ward: 1`, `breakthrough: 2`). */
  keywordValues: Readonly<Record<string, KeywordValue>>;
  /** Printed numbers after base changes (stage 7) and modifications (stage 8). */
  stats: Readonly<Record<string, number>>;
  /** Base values after stage 7 (`basePower` ...). */
  base: Readonly<Record<string, number>>;
  controller: Seat;
  owner: Seat;
  counters: Readonly<Record<string, number>>;
  tapped: boolean;
  faceDown: boolean;
  damage: number;
  /** Abilities it has (indexes into the card's abilities) after grants and removals. */
  abilities: readonly number[];
  /** Abilities granted by effects, as card-language bodies. */
  grantedAbilities: readonly AbilityNode[];
  /** Rule effects it has (SCP-607: `tool`, `proposal`): never lost or changed. */
  rules: readonly string[];
  /** Effect ids that prevent gaining something (FAB-6.3.7): `keyword:go-again`. */
  cantGain: readonly string[];
}


/**
 * FAB-6.3.1: an object's characteristics are computed, not stored: base values from its card,
 * then every continuous effect by stage. Cached per state and view epoch: every event, zone
 * change and change of the effect registries moves the epoch on while an action runs
 * (core/epoch.ts), and a committed state never changes, so its views are computed once.
 */
export function view(engine: Engine, state: ReadState, id: ObjectId): ObjectView {
  const meta = metaOf(state);
  if (!meta.views || meta.views.epoch !== meta.viewEpoch) meta.views = { epoch: meta.viewEpoch, byObject: new Map() };
  const cache = meta.views;
  const views = cache.byObject as Map<ObjectId, ObjectView>;
  const hit = views.get(id);
  if (hit) return hit;
  const seen: AppliedPart[] = [];
  const computed = compute(engine, state, id, seen);
  // While the final order of effects is worked out (parts.ts), views read a provisional order: never kept.
  if (!isProvisional(state)) {
    views.set(id, computed);
    if (seen.length > 0) (cache.applied ??= new Map()).set(id, seen);
  }
  return computed;
}

const NONE: readonly AppliedPart[] = [];

/**
 * FAB-6.2.5: the parts whose applications are events (`EffectPart.event`) that apply to an
 * object in its view, with what they give (computed with the view, cached with it).
 */
export function appliedParts(engine: Engine, state: ReadState, id: ObjectId): readonly AppliedPart[] {
  view(engine, state, id);
  return (metaOf(state).views?.applied?.get(id) as readonly AppliedPart[] | undefined) ?? NONE;
}

/**
 * FAB-6.3.1/6.3.2/6.3.3, MTG-613.1: applies every continuous effect part to one object in the
 * order activeParts fixed (stage or layer, sub-stage, dependencies, timestamps: FAB-6.3.3a,
 * FAB-6.3.4, MTG-613.7/613.8), with the kept order for equal timestamps (FAB-6.3.4c).
 * FAB-6.3.5: application is dynamic: a view is recomputed from the current state. Whether a
 * part applies is decided when its place is reached, against the object as the earlier parts
 * left it (FAB-6.3.5a); a part never applies retroactively to an earlier stage (FAB-6.3.5b).
 */
function applyStages(engine: Engine, state: ReadState, o: GameObject, printed: ObjectView, parts: readonly EffectPart[], seen?: AppliedPart[]): ObjectView {
  return applyParts(engine, state, o, mutable(printed), parts, undefined, false, seen) as ObjectView;
}

function compute(engine: Engine, state: ReadState, id: ObjectId, seen: AppliedPart[]): ObjectView {
  const o = objectAt(state.objects, id) ?? state.lastKnown[id];
  if (!o) throw new Error(`no object ${id}`);
  const parts = partsFor(engine, state, o.physical);
  if (!o.proxyOf && parts.length === 0) return unaffectedView(engine, state, o);
  const source = o.proxyOf ? findObject(state.objects, (s) => s.physical === o.proxyOf && !s.proxyOf) : undefined;
  return applyStages(engine, state, o, source && isInPlay(engine, source) ? inheritedView(view(engine, state, source.id), o) : printedView(engine, o), parts, seen);
}

/** Views of objects no continuous effect can touch, by object record (see unaffectedView). */
const unaffected = new WeakMap<Engine, WeakMap<GameObject, ObjectView>>();

/**
 * The view of an object that no effect part in force may apply to (no part selects objects,
 * none is locked onto it) and that is no attack proxy: its printed characteristics with its
 * numbers and counters, which follow from the object record alone. A committed record never
 * changes, so its view is kept with it and serves every later state that still holds it (most
 * objects, most actions); a record this action copied may still change in place: not kept.
 */
function unaffectedView(engine: Engine, state: ReadState, o: GameObject): ObjectView {
  const make = () => applyStages(engine, state, o, printedView(engine, o), NO_PARTS);
  if (peekMeta(state)?.owned?.has(o) || isProvisional(state)) return make();
  let byObject = unaffected.get(engine);
  if (!byObject) unaffected.set(engine, (byObject = new WeakMap()));
  let v = byObject.get(o);
  if (!v) byObject.set(o, (v = make()));
  return v;
}

const NO_PARTS: readonly EffectPart[] = [];

/**
 * FAB-7.1: an attack proxy has its source's characteristics as they are now (Romping Club's
 * "+1{p} until end of turn", Steelblade Supremacy's "target weapon gains +2{p}" are its attack's
 * too): the source's view, counters included, is the proxy's starting point; effects on the
 * attack itself (locked onto the proxy, or selecting attacks) then apply on top, from the
 * source's numbers as their base. Abilities granted to the source stay the source's: they
 * trigger from it, as its printed ones do (triggers/detect.ts), not twice. A source no longer in
 * play leaves the proxy its printed characteristics.
 */
function inheritedView(source: ObjectView, o: GameObject): ObjectView {
  return { ...source, id: o.id, controller: o.controller, owner: o.owner, base: source.stats, counters: o.counters, tapped: o.tapped, faceDown: o.faceDown, damage: o.damage, grantedAbilities: [] };
}
