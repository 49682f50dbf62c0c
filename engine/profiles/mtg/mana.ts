import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { edit } from '../../core/draft';
import { refuse } from '../../core/errors';
import { zoneKey, type ObjectId, type Seat } from '../../core/ids';
import type { GameState } from '../../core/state';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { runEvent } from '../../events/pipeline';
import { objectAt } from '../../core/object-table';

/**
 * Mana in the lab model (digest profile notes: generic mana as `resources`, paid automatically):
 * a cost is paid from floating mana first, then by tapping untapped lands, one generic mana
 * each, as a client's auto-payment does. Tapping goes through the pipeline like any tap.
 */

/** The untapped lands a seat controls on the battlefield, oldest first. */
export function untappedLands(ctx: Ctx, seat: Seat): ObjectId[] {
  const state = ctx.state as GameState;
  return (state.zones[zoneKey(seat, 'battlefield')] ?? []).filter((id) => {
    const o = objectAt(state.objects, id);
    return o && !o.tapped && o.controller === seat && view(ctx.engine, state, id).types.includes('Land');
  });
}

/** Whether floating mana plus untapped lands cover a cost; the reason when they don't. */
export function affordMana(ctx: Ctx, seat: Seat, amount: number): string | null {
  if (amount <= 0) return null;
  const floating = ctx.state.players[seat].stats.resources ?? 0;
  if (floating >= amount) return null;
  return floating + untappedLands(ctx, seat).length >= amount ? null : `not enough mana (need ${amount})`;
}

/** Pays a cost: floating mana first, then lands tapped for the rest. Refuses when it can't be paid. */
export function payMana(ctx: Ctx, seat: Seat, amount: number): void {
  if (amount <= 0) return;
  const problem = affordMana(ctx, seat, amount);
  if (problem) refuse('cannot-pay', problem);
  const stats = edit(ctx.state, 'players', seat, 'stats');
  const fromPool = Math.min(stats.resources ?? 0, amount);
  stats.resources = (stats.resources ?? 0) - fromPool;
  const lands = untappedLands(ctx, seat).slice(0, amount - fromPool);
  for (const land of lands) runEvent(ctx, { type: 'tap', object: land });
  if (lands.length > 0) trace(ctx, 'MTG-MANA', 'trace.lands-tapped-for-mana', { count: lands.length });
}

const landDropKey = (ctx: Ctx, seat: Seat): string => `${seat}:land-drop:t${ctx.state.turn.number}:turn`;

/** MTG 305.2: a player may play one land during each of their turns. */
export function landDropProblem(ctx: Ctx, seat: Seat, def: CardDef): string | null {
  if (!def.types.includes('Land')) return null;
  return (ctx.state.uses[landDropKey(ctx, seat)] ?? 0) >= 1 ? 'you have already played a land this turn' : null;
}

/** Counts a land played (the count ends with the turn, like every `:turn` use). */
export function recordLandDrop(ctx: Ctx, seat: Seat, def: CardDef): void {
  if (!def.types.includes('Land')) return;
  const key = landDropKey(ctx, seat);
  edit(ctx.state, 'uses')[key] = (ctx.state.uses[key] ?? 0) + 1;
  trace(ctx, 'MTG-305.2', 'trace.land-played', { seat });
}
