import { edit, isWorking, keyedRecord, type ReadState } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { ask, log, trace } from '../../core/context';
import { refuse } from '../../core/errors';
import { zoneKey, type ObjectId, type Seat } from '../../core/ids';
import { moveObject } from '../../core/zones';
import { completeEvent } from '../../events/complete';
import { objectAt } from '../../core/object-table';
import { heroOf } from './zones';
import { keepsReserve, type HandReserve } from './hand-reserve';

/** A card in hand that could be pitched: its id, card and pitch value. */
interface Pitchable {
  id: ObjectId;
  card: string;
  pitch: number;
}

/** FAB-1.14: the cards in a seat's hand with a pitch value, but those being paid for. */
function pitchables(ctx: Ctx, seat: Seat, exclude: readonly ObjectId[]): Pitchable[] {
  const out: Pitchable[] = [];
  for (const id of ctx.state.zones[zoneKey(seat, 'hand')] ?? []) {
    if (exclude.includes(id)) continue;
    const card = objectAt(ctx.state.objects, id)!.card;
    const pitch = ctx.cards[card]?.stats.pitch ?? 0;
    if (pitch > 0) out.push({ id, card, pitch });
  }
  return out;
}

/** A hand's pitchable cards, highest pitch first (hand order among equals), by hand list, with the object table they were read from. */
const sortedHands = new WeakMap<readonly ObjectId[], { objects: ReadState['objects']; sorted: readonly Pitchable[] }>();

/**
 * A seat's pitchable cards in hand, highest pitch first. Pitch values are printed (FAB-1.14), so
 * the order follows from the hand's list and its objects' cards alone: worked out once and
 * shared while both are the same (listing legal actions asks it for each card in hand).
 */
function byPitch(ctx: Ctx, seat: Seat): readonly Pitchable[] {
  const hand = ctx.state.zones[zoneKey(seat, 'hand')];
  if (!hand) return [];
  const known = sortedHands.get(hand);
  if (known && known.objects === ctx.state.objects) return known.sorted;
  const sorted = pitchables(ctx, seat, []).sort((x, y) => y.pitch - x.pitch);
  // Kept from committed states only: their lists and objects never change (a working state's may, in place).
  if (!isWorking(ctx.state)) sortedHands.set(hand, { objects: ctx.state.objects, sorted });
  return sorted;
}

/**
 * What a seat could pay now: floating resource points plus the pitch of the cards it could
 * pitch, the best of them, keeping the `reserve` its additional costs need in hand.
 */
export function resourcesAvailable(ctx: Ctx, seat: Seat, exclude: readonly ObjectId[], reserve?: HandReserve): number {
  let sum = ctx.state.players[seat].stats.resources ?? 0;
  let picked = 0;
  let capped = 0;
  // Highest pitch first, within the room and the cap (taking the best allowed card each time is best).
  for (const p of byPitch(ctx, seat)) {
    if (exclude.includes(p.id)) continue;
    if (reserve && picked >= reserve.room) break;
    const isCapped = reserve?.capped?.of.includes(p.id) ?? false;
    if (isCapped && capped >= reserve!.capped!.count) continue;
    sum += p.pitch;
    picked++;
    if (isCapped) capped++;
  }
  return sum;
}

/**
 * The legal sets of cards to pitch for a shortfall, as distinct card multisets (pitching one
 * of two copies of a card is the same answer), at most `limit` of them: each set pays the
 * shortfall, and without its largest card it would not (a card is pitched only while the cost
 * is unpaid, FAB-1.14).
 */
function pitchSets(cards: readonly Pitchable[], need: number, limit: number, reserve: HandReserve | undefined): Pitchable[][] {
  const groups: Pitchable[][] = [];
  for (const c of cards) {
    const g = groups.find((x) => x[0].card === c.card);
    if (g) g.push(c);
    else groups.push([c]);
  }
  const out: Pitchable[][] = [];
  const chosen: Pitchable[] = [];
  const walk = (i: number, sum: number, max: number): void => {
    if (out.length >= limit) return;
    if (sum >= need) {
      if (sum - max < need && keepsReserve(chosen.map((c) => c.id), reserve)) out.push([...chosen]);
      return;
    }
    if (i >= groups.length) return;
    const g = groups[i];
    for (let k = 0; k <= g.length && out.length < limit; k++) {
      for (let j = 0; j < k; j++) chosen.push(g[j]);
      walk(i + 1, sum + k * g[0].pitch, k > 0 ? Math.max(max, g[0].pitch) : max);
      chosen.length -= k;
    }
  };
  walk(0, 0, 0);
  return out;
}

/**
 * FAB-1.14: pays resource points. Floating points are spent first; for the rest the payer
 * chooses cards from hand to pitch (a `cards` decision, asked only when more than one set of
 * cards pays it); each card pitched is a `pitch` event and gives its pitch value. The
 * `reserve` stays in hand for the additional costs paid next (./hand-reserve.ts). A cost that
 * can't be paid refuses the action, so nothing has changed (the play rewinds).
 */
export function payResources(ctx: Ctx, seat: Seat, amount: number, exclude: readonly ObjectId[], reserve?: HandReserve): void {
  if (amount <= 0) return;
  const floating = ctx.state.players[seat].stats.resources ?? 0;
  const need = amount - floating;
  if (need > 0 && !heroOf(ctx.state, seat)) {
    // A player without a hero pays as the profile always did: highest pitch first, no choice.
    const cards = pitchables(ctx, seat, exclude).sort((a, b) => b.pitch - a.pitch);
    let paid = 0;
    for (const c of cards) {
      if (paid >= need) break;
      pitch(ctx, seat, c.id);
      paid += c.pitch;
    }
    if (paid < need) refuse('cannot-pay', `not enough resources to pay ${amount}`, 'FAB-1.14');
  } else if (need > 0) {
    const cards = pitchables(ctx, seat, exclude);
    const sets = pitchSets(cards, need, 2, reserve);
    if (sets.length === 0) refuse('cannot-pay', `not enough resources to pay ${amount}`, 'FAB-1.14');
    const picked = sets.length === 1 ? sets[0].map((p) => p.id) : askPitch(ctx, seat, cards, need, reserve);
    for (const id of picked) pitch(ctx, seat, id);
  }
  const stats = edit(ctx.state, 'players', seat, 'stats');
  stats.resources = (stats.resources ?? 0) - amount;
}

function askPitch(ctx: Ctx, seat: Seat, cards: readonly Pitchable[], need: number, reserve: HandReserve | undefined): string[] {
  const capped = reserve?.capped?.of.filter((id) => cards.some((c) => c.id === id)) ?? [];
  const answer = ask(ctx, {
    kind: 'cards',
    player: seat,
    prompt: 'decision.pitch',
    options: cards.map((c) => ({ value: c.id, label: ctx.cards[c.card]?.name ?? c.card, object: c.id })),
    min: 1,
    max: Math.min(cards.length, reserve?.room ?? cards.length),
    ...(reserve?.capped && capped.length > reserve.capped.count ? { atMost: { of: capped, count: reserve.capped.count } } : {}),
    cover: { need, weights: pitchWeights(cards) },
    rule: 'FAB-1.14',
  });
  return Array.isArray(answer) ? [...(answer as readonly string[])] : [String(answer)];
}

/** Each pitchable card's pitch value, by object id (a keyed record, core/draft.ts: the decision is built again at each replay). */
function pitchWeights(cards: readonly Pitchable[]): Record<string, number> {
  const weights = keyedRecord<number>();
  for (const c of cards) weights[c.id] = c.pitch;
  return weights;
}

/** FAB-1.14: a card is pitched: it goes to its owner's pitch zone and gives its pitch value in resource points; the pitch is an event. */
export function pitch(ctx: Ctx, seat: Seat, id: ObjectId): void {
  const o = objectAt(ctx.state.objects, id)!;
  const value = ctx.cards[o.card]?.stats.pitch ?? 0;
  const moved = moveObject(ctx, id, zoneKey(o.owner, 'pitch'), 'bottom');
  const stats = edit(ctx.state, 'players', seat, 'stats');
  stats.resources = (stats.resources ?? 0) + value;
  log(ctx, 'log.pitch', { seat, card: o.card });
  trace(ctx, 'FAB-1.14', 'trace.pitched', { card: o.card, value }, [moved]);
  completeEvent(ctx, { happened: true, event: { type: 'pitch', object: moved, player: seat } });
}
