import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/** "Heal N damage from X" (GR-13-4b, GR-13-7b). */
export function heal(ctx: Ctx, args: WordArgs<'heal'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  for (const target of refsOf(ctx, a.target ?? 'target', frame)) {
    const amount = a.execution ? -1 : amountIn(ctx, a.amount ?? 1, frame);
    any = runEvent(ctx, { type: 'heal', target, amount, source: frame.source }).happened || any;
  }
  return any;
}
