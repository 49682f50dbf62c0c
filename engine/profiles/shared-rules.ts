import { edit } from '../core/draft';
import type { Ctx } from '../core/context';
import { bumpViews } from '../core/epoch';
import { zoneKey, type ObjectId, type Seat } from '../core/ids';
import type { CardDef } from '../cards/types';
import { view } from '../continuous/view';
import { runEvent } from '../events/pipeline';
import { refuse } from '../core/errors';
import { manaValue } from '../interpreter/costs';
import { loseGame } from './kernel-profile';
import { editObject, objectAt } from '../core/object-table';

/** Whether a card is played at instant speed in its profile (instants, Tales, spells with flash). */
export function isInstant(def: CardDef): boolean {
  return def.types.some((t) => t === 'Instant' || t === 'Tale') || def.keywords.includes('flash');
}

/** Sorcery-speed timing: your turn, your main phase, an empty stack. */
export function sorceryTiming(ctx: Ctx, seat: Seat, phases: readonly string[]): string | null {
  const t = ctx.state.turn;
  if (t.player !== seat) return 'only in your own turn';
  if (!phases.includes(t.phase)) return `only in your ${phases.join(' or ')} phase`;
  if (ctx.state.stack.length > 0) return 'only while the stack is empty';
  return null;
}

/** Pays a printed cost from a player stat (resources, soul); refuses when it can't. */
export function payFromStat(ctx: Ctx, seat: Seat, stat: string, amount: number): void {
  if ((ctx.state.players[seat].stats[stat] ?? 0) < amount) refuse('cannot-pay', `not enough ${stat} (need ${amount})`);
  const stats = edit(ctx.state, 'players', seat, 'stats');
  stats[stat] = (stats[stat] ?? 0) - amount;
}

/** The printed cost of a card as a number (a mana string counts its symbols). */
export function costOf(def: CardDef): number {
  if (def.manaCost) return manaValue(def.manaCost);
  return def.stats.cost ?? 0;
}

/**
 * The common state check: a unit/creature/object with damage >= its hp/toughness is destroyed;
 * a player at 0 life or less loses (digest "Profile notes").
 */
export function lethalDamageCheck(ctx: Ctx, hpStat: string, lifeLoses: boolean): void {
  const state = ctx.state;
  const lethal: ObjectId[] = [];
  for (const seat of state.seats) {
    for (const id of state.zones[zoneKey(seat, ctx.profile.playZone)] ?? []) {
      const o = objectAt(state.objects, id);
      if (!o || o.damage <= 0) continue;
      const hp = view(ctx.engine, state, id).stats[hpStat];
      if (hp !== undefined && o.damage >= hp) lethal.push(id);
    }
  }
  // CHR-TRG-5 / MTG-704.3: the units one check destroys leave together: each one's look-back
  // triggers see all of them, whatever their order on the battlefield.
  if (lethal.length > 1) ctx.leavingTogether = new Set(lethal.map((id) => objectAt(state.objects, id)!.physical));
  try {
    for (const id of lethal) if (objectAt(ctx.state.objects, id)) runEvent(ctx, { type: 'destroy', target: id });
  } finally {
    ctx.leavingTogether = undefined;
  }
  if (lifeLoses) {
    for (const seat of state.seats) {
      if (!ctx.state.players[seat].lost && (ctx.state.players[seat].stats.life ?? 1) <= 0) loseGame(ctx, seat, 'life');
    }
  }
}

/** Draws one card for a turn-based draw (a draw event through the pipeline). */
export function turnDraw(ctx: Ctx, seat: Seat, count = 1): void {
  for (let i = 0; i < count; i++) runEvent(ctx, { type: 'draw', player: seat });
}

/** Untaps every permanent a seat controls. */
export function untapAll(ctx: Ctx, seat: Seat): void {
  for (const id of ctx.state.zones[zoneKey(seat, ctx.profile.playZone)] ?? []) {
    if (objectAt(ctx.state.objects, id)!.tapped) editObject(ctx.state, id).tapped = false;
    bumpViews(ctx.state);
  }
}

/** Whether an object entered play this turn (summoning sickness). */
export function enteredThisTurn(ctx: Ctx, id: ObjectId): boolean {
  const o = objectAt(ctx.state.objects, id);
  return !!o && o.enteredTurn === ctx.state.turn.number;
}

/**
 * Counts a turn the seat begins and returns how many it has begun this game (kept in
 * `state.uses` under a key that outlives the turn). Resource and era growth read it.
 */
export function beginOwnTurn(ctx: Ctx, seat: Seat): number {
  const key = `${seat}:turns-begun`;
  const n = (ctx.state.uses[key] ?? 0) + 1;
  edit(ctx.state, 'uses')[key] = n;
  return n;
}

/** Whether a stat covers a printed cost (resources, soul): the reason when it doesn't. */
export function affordFromStat(ctx: Ctx, seat: Seat, stat: string, amount: number): string | null {
  return (ctx.state.players[seat].stats[stat] ?? 0) >= amount ? null : `not enough ${stat} (need ${amount})`;
}
