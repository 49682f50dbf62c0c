import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { log, trace } from '../../core/context';
import type { Answer } from '../../core/actions';
import type { Decision } from '../../decisions/types';
import type { TurnAction } from '../../flow/machine';
import { zoneKey, type Seat } from '../../core/ids';
import { moveObject } from '../../core/zones';
import { completeEvent } from '../../events/complete';
import { gameStateProcessing } from '../../flow/priority';
import { resolveTop } from '../../stack/resolve';
import { turnDraw } from '../shared-rules';
import { editObject, objectAt } from '../../core/object-table';
import { bumpViews } from '../../core/epoch';
import { ARSENAL, heroOf, intellectOf } from './zones';
import { functioningZones } from '../../core/functioning-zones';
import { expireEffects } from '../../continuous/durations';
import { playsBy, REVISION } from '../../core/rules-revision';

/**
 * Layers put on the stack in a phase without priority resolve as if every player passed
 * (FAB-4.2.1 start phase, FAB-4.4.1 end phase): triggered layers go on the stack and
 * resolve, until the stack is empty.
 */
function resolveWithoutPriority(ctx: Ctx): void {
  for (let guard = 0; guard < 100 && !ctx.state.over; guard++) {
    gameStateProcessing(ctx);
    if (ctx.state.stack.length === 0 || ctx.state.over) return;
    resolveTop(ctx);
  }
}

/** FAB-4.2: the start phase: the start-of-turn event has fired (flow/turn.ts); its layers resolve without priority. */
export function startPhase(ctx: Ctx): void {
  trace(ctx, 'FAB-4.2', 'trace.start-phase', {});
  resolveWithoutPriority(ctx);
}

/** FAB-4.3: the action phase begins: the beginning-of-action-phase event, then the turn player has 1 action point. */
export function actionPhase(ctx: Ctx): void {
  const seat = ctx.state.turn.player;
  edit(ctx.state, 'players', seat, 'stats').ap = 1;
  completeEvent(ctx, { happened: true, event: { type: 'action-phase', player: seat } });
  trace(ctx, 'FAB-4.3', 'trace.action-phase', {});
}

/**
 * FAB-4.4: the end phase, in order: the beginning-of-end-phase event (its layers resolve
 * without priority; intimidated cards return to hand); the turn player may put a card from
 * hand face down into an empty arsenal; each player puts their pitch zone on the bottom of
 * their deck in an order they choose; the turn player untaps; action and resource points are
 * lost; the turn player draws up to their hero's intellect (on the first turn, every player
 * does); "this turn" effects end with the turn (flow/turn.ts). A player without a hero keeps
 * the profile's earlier simplifications: no arsenal step and no order asked. The decisions are
 * turn-based actions of their own (flow/machine.ts), so an answer goes on from its decision
 * (flow/resume.ts).
 */
export const endPhase: readonly TurnAction[] = [
  beginEndPhase,
  { offer: offerArsenal, apply: applyArsenal },
  { offer: offerPitchOrder, apply: applyPitchOrder },
  finishEndPhase,
];

/** FAB-4.4.2: "during their next action phase" effects end; the beginning-of-end-phase event and its layers. */
function beginEndPhase(ctx: Ctx): void {
  const seat = ctx.state.turn.player;
  expireEffects(ctx, 'end-phase'); // "during their next action phase" effects end
  completeEvent(ctx, { happened: true, event: { type: 'end-phase', player: seat } });
  trace(ctx, 'FAB-4.4.2', 'trace.end-phase', {});
  returnIntimidated(ctx);
  resolveWithoutPriority(ctx);
}

/** FAB-4.4.3: untap, points lost, the draw up to intellect (every player's on the first turn). */
function finishEndPhase(ctx: Ctx): void {
  const t = ctx.state.turn;
  const seat = t.player;
  untap(ctx, seat);
  for (const p of ctx.state.seats) {
    const stats = edit(ctx.state, 'players', p, 'stats');
    stats.ap = 0;
    stats.resources = 0;
  }
  trace(ctx, 'FAB-4.4.3', 'trace.points-lost', {});
  const drawers = t.number === 1 ? ctx.state.seats.filter((p) => !ctx.state.players[p].lost) : [seat];
  for (const p of drawers) {
    const hand = (ctx.state.zones[zoneKey(p, 'hand')] ?? []).length;
    turnDraw(ctx, p, Math.max(0, intellectOf(ctx, p) - hand));
  }
}

/** Intimidate: cards banished face down from hand return to their owner's hand at the beginning of the end phase. */
function returnIntimidated(ctx: Ctx): void {
  for (const seat of ctx.state.seats) {
    for (const id of [...(ctx.state.zones[zoneKey(seat, 'banished')] ?? [])]) {
      const o = objectAt(ctx.state.objects, id)!;
      if (!o.faceDown || o.from !== 'intimidate') continue;
      const back = moveObject(ctx, id, zoneKey(o.owner, 'hand'), 'bottom');
      // The card is back in a hand: named with its object, the view hides it from the other seats.
      trace(ctx, 'FAB-KW-INTIMIDATE', 'trace.intimidated-return', { card: o.card }, playsBy(ctx.state, REVISION.intimidateReturnObject) ? [back] : undefined);
    }
  }
}

/** FAB-4.4.3: the turn player (with a hero) may put a card from hand face down into their empty arsenal. */
function offerArsenal(ctx: Ctx, round: number): Decision | undefined | 'done' {
  const seat = ctx.state.turn.player;
  if (round > 0 || !heroOf(ctx.state, seat) || (ctx.state.zones[zoneKey(seat, ARSENAL)] ?? []).length > 0) return 'done';
  const hand = ctx.state.zones[zoneKey(seat, 'hand')] ?? [];
  if (hand.length === 0) return 'done';
  return {
    kind: 'cards',
    player: seat,
    prompt: 'decision.arsenal',
    options: hand.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
    min: 0,
    max: 1,
    rule: 'FAB-4.4.3',
  };
}

function applyArsenal(ctx: Ctx, _round: number, answer: Answer | undefined): void {
  const seat = ctx.state.turn.player;
  const picked = Array.isArray(answer) ? (answer as readonly string[]) : [];
  for (const id of picked) {
    moveObject(ctx, id, zoneKey(seat, ARSENAL), 'bottom', { faceDown: true });
    log(ctx, 'log.arsenal', { seat });
  }
}

/**
 * FAB-4.4.3: a player's pitch zone goes to the bottom of their deck in an order they choose
 * (an `order-cards` decision, asked only when the cards are not all the same card; the deck
 * is hidden, so no one else learns the order). Round n is the n-th seat's.
 */
function offerPitchOrder(ctx: Ctx, round: number): Decision | undefined | 'done' {
  const seat = ctx.state.seats[round];
  if (seat === undefined) return 'done';
  const pitched = ctx.state.zones[zoneKey(seat, 'pitch')] ?? [];
  const distinct = new Set(pitched.map((id) => objectAt(ctx.state.objects, id)!.card)).size;
  if (distinct <= 1 || !heroOf(ctx.state, seat)) return undefined;
  return {
    kind: 'order-cards',
    player: seat,
    prompt: 'decision.pitch-order',
    options: pitched.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
    rule: 'FAB-4.4.3',
  };
}

function applyPitchOrder(ctx: Ctx, round: number, answer: Answer | undefined): void {
  const seat = ctx.state.seats[round];
  const pitched = [...(ctx.state.zones[zoneKey(seat, 'pitch')] ?? [])];
  if (pitched.length === 0) return;
  let order = pitched;
  if (answer !== undefined) {
    const list = Array.isArray(answer) ? (answer as readonly string[]) : [String(answer)];
    order = [...list, ...pitched.filter((id) => !list.includes(id))];
  }
  for (const id of order) moveObject(ctx, id, zoneKey(seat, 'deck'), 'bottom');
  trace(ctx, 'FAB-4.4.3', 'trace.pitch-to-deck', { count: order.length });
}

/** FAB-4.4.3: the turn player untaps the permanents they control (weapons and equipment included). */
function untap(ctx: Ctx, seat: Seat): void {
  for (const zone of functioningZones(ctx.profile)) {
    for (const id of ctx.state.zones[zoneKey(seat, zone)] ?? []) {
      if (!objectAt(ctx.state.objects, id)!.tapped) continue;
      editObject(ctx.state, id).tapped = false;
      bumpViews(ctx.state);
    }
  }
}
