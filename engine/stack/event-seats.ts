import type { Ctx } from '../core/context';
import { seatsOf } from '../core/seam';
import type { EffectFrame } from '../interpreter/effects';

type Spec = Record<string, unknown>;

/**
 * FAB-6.4.1a (a sub-event's objects): a filter's `controller` / `owner` naming a player of the triggering or replaced event
 * (`event-target`, `event-player`: "target equipment they control") becomes that seat, so the
 * filter matches like any other. Used by effect selectors and by a trigger's target
 * declarations as it is put on the stack (Buckling Blow: the hero it dealt damage to).
 */
export function withEventSeats(ctx: Ctx, filter: Spec, frame: EffectFrame): Spec {
  let out = filter;
  for (const key of ['controller', 'owner']) {
    const word = filter[key];
    if (word !== 'event-target' && word !== 'event-player') continue;
    const seats = seatsOf(ctx, word, frame);
    if (seats.length === 1) out = { ...out, [key]: seats[0] };
  }
  return out;
}
