import type { Ctx } from '../core/context';
import type { ReadState } from '../core/draft';
import type { ObjectId, Seat } from '../core/ids';
import type { CostNode, RuleNode } from '../cards/schema';
import { canPayCosts, matchesFilter, payCosts } from '../core/seam';
import { view } from './view';
import { cardIndex, staticCards } from '../core/card-index';
import { cacheKey, cachedPerState } from '../core/epoch';
import { ruleBinds, staticRuleWords } from './rules';

/** The arguments of an `additional-cost` rule word: the action it taxes, who pays, for which objects, and the cost. */
type CostRuleArgs = Extract<RuleNode, { word: 'additional-cost' }>['args'];

/** A static rule that adds a cost to an action, with the controller and object of its source. */
interface CostRule {
  args: CostRuleArgs;
  controller: Seat;
  self: ObjectId;
}

/** An action a rule can add a cost to (LANGUAGE.md "Rule words": `additional-cost`). */
export type TaxedAction = CostRuleArgs['action'];

const costRulesCache = cacheKey<CostRule[]>('costRules', staticCards);

/** The `additional-cost` rules of static abilities in force (SCP-605: a face-down card's statics don't apply). */
function costRules(ctx: Ctx): CostRule[] {
  return cachedPerState(costRulesCache, ctx.state, () => computeCostRules(ctx, ctx.state));
}

function computeCostRules(ctx: Ctx, state: ReadState): CostRule[] {
  return staticRuleWords(ctx, state, 'additional-cost', cardIndex(ctx.cards).costStatics).map((r) => ({ args: r.args, controller: r.object.controller, self: r.object.id }));
}

/**
 * The costs that static rules in force add to `seat`'s `action` with `object` ("Cross testing
 * costs an additional discard of one card from hand", SCP-601.2c; "spells cost ... more to
 * play"): each rule's cost, for the players its `by` names and the objects its `filter` matches.
 * The caller checks them with the action's own costs (an unpayable one rewinds the action) and
 * pays them with those.
 */
export function ruleCosts(ctx: Ctx, action: TaxedAction, seat: Seat, object: ObjectId): Array<readonly CostNode[]> {
  const out: Array<readonly CostNode[]> = [];
  for (const r of costRules(ctx)) {
    if (r.args.action !== action || !ruleBinds(ctx, r.args.by, seat, object, r)) continue;
    const scope = { controller: r.controller, self: r.self };
    if (r.args.filter && !matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, object), r.args.filter, scope)) continue;
    out.push(r.args.cost);
  }
  return out;
}

/** The first cost that rules add to this action and that can't be paid now, if any (the action is then not legal). */
export function unpayableRuleCost(ctx: Ctx, action: TaxedAction, seat: Seat, object: ObjectId): { message: string; rule?: string } | null {
  for (const cost of ruleCosts(ctx, action, seat, object)) {
    const problem = canPayCosts(ctx, seat, object, cost);
    if (problem) return { message: `an additional cost can't be paid: ${problem.message}`, ...(problem.rule ? { rule: problem.rule } : {}) };
  }
  return null;
}

/** Pays the costs that rules add to this action, with the action's own costs. */
export function payRuleCosts(ctx: Ctx, action: TaxedAction, seat: Seat, object: ObjectId): void {
  for (const cost of ruleCosts(ctx, action, seat, object)) payCosts(ctx, seat, object, cost);
}
