import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { edit } from '../../core/draft';
import { findObject, objectAt } from '../../core/object-table';
import type { EffectFrame } from '../effects';
import { refsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/**
 * fab "You may attack an additional time with that weapon this turn" (Dorinthea): each named
 * weapon (an attack proxy names its weapon, FAB-7.1) may use its once-per-turn attack
 * abilities once more this turn (SCP-603.5: the use limit counts the extra use; stack/play.ts
 * `usesAllowed`). Performed if it named a weapon with such an ability.
 */
export function additionalAttack(ctx: Ctx, args: WordArgs<'additional-attack'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  for (const id of refsOf(ctx, a.with, frame)) {
    const o = objectAt(ctx.state.objects, id) ?? ctx.state.lastKnown[id];
    if (!o) continue;
    const physical = o.proxyOf ?? o.physical;
    const weapon = o.proxyOf ? findObject(ctx.state.objects, (x) => x.physical === physical && !x.proxyOf) : o;
    const def = weapon ? ctx.cards[weapon.card] : undefined;
    if (!weapon || !def) continue;
    let allowed = false;
    def.abilities.forEach((ability, i) => {
      const body = ability.body as Readonly<Record<string, unknown>>;
      if (ability.kind !== 'activated' || body.attack !== true || body.limit === undefined) return;
      const key = `${physical}:a${i}:t${ctx.state.turn.number}:turn:additional`;
      edit(ctx.state, 'uses')[key] = (ctx.state.uses[key] ?? 0) + 1;
      allowed = true;
    });
    any = any || allowed;
    if (allowed) trace(ctx, 'SCP-603.5', 'trace.additional-attack', { card: weapon.card }, [weapon.id]);
  }
  return any;
}
