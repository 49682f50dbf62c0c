import { edit } from '../../../core/draft';
import type { Ctx } from '../../../core/context';
import { ask, trace } from '../../../core/context';
import { zoneKey, type ObjectId, type Seat } from '../../../core/ids';
import type { CardDef } from '../../../cards/types';
import type { EffectNode } from '../../../cards/schema';
import type { GameEvent } from '../../../events/types';
import { view } from '../../../continuous/view';
import { runEvent } from '../../../events/pipeline';
import { isYes } from '../../../decisions/answer';
import { costOf } from '../../shared-rules';
import { affordSoul, paySoul } from '../soul';
import { objectAt } from '../../../core/object-table';
import { obj } from '../../../core/zones';

/**
 * The chrono keywords that are not replacement effects (soul-stoning is one: engine/events/replacement.ts)
 * and not combat (combat.ts): Soul Change, paid as a unit deploys, and Harvest, a trigger on the era.
 */

/**
 * CHR-KW-SOULCHANGE: "as you deploy this, you may sacrifice a unit of category X; if you do,
 * the cost is reduced by that unit's cost". It happens as the card is deployed (CHR-DEPLOY):
 * no one can respond. Then the (reduced) cost is paid in soul.
 */
export function payDeployCost(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): void {
  let cost = costOf(def);
  const state = ctx.state;
  const fodder = soulChangeFodder(ctx, seat, card, def);
  const yes =
    fodder.length > 0 &&
    isYes(ask(ctx, { kind: 'may', player: seat, prompt: 'decision.soul-change', options: [], rule: 'CHR-KW-SOULCHANGE' }));
  if (yes) {
    const pick = ask(ctx, {
      kind: 'cards',
      player: seat,
      prompt: 'decision.soul-change-unit',
      options: fodder.map((id) => ({ value: id, label: view(ctx.engine, state, id).name, object: id })),
      min: 1,
      max: 1,
      rule: 'CHR-KW-SOULCHANGE',
    });
    const unit = String(Array.isArray(pick) ? pick[0] : pick);
    if (!fodder.includes(unit)) return paySoul(ctx, seat, cost);
    const reduction = view(ctx.engine, state, unit).stats.cost ?? 0;
    const o = obj(ctx, unit);
    runEvent(ctx, {
      type: 'move',
      object: unit,
      to: zoneKey(o.owner, 'discard'),
      source: { controller: seat, object: card, physical: objectAt(ctx.state.objects, card)?.physical, card: def.id },
    });
    cost = Math.max(0, cost - reduction);
    trace(ctx, 'CHR-KW-SOULCHANGE', 'trace.soul-change', { card: def.id, sacrificed: o.card, cost }, [card]);
  }
  paySoul(ctx, seat, cost);
}

/** The units a card with Soul Change (X) may sacrifice as it deploys: your units of category X. */
function soulChangeFodder(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): ObjectId[] {
  const category = def.keywordValues?.['soul-change'];
  if (!def.keywords.includes('soul-change') || typeof category !== 'string') return [];
  const state = ctx.state;
  return (state.zones[zoneKey(seat, 'battlefield')] ?? []).filter((id) => {
    const v = view(ctx.engine, state, id);
    return id !== card && v.controller === seat && v.types.includes('Unit') && v.subtypes.includes(category);
  });
}

/** Whether a card's cost can be paid, counting the best Soul Change reduction available (CHR-KW-SOULCHANGE). */
export function canAffordDeploy(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): string | null {
  const state = ctx.state;
  const best = Math.max(0, ...soulChangeFodder(ctx, seat, card, def).map((id) => view(ctx.engine, state, id).stats.cost ?? 0));
  return affordSoul(ctx, seat, Math.max(0, costOf(def) - best));
}

interface HarvestValue {
  counter: string;
  amount: number;
}

/** Harvest's effect, compiled: "put Y X-counters on this". */
function addCounters(h: HarvestValue): EffectNode {
  return { word: 'add-counters', args: { kind: h.counter, amount: h.amount, on: 'this' } };
}

function harvestOf(def: CardDef | undefined, value: unknown): HarvestValue | undefined {
  const raw = (typeof value === 'object' && value !== null ? value : def?.keywordValues?.harvest) as Partial<HarvestValue> | undefined;
  if (!raw || typeof raw.counter !== 'string') return undefined;
  return { counter: raw.counter, amount: Number(raw.amount ?? 1) };
}

/**
 * CHR-KW-HARVEST: "when your era develops, put Y X-counters on this". The era develops by a
 * `gain-stat` event on `era` (the develop-era primitive); as it happens, each of that player's
 * units with harvest triggers (a triggered ability: it goes on the stack, CHR-TRG-1).
 * Returns undefined: the kernel performs the event itself.
 */
export function harvestTriggers(ctx: Ctx, ev: GameEvent): undefined {
  if (ev.type !== 'gain-stat' || ev.stat !== 'era' || ev.amount <= 0) return undefined;
  const state = ctx.state;
  for (const id of state.zones[zoneKey(ev.player, 'battlefield')] ?? []) {
    const o = objectAt(state.objects, id)!;
    const v = view(ctx.engine, state, id);
    if (v.controller !== ev.player || !v.keywords.includes('harvest')) continue;
    const h = harvestOf(ctx.cards[o.card], v.keywordValues.harvest);
    if (!h) continue;
    edit(ctx.state, 'pendingTriggers').push({
      id: `p${ctx.state.nextId++}`,
      controller: ev.player,
      source: { controller: ev.player, object: id, physical: o.physical, card: o.card },
      spec: { effects: [addCounters(h)] },
      timestamp: o.timestamp,
    });
    trace(ctx, 'CHR-KW-HARVEST', 'trace.harvest', { card: o.card, counter: h.counter, amount: h.amount }, [id]);
  }
  return undefined;
}
