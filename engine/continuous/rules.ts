import type { ReadState } from '../core/draft';
import type { Ctx } from '../core/context';
import { matchesFilter } from '../core/seam';
import type { ObjectId, Seat } from '../core/ids';
import type { Filter, RuleNode } from '../cards/schema';
import type { GameObject } from '../core/state';
import { view } from './view';
import { cardIndex, staticCards } from '../core/card-index';
import { registryObjectsIn } from '../core/registry-objects';
import { cacheKey, cachedPerState } from '../core/epoch';
import { objectAt } from '../core/object-table';
import { permanentZones } from '../core/functioning-zones';

type Spec = Readonly<Record<string, unknown>>;

/** The "can't" rules in force: layer-type ones and those of static abilities in play. */
export function cantRules(ctx: Ctx): CantRule[] {
  const state = ctx.state;
  return cachedPerState(rulesCache, state, () => computeRules(ctx, state));
}

/** A "can't" rule in force, with its controller and source. */
export interface CantRule {
  spec: Spec;
  controller: Seat;
  self?: ObjectId;
  card?: string;
  /** Its filter with the source's chosen value filled in (a named card), fixed as it was computed. */
  filter?: Spec | string;
}

// The can't rules of static abilities still functioning (views: the static cards).
const rulesCache = cacheKey<CantRule[]>('rulesCache', staticCards);

function computeRules(ctx: Ctx, state: ReadState): CantRule[] {
  const out: CantRule[] = [];
  for (const e of state.effects) {
    const cant = e.spec.cant;
    if (cant) out.push({ spec: cant, controller: e.source.controller, self: e.source.object, card: e.source.card });
  }
  for (const r of staticRuleWords(ctx, state, 'cant', cardIndex(ctx.cards).cantStatics)) {
    out.push({ spec: r.args, controller: r.object.controller, self: r.object.id, card: r.object.card });
  }
  for (const r of out) r.filter = resolveChosen(state, r.spec.filter as Spec | string | undefined, r.self);
  return out;
}

/**
 * Whether a rule-modifying "can't" effect forbids this action (FAB-6.3.1; SCP-600.1a;
 * SCP-601.2b: a forbidden declaration is rewound). Returns the reason, or null.
 */
export function isForbidden(ctx: Ctx, what: string, seat: Seat, object?: ObjectId): { message: string; rule: string } | null {
  const state = ctx.state;
  for (const r of cantRules(ctx)) {
    const w = r.spec.what as string | undefined;
    if (w !== what && w !== 'act' && w !== 'take-actions') continue;
    if (!ruleBinds(ctx, r.spec.by as string | Spec | undefined, seat, object, r)) continue;
    const filter = r.filter;
    if (object) {
      const v = view(ctx.engine, state, object);
      if (filter === 'this' && object !== r.self) continue;
      if (typeof filter === 'object' && !matchesFilter(ctx.engine, state, v, filter, { controller: r.controller, self: r.self })) continue;
    } else if (filter) continue;
    return { message: `${ctx.cards[r.card ?? '']?.name ?? 'an effect'} forbids it`, rule: what === 'cross-test' ? 'SCP-601.2b' : 'FAB-6.3.1' };
  }
  return null;
}

/** A rule word of a static ability in force: its arguments and the object it is on. */
export interface StaticRuleWord<W extends RuleNode['word']> {
  args: Extract<RuleNode, { word: W }>['args'];
  object: GameObject;
}

/**
 * The rule words `word` of static abilities in force on objects in play among `cards` (an index
 * of the cards that have such a word): each with its arguments and its object. SCP-605: a static
 * effect applies only while its card is face up; an ability its object lost does not apply.
 */
export function staticRuleWords<W extends RuleNode['word']>(ctx: Ctx, state: ReadState, word: W, cards: ReadonlySet<string>): Array<StaticRuleWord<W>> {
  const out: Array<StaticRuleWord<W>> = [];
  for (const o of registryObjectsIn(ctx, state, permanentZones(ctx.profile), cards)) {
    const def = ctx.cards[o.card];
    if (!def || o.faceDown) continue;
    const v = view(ctx.engine, state, o.id);
    def.abilities.forEach((a, i) => {
      if (a.kind !== 'static' || !v.abilities.includes(i)) return;
      const rule = a.body.rule;
      if (rule?.word === word) out.push({ args: rule.args as StaticRuleWord<W>['args'], object: o });
    });
  }
  return out;
}

/**
 * Whether a rule's `by` names this actor: a player word relative to the rule's controller
 * (`you`, `opponent`, `each-player` ...), a seat, or a filter on the acting object ("objects
 * with containment 3 or more can't cross test").
 */
export function ruleBinds(ctx: Ctx, by: string | Spec | Filter | undefined, seat: Seat, object: ObjectId | undefined, rule: { controller: Seat; self?: ObjectId }): boolean {
  if (typeof by === 'object' && by !== null) {
    return object !== undefined && matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, object), by, { controller: rule.controller, self: rule.self });
  }
  if (by === 'you') return seat === rule.controller;
  if (by === 'opponent') return seat !== rule.controller;
  return !by || ['each-player', 'heroes', 'hero', 'player', 'any'].includes(by) || by === seat;
}

/** Replaces `chosen` in a filter by the value chosen for the rule's source (a named card). */
function resolveChosen(state: ReadState, filter: Spec | string | undefined, self: ObjectId | undefined): Spec | string | undefined {
  if (typeof filter !== 'object' || filter === null) return filter;
  if (!Object.values(filter).includes('chosen')) return filter;
  const chosen = self ? objectAt(state.objects, self)?.chosen : undefined;
  const out: Record<string, unknown> = { ...filter };
  for (const [k, v] of Object.entries(out)) {
    if (v === 'chosen' && chosen) {
      const value = chosen.chosen ?? Object.values(chosen)[0];
      out[k] = k === 'name' ? value : value;
      if (k === 'name') out.card = value;
      if (k === 'name') delete out.name;
    }
  }
  return out;
}

/**
 * "This can't be chosen by spells" (CHR-SPL-2): whether a rule keeps this object from being
 * chosen by an effect of that kind (`spell`, `ability`, `cb`).
 */
export function cantBeChosen(ctx: Ctx, object: ObjectId, by: string): boolean {
  const state = ctx.state;
  return cantRules(ctx).some((r) => {
    if (r.spec.what !== 'choose') return false;
    const who = r.spec.by as Spec | string | undefined;
    const kind = typeof who === 'object' && who !== null ? who.kind : who;
    if (kind !== undefined && kind !== by) return false;
    const filter = r.spec.filter as Spec | string | undefined;
    if (filter === 'this' || filter === undefined) return object === r.self;
    return typeof filter === 'object' && matchesFilter(ctx.engine, state, view(ctx.engine, state, object), filter, { controller: r.controller, self: r.self });
  });
}
