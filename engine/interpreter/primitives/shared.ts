import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { evalAmount } from '../amounts';
import { refsOf } from '../refs';

/** Evaluates an amount in an effect's frame (X, the roll, counts of selectors). */
export function amountIn(ctx: Ctx, raw: unknown, frame: EffectFrame): number {
  return evalAmount(
    ctx.engine,
    {
      x: frame.x,
      rolled: frame.rolled,
      eventAmount: frame.eventAmount,
      thatMany: frame.thatMany,
      lastCounters: frame.lastCounters,
      count: (sel) => refsOf(ctx, sel, frame).length,
    },
    raw,
    frame.scope,
    undefined,
    ctx.state,
  );
}
