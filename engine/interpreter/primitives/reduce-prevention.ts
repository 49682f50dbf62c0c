import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { durationOf } from '../../continuous/durations-of';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/** "The next prevention effect this turn that would prevent <kind> damage prevents N less" (FAB-6.4.10g). */
export function reducePrevention(ctx: Ctx, args: WordArgs<'reduce-prevention'>, frame: EffectFrame): boolean {
  const a = args;
  addReplacement(
    ctx,
    'general',
    'prevention-reduction',
    { amount: amountIn(ctx, a.amount ?? 1, frame), ...(a.damage ? { damage: a.damage } : {}) },
    frame,
    durationOf(ctx, a.duration, frame),
  );
  return true;
}
