import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { edit } from '../../core/draft';
import { refuse } from '../../core/errors';
import { zoneKey, type ObjectId, type Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { runEvent } from '../../events/pipeline';
import { objectAt } from '../../core/object-table';

/**
 * Coloured mana (comprehensive rules 106, 202, 601.2g-h), paid automatically as a client's
 * auto-payment does:
 * - the mana pool holds one stat per colour (`mana:W` ... `mana:G`, `mana:C` colourless);
 *   `resources` is the lab's floating mana of any colour (scenarios set it), spent like any;
 * - a cost is a list of symbols: each coloured symbol needs mana of its colour, each generic
 *   `{N}` any N mana;
 * - pay from the pool first, then tap untapped lands that make the colour still needed (the
 *   ones making fewest colours first), then any untapped lands for the generic part;
 * - MTG-500.4: mana empties from the pool as each step and phase ends (the `mana:` stats; the
 *   lab's `resources` stay, so a scenario's floating mana survives its `advance` steps).
 */
export const COLOURS = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
export type Colour = (typeof COLOURS)[number];

/** The pool stat of one colour. */
export const poolStat = (c: Colour): string => `mana:${c}`;

/** A cost split into coloured symbols and a generic amount (`{3}{R}{R}`: R x2, generic 3). */
export interface ManaCost {
  coloured: Colour[];
  generic: number;
}

/** Parses a mana cost string; hybrid and other symbols count as generic (the lab model). */
export function parseCost(cost: string | number | undefined): ManaCost {
  if (typeof cost === 'number') return { coloured: [], generic: cost };
  const out: ManaCost = { coloured: [], generic: 0 };
  for (const m of (cost ?? '').matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1].toUpperCase();
    if (/^\d+$/.test(sym)) out.generic += Number(sym);
    else if ((COLOURS as readonly string[]).includes(sym)) out.coloured.push(sym as Colour);
    else if (sym !== 'X') out.generic += 1;
  }
  return out;
}

/** The printed cost of a card as a ManaCost. */
export function costOfCard(def: CardDef): ManaCost {
  return parseCost(def.manaCost ?? def.stats.cost);
}

/** MTG-305.6: the basic land types and the mana their intrinsic ability makes. */
const BASIC_LAND_COLOURS: Readonly<Record<string, Colour>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/**
 * The colours a land makes as it is now: its basic land types (MTG-305.6) and the `add-mana`
 * effects of the printed activated abilities it still has (a land that lost its abilities makes
 * only what its types give).
 */
export function coloursOf(ctx: Ctx, id: ObjectId): Colour[] {
  const state = ctx.state;
  const v = view(ctx.engine, state, id);
  const def = ctx.cards[objectAt(state.objects, id)?.card ?? ''];
  const out = new Set<Colour>();
  for (const t of v.subtypes) if (BASIC_LAND_COLOURS[t]) out.add(BASIC_LAND_COLOURS[t]);
  for (const [i, a] of (def?.abilities ?? []).entries()) {
    if (a.kind !== 'activated' || !v.abilities.includes(i)) continue;
    for (const m of JSON.stringify(a.body).matchAll(/\{([WUBRGC])\}/g)) out.add(m[1] as Colour);
  }
  return [...out];
}

interface Source {
  id: ObjectId;
  colours: Colour[];
}

/** The untapped lands a seat controls on the battlefield, oldest first, with the colours each makes. */
export function untappedLands(ctx: Ctx, seat: Seat): Source[] {
  const state = ctx.state;
  const out: Source[] = [];
  for (const id of state.zones[zoneKey(seat, 'battlefield')] ?? []) {
    const o = objectAt(state.objects, id);
    if (!o || o.tapped || o.controller !== seat || !view(ctx.engine, state, id).types.includes('Land')) continue;
    out.push({ id, colours: coloursOf(ctx, id) });
  }
  return out;
}

/** How a cost would be paid: pool amounts spent per stat and lands tapped; null when it can't be. */
export interface ManaPlan {
  spend: Record<string, number>;
  tap: ObjectId[];
}

/** Plans the payment of a cost (MTG-601.2g-h): the pool, then lands of the colour, then any land. */
export function planMana(ctx: Ctx, seat: Seat, cost: ManaCost): ManaPlan | null {
  const stats = ctx.state.players[seat].stats;
  const pool: Record<string, number> = {};
  for (const c of COLOURS) pool[poolStat(c)] = stats[poolStat(c)] ?? 0;
  pool.resources = stats.resources ?? 0;
  const spend: Record<string, number> = {};
  const take = (stat: string) => {
    pool[stat] -= 1;
    spend[stat] = (spend[stat] ?? 0) + 1;
  };
  const lands = untappedLands(ctx, seat).sort((a, b) => a.colours.length - b.colours.length);
  const tap: ObjectId[] = [];
  for (const colour of cost.coloured) {
    if (pool[poolStat(colour)] > 0) take(poolStat(colour));
    else if (pool.resources > 0) take('resources');
    else {
      const land = lands.find((l) => !tap.includes(l.id) && l.colours.includes(colour));
      if (!land) return null;
      tap.push(land.id);
    }
  }
  let generic = cost.generic;
  for (const stat of [...COLOURS.map(poolStat), 'resources']) {
    while (generic > 0 && pool[stat] > 0) {
      take(stat);
      generic -= 1;
    }
  }
  // Generic mana: lands in battlefield order (oldest first), the ones the coloured part left.
  for (const land of untappedLands(ctx, seat)) {
    if (generic <= 0) break;
    if (tap.includes(land.id)) continue;
    tap.push(land.id);
    generic -= 1;
  }
  return generic > 0 ? null : { spend, tap };
}

const describe = (cost: ManaCost): string => `${cost.generic > 0 ? `{${cost.generic}}` : ''}${cost.coloured.map((c) => `{${c}}`).join('')}`;

/** Whether the pool plus untapped lands cover a cost; the reason when they don't. */
export function affordMana(ctx: Ctx, seat: Seat, cost: ManaCost): string | null {
  if (cost.generic <= 0 && cost.coloured.length === 0) return null;
  return planMana(ctx, seat, cost) ? null : `not enough mana of the right colours (need ${describe(cost)})`;
}

/** Pays a cost: pool first, then lands tapped (each tap through the pipeline). Refuses when it can't be paid. */
export function payMana(ctx: Ctx, seat: Seat, cost: ManaCost): void {
  if (cost.generic <= 0 && cost.coloured.length === 0) return;
  const plan = planMana(ctx, seat, cost);
  if (!plan) return refuse('cannot-pay', `not enough mana of the right colours (need ${describe(cost)})`, 'MTG-601.2h');
  const stats = edit(ctx.state, 'players', seat, 'stats');
  for (const [stat, n] of Object.entries(plan.spend)) stats[stat] = (stats[stat] ?? 0) - n;
  for (const land of plan.tap) runEvent(ctx, { type: 'tap', object: land });
  if (plan.tap.length > 0) trace(ctx, 'MTG-MANA', 'trace.lands-tapped-for-mana', { count: plan.tap.length });
}

/** MTG-500.4: unspent mana empties from every player's pool as a step or phase ends. */
export function emptyManaPools(ctx: Ctx): void {
  for (const seat of ctx.state.seats) {
    const stats = ctx.state.players[seat].stats;
    if (!COLOURS.some((c) => (stats[poolStat(c)] ?? 0) !== 0)) continue;
    const edited = edit(ctx.state, 'players', seat, 'stats');
    for (const c of COLOURS) if (edited[poolStat(c)] !== undefined) edited[poolStat(c)] = 0;
  }
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
