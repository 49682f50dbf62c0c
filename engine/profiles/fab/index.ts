import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { DECK, HAND, STACK, playZone, pile, area } from '../zone-specs';
import { log } from '../../core/context';
import { zoneKey, type Seat } from '../../core/ids';
import type { GameState, StackItem } from '../../core/state';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { runEvent } from '../../events/pipeline';
import { moveObject } from '../../core/zones';
import { refuse } from '../../core/errors';
import { kernelProfile } from '../kernel-profile';
import { isInstant, lethalDamageCheck, turnDraw } from '../shared-rules';
import { matchFutureObjects } from '../../continuous/first-application';
import { completeEvent } from '../../events/complete';
import { ward } from './keywords/ward';
import { spellvoid } from './keywords/spellvoid';
import { matchesFilter } from '../../cards/selectors';

/**
 * Flesh and Blood, as the digest's profile notes assume: life 20, action points (1 at the
 * start of the action phase), floating resources; start, action and end phases; the end phase
 * returns pitched cards to the deck's bottom and draws up to 4. Attacks resolve onto the combat
 * chain; a card with go again gives back an action point when it resolves.
 */
function isAttack(def: CardDef): boolean {
  return def.types.includes('Attack');
}

function isPermanentType(def: CardDef): boolean {
  return ['Aura', 'Item', 'Equipment', 'Weapon', 'Ally'].some((t) => def.types.includes(t) || def.subtypes.includes(t));
}

/** Cards played from hand at action speed cost an action point (cards.yaml: an Aura without Instant is an action). */
function needsActionPoint(def: CardDef): boolean {
  return !isInstant(def) && !def.types.includes('Defense Reaction') && !def.types.includes('Attack Reaction');
}

function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  const t = ctx.state.turn;
  if (isInstant(def)) return null;
  if (t.player !== seat) return 'action cards are played in your own turn';
  if (t.phase !== 'action') return 'action cards are played in your action phase';
  if (ctx.state.stack.length > 0) return 'action cards are played while the stack is empty';
  if ((ctx.state.players[seat].stats.ap ?? 0) < 1) return 'no action point left';
  return null;
}

/** Pays a card's cost from floating resources, pitching cards from hand when short. */
function payPlayCost(ctx: Ctx, seat: Seat, card: string, def: CardDef): void {
  const stats = edit(ctx.state, 'players', seat, 'stats');
  const cost = view(ctx.engine, ctx.state as GameState, card).stats.cost ?? def.stats.cost ?? 0;
  while ((stats.resources ?? 0) < cost) {
    const hand = (ctx.state.zones[zoneKey(seat, 'hand')] ?? []).filter((id) => id !== card);
    const pitchable = hand
      .map((id) => ({ id, pitch: ctx.cards[ctx.state.objects[id].card]?.stats.pitch ?? 0 }))
      .filter((x) => x.pitch > 0)
      .sort((a, b) => b.pitch - a.pitch);
    if (pitchable.length === 0) refuse('cannot-pay', `not enough resources to pay ${cost}`);
    moveObject(ctx, pitchable[0].id, zoneKey(seat, 'pitch'), 'bottom');
    stats.resources = (stats.resources ?? 0) + pitchable[0].pitch;
  }
  stats.resources = (stats.resources ?? 0) - cost;
  if (needsActionPoint(def)) stats.ap = (stats.ap ?? 0) - 1;
}

/** Whether floating resources plus the pitch of the other cards in hand cover the cost. */
function canAfford(ctx: Ctx, seat: Seat, card: string, def: CardDef): string | null {
  const cost = view(ctx.engine, ctx.state as GameState, card).stats.cost ?? def.stats.cost ?? 0;
  const pitch = (ctx.state.zones[zoneKey(seat, 'hand')] ?? [])
    .filter((id) => id !== card)
    .reduce((sum, id) => sum + (ctx.cards[ctx.state.objects[id].card]?.stats.pitch ?? 0), 0);
  return (ctx.state.players[seat].stats.resources ?? 0) + pitch >= cost ? null : `not enough resources to pay ${cost}`;
}

function onEnter(ctx: Ctx, key: string): void {
  const t = ctx.state.turn;
  const stats = edit(ctx.state, 'players', t.player, 'stats');
  if (key === 'action') {
    stats.ap = 1;
    return;
  }
  if (key === 'end') {
    closeCombatChain(ctx);
    // End phase: pitched cards go to the bottom of the deck; the turn player draws up to 4.
    for (const id of [...(ctx.state.zones[zoneKey(t.player, 'pitch')] ?? [])]) {
      moveObject(ctx, id, zoneKey(t.player, 'deck'), 'bottom');
    }
    const hand = (ctx.state.zones[zoneKey(t.player, 'hand')] ?? []).length;
    turnDraw(ctx, t.player, Math.max(0, 4 - hand));
    stats.ap = 0;
    stats.resources = 0;
  }
}

/** An attack resolved: go again gives an action point back; it hits the defending hero. */
function onAttackResolved(ctx: Ctx, item: StackItem): void {
  const chain = ctx.state.zones[zoneKey(item.controller, 'combat-chain')] ?? [];
  const id = chain[chain.length - 1];
  if (!id) return;
  // FAB-6.2.4: effects waiting for "your next <kind> attack" lock on as the attack is formed.
  matchFutureObjects(ctx, id, (filter, scope) => matchesFilter(ctx.engine, ctx.state as GameState, view(ctx.engine, ctx.state as GameState, id), filter, scope));
  const v = view(ctx.engine, ctx.state as GameState, id);
  if (v.keywords.includes('go-again')) edit(ctx.state, 'players', item.controller, 'stats').ap = (ctx.state.players[item.controller].stats.ap ?? 0) + 1;
}

/**
 * The combat chain closes (players passed with an empty stack while attacks are on it): each
 * attack deals its power to the defending hero, a hit is an event ("when this hits a hero"),
 * then the attack goes to the graveyard. Returns whether there was a chain to close.
 */
function closeCombatChain(ctx: Ctx): boolean {
  let any = false;
  for (const seat of ctx.state.seats) {
    for (const id of [...(ctx.state.zones[zoneKey(seat, 'combat-chain')] ?? [])]) {
      const v = view(ctx.engine, ctx.state as GameState, id);
      const defender = ctx.state.seats.find((s) => s !== seat);
      const o = ctx.state.objects[id];
      if (defender && (v.stats.power ?? 0) > 0) {
        const source = { controller: seat, object: id, physical: o.physical, card: o.card };
        const dealt = runEvent(ctx, { type: 'damage', source, target: defender, amount: v.stats.power, combat: true, kind: 'physical' });
        if (dealt.happened) {
          log(ctx, 'log.hit', { card: o.card, seat: defender });
          completeEvent(ctx, { happened: true, event: { type: 'hit', attack: id, hero: defender, source } });
        }
      }
      any = true;
    }
  }
  // The attacks leave once the hits' triggers have seen them on the chain.
  for (const seat of ctx.state.seats) {
    for (const id of [...(ctx.state.zones[zoneKey(seat, 'combat-chain')] ?? [])]) {
      const o = ctx.state.objects[id];
      if (o) moveObject(ctx, id, zoneKey(o.owner, 'graveyard'), 'top');
    }
  }
  return any;
}

/** On resolution a non-attack action card with go again gives an action point back. */
function destinationOf(def: CardDef): string {
  if (isAttack(def)) return 'combat-chain';
  if (isPermanentType(def)) return 'arena';
  return 'graveyard';
}

export const fab = kernelProfile({
  id: 'fab',
  stackName: 'stack',
  zones: [
    DECK,
    HAND,
    playZone('arena'),
    pile('combat-chain'),
    STACK,
    area('pitch'),
    pile('graveyard'),
    area('banished'),
    area('soul'),
    { name: 'arsenal', visibility: 'private', ordered: false },
  ],
  stats: { life: 20, ap: 0, resources: 0 },
  mainPhase: 'action',
  playZone: 'arena',
  openingHand: 4,
  keywords: { ward, spellvoid },
  rules: {
    phases: [{ name: 'start' }, { name: 'action', priority: true }, { name: 'end' }],
    onEnter,
    canPlayNow,
    payPlayCost,
    canAfford,
    usesStack: () => true,
    destinationOf,
    onAttackResolved,
    onAllPassed: (ctx) => ctx.state.turn.phase === 'action' && closeCombatChain(ctx),
    onResolved: (ctx, item, def) => {
      // Go again: a resolved non-attack action card gives its controller an action point.
      if (!isAttack(def) && item.object && view(ctx.engine, ctx.state as GameState, item.object).keywords.includes('go-again')) {
        edit(ctx.state, 'players', item.controller, 'stats').ap = (ctx.state.players[item.controller].stats.ap ?? 0) + 1;
      }
    },
    stateChecks: (ctx) => lethalDamageCheck(ctx, 'hp', true),
    replacementPolicy: 'fab',
    triggerPolicy: 'fab',
    priorityAfterResolve: 'turn-player',
  },
});
