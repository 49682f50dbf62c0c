import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import type { WordArgs } from '../../cards/schema';

/** "Roll a six-sided die": the result is remembered as `rolled` for the effects that follow. */
export function roll(ctx: Ctx, args: WordArgs<'roll'>, frame: EffectFrame): boolean {
  const a = args;
  const r = runEvent(ctx, { type: 'roll', player: frame.scope.controller, sides: a.sides ?? 6, source: frame.source });
  if (typeof r.value === 'number') frame.rolled = r.value;
  return r.happened;
}
