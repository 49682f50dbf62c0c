import type { Ctx } from '../../core/context';
import { ask, log, trace } from '../../core/context';
import { zoneKey, type Seat } from '../../core/ids';
import { chooseStartingPlayer } from '../starting-player';
import type { FirstPlayerSetup } from '../types';
import { shuffleZone } from '../../core/shuffle';
import { moveObject, zoneCards } from '../../core/zones';
import { isYes } from '../../decisions/answer';
import { nextSeat } from '../../core/seats';
import { objectAt } from '../../core/object-table';

/** Cards in a Magic opening hand (MTG-103.5). */
const HAND = 7;

/** Shuffles a hand back into its library and draws a new one (MTG-103.5). */
function redraw(ctx: Ctx, seat: Seat): void {
  for (const id of [...zoneCards(ctx, seat, 'hand')]) moveObject(ctx, id, zoneKey(seat, 'deck'), 'top');
  shuffleZone(ctx, zoneKey(seat, 'deck'));
  for (let i = 0; i < HAND; i++) {
    const top = zoneCards(ctx, seat, 'deck')[0];
    if (top === undefined) break;
    moveObject(ctx, top, zoneKey(seat, 'hand'), 'bottom');
  }
}

/**
 * MTG-103.5 (the London mulligan): starting with the starting player, each player keeps their
 * hand or mulligans (shuffles it into the library and draws seven again), as often as they like;
 * a player who keeps after N mulligans puts N cards of their choice from hand on the bottom of
 * the library. The players decide one after another here, not at once (hotseat).
 */
function mulligans(ctx: Ctx, first: Seat): void {
  let seat = first;
  for (let n = 0; n < ctx.state.seats.length; n++) {
    let taken = 0;
    while (taken < HAND && zoneCards(ctx, seat, 'hand').length > 0) {
      const again = isYes(ask(ctx, { kind: 'may', player: seat, prompt: 'decision.mulligan', options: [], rule: 'MTG-103.5' }));
      if (!again) break;
      taken++;
      redraw(ctx, seat);
      log(ctx, 'log.mulligan', { seat, count: taken });
    }
    const hand = zoneCards(ctx, seat, 'hand');
    const bottom = Math.min(taken, hand.length);
    if (bottom > 0) {
      const pick = ask(ctx, {
        kind: 'cards',
        player: seat,
        prompt: 'decision.mulligan-bottom',
        options: hand.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
        min: bottom,
        max: bottom,
        rule: 'MTG-103.5',
      });
      const chosen = (Array.isArray(pick) ? pick.map(String) : [String(pick)]).filter((id) => hand.includes(id)).slice(0, bottom);
      // A malformed pick still puts N cards on the bottom: the first ones of the hand make up the rest.
      for (const id of hand) if (chosen.length < bottom && !chosen.includes(id)) chosen.push(id);
      for (const id of chosen) moveObject(ctx, id, zoneKey(seat, 'deck'), 'bottom');
      trace(ctx, 'MTG-103.5', 'trace.mulligan-bottom', { seat, count: bottom });
    }
    seat = nextSeat(ctx.state.seats, seat);
  }
}

/**
 * The start of a Magic game (MTG-103): the starting player (MTG-103.1-103.2: the player a coin
 * flip picks chooses, play or draw, unless the setup settled it), then mulligans; the first turn follows.
 */
export function beginMagicGame(ctx: Ctx, start: FirstPlayerSetup): void {
  if (ctx.state.seats.length < 2) return;
  const first = chooseStartingPlayer(ctx, start, { drawn: 'decision.play-or-draw', loser: 'decision.play-or-draw' });
  mulligans(ctx, first);
}
