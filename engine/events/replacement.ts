import { limitUse } from '../core/limits';
import type { DeepReadonly, ReadState } from '../core/draft';
import type { ReplacementSpec } from './replacement-spec';
import type { AbilityOf } from '../cards/schema';
import { objectAt, withObject } from '../core/object-table';
import { matchesPattern } from '../core/seam';
import type { Ctx } from '../core/context';
import { parseZoneKey } from '../core/ids';
import type { GameObject, GameState, ReplacementEffect, SourceRef } from '../core/state';
import type { Engine } from '../core/context';
import { view } from '../continuous/view';
import type { GameEvent } from './types';
import { factsOf } from './facts';
import type { EventFacts } from '../interpreter/patterns';
import { registeredFor } from './registry-index';
import { cacheKey, cachedPerState } from '../core/epoch';
import { cardIndex, staticCards, withKeywordCards } from '../core/card-index';
import { perRules, registryObjectsIn, withFromZones } from '../core/registry-objects';
import { isPermanentZone, permanentZones, worksIn } from '../core/functioning-zones';

type Spec = Readonly<Record<string, unknown>>;
/** A replacement's spec as kept (read-only at every level). */
type RSpec = DeepReadonly<ReplacementSpec>;

/** FAB-6.5 ordering classes of replacement effects. */
export type ReplacementClass = ReplacementEffect['class'];

/** A replacement or prevention effect that could apply to the event at hand. */
export interface Candidate {
  id: string;
  class: ReplacementClass;
  controller: string;
  timestamp: number;
  source: SourceRef;
  spec: DeepReadonly<ReplacementSpec>;
  /** The layer-type effect record, when it came from a resolved ability. */
  layer?: ReplacementEffect;
}

interface StaticReplacement {
  id: string;
  class: ReplacementClass;
  eventType: string;
  object: GameObject;
  spec: DeepReadonly<ReplacementSpec>;
}

/** The cards whose objects may make static replacements: replacement and prevention abilities, and the profile's replacement keywords. */
const replacementCards = perRules((rules) => withKeywordCards(rules.cards, cardIndex(rules.cards).replacements, Object.keys(rules.profile.keywords ?? {})));

/** What the static replacements read: those cards' objects, and views (whether an object still has the ability: the static cards'). */
const staticCache = cacheKey<Map<string, StaticReplacement[]>>('staticCache', perRules((rules) => new Set([...replacementCards(rules), ...staticCards(rules)])));

/** The class of an ability-defined replacement (FAB-6.4.7-6.4.11). */
export function classOf(kind: string, spec: RSpec): ReplacementClass {
  if (kind === 'prevention' || spec.prevent !== undefined) return 'prevention';
  if (spec.self === true) return 'self';
  if (spec.entering === true) return 'property';
  if (spec.outcome === true) return 'outcome';
  return 'general';
}

function eventTypeOf(spec: RSpec, kind: string): string {
  if (kind === 'prevention') return 'damage';
  if (spec.entering === true && spec.event === undefined) return 'enter';
  const ev = spec.event;
  return typeof ev === 'string' ? ev : (ev?.event ?? 'damage');
}

/**
 * Keywords that are replacement or prevention effects, as the profile defines them
 * (`profiles/<id>/keywords/`: ward, spellvoid, soul-stoning ...). Entering keywords
 * ("enters with ...") are the entering object's own and are collected by `ownEntering`.
 */
function keywordReplacements(engine: Engine, state: ReadState, o: GameObject): StaticReplacement[] {
  const table = engine.profile.keywords ?? {};
  const v = view(engine, state, o.id);
  const out: StaticReplacement[] = [];
  for (const name of v.keywords) {
    const k = table[name];
    if (!k || k.entering) continue;
    out.push({ id: `${o.physical}:${name}`, class: k.class, eventType: k.eventType, object: o, spec: k.spec(v.keywordValues[name], engine.profile.playZone) });
  }
  return out;
}

/** Replacement effects of static abilities and keywords of objects in play, by event type; once per state. */
export function staticReplacements(engine: Engine, state: ReadState): Map<string, StaticReplacement[]> {
  return cachedPerState(staticCache, state, () => computeStatic(engine, state));
}

function computeStatic(engine: Engine, state: ReadState): Map<string, StaticReplacement[]> {
  const byType = new Map<string, StaticReplacement[]>();
  const add = (r: StaticReplacement) => {
    const list = byType.get(r.eventType) ?? [];
    list.push(r);
    byType.set(r.eventType, list);
  };
  for (const o of registryObjectsIn(engine, state, withFromZones(engine, permanentZones(engine.profile)), replacementCards(engine))) {
    const def = engine.cards[o.chosen?.copy !== undefined ? String(o.chosen.copy) : o.card];
    if (!def) continue;
    const zone = parseZoneKey(o.zone).zone;
    const inPlay = isPermanentZone(engine.profile, zone);
    def.abilities.forEach((a, index) => {
      if (a.kind !== 'replacement' && a.kind !== 'prevention') return;
      // A prevention's `from` is the damage source (FAB-6.4.10e), not where it functions.
      const from = a.kind === 'prevention' ? engine.profile.playZone : (a.body.from ?? engine.profile.playZone);
      if (!worksIn(engine.profile, from, zone)) return;
      if (!view(engine, state, o.id).abilities.includes(index)) return;
      // "This enters with ..." is the entering object's own (see ownEntering), never another's.
      if (a.kind === 'replacement' && a.body.entering === true && a.body.event === undefined) return;
      const spec: RSpec = a.kind === 'prevention' ? preventionPattern(a.body) : a.body;
      add({ id: `${o.physical}:r${index}`, class: classOf(a.kind, spec), eventType: eventTypeOf(spec, a.kind), object: o, spec });
    });
    if (inPlay && def.keywords.length > 0) for (const r of keywordReplacements(engine, state, o)) add(r);
  }
  return byType;
}

/**
 * FAB-6.4.1: a replacement effect modifies an event into another. FAB-6.4.2, FAB-6.4.3
 * (MTG-614.4: it must exist before the event), FAB-6.4.4 (it may replace an event already
 * modified); FAB-6.4.2a: its condition and variables are evaluated each time it is collected.
 * The replacement and prevention effects that exist now and can
 * replace this (possibly already modified) event, less those already applied to its lineage
 * (FAB-6.4.5). Layer-type effects are indexed by event type, so the cost grows with the
 * effects that could apply, not with every effect registered.
 */
export function collectReplacements(ctx: Ctx, ev: GameEvent, lineage: ReadonlySet<string>): Candidate[] {
  // MTG-614.12: which entering replacements apply is decided on the object as it would exist
  // in play: its own abilities, the replacements already applied, the effects in force.
  const state = ev.type === 'enter' ? prospectiveState(ctx, ev) : ctx.state;
  // The event's facts, worked out only when some replacement is to be matched (most events have none).
  let known: EventFacts | undefined;
  const factsNow = (): EventFacts => (known ??= factsOf(ctx, ev));
  const out: Candidate[] = [];
  if (ev.type === 'enter') out.push(...ownEntering(ctx, state, ev, lineage));
  const applies = (spec: RSpec, controller: string, self: SourceRef): boolean => {
    const scope = { controller, self: self.object, selfPhysical: self.physical };
    const raw = spec.event ?? { event: ev.type };
    const facts = factsNow();
    const pattern = typeof raw === 'string' ? { event: raw } : withEventPlayer(raw, facts.player);
    if (!matchesPattern(ctx.engine, state, pattern, { type: ev.type, facts }, scope)) return false;
    return withinLimit(state, spec, self);
  };
  if (ev.type === 'move') {
    for (const c of ownMove(ctx, state, ev, lineage)) if (applies(c.spec, c.controller, c.source)) out.push(c);
  }
  for (const r of staticReplacements(ctx.engine, state).get(ev.type) ?? []) {
    if (lineage.has(r.id)) continue;
    // MTG-614.12: an entering permanent's own "permanents enter ..." does not apply to itself.
    if (ev.type === 'enter' && r.object.id === ev.object) continue;
    const source: SourceRef = { controller: r.object.controller, object: r.object.id, physical: r.object.physical, card: r.object.card };
    if (!applies(r.spec, r.object.controller, source)) continue;
    if (r.class === 'prevention' && !preventionFits(ctx, r.spec, ev)) continue;
    out.push({ id: r.id, class: r.class, controller: r.object.controller, timestamp: r.object.timestamp, source, spec: r.spec });
  }
  // Only the registered effects that name this event's source or target, or neither (registry-index.ts).
  const registered = state.replacements[ev.type];
  for (const layer of registered && registered.length > 0 ? registeredFor(registered, factsNow(), ev.source) : []) {
    if (lineage.has(layer.id)) continue;
    // The cheap test first: most registered preventions are for another source or kind.
    if (layer.class === 'prevention' && !preventionFits(ctx, layer.spec, ev)) continue;
    if (!applies(layer.spec, layer.source.controller, layer.source)) continue;
    out.push({
      id: layer.id,
      class: layer.class,
      controller: layer.source.controller,
      timestamp: layer.timestamp,
      source: layer.source,
      spec: layer.spec,
      layer,
    });
  }
  return out;
}

/**
 * `event-player` inside a pattern's filters ("would cause *its controller* to gain life":
 * `source: {controller: event-player}`) is the event's player (MTG-WIKI-SOURCE).
 */
function withEventPlayer(pattern: Spec, player: unknown): Spec {
  if (typeof player !== 'string') return pattern;
  const fix = (v: unknown, depth: number): unknown => {
    if (v === 'event-player' && depth > 0) return player;
    if (Array.isArray(v)) return v.map((x) => fix(x, depth + 1));
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fix(x, depth + 1)]));
    return v;
  };
  return Object.fromEntries(Object.entries(pattern).map(([k, x]) => [k, fix(x, 0)]));
}

/**
 * A static prevention ability as an event pattern: FAB-6.4.10d, no source stated = damage from
 * any source to the protected object (`to`); FAB-6.4.10e, no protected object = all damage from
 * the stated source (`from`, a selector such as `opponent`); FAB-6.4.10c, `damage` kinds stay
 * for preventionFits.
 */
function preventionPattern(body: AbilityOf<'prevention'>['body']): ReplacementSpec {
  const { to, from, ...rest } = body;
  return { ...rest, event: { event: 'damage', ...(to !== undefined ? { to } : {}), ...(from !== undefined ? { source: from } : {}) } };
}

/**
 * FAB-6.4.10c/d/e: a prevention fits damage of its kinds, to its object, from its source. A
 * player named as the source stands for their hero (FAB-6.4.10: "a source" is an object or a
 * hero): damage from the player itself or their hero fits, not damage from every card they control.
 */
function preventionFits(ctx: Ctx, spec: Spec, ev: GameEvent): boolean {
  if (ev.type !== 'damage' || ev.amount <= 0) return false;
  const kinds = spec.damage as string | string[] | undefined;
  if (kinds !== undefined) {
    const list = Array.isArray(kinds) ? kinds : [kinds];
    if (!list.includes(ev.kind ?? 'physical')) return false;
  }
  const from = spec.from as string | undefined;
  if (from === undefined || ev.source.physical === from || ev.source.object === from) return true;
  if (!ctx.state.players[from] || ev.source.controller !== from) return false;
  if (ev.source.object === undefined) return true;
  const card = objectAt(ctx.state.objects, ev.source.object)?.card ?? ctx.state.lastKnown[ev.source.object]?.card ?? ev.source.card;
  return ctx.cards[card ?? '']?.types.includes('Hero') ?? false;
}

/** The state as if the entering object were already in play (MTG-614.12), with any copy applied. */
export function prospectiveState(ctx: Ctx, ev: Extract<GameEvent, { type: 'enter' }>): GameState {
  const state = ctx.state;
  const o = objectAt(state.objects, ev.object);
  if (!o) return state;
  const zone = `${ev.controller}:${ev.zone ?? ctx.profile.playZone}` as GameObject['zone'];
  const chosen = ev.copy ? { ...(o.chosen ?? {}), copy: ev.copy } : o.chosen;
  return { ...state, objects: withObject(state.objects, { ...o, zone, controller: ev.controller, ...(chosen ? { chosen } : {}) }) };
}

/**
 * The entering object's own entering replacements ("this enters with ...", "as this enters"):
 * MTG-614.12, a permanent's own such effect applies to itself only when it affects it alone,
 * so abilities that name an event pattern of their own ("permanents enter tapped") are left out.
 */
function ownEntering(ctx: Ctx, state: ReadState, ev: Extract<GameEvent, { type: 'enter' }>, lineage: ReadonlySet<string>): Candidate[] {
  const o = objectAt(state.objects, ev.object);
  if (!o) return [];
  const card = o.chosen?.copy ? String(o.chosen.copy) : o.card;
  const def = ctx.cards[card];
  if (!def) return [];
  const v = view(ctx.engine, state, o.id);
  const source: SourceRef = { controller: ev.controller, object: o.id, physical: o.physical, card: o.card };
  const out: Candidate[] = [];
  def.abilities.forEach((a, index) => {
    if (a.kind !== 'replacement') return;
    const spec = a.body;
    if (spec.entering !== true || spec.event !== undefined) return;
    if (!v.abilities.includes(index)) return;
    const id = `${o.physical}:r${index}`;
    if (lineage.has(id)) return;
    out.push({ id, class: 'self', controller: ev.controller, timestamp: o.timestamp, source, spec });
  });
  for (const name of v.keywords) {
    const k = ctx.profile.keywords?.[name];
    const id = `${o.physical}:${name}`;
    if (!k?.entering || lineage.has(id)) continue;
    out.push({ id, class: 'self', controller: ev.controller, timestamp: o.timestamp, source, spec: k.spec(v.keywordValues[name], ctx.profile.playZone) });
  }
  return out;
}

/**
 * FAB-6.4: "If this would be put into your graveyard from anywhere, instead ..." (Drone of
 * Brutality): a replacement with `from: any` replaces its own card's moves wherever the card is
 * (hand, stack, combat chain, deck), so it is looked for on the moving object itself, not among
 * the objects in the zones where abilities function.
 */
function ownMove(ctx: Ctx, state: ReadState, ev: Extract<GameEvent, { type: 'move' }>, lineage: ReadonlySet<string>): Candidate[] {
  const o = objectAt(state.objects, ev.object);
  const def = o ? ctx.cards[o.card] : undefined;
  if (!o || !def || o.proxyOf) return [];
  const out: Candidate[] = [];
  def.abilities.forEach((a, index) => {
    if (a.kind !== 'replacement' || a.body.from !== 'any') return;
    if (!view(ctx.engine, state, o.id).abilities.includes(index)) return;
    const id = `${o.physical}:r${index}`;
    if (lineage.has(id)) return;
    const source: SourceRef = { controller: o.controller, object: o.id, physical: o.physical, card: o.card };
    out.push({ id, class: classOf('replacement', a.body), controller: o.controller, timestamp: o.timestamp, source, spec: a.body });
  });
  return out;
}

/** "The first time each turn" / "once per turn" (or per game) replacements: uses counted by their limit (core/limits.ts). */
function withinLimit(state: ReadState, spec: RSpec, self: SourceRef): boolean {
  const limit = spec.limit;
  if (!limit) return true;
  const use = limitUse(limit, `${self.physical ?? self.controller}:repl`, state.turn.number);
  return (state.uses[use.key] ?? 0) < use.max;
}
