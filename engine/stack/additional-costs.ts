import { edit } from '../core/draft';
import { canPayCosts, evalAmount, evalCondition, payCosts } from '../core/seam';
import type { Ctx, Engine } from '../core/context';
import { objectAt } from '../core/object-table';
import type { GameState } from '../core/state';
import { ask, trace } from '../core/context';
import { refuse } from '../core/errors';
import type { ObjectId, Seat } from '../core/ids';
import { obj } from '../core/zones';
import type { CardDef } from '../cards/types';
import type { AbilityOf, CostNode } from '../cards/schema';
import { isYes } from '../decisions/answer';
import { perCard } from '../cards/per-card';

type AdditionalCost = AbilityOf<'additional-cost'>['body'];

/** A card's "as an additional cost" abilities (most cards have none). */
const printedAdditionalCosts = perCard((def): readonly AdditionalCost[] => def.abilities.filter((a): a is AbilityOf<'additional-cost'> => a.kind === 'additional-cost').map((a) => a.body));

/** A card's "as an additional cost" abilities that exist now: those whose condition holds (`if`, "Combo - If ..."). */
function additionalCosts(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): readonly AdditionalCost[] {
  return additionalCostsIn(ctx.engine, ctx.state, seat, card, def);
}

function additionalCostsIn(engine: Engine, state: GameState, seat: Seat, card: ObjectId, def: CardDef): readonly AdditionalCost[] {
  const printed = printedAdditionalCosts(def);
  if (printed.length === 0) return printed;
  const o = objectAt(state.objects, card);
  if (!o) return [];
  const scope = { controller: seat, self: card, selfPhysical: o.physical };
  return printed.filter((b) => !b.if || evalCondition(engine, state, b.if, scope));
}

/** Whether an additional cost is one its player may choose to pay ("you may"): asked as a `pay` decision. */
const isOptional = (body: AdditionalCost): boolean => !body.x && body.cost.every((c) => c.optional === true);

/**
 * The costs a play of `card` may ask about as `pay` decisions ("As an additional cost to play
 * this, you may ..."): its optional additional costs that exist now. The view names the cost
 * a pending `decision.additional-cost` asks about from these (engine/view/labels.ts). Pure.
 */
export function optionalAdditionalCosts(engine: Engine, state: GameState, seat: Seat, card: ObjectId, def: CardDef): readonly (readonly CostNode[])[] {
  return additionalCostsIn(engine, state, seat, card, def)
    .filter(isOptional)
    .map((b) => b.cost);
}

/** The first additional cost a card requires (not "you may", not "any amount") that can't be paid now, if any. */
export function unpayableAdditionalCost(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): { message: string; rule?: string } | null {
  for (const body of additionalCosts(ctx, seat, card, def)) {
    if (body.x || isOptional(body)) continue;
    const problem = canPayCosts(ctx, seat, card, body.cost.map((c) => ({ ...c, optional: undefined })));
    if (problem) return { message: `its additional cost can't be paid: ${problem.message}`, ...(problem.rule ? { rule: problem.rule } : {}) };
  }
  return null;
}

/** The costs with X made a number (`{resources: x}` with X announced as 2 is `{resources: 2}`). */
function costsWithX(costs: readonly CostNode[], x: number): CostNode[] {
  return costs.map((c) => (c.kind === 'resources' && c.value === 'x' ? { ...c, value: x, optional: undefined } : { ...c, optional: undefined }));
}

/**
 * "You may pay any amount of {r}" (Lord of Wind): the player announces X, from 0 to the cost's
 * `max`, among the amounts they can pay now (a `number` decision, asked only when there is a choice).
 */
function announceX(ctx: Ctx, seat: Seat, card: ObjectId, body: AdditionalCost): number {
  const scope = { controller: seat, self: card, selfPhysical: obj(ctx, card).physical };
  const max = Math.max(0, evalAmount(ctx.engine, undefined, body.x!.max, scope, undefined, ctx.state));
  const options: number[] = [0];
  for (let n = 1; n <= max && canPayCosts(ctx, seat, card, costsWithX(body.cost, n)) === null; n++) options.push(n);
  const pick = ask(ctx, { kind: 'number', player: seat, prompt: 'decision.announce-x', options: options.map((n) => ({ value: String(n), label: String(n) })), min: 0, max: options.length - 1 });
  trace(ctx, 'PLAY', 'trace.x-announced', { card: obj(ctx, card).card, x: Number(pick) }, [card]);
  return Number(pick);
}

/**
 * "As an additional cost to play this, you may ...": optional costs are asked as `pay`
 * decisions when they can be paid; paying one fires its "when you do" inline trigger, which
 * triggers only now (FAB-6.6.2) and never later for a matching event (FAB-6.6.2a). A cost of
 * "any amount" is paid as the X its player announces (nothing for 0). Returns that X, if any.
 */
export function payAdditionalCosts(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): number | undefined {
  let announced: number | undefined;
  const bodies = additionalCosts(ctx, seat, card, def);
  // An index loop: the X and cost decisions suspend by an exception, which for-of would catch and rethrow (core/context.ts ask).
  for (let i = 0; i < bodies.length; i++) {
    const body = bodies[i];
    let costs = body.cost;
    if (body.x) {
      announced = announceX(ctx, seat, card, body);
      if (announced === 0) continue;
      costs = costsWithX(costs, announced);
    } else {
      const optional = isOptional(body);
      if (canPayCosts(ctx, seat, card, costs.map((c) => ({ ...c, optional: undefined })))) {
        if (!optional) refuse('cannot-pay', 'its additional cost can\'t be paid');
        continue;
      }
      if (optional && !isYes(ask(ctx, { kind: 'pay', player: seat, prompt: 'decision.additional-cost', options: [] }))) continue;
    }
    payCosts(ctx, seat, card, costs);
    const whenPaid = body['when-paid'];
    if (!whenPaid || whenPaid.length === 0) continue;
    const o = obj(ctx, card);
    edit(ctx.state, 'pendingTriggers').push({
      id: `p${ctx.state.nextId++}`,
      controller: seat,
      source: { controller: seat, object: card, physical: o.physical, card: o.card },
      spec: { effects: whenPaid },
      timestamp: ctx.state.nextTimestamp++,
    });
    trace(ctx, 'FAB-6.6.2', 'trace.inline-trigger', { card: o.card }, [card]);
  }
  return announced;
}
