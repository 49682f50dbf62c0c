import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { seatsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/** "Your era develops" (chrono): the era advances by one. */
export function developEra(ctx: Ctx, args: WordArgs<'develop-era'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  for (const player of seatsOf(ctx, a.player ?? 'you', frame)) {
    any = runEvent(ctx, { type: 'gain-stat', player, stat: 'era', amount: 1, source: frame.source }).happened || any;
  }
  return any;
}
