import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { zoneKey } from '../../core/ids';
import { shuffleZone } from '../../core/shuffle';
import { seatsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/** "Shuffle your deck". */
export function shuffle(ctx: Ctx, args: WordArgs<'shuffle'>, frame: EffectFrame): boolean {
  const a = args;
  for (const seat of seatsOf(ctx, a.player ?? 'you', frame)) shuffleZone(ctx, zoneKey(seat, a.zone ?? 'deck'));
  return true;
}
