import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { DECK, HAND, STACK, playZone, pile, area, graveyard } from '../zone-specs';
import { zoneKey, type Seat } from '../../core/ids';
import type { GameState } from '../../core/state';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { moveObject } from '../../core/zones';
import { refuse } from '../../core/errors';
import { kernelProfile } from '../kernel-profile';
import { isInstant, lethalDamageCheck, turnDraw } from '../shared-rules';
import { ward } from './keywords/ward';
import { spellvoid } from './keywords/spellvoid';
import { activeAttack, CHAIN, COMBAT, enterCombatStep, isAttack, isReaction, onAttackPlayed, onCombatChain, reactionTiming } from './combat';
import { objectAt } from '../../core/object-table';
import { FAB_CITATIONS } from './citations';

/** Permanents resolve into the arena. */
function isPermanentType(def: CardDef): boolean {
  return ['Aura', 'Item', 'Equipment', 'Weapon', 'Ally'].some((t) => def.types.includes(t) || def.subtypes.includes(t));
}

/** Cards played from hand at action speed cost an action point (cards.yaml: an Aura without Instant is an action). */
function needsActionPoint(def: CardDef): boolean {
  return !isInstant(def) && !def.types.includes('Defense Reaction') && !def.types.includes('Attack Reaction');
}

/**
 * When a card may be played: instants whenever their player holds priority; reactions in the
 * reaction step (FAB-7.4); everything else in its player's action phase with the stack empty,
 * an action point to spend, and the combat chain closed or in its resolution step, where
 * another attack continues the chain (FAB-7.6).
 */
function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  const t = ctx.state.turn;
  if (isInstant(def)) return null;
  if (isReaction(def)) return reactionTiming(ctx, seat, def);
  if (t.player !== seat) return 'action cards are played in your own turn';
  if (t.phase !== 'action') return 'action cards are played in your action phase';
  if (ctx.state.stack.length > 0) return 'action cards are played while the stack is empty';
  if (t.step !== null && t.step !== 'resolution') return 'action cards are played while the combat chain is closed or in its resolution step';
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
      .map((id) => ({ id, pitch: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.stats.pitch ?? 0 }))
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
    .reduce((sum, id) => sum + (ctx.cards[objectAt(ctx.state.objects, id)!.card]?.stats.pitch ?? 0), 0);
  return (ctx.state.players[seat].stats.resources ?? 0) + pitch >= cost ? null : `not enough resources to pay ${cost}`;
}

/** Turn-based actions: the action phase's action point, the combat steps', the end phase's. */
function onEnter(ctx: Ctx, key: string): void {
  const t = ctx.state.turn;
  const stats = edit(ctx.state, 'players', t.player, 'stats');
  if (key === 'action') {
    stats.ap = 1;
    return;
  }
  if (key.startsWith('action.')) {
    enterCombatStep(ctx, t.step);
    return;
  }
  if (key === 'end') {
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

/** Attacks and defense reactions resolve onto the combat chain (FAB-7.2, FAB-7.4); permanents into the arena. */
function destinationOf(def: CardDef): string {
  if (isAttack(def) || def.types.includes('Defense Reaction')) return CHAIN;
  if (isPermanentType(def)) return 'arena';
  return 'graveyard';
}

/**
 * Flesh and Blood, as the digest's profile notes assume: life 20, action points (1 at the
 * start of the action phase), floating resources; start, action and end phases; the end phase
 * returns pitched cards to the deck's bottom and draws up to 4. Attacks form the combat chain
 * (./combat.ts): its steps are part of the action phase's data.
 */
export const fab = kernelProfile({
  id: 'fab',
  stackName: 'stack',
  zones: [
    DECK,
    HAND,
    playZone('arena'),
    // Abilities function on the combat chain; at the table its attack and defenders lie in front
    // of their players, beside the arena, so its role is `play`.
    { ...pile(CHAIN), abilitiesFunction: true, role: 'play' },
    STACK,
    area('pitch'),
    graveyard('graveyard'),
    area('banished'),
    area('soul'),
    { name: 'arsenal', visibility: 'private', ordered: false, role: 'pile' },
  ],
  stats: { life: 20, ap: 0, resources: 0 },
  mainPhase: 'action',
  playZone: 'arena',
  openingHand: 4,
  declarationSteps: { defend: 'defend' },
  citations: FAB_CITATIONS,
  keywords: { ward, spellvoid },
  rules: {
    phases: [{ name: 'start' }, { name: 'action', priority: true, opens: [COMBAT] }, { name: 'end' }],
    onEnter,
    canPlayNow,
    payPlayCost,
    canAfford,
    usesStack: () => true,
    destinationOf,
    onPlayed: (ctx, _object, def) => onAttackPlayed(ctx, def),
    onCombatChain,
    activeAttack,
    onResolved: (ctx, item, def) => {
      // FAB-KW-GO-AGAIN: a resolved non-attack action card gives its controller an action point
      // (an attack's go again waits for its link's resolution step, FAB-7.6).
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
