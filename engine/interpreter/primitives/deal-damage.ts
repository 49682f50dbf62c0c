import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { dealDamageBatch, damageEvents } from '../../events/damage-batch';
import { refsOf } from '../refs';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/** "Deal N damage to X": one damage event per recipient (the profile may gather them into one execution, GR-13-2a-3). */
export function dealDamage(ctx: Ctx, args: WordArgs<'deal-damage'>, frame: EffectFrame): boolean {
  const a = args;
  const amount = amountIn(ctx, a.amount, frame);
  const recipients = refsOf(ctx, a.to ?? 'target', frame);
  if (recipients.length === 0 || amount <= 0) return false;
  const source = frame.performer ?? frame.source;
  const placed = ctx.profile.rules?.placeDamage?.(ctx, source, recipients.map((target) => ({ target, amount })), {
    kind: a.kind,
    noCounter: a['no-counter'] === true,
  });
  if (placed) return true;
  // One damage event to every recipient (FAB-6.4.10f splits preventions across them).
  return dealDamageBatch(ctx, damageEvents(source, recipients, amount, { kind: a.kind, unpreventable: a.unpreventable, noCounter: a['no-counter'] }));
}
