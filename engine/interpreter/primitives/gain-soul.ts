import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { seatsOf } from '../refs';
import { amountIn } from './shared';

/** "Gain N soul". */
export function gainSoul(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = (typeof args === 'object' && args !== null ? args : { amount: args }) as { amount: unknown; player?: unknown };
  const amount = amountIn(ctx, a.amount ?? 1, frame);
  let any = false;
  for (const player of seatsOf(ctx, a.player ?? 'you', frame)) {
    const r = runEvent(ctx, { type: 'gain-stat', player, stat: 'soul', amount, source: frame.source });
    any = any || r.happened;
  }
  return any;
}
