import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/** "Tap / wipe / exhaust X". */
export function tap(ctx: Ctx, args: WordArgs<'tap'>, frame: EffectFrame): boolean {
  let any = false;
  for (const id of refsOf(ctx, args.what, frame)) any = runEvent(ctx, { type: 'tap', object: id, source: frame.source }).happened || any;
  return any;
}
