import type { Ctx } from '../core/context';
import type { Action } from '../core/actions';
import { objectAt } from '../core/object-table';
import { activatedAbilities, useLimitReached } from './play';

/**
 * Listing legal actions (SCP-600.1a: every action a player may take now) asks, for each card in
 * hand and each activated ability, the cheapest checks first: whose priority it is, the timing
 * (the profile's `canPlayNow` / `canActivateNow`: FaB's action phase, action points, the
 * reaction step) and an ability's use limit (SCP-603.5). Each is one of the checks `checkPlay` /
 * `checkActivate` make (stack/play.ts), so an action these rule out is one those refuse too, at
 * that check or an earlier one; only the survivors get the full check (views, rules, costs,
 * targets). Outside its player's action phase, most of a hand is ruled out by a few reads.
 * Whether an action is legal is the same either way; the reason a refusal gives is the full
 * check's, in its order.
 */
export function ruledOut(ctx: Ctx, action: Extract<Action, { type: 'play' | 'activate' }>): boolean {
  const s = ctx.state;
  const o = objectAt(s.objects, action.card);
  const def = o ? ctx.cards[o.card] : undefined;
  if (!o || !def) return false;
  if (action.type === 'play') {
    if (s.turn.priority !== action.by) return true;
    return ctx.profile.rules?.canPlayNow(ctx, action.by, o.id, def) != null;
  }
  const chosen = activatedAbilities(def)[action.ability - 1];
  if (!chosen) return false;
  const body = chosen.a.body;
  if (body.stack !== false && s.turn.priority !== action.by) return true;
  if (ctx.profile.rules?.canActivateNow?.(ctx, action.by, o.id, body) != null) return true;
  return useLimitReached(s, o.physical, chosen);
}
