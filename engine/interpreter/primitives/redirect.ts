import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { durationOf } from '../../continuous/durations-of';
import type { WordArgs } from '../../cards/schema';

/** "The next time a source would deal damage to you this turn, it deals that damage to target creature instead" (MTG-614.9). */
export function redirect(ctx: Ctx, args: WordArgs<'redirect'>, frame: EffectFrame): boolean {
  const a = args;
  const to = frame.targets[0];
  if (!to) return false;
  addReplacement(
    ctx,
    'general',
    'damage',
    { event: { event: 'damage', to: a.from ?? 'you' }, instead: { redirect: true }, redirectTo: to, next: true },
    frame,
    durationOf(ctx, a.duration ?? 'this-turn', frame),
  );
  return true;
}
