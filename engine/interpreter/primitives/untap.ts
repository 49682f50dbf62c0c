import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/** "Untap X". */
export function untap(ctx: Ctx, args: WordArgs<'untap'>, frame: EffectFrame): boolean {
  let any = false;
  for (const id of refsOf(ctx, args.what, frame)) any = runEvent(ctx, { type: 'tap', object: id, untap: true, source: frame.source }).happened || any;
  return any;
}
