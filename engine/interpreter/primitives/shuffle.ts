import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { zoneKey } from '../../core/ids';
import { shuffleZone } from '../../core/shuffle';
import { seatsOf } from '../refs';

/** "Shuffle your deck". */
export function shuffle(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = (typeof args === 'object' && args !== null ? args : {}) as { zone?: string; player?: unknown };
  for (const seat of seatsOf(ctx, a.player ?? 'you', frame)) shuffleZone(ctx, zoneKey(seat, a.zone ?? 'deck'));
  return true;
}
