import type { Ctx } from '../../core/context';
import { log, trace } from '../../core/context';
import { zoneKey } from '../../core/ids';
import { objectAt } from '../../core/object-table';
import type { EffectFrame } from '../effects';
import { seatsOf } from '../refs';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/**
 * fab "reveal the top N cards of your deck" (FAB-KW-REVEAL; Blessing of Deliverance, Nature's
 * Path Pilgrimage): the cards are shown to every player (the log names them) and stay where
 * they are. The effect's later words read them as `{revealed: true}` in a selector ("for each
 * card with cost 3 or greater revealed this way") and `it` as the first ("if it's an action
 * card"). Performed if a card was revealed.
 */
export function reveal(ctx: Ctx, args: WordArgs<'reveal'>, frame: EffectFrame): boolean {
  const a = args;
  const seat = seatsOf(ctx, a.player ?? 'you', frame)[0];
  if (seat === undefined) return false;
  const count = Math.max(0, amountIn(ctx, a.count ?? 1, frame));
  const zone = ctx.state.zones[zoneKey(seat, a.from ?? 'deck')] ?? [];
  // A deck's top is its first card (core/zones.ts: draws take index 0).
  const shown = zone.slice(0, count);
  frame.revealed = shown;
  if (shown.length === 0) return false;
  frame.scope = { ...frame.scope, it: shown[0] };
  for (const id of shown) {
    const card = objectAt(ctx.state.objects, id)?.card ?? id;
    log(ctx, 'log.reveal', { seat, card });
  }
  trace(ctx, 'FAB-KW-REVEAL', 'trace.reveal', { count: shown.length }, shown);
  return true;
}
