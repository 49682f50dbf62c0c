import type { Ctx } from '../../core/context';
import type { ObjectId } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { matchesFilter } from '../../interpreter/selectors';

type Spec = Readonly<Record<string, unknown>>;

/**
 * FAB-1.14 / FAB-6.2.4: the cost of playing a card now. Its view gives the cost after the effects
 * already on it; an effect waiting for "the next attack action card you play" that this card
 * matches locks onto it as it is played (stack/play.ts recordPlay), which is after the cost is
 * paid, yet the cost it changes is this play's: Heartened Cross Strap's "costs {r}{r} less",
 * Seismic Surge's {r} less, Cartilage Crush's "costs an additional {r}". So those effects' cost
 * changes count here too. Their amounts are numbers in every card that has one (the effect's
 * other changes apply once it locks on).
 */
export function playCost(ctx: Ctx, card: ObjectId, def: CardDef): number {
  const state = ctx.state;
  const v = view(ctx.engine, state, card);
  let cost = v.stats.cost ?? def.stats.cost ?? 0;
  for (const effect of state.effects) {
    if (!effect.next) continue;
    const spec = (effect.spec.modify as Spec | undefined) ?? effect.spec;
    if (typeof spec.cost !== 'number') continue;
    if (matchesFilter(ctx.engine, state, v, effect.next, { controller: effect.source.controller })) cost += spec.cost;
  }
  return Math.max(0, cost);
}
