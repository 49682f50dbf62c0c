import type { Ctx } from '../../core/context';
import { ask, log, trace } from '../../core/context';
import { edit } from '../../core/draft';
import { zoneKey, type Seat } from '../../core/ids';
import { nextInt } from '../../core/rng';
import { shuffleZone } from '../../core/shuffle';
import { moveObject, zoneCards } from '../../core/zones';
import { isYes } from '../../decisions/answer';
import { nextSeat } from '../../core/seats';
import { objectAt } from '../../core/object-table';

/** Cards in a Magic opening hand (MTG-103.5). */
const HAND = 7;

/**
 * MTG-103.1-103.2: a random method (the game's generator: a coin flip) picks a player, who
 * chooses who takes the first turn (play or draw). The chosen player's turn comes first; the
 * order around the table stays.
 */
function chooseStartingPlayer(ctx: Ctx): Seat {
  const seats = ctx.state.seats;
  const [i, rng] = nextInt(ctx.state.rng, 0, seats.length - 1);
  ctx.state.rng = rng as number[];
  const chooser = seats[i];
  const pick = ask(ctx, {
    kind: 'first-player',
    player: chooser,
    prompt: 'decision.play-or-draw',
    options: seats.map((s) => ({ value: s, label: s, seat: s })),
    rule: 'MTG-103.2',
  });
  const first = seats.includes(String(pick)) ? String(pick) : chooser;
  trace(ctx, 'MTG-103.2', 'trace.starting-player', { seat: first, chooser });
  log(ctx, 'log.starting-player', { seat: first });
  return first;
}

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

/** The start of a Magic game (MTG-103): the starting player, then mulligans; the first turn follows. */
export function beginMagicGame(ctx: Ctx): void {
  if (ctx.state.seats.length < 2) return;
  const first = chooseStartingPlayer(ctx);
  edit(ctx.state, 'turn').player = first;
  mulligans(ctx, first);
}
