import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { amountIn } from './shared';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Remove N (or all) <kind> counters from X". */
export function removeCounters(ctx: Ctx, args: WordArgs<'remove-counters'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  for (const id of refsOf(ctx, a.on, frame)) {
    const o = objectAt(ctx.state.objects, id);
    if (!o) continue;
    const have = o.counters[a.kind] ?? 0;
    const n = a.amount === undefined || a.amount === 'all' ? have : Math.min(have, amountIn(ctx, a.amount, frame));
    if (n <= 0) continue;
    const r = runEvent(ctx, { type: 'counters', object: id, kind: a.kind, amount: -n, source: frame.source });
    any = any || r.happened;
  }
  return any;
}
