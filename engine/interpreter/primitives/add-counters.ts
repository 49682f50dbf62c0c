import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/** "Put N <kind> counters on X". */
export function addCounters(ctx: Ctx, args: WordArgs<'add-counters'>, frame: EffectFrame): boolean {
  const a = args;
  const n = amountIn(ctx, a.amount ?? 1, frame);
  let any = false;
  for (const id of refsOf(ctx, a.on ?? 'this', frame)) {
    const r = runEvent(ctx, { type: 'counters', object: id, kind: a.kind, amount: n, source: frame.source });
    any = any || r.happened;
  }
  return any;
}
