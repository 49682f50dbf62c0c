import type { Ctx } from '../../core/context';
import { zoneKey, type ObjectId, type Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { matchesFilter } from '../../interpreter/selectors';
import { perCard } from '../../cards/per-card';

type Spec = Readonly<Record<string, unknown>>;

/**
 * What must stay in hand while a card's resources are pitched (FAB-1.14): its additional costs
 * are paid after the resources, from the cards left ("As an additional cost to play this,
 * discard a random card"; "reveal a card with cost 2 or greater from your hand").
 */
export interface HandReserve {
  /** How many cards may be pitched at most: the hand but the cards the costs need. */
  room: number;
  /** Cards of which at most `count` may be pitched (a filtered cost needs the others). */
  capped?: { of: readonly ObjectId[]; count: number };
}

type Need = { count: number; filter?: Spec };

/** The hand cards (count, and a filter when the cost names one) a card's required additional costs use. */
const handNeeds = perCard((def): readonly Need[] => {
  const out: Need[] = [];
  for (const a of def.abilities) {
    if (a.kind !== 'additional-cost') continue;
    const costs = a.body.cost;
    // "You may" costs need nothing: they may go unpaid.
    if (costs.every((c) => c.optional === true)) continue;
    // Compiled costs are `{kind, value}` (engine/cards/compile.ts).
    for (const c of costs) {
      const v = c.value as Spec | number | undefined;
      const args = typeof v === 'number' ? { count: v } : (v ?? {});
      const fromHand = c.kind === 'discard' || ((c.kind === 'reveal' || c.kind === 'put-on-bottom') && args.from === 'hand');
      if (!fromHand) continue;
      out.push({ count: Number(args.count ?? 1), ...(args.filter ? { filter: args.filter as Spec } : {}) });
    }
  }
  return out;
});

const NO_NEEDS: readonly Need[] = [];

/** The reserve for paying `card`'s cost: what its additional costs need left in hand. `exclude`: cards not in play for pitching. */
export function handReserve(ctx: Ctx, seat: Seat, def: CardDef | undefined, exclude: readonly ObjectId[]): HandReserve {
  const all = ctx.state.zones[zoneKey(seat, 'hand')] ?? [];
  const needs = def ? handNeeds(def) : NO_NEEDS;
  let needed = 0;
  for (const x of needs) needed += x.count;
  const filtered = needs.find((x) => x.filter);
  if (!filtered) {
    let inHand = all.length;
    for (const id of exclude) if (all.includes(id)) inHand--;
    return { room: Math.max(0, inHand - needed) };
  }
  const hand = all.filter((id) => !exclude.includes(id));
  const room = Math.max(0, hand.length - needed);
  const state = ctx.state;
  const matching = hand.filter((id) => matchesFilter(ctx.engine, state, view(ctx.engine, state, id), filtered.filter!, { controller: seat }));
  return { room, capped: { of: matching, count: Math.max(0, matching.length - filtered.count) } };
}

/** Whether a set of cards to pitch keeps the reserve. */
export function keepsReserve(picked: readonly ObjectId[], reserve: HandReserve | undefined): boolean {
  if (!reserve) return true;
  if (picked.length > reserve.room) return false;
  return !reserve.capped || picked.filter((id) => reserve.capped!.of.includes(id)).length <= reserve.capped.count;
}
