import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { durationOf } from '../../continuous/durations-of';
import { refsOf } from '../refs';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Regenerate X": the next time it would be destroyed this turn, instead remove its damage and tap it (MTG-614.8). */
export function regenerate(ctx: Ctx, args: WordArgs<'regenerate'>, frame: EffectFrame): boolean {
  const ids = refsOf(ctx, args.what, frame);
  for (const id of ids) {
    const physical = objectAt(ctx.state.objects, id)?.physical;
    if (!physical) continue;
    addReplacement(ctx, 'general', 'destroy', { event: { event: 'destroy', target: physical }, instead: { regenerate: true }, next: true }, frame, durationOf(ctx, 'this-turn', frame));
  }
  return ids.length > 0;
}
