import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import { matchesFilter } from '../core/seam';
import type { GameObject } from '../core/state';
import { cardIndex, objectsInZones, staticCards } from '../core/card-index';
import { registryObjectsIn } from '../core/registry-objects';
import { isInPlay, type AppliedPart } from './apply';
import { literal } from './changes';
import { activeParts, eachEffectPart, eachStaticPart, type EffectPart } from './parts';
import { appliedParts, printedView, type ObjectView } from './view';
import { objectAt } from '../core/object-table';
import { functioningZones } from '../core/functioning-zones';
import { filterReads } from './reads';
import { cacheKey, cachedPerState } from '../core/epoch';

/**
 * FAB-6.2.5: what the effects whose applications are events apply to now (for
 * events/applications.ts). Looked for at every game state check, so it is found cheaply:
 * the parts are collected only when the statics or effects in force change, and an object's
 * view is computed only where nothing cheaper can tell.
 */

/** One effect applying to one object now. */
export interface Current {
  effectId: string;
  object: GameObject;
  /** A static effect's source (absent: a layer-type effect). */
  source?: GameObject;
  /** Its parts that apply, in stage order (FAB-6.2.5a), with what they give. */
  parts: AppliedPart[];
}

/** The applications in force: in the order of the objects (each object's together), and by effect id then physical card. */
export interface Now {
  list: Current[];
  byEffect: Map<string, Map<string, Current>>;
}

/** The parts in force whose applications are events, in stage order, and how to find what they apply to. */
export interface Tracked {
  parts: readonly EffectPart[];
  /** Parts that select by a filter whose printed test is exact for objects no locked part changes (`exact`). */
  exact: ReadonlySet<EffectPart>;
  /** The view fields parts locked onto one card change, by card. */
  writtenOn: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether a part selects what it affects (then every object in play may be affected). */
  selecting: boolean;
}

const NOTHING: Tracked = { parts: [], exact: new Set(), writtenOn: new Map(), selecting: false };

/** Parts whose applications are events found in part of the state, and the fields its parts write (every object's, and one card's). */
interface Found {
  parts: readonly EffectPart[];
  written: ReadonlySet<string>;
  writtenOn: ReadonlyMap<string, ReadonlySet<string>>;
  removers: boolean;
}

const zonesOf = new WeakMap<Engine, readonly string[]>();

/**
 * The zones where modifying static abilities may function: where abilities function (FaB's combat chain too),
 * and any zone such a static says it works from.
 */
function staticZones(engine: Engine): readonly string[] {
  let zones = zonesOf.get(engine);
  if (!zones) {
    const from = [...cardIndex(engine.cards).modifyStatics].flatMap((id) => engine.cards[id].abilities.flatMap((a) => (a.kind === 'static' && typeof a.body.from === 'string' ? [a.body.from] : [])));
    zonesOf.set(engine, (zones = [...new Set([...functioningZones(engine.profile), ...from])]));
  }
  return zones;
}

/** Collects the parts a walk visits. */
function collect(walk: (visit: (part: EffectPart) => void) => void): Found {
  const parts: EffectPart[] = [];
  const written = new Set<string>();
  const writtenOn = new Map<string, Set<string>>();
  let removers = false;
  walk((p) => {
    if (!p.only) for (const w of p.writes) written.add(w);
    else for (const physical of p.only) for (const w of p.writes) writtenOn.set(physical, (writtenOn.get(physical) ?? new Set()).add(w));
    if (p.removesAbilities) removers = true;
    if (p.event) parts.push(p);
  });
  return { parts, written, writtenOn, removers };
}

/**
 * The parts in force whose applications are events (`EffectPart.event`), without the final order
 * of every part (no copies, no sort of them all; statics that only make rules are not read).
 * They follow from the objects in the zones where modifying statics function (an object's parts
 * depend only on what its id fixes: card, controller, timestamp, zone) and from the effects
 * registry, so they are cached per state and epoch (core/epoch.ts), like the registries. Where a part removes abilities, which statics exist
 * depends on the final order (FAB-6.2.3a, order.ts): then they are read from there.
 */
export function tracked(engine: Engine, state: ReadState): Tracked {
  // What it reads (statics in their zones, the effects, the final order) moves the epoch on.
  return cachedPerState(trackedKey, state, () => computeTracked(engine, state));
}

const trackedKey = cacheKey<Tracked>('trackedApplications', staticCards);

function computeTracked(engine: Engine, state: ReadState): Tracked {
  const sources = registryObjectsIn(engine, state, staticZones(engine), cardIndex(engine.cards).modifyStatics);
  const s = { found: collect((visit) => eachStaticPart(engine, state, sources, visit)) };
  const e = { found: collect((visit) => eachEffectPart(engine, state, visit)) };
  if (s.found.removers || e.found.removers) {
    const existing = activeParts(engine, state).filter((p) => p.event);
    return { parts: existing, exact: new Set(), writtenOn: new Map(), selecting: existing.some((p) => !p.only) };
  }
  const parts = [...s.found.parts, ...e.found.parts].sort((a, b) => a.stage - b.stage || a.sub - b.sub || a.timestamp - b.timestamp);
  // Counters change numbers without being parts (apply.ts): numbers always count as changed.
  const written = new Set(['stats', ...s.found.written, ...e.found.written]);
  const writtenOn = new Map(s.found.writtenOn);
  for (const [physical, fields] of e.found.writtenOn) writtenOn.set(physical, new Set([...(writtenOn.get(physical) ?? []), ...fields]));
  return parts.length === 0 ? NOTHING : { parts, exact: new Set(parts.filter((p) => exact(p, written))), writtenOn, selecting: parts.some((p) => !p.only) };
}

const zonesCache = new WeakMap<Engine, readonly string[]>();

/** The zones where effects apply unless they say otherwise: where abilities function, and the stack (apply.ts isInPlay). */
function zonesInPlay(engine: Engine): readonly string[] {
  let zones = zonesCache.get(engine);
  if (!zones) zonesCache.set(engine, (zones = [...new Set([...functioningZones(engine.profile), 'stack'])]));
  return zones;
}

/**
 * What the tracked parts apply to now: for each object in play (when a part selects what it
 * affects) and each source of a "this" static, the parts that apply to it (`applying`, else read
 * from its view). Objects outside play (cards in hand or deck an effect reaches) make no events.
 */
export function current(engine: Engine, state: ReadState, t: Tracked): Now {
  const now: Now = { list: [], byEffect: new Map() };
  if (t.parts.length === 0) return now;
  const objects = t.selecting ? objectsInZones(state, zonesInPlay(engine)) : [];
  for (const p of t.parts) {
    const o = p.only && p.ability ? objectAt(state.objects, p.ability.object) : undefined;
    if (o && !objects.includes(o)) objects.push(o);
  }
  for (const o of objects) {
    const found = applying(engine, state, t, o);
    if (found === NONE) continue;
    for (const applied of found === VIEW ? appliedParts(engine, state, o.id) : found) {
      const { effectId, ability } = applied.part;
      let byPhysical = now.byEffect.get(effectId);
      if (!byPhysical) now.byEffect.set(effectId, (byPhysical = new Map()));
      let cur = byPhysical.get(o.physical);
      if (!cur) {
        const source = ability ? objectAt(state.objects, ability.object) : undefined;
        cur = { effectId, object: o, ...(source ? { source } : {}), parts: [] };
        byPhysical.set(o.physical, cur);
        now.list.push(cur);
      }
      cur.parts.push(applied);
    }
  }
  return now;
}

const VIEW = 'view';
const NONE: AppliedPart[] = [];

/**
 * The tracked parts that apply to an object, found without its view where that is exact (most
 * objects in play are not what a static names, and a layer-type effect that started applying to
 * an object goes on applying, FAB-6.2.2c); `view` where only the view can tell.
 */
function applying(engine: Engine, state: ReadState, { parts, exact, writtenOn }: Tracked, o: GameObject): readonly AppliedPart[] | typeof VIEW {
  // An attack proxy's characteristics follow its weapon's (view.ts), changed by effects locked on the weapon: only its view tells.
  if (o.proxyOf) return VIEW;
  let hits: AppliedPart[] | undefined;
  let printed: ObjectView | undefined;
  const changed = writtenOn.get(o.physical);
  for (const part of parts) {
    if (part.only) {
      if (!part.only.has(o.physical) || (!part.anyZone && !isInPlay(engine, o))) continue;
    } else {
      if (!part.ability && state.applications?.[part.effectId]?.[o.physical]?.object === o.id) continue;
      if (!exact.has(part) || (changed && filterReads(part.selects!.filter)!.some((f) => changed.has(f)))) return VIEW;
      if (!cardMayMatch(engine, state, part.selects!.filter, o)) continue;
      if (!matchesFilter(engine, state, (printed ??= printedView(engine, o)), part.selects!.filter, part.selects!.scope)) continue;
    }
    if (part.conditional) {
      // FAB-6.2.3d: a static applies while its condition holds.
      const holds = part.holds?.(state, o);
      if (holds === undefined) return VIEW;
      if (!holds) continue;
    }
    const hit = fromText(part);
    if (!hit) return VIEW;
    (hits ??= []).push(hit);
  }
  return hits ?? NONE;
}

/**
 * Whether a part that selects by a filter selects an object exactly when its printed
 * characteristics match: no effect in force for every object changes a field the filter reads
 * (applying also asks the effects locked onto the object), so FAB-6.3.5a/b change nothing. A
 * conditional part must still match; whether its condition holds takes the view where its
 * `holds` cannot tell.
 */
function exact(part: EffectPart, written: ReadonlySet<string>): boolean {
  if (!part.selects) return false;
  const reads = filterReads(part.selects.filter);
  return reads !== null && !reads.some((f) => written.has(f));
}

/** An applying part whose amount, if it has one, is its text's literal: what it gives needs no view. */
function fromText(part: EffectPart): AppliedPart | undefined {
  if (part.kind !== 'add' && part.kind !== 'subtract') return { part };
  const gave = literal(part.value);
  return gave === undefined ? undefined : { part, gave };
}

type Filter = Readonly<Record<string, unknown>>;

/** Filter keys that read only the printed card (its types, classes, name, keywords). */
const CARD_KEYS = new Set(['type', 'types', 'subtype', 'subtypes', 'supertype', 'class', 'talent', 'name', 'keyword', 'card']);
/** Per filter: the part of it that reads only the card (null: none), and the answers per card. */
const cardTests = new WeakMap<object, { test: Filter | null; byCard: Map<string, boolean> }>();

/** A filter's keys that read only the card, through `each` (`not` and `any` are left to the full test). */
function cardTest(filter: Filter): Filter | null {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter)) {
    if (CARD_KEYS.has(k)) out[k] = v;
    else if (k === 'each' && typeof v === 'object' && v !== null) Object.assign(out, cardTest(v as Filter) ?? {});
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Whether an object's card may match an exact filter: its card-only keys are tested once per
 * card (an aura or an equipment is never an "attack action card"), so most objects in play are
 * passed over without a view of any kind.
 */
function cardMayMatch(engine: Engine, state: ReadState, filter: Filter, o: GameObject): boolean {
  let entry = cardTests.get(filter);
  if (!entry) cardTests.set(filter, (entry = { test: cardTest(filter), byCard: new Map() }));
  if (!entry.test) return true;
  const card = o.chosen?.copy !== undefined ? String(o.chosen.copy) : o.card;
  let may = entry.byCard.get(card);
  if (may === undefined) {
    may = matchesFilter(engine, state, printedView(engine, o), entry.test, { controller: o.controller });
    entry.byCard.set(card, may);
  }
  return may;
}

