import type { Ctx } from '../../core/context';
import type { ObjectId, Seat } from '../../core/ids';
import { objectAt } from '../../core/object-table';
import { ARSENAL } from './zones';

/**
 * Cards played from elsewhere than the hand: the arsenal (FAB-3.x: its owner may play the card
 * there as if from hand, a defense reaction included), and a banished card an effect lets its
 * owner play this turn (`may-play`: Katsu's "You may play it this turn").
 */
export const playableFrom = {
  zones: [ARSENAL, 'banished'] as const,
  check(ctx: Ctx, _seat: Seat, card: ObjectId, zone: string): string | null {
    if (zone === ARSENAL) return null;
    const o = objectAt(ctx.state.objects, card);
    return o?.mayPlay === ctx.state.turn.number ? null : 'no effect lets you play this banished card now';
  },
};
