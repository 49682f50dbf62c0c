import type { ReadState } from '../../core/draft';
import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import type { Answer } from '../../core/actions';
import { log, trace } from '../../core/context';
import { parseZoneKey, zoneKey, type ObjectId, type Seat } from '../../core/ids';
import { bumpViews } from '../../core/epoch';
import type { StackItem } from '../../core/state';
import type { CardDef } from '../../cards/types';
import type { DecisionTurnAction, OpenedSteps } from '../../flow/machine';
import { sendFlow } from '../../flow/driver';
import { view } from '../../continuous/view';
import { runEvent } from '../../events/pipeline';
import { completeEvent } from '../../events/complete';
import { moveObject, obj } from '../../core/zones';
import { matchFutureObjects } from '../../events/first-application';
import { matchesFilter } from '../../interpreter/selectors';
import { DEFEND_PROMPT } from '../../decisions/types';
import { editObject, objectAt } from '../../core/object-table';
import { CHAIN, EQUIPMENT_ZONES } from './zones';
import { expireEffects } from '../../continuous/durations';

/**
 * Flesh and Blood combat: the combat chain (the digest's profile notes: "attacks form a combat
 * chain of links with steps attack, defend, reaction, damage, resolution"). The seed is section 6
 * of the comprehensive rules; where it is silent this follows the rules' section 7 (combat), so
 * the steps cite FAB-7.x, and the keywords FAB-KW-<NAME> as the digest names other games' keywords.
 *
 * The steps are data the flow machine is built from (COMBAT): an attack put on the stack
 * opens the layer step; the attack resolving onto the chain starts the link's attack step;
 * each step ends when every player passed with an empty stack; playing another attack in the
 * resolution step continues the chain; otherwise the close step returns to the action phase.
 *
 * Where the chain is: every card on it sits in its controller's `combat-chain` zone, in the
 * order it joined. The active link's attack is the newest card of the turn player's zone (only
 * the turn player attacks); its defending cards are the defending hero's chain cards that
 * joined after it (their timestamps are later). No other bookkeeping: the zones are the chain.
 */
export { CHAIN } from './zones';

/** FAB-7.0: combat's steps, in order, opened in the action phase by an attack put on the stack. */
export const COMBAT: OpenedSteps = {
  event: 'combat.attack',
  steps: [
    // FAB-7.1: the attack is a layer on the stack; if it leaves without resolving, the chain closes.
    { name: 'layer', priority: true, next: 'close', on: { 'combat.link': 'attack' } },
    { name: 'attack', priority: true }, // FAB-7.2
    { name: 'defend', priority: true, onEnter: { offer: offerDefenders, apply: applyDefenders } }, // FAB-7.3: defenders declared first
    { name: 'reaction', priority: true }, // FAB-7.4
    { name: 'damage', priority: true, onEnter: dealCombatDamage }, // FAB-7.5: damage and the hit first
    // FAB-7.6: go again first; another attack continues the chain with a new layer step.
    { name: 'resolution', priority: true, on: { 'combat.attack': 'layer' }, onEnter: resolveLink },
    { name: 'close', onEnter: closeChain }, // FAB-7.7: no priority; back to the action phase
  ],
};

/** Whether a card is an attack (an attack action card). */
export function isAttack(def: CardDef): boolean {
  return def.types.includes('Attack');
}

/**
 * The attack on the active chain link: the newest card on the turn player's chain. During a
 * layer step there is none (the new attack is still a layer; the previous link has resolved).
 */
export function activeAttack(state: ReadState): ObjectId | undefined {
  if (state.turn.step === 'layer') return undefined;
  const chain = state.zones[zoneKey(state.turn.player, CHAIN)];
  return chain && chain.length > 0 ? chain[chain.length - 1] : undefined;
}

/** The hero an attack by `attacker` targets: the next seat clockwise still in the game (the opponent, two-player). */
export function defenderOf(state: ReadState, attacker: Seat): Seat | undefined {
  const seats = state.seats;
  for (let i = 1; i < seats.length; i++) {
    const seat = seats[(seats.indexOf(attacker) + i) % seats.length];
    if (!state.players[seat].lost) return seat;
  }
  return undefined;
}

/** The active link's defending cards: the defending hero's chain cards that joined after the attack. */
export function linkDefenders(state: ReadState, attack: ObjectId, defender: Seat): ObjectId[] {
  const since = objectAt(state.objects, attack)?.timestamp ?? Infinity;
  const cards = (state.zones[zoneKey(defender, CHAIN)] ?? []).filter((id) => (objectAt(state.objects, id)?.timestamp ?? 0) > since);
  return [...cards, ...defendingEquipment(state, defender).filter((id) => objectAt(state.objects, id)!.defending === attack)];
}

/**
 * Equipment that defended this combat chain (FAB-7.3): it stays in its zone, which is part of
 * the arena as the chain is, marked with the attack it defends until the chain closes.
 */
export function defendingEquipment(state: ReadState, seat: Seat): ObjectId[] {
  const out: ObjectId[] = [];
  for (const zone of EQUIPMENT_ZONES) for (const id of state.zones[zoneKey(seat, zone)] ?? []) if (objectAt(state.objects, id)!.defending) out.push(id);
  return out;
}

/** The cards defending the active chain link (the `defending` filter flag). */
export function defendingCards(state: ReadState): readonly ObjectId[] {
  const attack = activeAttack(state);
  const defender = defenderOf(state, state.turn.player);
  return attack && defender ? linkDefenders(state, attack, defender) : [];
}

/** The hero defending against the active attack (`defending-hero`): the attacker's opponent while there is an attack. */
export function defendingHero(state: ReadState): Seat | undefined {
  return activeAttack(state) ? defenderOf(state, state.turn.player) : undefined;
}

/**
 * FAB-7.3: the defending hero declares defending cards from hand (a `cards` decision, 0..n of
 * the cards with a defense value); they join the active link. FAB-KW-DOMINATE: an attack with
 * dominate can't be defended by more than one card from hand. A decision turn-based action
 * (flow/machine.ts): the decision is offered here, then applied (applyDefenders), so its answer
 * does not replay the step changes before it (flow/resume.ts).
 */
function offerDefenders(ctx: Ctx, round: number): ReturnType<DecisionTurnAction['offer']> {
  const s = ctx.state;
  const attack = activeAttack(s);
  const defender = defenderOf(s, s.turn.player);
  if (round > 0 || !attack || !defender) return 'done';
  const hasDefense = (id: ObjectId) => view(ctx.engine, s, id).stats.defense !== undefined;
  const fromHand = (s.zones[zoneKey(defender, 'hand')] ?? []).filter(hasDefense);
  // FAB-7.3.2: public equipment with a defense value that is not defending already may defend too.
  const equipment: ObjectId[] = [];
  for (const z of EQUIPMENT_ZONES) for (const id of s.zones[zoneKey(defender, z)] ?? []) if (!objectAt(s.objects, id)!.defending && hasDefense(id)) equipment.push(id);
  const candidates = [...fromHand, ...equipment];
  const dominate = view(ctx.engine, s, attack).keywords.includes('dominate');
  if (dominate && fromHand.length > 1) trace(ctx, 'FAB-KW-DOMINATE', 'trace.dominate', {}, [attack]);
  return {
    kind: 'cards',
    player: defender,
    prompt: DEFEND_PROMPT,
    options: candidates.map((id) => ({ value: id, label: view(ctx.engine, s, id).name, object: id })),
    min: 0,
    max: dominate ? Math.min(1, fromHand.length) + equipment.length : candidates.length,
    // FAB-KW-DOMINATE: at most one card from hand; equipment is not limited.
    ...(dominate && fromHand.length > 1 ? { atMost: { count: 1, of: fromHand } } : {}),
    rule: 'FAB-7.3',
  };
}

/** FAB-7.3: the declared defenders join the active link (the answer to offerDefenders). */
function applyDefenders(ctx: Ctx, _round: number, answer: Answer | undefined): void {
  const attack = activeAttack(ctx.state)!;
  const defender = defenderOf(ctx.state, ctx.state.turn.player)!;
  const picked = Array.isArray(answer) ? (answer as readonly string[]) : [];
  const objects: ObjectId[] = [];
  const from: string[] = [];
  for (const id of picked) {
    const o = objectAt(ctx.state.objects, id)!;
    const zone = parseZoneKey(o.zone).zone;
    if (zone === 'hand') {
      objects.push(moveObject(ctx, id, zoneKey(defender, CHAIN), 'bottom', { controller: defender, from: 'hand' }));
    } else {
      editObject(ctx.state, id).defending = attack;
      bumpViews(ctx.state);
      objects.push(id);
    }
    from.push(zone);
    log(ctx, 'log.defend', { seat: defender, card: o.card });
  }
  trace(ctx, 'FAB-7.3', 'trace.defenders-declared', { count: picked.length }, [attack]);
  if (objects.length > 0) runEvent(ctx, { type: 'defend', objects, from, hero: defender, attack });
  // FAB-6.2.4: effects waiting for "the next card you defend with" lock on (Flic Flak).
  for (const id of objects) lockOnDefender(ctx, id);
}

/**
 * FAB-7.5: the attack deals damage equal to its power minus the total defense of its link's
 * defending cards (not below 0) to the defending hero; damage dealt is a hit, an event that
 * hit triggers wait for ("when this hits a hero").
 */
function dealCombatDamage(ctx: Ctx): void {
  const s = ctx.state;
  const attack = activeAttack(s);
  const defender = defenderOf(s, s.turn.player);
  if (!attack || !defender) return;
  const defenders = linkDefenders(s, attack, defender);
  const power = view(ctx.engine, s, attack).stats.power ?? 0;
  const defense = defenders.reduce((sum, id) => sum + (view(ctx.engine, s, id).stats.defense ?? 0), 0);
  const amount = Math.max(0, power - defense);
  trace(ctx, 'FAB-7.5', 'trace.combat-damage', { power, defense, amount }, [attack, ...defenders]);
  const o = obj(ctx, attack);
  // A fully blocked attack is something that happened too: the log says so (issue 17 item 5).
  if (amount === 0) return log(ctx, 'log.blocked', { card: o.card, seat: defender, power, defense });
  const source = { controller: o.controller, object: attack, physical: o.physical, card: o.card };
  const dealt = runEvent(ctx, { type: 'damage', source, target: defender, amount, combat: true, kind: 'physical' });
  if (!dealt.happened) return;
  log(ctx, 'log.hit', { card: o.card, seat: defender });
  completeEvent(ctx, { happened: true, event: { type: 'hit', attack, hero: defender, source } });
}

/** FAB-7.6, FAB-KW-GO-AGAIN: as the link resolves, an attack with go again gives its controller an action point. */
function resolveLink(ctx: Ctx): void {
  const s = ctx.state;
  const attack = activeAttack(s);
  expireEffects(ctx, 'link-resolved'); // "this chain link" effects end as it resolves
  if (!attack || !view(ctx.engine, ctx.state, attack).keywords.includes('go-again')) return;
  const seat = objectAt(s.objects, attack)!.controller;
  const stats = edit(ctx.state, 'players', seat, 'stats');
  stats.ap = (stats.ap ?? 0) + 1;
  trace(ctx, 'FAB-KW-GO-AGAIN', 'trace.go-again', { card: objectAt(s.objects, attack)!.card }, [attack]);
}

/**
 * FAB-7.7: the combat chain closes: the chain-close event (FAB-7.7.2; Blade Break destroys and
 * Battleworn puts a -1{d} counter on equipment that defended, FAB-KW-BLADE-BREAK,
 * FAB-KW-BATTLEWORN); "this combat chain" effects end; every card on the chain goes to its
 * owner's graveyard (an attack proxy ceases to exist); weapons and equipment stay in their zones.
 */
function closeChain(ctx: Ctx): void {
  runEvent(ctx, { type: 'chain-close', player: ctx.state.turn.player });
  for (const seat of ctx.state.seats) {
    for (const id of defendingEquipment(ctx.state, seat)) {
      const v = view(ctx.engine, ctx.state, id);
      editObject(ctx.state, id).defending = undefined;
      bumpViews(ctx.state);
      if (v.keywords.includes('blade-break')) {
        trace(ctx, 'FAB-KW-BLADE-BREAK', 'trace.blade-break', { card: v.card }, [id]);
        runEvent(ctx, { type: 'destroy', target: id });
      } else if (v.keywords.includes('battleworn')) {
        trace(ctx, 'FAB-KW-BATTLEWORN', 'trace.battleworn', { card: v.card }, [id]);
        runEvent(ctx, { type: 'counters', object: id, kind: '-1d', amount: 1 });
      }
    }
  }
  expireEffects(ctx, 'chain-close');
  let count = 0;
  for (const seat of ctx.state.seats) {
    for (const id of [...(ctx.state.zones[zoneKey(seat, CHAIN)] ?? [])]) {
      const o = objectAt(ctx.state.objects, id);
      if (!o) continue;
      const to = zoneKey(o.owner, 'graveyard');
      // A card is put into the graveyard by an event (replacements see it: Drone of Brutality); a proxy ceases to exist.
      if (o.proxyOf) moveObject(ctx, id, to, 'top');
      else runEvent(ctx, { type: 'move', object: id, to });
      count++;
    }
  }
  trace(ctx, 'FAB-7.7', 'trace.chain-closes', { count });
}

/**
 * FAB-7.1: an attack put on the stack in the action phase opens combat (the layer step), or,
 * in the resolution step, continues the chain with a new link.
 */
export function onAttackPlayed(ctx: Ctx, def: CardDef): void {
  const t = ctx.state.turn;
  if (isAttack(def) && t.phase === 'action' && (t.step === null || t.step === 'resolution')) sendFlow(ctx, { type: 'combat.attack' });
}

/**
 * A card resolved onto the chain. FAB-7.2: an attack forms the new chain link (the attack step
 * begins); FAB-6.2.4: effects waiting for "your next <kind> attack" lock on as it does.
 * FAB-7.4: a defense reaction becomes a defending card of the active link.
 */
export function onCombatChain(ctx: Ctx, id: ObjectId, item: StackItem): void {
  const def = item.source.card ? ctx.cards[item.source.card] : undefined;
  if ((def && isAttack(def)) || objectAt(ctx.state.objects, id)?.proxyOf) {
    formLink(ctx, id, item.controller);
    return;
  }
  trace(ctx, 'FAB-7.4', 'trace.defense-reaction-defends', { card: objectAt(ctx.state.objects, id)?.card ?? '' }, [id]);
  lockOnDefender(ctx, id);
}

/** FAB-6.2.4: a card that starts defending matches effects waiting for the next card defending (`next: {defending: true, ...}`). */
function lockOnDefender(ctx: Ctx, id: ObjectId): void {
  if (!ctx.state.effects.some((e) => e.next?.defending !== undefined)) return;
  matchFutureObjects(ctx, id, (filter, scope) =>
    filter.defending !== undefined && matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, id), filter, scope),
  );
}

/**
 * FAB-7.2: an attack (a card or a weapon's attack proxy) becomes the new chain link's attack:
 * the attack step begins, effects waiting for "your next attack" lock on (FAB-6.2.4), and
 * the attack event happens (FAB-7.2.4: "when this attacks").
 */
export function formLink(ctx: Ctx, id: ObjectId, controller: Seat): void {
  // The link's attack step first: only then is the new attack the one attacking.
  if (ctx.state.turn.step === 'layer') sendFlow(ctx, { type: 'combat.link' });
  matchFutureObjects(ctx, id, (filter, scope) => matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, id), filter, scope));
  trace(ctx, 'FAB-7.2', 'trace.attacks', { card: objectAt(ctx.state.objects, id)?.card ?? '' }, [id]);
  runEvent(ctx, { type: 'attack', attack: id, player: controller });
}

/**
 * FAB-7.4: reactions are played in the reaction step: attack reactions by the
 * attacking hero, defense reactions by the defending hero. Null when the seat may play it now.
 */
export function reactionTiming(ctx: Ctx, seat: Seat, def: CardDef, card?: ObjectId): string | null {
  const s = ctx.state;
  if (s.turn.phase !== 'action' || s.turn.step !== 'reaction') return 'reactions are played in the reaction step';
  const attack = activeAttack(s);
  if (!attack) return 'there is no attack to react to';
  if (def.types.includes('Attack Reaction')) return seat === s.turn.player ? null : 'attack reactions are played by the attacking hero';
  if (seat !== defenderOf(s, s.turn.player)) return 'defense reactions are played by the defending hero';
  // FAB-KW-DOMINATE (CR 7.4.2c/d): against dominate, a defense reaction from hand can't make a
  // second card from hand defend; one from the arsenal can.
  const fromHand = card !== undefined && objectAt(s.objects, card)?.zone === zoneKey(seat, 'hand');
  if (fromHand && view(ctx.engine, s, attack).keywords.includes('dominate')) {
    const handDefenders = linkDefenders(s, attack, seat).filter((id) => objectAt(s.objects, id)?.from === 'hand').length;
    if (handDefenders >= 1) return 'the attack has dominate: no more than one card from hand may defend it';
  }
  return null;
}

/** Whether a card is a reaction (attack or defense reaction). */
export function isReaction(def: CardDef): boolean {
  return def.types.includes('Attack Reaction') || def.types.includes('Defense Reaction');
}
