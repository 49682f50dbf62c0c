import type { Ctx } from '../core/context';
import { log } from '../core/context';
import { edit } from '../core/draft';
import { bumpViews } from '../core/epoch';
import { refuse } from '../core/errors';
import { parseZoneKey, zoneKey, type Seat } from '../core/ids';
import type { ManualChange } from '../core/actions';
import { editObject, findObject, objectAt } from '../core/object-table';
import { moveObject } from '../core/zones';
import { removeItem } from '../stack/stack';
import { MANUAL_PREFIX } from '../stack/manual-resolution';

/**
 * Manual play (issue 16), as on a tabletop without rules (Cockatrice): a player moves any card
 * between zones, taps or untaps it, puts counters on it or takes them off, or changes any
 * player's life or resources by hand. A change by hand is an action like any other: it is in
 * the action log (saved, replayed, undone by replaying the log without it) and in the game log
 * ("Seat A moves Alpha Rampage to the graveyard by hand"). It goes through no rule: no event,
 * no replacement, no trigger; the state checks run after it (life at 0 still loses).
 * A `resolved` change marks an unscripted card's text resolved (stack/manual-resolution.ts).
 */

function cardName(ctx: Ctx, card: string): string {
  return ctx.cards[card]?.name ?? card;
}

/** Applies one change by hand (see the module comment). Refuses a change that names nothing. */
export function performManual(ctx: Ctx, by: Seat, change: ManualChange): void {
  const s = ctx.state;
  switch (change.kind) {
    case 'move': {
      const o = objectAt(s.objects, change.card);
      if (!o) return refuse('no-such-object', `${change.card} is not a card in this game`);
      const owner = change.owner ?? o.owner;
      if (!s.players[owner]) return refuse('no-such-object', `"${owner}" is not a seat of this game`);
      if (!ctx.profile.zones.some((z) => z.name === change.to)) {
        return refuse('no-such-object', `${ctx.profile.id} has no zone "${change.to}" (zones: ${ctx.profile.zones.map((z) => z.name).join(', ')})`);
      }
      const to = zoneKey(owner, change.to);
      if (o.zone === to && change.position === undefined) return refuse('not-legal', `${cardName(ctx, o.card)} is already there`);
      // A card taken off the stack by hand takes its stack item with it.
      if (parseZoneKey(o.zone).zone === 'stack') {
        const item = s.stack.find((i) => i.object === o.id);
        if (item) removeItem(ctx, item.id);
      }
      const hidden = ctx.profile.zones.find((z) => z.name === change.to)?.visibility === 'hidden';
      moveObject(ctx, o.id, to, change.position ?? (hidden ? 'top' : 'bottom'), { controller: owner });
      log(ctx, 'log.manual-move', { seat: by, card: cardName(ctx, o.card), zone: change.to, owner });
      break;
    }
    case 'tap': {
      const o = objectAt(s.objects, change.card);
      if (!o) return refuse('no-such-object', `${change.card} is not a card in this game`);
      if (o.tapped === change.tapped) return refuse('not-legal', `${cardName(ctx, o.card)} is already ${change.tapped ? 'tapped' : 'untapped'}`);
      editObject(s, o.id).tapped = change.tapped;
      bumpViews(s);
      log(ctx, change.tapped ? 'log.manual-tap' : 'log.manual-untap', { seat: by, card: cardName(ctx, o.card) });
      break;
    }
    case 'counters': {
      const o = objectAt(s.objects, change.card);
      if (!o) return refuse('no-such-object', `${change.card} is not a card in this game`);
      const now = (o.counters[change.counter] ?? 0) + change.amount;
      if (now < 0) return refuse('not-legal', `${cardName(ctx, o.card)} has only ${o.counters[change.counter] ?? 0} ${change.counter} counters`);
      const counters = { ...o.counters };
      if (now === 0) delete counters[change.counter];
      else counters[change.counter] = now;
      editObject(s, o.id).counters = counters;
      bumpViews(s);
      log(ctx, 'log.manual-counters', { seat: by, card: cardName(ctx, o.card), counter: change.counter, amount: change.amount });
      break;
    }
    case 'stat': {
      if (!s.players[change.player]) return refuse('no-such-object', `"${change.player}" is not a seat of this game`);
      const stats = edit(s, 'players', change.player, 'stats');
      stats[change.stat] = (stats[change.stat] ?? 0) + change.amount;
      bumpViews(s);
      log(ctx, 'log.manual-stat', { seat: by, player: change.player, stat: change.stat, amount: change.amount });
      break;
    }
    case 'resolved': {
      const key = `${MANUAL_PREFIX}${change.card}`;
      if (!s.uses[key]) return refuse('no-such-object', 'no card waits to be resolved by hand under that id');
      delete edit(s, 'uses')[key];
      const o = findObject(s.objects, (x) => x.physical === change.card);
      log(ctx, 'log.manual-resolved', { seat: by, card: o ? cardName(ctx, o.card) : change.card });
      break;
    }
  }
  ctx.profile.rules?.stateChecks?.(ctx);
}
