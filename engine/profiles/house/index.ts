import type { ReadState } from '../../core/draft';
import { edit } from '../../core/draft';
import type { Action } from '../../core/actions';
import { endIfDecided } from '../kernel-profile';
import { log, trace, type Ctx, type Engine } from '../../core/context';
import { refuse } from '../../core/errors';
import { zoneKey, type Seat } from '../../core/ids';
import { moveObject } from '../../core/zones';
import { sendFlow } from '../../flow/driver';
import type { Profile } from '../types';
import { houseTurn } from './turn';
import { performManual } from '../manual-play';
import { objectAt } from '../../core/object-table';
import { HOUSE_CITATIONS } from './citations';

/** The next seat clockwise. */
function nextSeat(state: ReadState, seat: Seat): Seat {
  const i = state.seats.indexOf(seat);
  return state.seats[(i + 1) % state.seats.length];
}

function drawCard(ctx: Ctx, seat: Seat): void {
  const deck = ctx.state.zones[zoneKey(seat, 'deck')] ?? [];
  if (deck.length === 0) {
    // House rule: a player who must draw from an empty deck loses.
    edit(ctx.state, 'players', seat).lost = true;
    log(ctx, 'log.lost-empty-deck', { seat });
    endIfDecided(ctx);
    return;
  }
  moveObject(ctx, deck[0], zoneKey(seat, 'hand'), 'bottom');
  log(ctx, 'log.draw', { seat, count: 1 });
}

function performFlow(ctx: Ctx, action: string): void {
  const t = edit(ctx.state, 'turn');
  switch (action) {
    case 'beginTurn':
      t.phase = 'start';
      t.step = null;
      t.priority = null;
      t.passes = [];
      log(ctx, 'log.turn-begins', { seat: t.player, turn: t.number });
      return;
    case 'drawStep':
      t.phase = 'draw';
      drawCard(ctx, t.player);
      return;
    case 'openMainPhase':
      t.phase = 'main';
      t.priority = ctx.state.over ? null : t.player;
      t.passes = [];
      return;
    case 'endTurn':
      t.phase = 'end';
      t.priority = null;
      t.number += 1;
      t.player = nextSeat(ctx.state, t.player);
      return;
  }
}

function perform(ctx: Ctx, action: Action): void {
  const s = ctx.state;
  const t = edit(s, 'turn');
  switch (action.type) {
    case 'concede':
      edit(s, 'players', action.by).lost = true;
      log(ctx, 'log.concede', { seat: action.by });
      endIfDecided(ctx);
      return;
    case 'pass': {
      if (t.priority !== action.by) refuse('not-your-priority', `${action.by} does not hold priority`);
      t.passes = [...t.passes, action.by];
      log(ctx, 'log.pass', { seat: action.by });
      if (t.passes.length >= s.seats.length) {
        trace(ctx, 'HOUSE-PRIORITY', 'trace.all-passed', { phase: t.phase });
        sendFlow(ctx, { type: 'priority.allPassed' });
      } else {
        t.priority = nextSeat(s, action.by);
      }
      return;
    }
    case 'play': {
      if (t.priority !== action.by) refuse('not-your-priority', `${action.by} does not hold priority`);
      if (t.player !== action.by || t.phase !== 'main') refuse('not-legal', 'cards are played in your own main phase');
      const o = objectAt(s.objects, action.card);
      if (!o || o.zone !== zoneKey(action.by, 'hand')) refuse('no-such-object', `${action.card} is not in your hand`);
      moveObject(ctx, action.card, zoneKey(action.by, 'play'), 'bottom', { controller: action.by });
      t.passes = [];
      log(ctx, 'log.play', { seat: action.by, card: o.card });
      return;
    }
    case 'activate':
    case 'attack':
    case 'defend':
      return refuse('not-legal', `the house game has no ${action.type} action`);
    case 'answer':
      return refuse('no-decision', 'the house game asks no decisions');
    case 'manual':
      return performManual(ctx, action.by, action.change);
  }
}

function legalActions(_engine: Engine, state: ReadState, seat: Seat): Action[] {
  const out: Action[] = [];
  const t = state.turn;
  if (t.priority === seat) {
    out.push({ type: 'pass', by: seat });
    if (t.player === seat && t.phase === 'main') {
      for (const id of state.zones[zoneKey(seat, 'hand')] ?? []) out.push({ type: 'play', by: seat, card: id });
    }
  }
  out.push({ type: 'concede', by: seat });
  return out;
}

/** The house game: a small hotseat game to try the table with (draw, play, pass). */
export const house: Profile = {
  id: 'house',
  stackName: 'stack',
  zones: [
    { name: 'deck', visibility: 'hidden', ordered: true, role: 'deck' },
    { name: 'hand', visibility: 'private', ordered: false, role: 'hand' },
    { name: 'play', visibility: 'public', ordered: false, play: true, role: 'play' },
    { name: 'discard', visibility: 'public', ordered: true, role: 'graveyard' },
  ],
  stats: { life: 20 },
  mainPhase: 'main',
  playZone: 'play',
  openingHand: 0,
  citations: HOUSE_CITATIONS,
  flow: { machine: houseTurn, perform: performFlow },
  legalActions,
  perform,
};
