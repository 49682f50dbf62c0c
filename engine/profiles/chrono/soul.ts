import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { refuse } from '../../core/errors';
import { zoneKey, type ObjectId, type Seat } from '../../core/ids';
import { view } from '../../continuous/view';
import { runEvent } from '../../events/pipeline';
import { objectAt } from '../../core/object-table';
import { payFromStat } from '../shared-rules';

/**
 * Soul paid automatically, as a client's mana auto-payment does (engine/profiles/mtg/mana.ts).
 * CHR-SOUL-1: a soul ability ("wipe this: add one soul") needs no priority, can be used at any
 * time and does not use the stack, so wiping soul stones while a cost is paid is what a player
 * would do by hand just before. Without it a hotseat player with 0 soul sees no playable unit
 * and, with stops, is passed by (issue 16). The soul in the pool is spent first.
 */

/** A soul source: an active card whose soul ability (wipe it, no stack) adds `amount` soul. */
interface SoulSource {
  id: ObjectId;
  amount: number;
}

interface AbilityBody {
  cost?: ReadonlyArray<{ kind?: string; value?: unknown }>;
  effects?: ReadonlyArray<{ word?: string; args?: { amount?: unknown; player?: unknown } }>;
  stack?: boolean;
}

/** The soul a printed ability adds when it is a soul ability (wipe this, no stack, only gain-soul for you); else 0. */
function soulOf(body: AbilityBody | undefined): number {
  if (!body || body.stack !== false) return 0;
  const cost = body.cost ?? [];
  if (cost.length !== 1 || cost[0].kind !== 'tap' || cost[0].value !== 'this') return 0;
  const effects = body.effects ?? [];
  if (effects.length !== 1 || effects[0].word !== 'gain-soul') return 0;
  const { amount, player } = effects[0].args ?? {};
  return typeof amount === 'number' && amount > 0 && (player === undefined || player === 'you') ? amount : 0;
}

/** The active (unwiped) cards a seat controls whose soul ability can be used now, in battlefield order. */
export function soulSources(ctx: Ctx, seat: Seat): SoulSource[] {
  const state = ctx.state;
  const out: SoulSource[] = [];
  for (const id of state.zones[zoneKey(seat, 'battlefield')] ?? []) {
    const o = objectAt(state.objects, id);
    if (!o || o.tapped || o.controller !== seat) continue;
    if (ctx.profile.rules?.tapSickness?.(ctx, id)) continue;
    const v = view(ctx.engine, state, id);
    const abilities = ctx.cards[o.card]?.abilities ?? [];
    const amount = abilities.reduce((best, a, i) => (a.kind === 'activated' && v.abilities.includes(i) ? Math.max(best, soulOf(a.body as AbilityBody)) : best), 0);
    if (amount > 0) out.push({ id, amount });
  }
  return out;
}

/** The soul a seat can pay now: its soul plus what its soul sources would add. */
export function availableSoul(ctx: Ctx, seat: Seat): number {
  return (ctx.state.players[seat].stats.soul ?? 0) + soulSources(ctx, seat).reduce((n, s) => n + s.amount, 0);
}

/** Whether `amount` soul can be paid now (soul, then soul sources); the reason when not. */
export function affordSoul(ctx: Ctx, seat: Seat, amount: number): string | null {
  return availableSoul(ctx, seat) >= amount ? null : `not enough soul (need ${amount})`;
}

/**
 * Pays `amount` soul: wipes soul sources (oldest first) until the soul covers it, each wipe a
 * tap event and a gain of soul through the pipeline (CHR-SOUL-1), then spends the soul.
 * Refuses, changing nothing, when even every source would not cover it.
 */
export function paySoul(ctx: Ctx, seat: Seat, amount: number): void {
  if (amount <= 0) return;
  const problem = affordSoul(ctx, seat, amount);
  if (problem) return refuse('cannot-pay', problem, 'CHR-SOUL-1');
  let wiped = 0;
  for (const source of soulSources(ctx, seat)) {
    if ((ctx.state.players[seat].stats.soul ?? 0) >= amount) break;
    runEvent(ctx, { type: 'tap', object: source.id });
    const o = objectAt(ctx.state.objects, source.id)!;
    runEvent(ctx, { type: 'gain-stat', player: seat, stat: 'soul', amount: source.amount, source: { controller: seat, object: source.id, physical: o.physical, card: o.card } });
    wiped++;
  }
  if (wiped > 0) trace(ctx, 'CHR-SOUL-1', 'trace.soul-stones-wiped', { count: wiped });
  payFromStat(ctx, seat, 'soul', amount);
}
