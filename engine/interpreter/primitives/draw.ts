import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { seatsOf } from '../refs';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/** "Draw N cards": N draw events, one at a time (replacements apply to each, MTG-614.11). */
export function draw(ctx: Ctx, args: WordArgs<'draw'>, frame: EffectFrame): boolean {
  const a = args;
  const count = amountIn(ctx, a.count ?? 1, frame);
  let any = false;
  for (const player of seatsOf(ctx, a.player ?? 'you', frame)) {
    for (let i = 0; i < count; i++) {
      const r = runEvent(ctx, { type: 'draw', player, source: frame.performer ?? frame.source });
      any = any || r.happened;
    }
  }
  return any;
}
