import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { createModification } from './modify';
import type { WordArgs } from '../../cards/schema';

/** "X gains <ability> until end of turn": a continuous effect granting an ability (stage 6). */
export function grant(ctx: Ctx, args: WordArgs<'grant'>, frame: EffectFrame): boolean {
  return createModification(ctx, { affects: args.affects ?? 'target', grant: args.ability, duration: args.duration }, frame);
}
