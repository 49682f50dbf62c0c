import type { ReadState } from '../core/draft';
import { objectAt } from '../core/object-table';
import { edit } from '../core/draft';
import { matchesPattern, evalCondition } from '../core/seam';
import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import { parseZoneKey } from '../core/ids';
import { functioningZones, isPermanentZone, worksIn } from '../core/functioning-zones';
import type { GameObject } from '../core/state';
import type { EventFacts } from '../interpreter/patterns';
import type { SelectorScope } from '../interpreter/selectors';
import { view } from '../continuous/view';
import { abilitiesKept } from '../continuous/parts';
import { cantRules } from '../continuous/rules';
import { cardIndex, objectsInZones, staticCards, withKeywordCards } from '../core/card-index';
import { grantsInForce, perRules, registryObjectsIn, withFromZones } from '../core/registry-objects';
import { cacheKey, cachedPerState } from '../core/epoch';
import { newestFirst } from '../core/persistent-list';
import type { TriggerBody } from '../cards/schema';
import { limitUse } from '../core/limits';

type Pattern = Readonly<Record<string, unknown>>;

/** A triggered ability of an object that functions where the object is. */
export interface FunctionalTrigger {
  object: GameObject;
  /** Index into the card's abilities (-1 for a keyword's trigger). */
  index: number;
  body: TriggerBody;
  /** The profile's triggered keyword this ability is the text of (SCP 【Tool】): its layer carries `body`. */
  keyword?: string;
  /** Which of the abilities granted by effects it is (`grantedAbilities` of the view): its layer carries `body`. */
  granted?: number;
}

/** The triggered abilities that function now: those of objects in play, or in their `from` zone. */
export function functionalTriggers(ctx: Ctx, state: ReadState = ctx.state, only?: readonly GameObject[]): FunctionalTrigger[] {
  if (only) return computeTriggers(ctx, state, only);
  return cachedPerState(triggerCache, state, () => computeTriggers(ctx, state, undefined));
}

/** The cards that may have a functional trigger: those with triggered abilities or a triggered keyword. */
const triggerCards = perRules((rules) => withKeywordCards(rules.cards, cardIndex(rules.cards).triggers, Object.keys(rules.profile.triggerKeywords ?? {})));

/**
 * What the functional triggers read: the objects of cards with triggers, and views (whether an
 * object still has an ability or a keyword: the static cards', granting ones included).
 */
const triggersRead = perRules((rules): ReadonlySet<string> => new Set([...triggerCards(rules), ...staticCards(rules)]));

const triggerCache = cacheKey<FunctionalTrigger[]>('triggerCache', triggersRead);

function computeTriggers(ctx: Ctx, state: ReadState, only: readonly GameObject[] | undefined): FunctionalTrigger[] {
  const out: FunctionalTrigger[] = [];
  const keywords = Object.entries(ctx.profile.triggerKeywords ?? {});
  const objects = only ?? registryObjectsIn(ctx, state, withFromZones(ctx, functioningZones(ctx.profile)), triggerCards(ctx));
  const kept = abilitiesKept(ctx.engine, state);
  for (const o of objects) {
    const def = ctx.cards[o.card];
    if (!def || o.faceDown && !def.abilities.some((a) => a.kind === 'triggered' && a.body.hidden)) continue;
    // FAB-7.1: an attack proxy's triggers are its weapon's, which trigger from the weapon ("if this hits").
    if (o.proxyOf) continue;
    const zone = parseZoneKey(o.zone).zone;
    // While no effect removes abilities, an object (not a copy) has all its printed ones.
    const printed = kept && o.chosen?.copy === undefined;
    let v: ReturnType<typeof view> | undefined;
    def.abilities.forEach((a, index) => {
      if (a.kind !== 'triggered') return;
      const body = a.body;
      const from = body.from ?? ctx.profile.playZone;
      if (!worksIn(ctx.profile, from, zone)) return;
      if (!printed) {
        v ??= view(ctx.engine, state, o.id);
        if (!v.abilities.includes(index)) return; // lost its abilities (SCP eraser, humility)
      }
      out.push({ object: o, index, body });
    });
    // Triggered keywords function in play, while the object has the keyword; a rule effect of
    // that name is never lost (SCP-607.4), so it counts even when the keywords are gone.
    if (!isPermanentZone(ctx.profile, zone)) continue;
    for (const [name, k] of keywords) {
      if (!def.keywords.includes(name) && !def.rules?.includes(name)) continue;
      v ??= view(ctx.engine, state, o.id);
      if (v.keywords.includes(name) || v.rules.includes(name)) out.push({ object: o, index: -1, body: k.body, keyword: name });
    }
  }
  if (!only) out.push(...grantedTriggers(ctx, state));
  return out;
}

/**
 * FAB-6.6.4: a triggered ability an effect grants ("it has 'when this hits a hero, ...'")
 * functions like a printed one while the object has it. Looked for only while some effect
 * grants abilities, so the scan costs nothing in games without grants.
 */
function grantedTriggers(ctx: Ctx, state: ReadState): FunctionalTrigger[] {
  const zones = functioningZones(ctx.profile);
  if (!grantsInForce(ctx, state, zones)) return [];
  const out: FunctionalTrigger[] = [];
  for (const o of objectsInZones(state, zones)) {
    if (o.faceDown) continue;
    // A grant is one ability or a list of them (`grant: [{triggered: ...}]`).
    view(ctx.engine, state, o.id).grantedAbilities.forEach((g, i) => {
      if (g.kind === 'triggered') out.push({ object: o, index: -1, body: g.body, granted: i });
    });
  }
  return out;
}

/** The key of a trigger's uses and limits: its card and ability (or keyword). */
function triggerKey(t: FunctionalTrigger): string {
  return `${t.object.physical}:${t.keyword ?? (t.granted !== undefined ? `g${t.granted}` : t.index)}`;
}

/**
 * FAB-6.6.1: a triggered effect puts a triggered layer on the stack; FAB-6.6.4: static triggers
 * ("whenever ...") function while their card is where they work from.
 * FAB-6.6.5: after an event, every functional trigger whose event pattern matches creates a
 * pending triggered layer. Limits count triggers even when prevented (6.6.5f); ordinals count
 * matching events in the period and do not fire retroactively (6.6.5d). Leave-play triggers
 * look back at the object as it last was (CHR-TRG-5).
 */
export function detectTriggers(ctx: Ctx, type: string, facts: EventFacts): void {
  const state = ctx.state;
  let candidates: readonly FunctionalTrigger[] = ofEventType(functionalTriggers(ctx), type);
  if (type === 'leave' || type === 'destroy' || type === 'move') {
    // CHR-TRG-5: objects that leave together with it (one state check) look back at it too.
    const together = ctx.leavingTogether;
    const playZone = ctx.profile.playZone;
    let gone: GameObject[] | undefined;
    if (facts.object) {
      // A loop over the record rather than Object.values: it is read at every move, and most find nothing.
      for (const id in state.lastKnown) {
        const o = state.lastKnown[id];
        if (o.physical === facts.object || (together?.has(o.physical) && o.zone.endsWith(`:${playZone}`) && !objectAt(state.objects, o.id))) (gone ??= []).push(o);
      }
    }
    if (gone !== undefined) candidates = [...candidates, ...functionalTriggers(ctx, state, gone)];
  }
  for (const t of candidates) {
    const when = whenOf(t.body);
    if (!when) continue;
    const scope: SelectorScope = { controller: t.object.controller, self: t.object.id, selfPhysical: t.object.physical };
    if (!matchesPattern(ctx.engine, state, when, { type, facts }, scope)) continue;
    if (isSuppressed(ctx, type, facts)) {
      trace(ctx, 'FAB-6.6.5f', 'trace.trigger-prevented', { card: t.object.card });
      countUse(ctx, t);
      continue;
    }
    const key = triggerKey(t);
    const ordinal = t.body.ordinal;
    if (ordinal) {
      const nth = ordinal.nth;
      // This turn's matching events (the history is in order: the scan stops at the turn's start).
      let seen = 0;
      for (const h of newestFirst(state.history)) {
        if (h.turn !== state.turn.number) break;
        if (matchesPattern(ctx.engine, state, when, h, scope)) seen++;
      }
      if (seen !== nth) {
        if (seen > nth) trace(ctx, 'FAB-6.6.5d', 'trace.ordinal-passed', { card: t.object.card });
        continue;
      }
    }
    const limit = t.body.limit;
    if (limit) {
      const use = limitUse(limit, key, state.turn.number);
      if ((state.uses[use.key] ?? 0) >= use.max) {
        trace(ctx, 'FAB-6.6.5e', 'trace.trigger-limit', { card: t.object.card });
        continue;
      }
    }
    const cond = t.body.if;
    if (cond && !evalCondition(ctx.engine, state, cond, scope)) continue;
    countUse(ctx, t);
    addPending(ctx, t, facts);
    trace(ctx, 'FAB-6.6.5', 'trace.triggered', { card: t.object.card }, [t.object.id]);
    if (t.keyword) trace(ctx, ctx.profile.triggerKeywords?.[t.keyword]?.rule ?? 'FAB-6.6.5', 'trace.keyword-triggered', { card: t.object.card, keyword: t.keyword }, [t.object.id]);
  }
}

/** Per list of functional triggers (cached per state and epoch): those that may match each event type. */
const byEventType = new WeakMap<readonly FunctionalTrigger[], Map<string, readonly FunctionalTrigger[]>>();

/**
 * The triggers of a list whose event pattern may match an event of this type, in list order:
 * a pattern naming another event type never matches (patterns.ts), so the rest are passed over
 * without matching every trigger in play against every event.
 */
function ofEventType(list: readonly FunctionalTrigger[], type: string): readonly FunctionalTrigger[] {
  let byType = byEventType.get(list);
  if (!byType) byEventType.set(list, (byType = new Map()));
  let mine = byType.get(type);
  if (!mine) {
    mine = list.filter((t) => {
      const event = whenOf(t.body)?.event;
      return typeof event !== 'string' || event === type;
    });
    byType.set(type, mine);
  }
  return mine;
}

function countUse(ctx: Ctx, t: FunctionalTrigger): void {
  if (!t.body.limit) return;
  const { key } = limitUse(t.body.limit, triggerKey(t), ctx.state.turn.number);
  edit(ctx.state, 'uses')[key] = (ctx.state.uses[key] ?? 0) + 1;
}

/** Rule effects that stop triggers ("effects that trigger when the current attack hits don't trigger"). */
function isSuppressed(ctx: Ctx, type: string, facts: EventFacts): boolean {
  // FAB-6.6.5f: a "can't trigger" rule in force (a layer effect or a static rule) whose event
  // pattern the event matches; `attack: the-attack` is the attack on the combat chain.
  const state = ctx.state;
  return cantRules(ctx).some((r) => {
    if (r.spec.what !== 'trigger') return false;
    const pattern = r.spec.event as Pattern | undefined;
    if (pattern === undefined) return facts.attack !== undefined;
    const { attack, ...rest } = pattern;
    if (attack === 'the-attack' && facts.attack === undefined) return false;
    const scope: SelectorScope = { controller: r.controller, self: r.self };
    return matchesPattern(ctx.engine, state, attack === 'the-attack' ? rest : pattern, { type, facts }, scope);
  });
}

/**
 * The event pattern of a trigger: `when`, or `at: start-of-turn` with `whose` (a turn-based
 * moment). FAB-4.3.1/4.4.2: "at the beginning of your action phase / end phase" is the card's
 * controller's phase, so `whose` of `action-phase` and `end-phase` defaults to `you`
 * (LANGUAGE.md "Triggers at phases"); `whose: any` names every player's.
 */
export function whenOf(body: TriggerBody): Pattern | undefined {
  if (body.when) return body.when;
  if (body.at !== undefined) {
    const whose = body.whose ?? (body.at === 'action-phase' || body.at === 'end-phase' ? 'you' : 'any');
    return { event: body.at, ...(whose === 'you' || whose === 'opponent' ? { player: whose } : {}) };
  }
  return undefined;
}

/** FAB-6.6.5: a met trigger condition creates a pending triggered layer, controlled by its object's controller. */
export function addPending(ctx: Ctx, t: FunctionalTrigger, facts?: EventFacts): void {
  edit(ctx.state, 'pendingTriggers').push({
    id: `p${ctx.state.nextId++}`,
    controller: t.object.controller,
    source: { controller: t.object.controller, object: t.object.id, physical: t.object.physical, card: t.object.card },
    // A keyword's text or a granted ability is not one of the card's abilities: the layer carries it.
    ...(t.keyword || t.granted !== undefined ? { spec: t.body } : { ability: t.index }),
    timestamp: t.object.timestamp,
    // `keyword` tells the layer it is a keyword's (a rule effect's can't be negated, SCP-607.4).
    ...(facts || t.keyword ? { data: { ...facts, ...(t.keyword ? { keyword: t.keyword } : {}) } } : {}),
  });
}
