import type { ReadState } from '../../core/draft';
import type { Engine } from '../../core/context';
import { zoneKey, type Seat } from '../../core/ids';
import { objectAt } from '../../core/object-table';
import { view } from '../../continuous/view';
import { declaredCombat } from '../declared-combat';
import type { Evaluation } from '../evaluation';
import { BATTLE } from './index';

/**
 * How a Gate Ruler game is won and lost, as the computer counts it. A ruler never runs out of
 * life: each point of ruler damage it has taken becomes a ruler damage item in the ruler damage
 * step (GR-13-5b), and each item reveals the top card of its controller's deck (GR-13-6b); a
 * ruler that has to reveal with an empty deck loses (the profile's `cannot-reveal`). The deck is
 * the life total, the damage counter the life already lost; healing does not lower the counter
 * (GR-13-4b-1) and the damage zone decides nothing, so neither counts. Units are what deal ruler
 * damage (GR-BATTLE: an unblocked unit's power) and what stop it (a blocker takes the hit).
 */

/** Points for the reveals a ruler has left: 8·√r, under a point a card with a full deck, more as it runs low. */
const REVEALS = 8;
/** Taken off a position whose counted ruler damage already outruns the deck: the loss is settled. */
const SETTLED_LOSS = 80;
/** Taken off when the opponents' next attack, unblocked, would need more reveals than the deck holds. */
const LETHAL_THREAT = 8;
/** Per reveal the ruler would be short after that attack. */
const SHORT = 2;
/** Per unit in play, plus per point of its power (the damage it deals a turn) and of the hp it has left. */
const UNIT = { base: 1.5, power: 0.8, hp: 0.3 };
/** Per other card in play with an ability (an item does not fight; one without abilities does nothing). */
const OTHER_IN_PLAY = 0.5;
/** Per card in hand: the units and spells still to come. */
const HAND = 0.5;

/**
 * The damage already on its way, by recipient (a seat for its ruler, an object id for a unit):
 * the executions on the gate, at their amounts after reductions (GR-13-2a, GR-13-3d), and, in
 * the attack and block steps, the combat damage the declared attacks will deal (GR-BATTLE: an
 * unblocked attacker's power to the ruler it attacks; a blocked one and its blocker deal their
 * power to each other; before the blockers are declared, the attackers the defender's untapped
 * units cannot all stop). Counting the fight before it is fought is what lets a searcher that
 * cannot see to the damage step tell a good attack or block from a bad one.
 */
function damageOnItsWay(engine: Engine, state: ReadState): Map<string, number> {
  const owed = new Map<string, number>();
  const add = (to: string, amount: number) => owed.set(to, (owed.get(to) ?? 0) + Math.max(0, amount));
  for (const item of state.stack) if (item.kind === 'damage-execution') for (const pair of item.pairs ?? []) add(pair.target, pair.amount);
  const t = state.turn;
  if (t.phase !== BATTLE.phase || (t.step !== BATTLE.steps.attack && t.step !== BATTLE.steps.block)) return owed;
  const combat = declaredCombat(state);
  const blockerOf = new Map<string, string>();
  for (const [blocker, attacker] of combat.blocks) blockerOf.set(attacker, blocker);
  const power = (id: string) => Math.max(0, view(engine, state, id).stats.power ?? 0);
  const undeclared = new Map<Seat, number[]>();
  for (const [attacker, defender] of combat.attackers) {
    if (!objectAt(state.objects, attacker)) continue;
    if (!combat.declared.has(defender)) {
      undeclared.set(defender, [...(undeclared.get(defender) ?? []), power(attacker)]);
      continue;
    }
    const blocker = blockerOf.get(attacker);
    if (blocker === undefined) add(defender, power(attacker));
    else if (objectAt(state.objects, blocker)) {
      add(blocker, power(attacker));
      add(attacker, power(blocker));
    }
  }
  // Blockers not declared yet: the defender can stop as many attackers as it has untapped units.
  for (const [defender, powers] of undeclared) add(defender, unblocked(powers, untappedUnits(engine, state, defender)));
  return owed;
}

/** A unit in play as the race sees it: its power, the hp it will have left, whether it could block now. */
interface Unit {
  power: number;
  hpLeft: number;
  untapped: boolean;
}

/** A seat's units that will survive the damage on its way, and how many other cards with abilities it has in play. */
function unitsOf(engine: Engine, state: ReadState, seat: Seat, owed: ReadonlyMap<string, number>): { units: Unit[]; others: number } {
  const units: Unit[] = [];
  let others = 0;
  for (const id of state.zones[zoneKey(seat, engine.profile.playZone)] ?? []) {
    if (!objectAt(state.objects, id)) continue;
    const v = view(engine, state, id);
    if (!v.types.includes(BATTLE.fighter)) {
      if (v.abilities.length > 0 || v.grantedAbilities.length > 0) others++;
      continue;
    }
    // GR-13-7a: a unit's damage stays on it; the profile's state check destroys it once the damage reaches its hp.
    const hpLeft = (v.stats.hp ?? 0) - v.damage - (owed.get(id) ?? 0);
    if (hpLeft > 0) units.push({ power: Math.max(0, v.stats.power ?? 0), hpLeft, untapped: !v.tapped });
  }
  return { units, others };
}

/**
 * The reveals a seat's ruler is bound to make: its damage counter (GR-13-4a; healing does not
 * lower it, GR-13-4b-1), its own ruler damage items on the gate (GR-13-5b-1), and the damage on
 * its way to it.
 */
function revealsOwed(state: ReadState, seat: Seat, owed: ReadonlyMap<string, number>): number {
  return counted(state, seat) + (owed.get(seat) ?? 0);
}

/** The ruler damage already counted: the counter and the seat's ruler damage items on the gate (GR-13-5b). */
function counted(state: ReadState, seat: Seat): number {
  return (state.players[seat].stats.damage ?? 0) + state.stack.filter((i) => i.kind === 'ruler-damage' && i.controller === seat).length;
}

/** The damage of attackers with these powers that gets through `blockers` blockers, each stopping one of the biggest. */
function unblocked(powers: readonly number[], blockers: number): number {
  return [...powers].sort((a, b) => b - a).slice(blockers).reduce((sum, p) => sum + p, 0);
}

/** How many units a seat has that could block now (a tapped unit can't). */
function untappedUnits(engine: Engine, state: ReadState, seat: Seat): number {
  return (state.zones[zoneKey(seat, engine.profile.playZone)] ?? []).filter((id) => {
    const v = objectAt(state.objects, id) ? view(engine, state, id) : undefined;
    return v !== undefined && !v.tapped && v.types.includes(BATTLE.fighter);
  }).length;
}

/**
 * The ruler damage the opponents' units could deal the seat in their next battle: their power,
 * less the biggest attackers the seat's untapped units could block one each (a unit that
 * attacked stays tapped through the opponent's turn: attacking costs a blocker).
 */
function threatTo(mine: readonly Unit[], theirs: readonly Unit[]): number {
  return unblocked(
    theirs.map((u) => u.power),
    mine.filter((u) => u.untapped).length,
  );
}

/**
 * The computer's evaluation for Gate Ruler: the reveals the ruler has left (the deck less the
 * ruler damage owed), worth more each as they run low; a settled loss when the damage already
 * counted outruns the deck (GR-13-5b: an item for every point, GR-13-6b: each reveals a card);
 * a heavy cost when the opponents' board could deal the rest in one attack; then units by
 * their power and hp left, other cards in play, cards in hand.
 */
export const evaluateGateRuler: Evaluation = (engine, state, seat) => {
  const deck = state.zones[zoneKey(seat, 'deck')]?.length ?? 0;
  if (counted(state, seat) > deck) return -SETTLED_LOSS - (counted(state, seat) - deck);
  const owed = damageOnItsWay(engine, state);
  const left = deck - revealsOwed(state, seat, owed);
  let score = REVEALS * Math.sqrt(Math.max(0, left)) - SHORT * Math.max(0, -left);
  const { units, others } = unitsOf(engine, state, seat, owed);
  const opposing = state.seats.filter((s) => s !== seat && !state.players[s].lost).flatMap((s) => unitsOf(engine, state, s, owed).units);
  const threat = threatTo(units, opposing);
  if (threat >= Math.max(1, left)) score -= LETHAL_THREAT + SHORT * (threat - left);
  for (const u of units) score += UNIT.base + UNIT.power * u.power + UNIT.hp * u.hpLeft;
  score += OTHER_IN_PLAY * others + HAND * (state.zones[zoneKey(seat, 'hand')]?.length ?? 0);
  return score;
};
