import { edit } from '../core/draft';
import type { Ctx } from '../core/context';
import { ask } from '../core/context';
import { zoneKey, type ObjectId, type Seat } from '../core/ids';
import { forbiddenBy, runEvent } from '../events/pipeline';
import { graveyardOf } from '../events/perform';
import { view } from '../continuous/view';
import { matchesFilter } from './selectors';
import { editObject, objectAt } from '../core/object-table';
import { nextInt } from '../core/rng';
import { log } from '../core/context';

type Cost = Readonly<Record<string, unknown>>;

function list(costs: Cost | readonly Cost[]): Cost[] {
  if (Array.isArray(costs)) return costs as Cost[];
  return [costs as Cost];
}

/**
 * A compiled cost node (`{kind, value}`, cards/schema/costs.ts) as `[word, args]`. Costs reach
 * the interpreter compiled only (profiles' keywords compile theirs too); anything else is a bug.
 */
function entry(c: Cost): [string, unknown] {
  if (typeof c.kind === 'string' && 'value' in c) return [c.kind, c.value];
  throw new Error(`a cost that is not compiled: ${JSON.stringify(c)} (compile it with compileCosts, cards/compile.ts)`);
}

/** CHR-ACT-2: whether every listed cost can be paid; the reason when not. */
export function canPayCosts(ctx: Ctx, seat: Seat, self: ObjectId, costs: Cost | readonly Cost[]): { message: string; rule?: string } | null {
  const p = ctx.state.players[seat];
  const o = objectAt(ctx.state.objects, self);
  for (const c of list(costs)) {
    const [word, args] = entry(c);
    switch (word) {
      case 'tap':
      case 'wipe':
        if (o?.tapped) return { message: 'it is already tapped', rule: 'CHR-ACT-2' };
        if (o && ctx.profile.rules?.tapSickness?.(ctx, o.id)) return { message: 'it was deployed this turn', rule: 'CHR-ACT-3' };
        break;
      case 'resources':
      case 'soul':
      case 'life':
      case 'mana':
      case 'ap': {
        const stat = word === 'mana' ? 'resources' : word;
        const need = typeof args === 'number' ? args : manaValue(String(args));
        const rules = ctx.profile.rules;
        // FAB-1.14: resources may come from cards pitched while paying.
        const have = stat === 'resources' && rules?.resourcesAvailable ? rules.resourcesAvailable(ctx, seat, [self]) : (p.stats[stat] ?? 0);
        if (have < need) return { message: `not enough ${stat}`, rule: 'CHR-ACT-2' };
        break;
      }
      case 'discard': {
        const d = discardArgs(args);
        if (choosable(ctx, seat, 'hand', d.filter, self).length < d.count) return { message: 'not enough cards in hand to discard', rule: 'SCP-601.2c' };
        break;
      }
      case 'reveal':
      case 'put-on-bottom': {
        const r = args as { from: string; filter?: Cost; count: number };
        if (choosable(ctx, seat, r.from, r.filter, self).length < r.count) return { message: `not enough cards in the ${r.from} to ${word === 'reveal' ? 'reveal' : 'put on the bottom'}`, rule: 'CHR-ACT-2' };
        break;
      }
      case 'banish': {
        const b = args as { from: string; filter?: Cost; count?: number };
        if (banishable(ctx, seat, b).length < (b.count ?? 1)) return { message: `not enough cards to banish from the ${b.from}`, rule: 'CHR-ACT-2' };
        break;
      }
      case 'remove-counters': {
        // FAB-1.14 (a cost is paid in full or not at all): "Remove 3 energy counters from this".
        const r = removeArgs(args);
        if ((o?.counters[r.kind] ?? 0) < r.amount) return { message: `not enough ${r.kind} counters to remove`, rule: 'CHR-ACT-2' };
        break;
      }
      case 'draw': {
        // MTG-614.17b: a player can't choose to pay a cost that contains an impossible event.
        const by = forbiddenBy(ctx, { type: 'draw', player: seat });
        if (by) return { message: `${ctx.cards[by]?.name ?? by} forbids drawing`, rule: 'MTG-614.17b' };
        break;
      }
      default:
        break;
    }
  }
  return null;
}

/** The converted value of a mana cost string (`{1}{G}` = 2; every symbol is generic here). */
export function manaValue(cost: string): number {
  const known = manaValues.get(cost);
  if (known !== undefined) return known;
  let n = 0;
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) n += /^\d+$/.test(m[1]) ? Number(m[1]) : 1;
  manaValues.set(cost, n);
  return n;
}

/** Mana values by cost string: a card set has few distinct costs, and legal actions ask for them often. */
const manaValues = new Map<string, number>();

/** Pays costs at once, in order (CHR-ACT-4: a sacrificed source is already gone). */
export function payCosts(ctx: Ctx, seat: Seat, self: ObjectId, costs: Cost | readonly Cost[]): void {
  // An index loop, not for-of: a decision a cost asks for suspends the action by an exception
  // (core/context.ts ask), and a for-of loop catches it to close its iterator and throws it again.
  const all = list(costs);
  for (let i = 0; i < all.length; i++) {
    const c = all[i];
    const [word, args] = entry(c);
    switch (word) {
      case 'tap':
      case 'wipe':
        runEvent(ctx, { type: 'tap', object: self });
        break;
      case 'resources':
      case 'soul':
      case 'life':
      case 'ap':
      case 'mana': {
        const stat = word === 'mana' ? 'resources' : word;
        const amount = typeof args === 'number' ? args : manaValue(String(args));
        const pay = ctx.profile.rules?.payResources;
        if (stat === 'resources' && pay) {
          pay(ctx, seat, amount, [self]); // FAB-1.14: floating points first, then pitched cards
          break;
        }
        const stats = edit(ctx.state, 'players', seat, 'stats');
        stats[stat] = (stats[stat] ?? 0) - amount;
        break;
      }
      case 'destroy':
        runEvent(ctx, { type: 'destroy', target: self });
        break;
      case 'draw':
        for (let i = 0; i < Number(args ?? 1); i++) runEvent(ctx, { type: 'draw', player: seat });
        break;
      case 'sacrifice': {
        const o = objectAt(ctx.state.objects, self);
        if (o) runEvent(ctx, { type: 'move', object: self, to: zoneKey(o.owner, graveyardOf(ctx)) });
        break;
      }
      case 'banish': {
        const b = args as { from: string; filter?: Cost; count?: number };
        const n = b.count ?? 1;
        const options = banishable(ctx, seat, b);
        const pick = ask(ctx, {
          kind: 'cards',
          player: seat,
          prompt: 'decision.banish-cost',
          options: options.map((id) => ({ value: id, label: view(ctx.engine, ctx.state, id).name, object: id })),
          min: n,
          max: n,
        });
        const zone = ctx.profile.zones.some((z) => z.name === 'banished') ? 'banished' : 'exile';
        for (const id of Array.isArray(pick) ? (pick as string[]) : [String(pick)]) {
          runEvent(ctx, { type: 'move', object: id, to: zoneKey(objectAt(ctx.state.objects, id)!.owner, zone) });
        }
        break;
      }
      case 'discard': {
        const d = discardArgs(args);
        for (let i = 0; i < d.count; i++) {
          const hand = choosable(ctx, seat, 'hand', d.filter, self);
          // "discard a random card": the card is picked at random (rigged picks first), not chosen.
          const id = d.random ? randomPick(ctx, hand) : chooseOne(ctx, seat, hand, 'decision.discard-cost');
          if (id === undefined) break;
          const before = ctx.state.nextId;
          runEvent(ctx, { type: 'discard', player: seat, object: id });
          notePaid(ctx, self, before);
        }
        break;
      }
      case 'reveal': {
        const r = args as { from: string; filter?: Cost; count: number };
        const options = choosable(ctx, seat, r.from, r.filter, self);
        const picked = chooseCards(ctx, seat, options, r.count, 'decision.reveal-cost');
        for (const id of picked) log(ctx, 'log.reveal', { seat, card: objectAt(ctx.state.objects, id)!.card });
        recordPaid(ctx, self, picked);
        break;
      }
      case 'put-on-bottom': {
        const r = args as { from: string; filter?: Cost; count: number };
        const options = choosable(ctx, seat, r.from, r.filter, self);
        for (const id of chooseCards(ctx, seat, options, r.count, 'decision.bottom-cost')) {
          const before = ctx.state.nextId;
          runEvent(ctx, { type: 'move', object: id, to: zoneKey(objectAt(ctx.state.objects, id)!.owner, 'deck'), position: 'bottom' });
          notePaid(ctx, self, before);
        }
        break;
      }
      case 'remove-counters': {
        const r = removeArgs(args);
        runEvent(ctx, { type: 'counters', object: self, kind: r.kind, amount: -r.amount });
        break;
      }
      default:
        break;
    }
  }
}

/** A remove-counters cost's arguments: the counters come off the object paying (`on: this`, schema/costs.ts). */
function removeArgs(args: unknown): { kind: string; amount: number } {
  const a = args as { kind: string; amount: number };
  return { kind: a.kind, amount: a.amount };
}

/** A discard cost's arguments: `1` or `{count, filter, random}`. */
function discardArgs(args: unknown): { count: number; filter?: Cost; random: boolean } {
  if (typeof args === 'number') return { count: args, random: false };
  const a = (args ?? {}) as { count?: number; filter?: Cost; random?: boolean };
  return { count: a.count ?? 1, ...(a.filter ? { filter: a.filter } : {}), random: a.random === true };
}

/** The cards of a seat's zone a cost may use: matching the filter, never the card being paid for. */
function choosable(ctx: Ctx, seat: Seat, zone: string, filter: Cost | undefined, self: ObjectId): string[] {
  const state = ctx.state;
  return (state.zones[zoneKey(seat, zone)] ?? []).filter(
    (id) => id !== self && (!filter || matchesFilter(ctx.engine, state, view(ctx.engine, state, id), filter, { controller: seat })),
  );
}

/** One card chosen by the payer (asked only when there is a choice). */
function chooseOne(ctx: Ctx, seat: Seat, options: readonly string[], prompt: string): string | undefined {
  return chooseCards(ctx, seat, options, 1, prompt)[0];
}

function chooseCards(ctx: Ctx, seat: Seat, options: readonly string[], count: number, prompt: string): string[] {
  if (options.length === 0) return [];
  const pick = ask(ctx, {
    kind: 'cards',
    player: seat,
    prompt,
    options: options.map((id) => ({ value: id, label: view(ctx.engine, ctx.state, id).name, object: id })),
    min: Math.min(count, options.length),
    max: Math.min(count, options.length),
  });
  return Array.isArray(pick) ? [...(pick as string[])] : [String(pick)];
}

/** A card picked at random: a rigged pick first (scenarios, replays of physical games), else the game's generator. */
export function randomPick(ctx: Ctx, options: readonly string[]): string | undefined {
  if (options.length === 0) return undefined;
  const s = ctx.state;
  const rigged = s.rig.random.findIndex((r) => options.includes(r));
  if (rigged >= 0) {
    const r = s.rig.random[rigged];
    edit(s, 'rig', 'random').splice(rigged, 1);
    return r;
  }
  const [n, next] = nextInt(s.rng, 0, options.length - 1);
  s.rng = next as number[];
  return options[n];
}

/** Remembers the objects a cost made since `before` (new ids), for `paid-with`. */
function notePaid(ctx: Ctx, self: ObjectId, before: number): void {
  const made: string[] = [];
  for (let n = before; n < ctx.state.nextId; n++) if (objectAt(ctx.state.objects, `o${n}`)) made.push(`o${n}`);
  recordPaid(ctx, self, made);
}

function recordPaid(ctx: Ctx, self: ObjectId, ids: readonly string[]): void {
  if (ids.length === 0 || !objectAt(ctx.state.objects, self)) return;
  const o = editObject(ctx.state, self);
  o.paid = [...(o.paid ?? []), ...ids];
}

/** The cards a banish cost may take: in the seat's zone, matching the filter. */
function banishable(ctx: Ctx, seat: Seat, b: { from: string; filter?: Cost }): string[] {
  const state = ctx.state;
  return (state.zones[zoneKey(seat, b.from)] ?? []).filter(
    (id) => !b.filter || matchesFilter(ctx.engine, state, view(ctx.engine, state, id), b.filter, { controller: seat }),
  );
}

/** Whether a compiled cost is optional ("you may ... as an additional cost"). */
export function isOptionalCost(c: Cost): boolean {
  return c.optional === true;
}
