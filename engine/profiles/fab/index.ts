import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import type { ObjectId, Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { kernelProfile } from '../kernel-profile';
import { isInstant, lethalDamageCheck } from '../shared-rules';
import { ward } from './keywords/ward';
import { spellvoid } from './keywords/spellvoid';
import { activeAttack, COMBAT, defendingCards, defendingHero, isAttack, isReaction, onAttackPlayed, onCombatChain, reactionTiming } from './combat';
import { CHAIN, FAB_ZONES, heroStats, inventoryZone } from './zones';
import { payResources, resourcesAvailable } from './paying';
import { handReserve } from './hand-reserve';
import { playCost } from './cost-changes';
import { actionPhase, endPhase, startPhase } from './turn';
import { beginFabGame } from './start';
import { fabCondition } from './conditions';
import { activationTiming, onAbilityResolved, payActivation, resolveAttackAbility } from './abilities';
import { playableFrom } from './play-from';
import { FAB_CITATIONS } from './citations';
import { fabDialect } from './dialect';
import { FAB_FORMATS } from './deck-formats';
import { chainLinks } from './chain-links';
import { perCard } from '../../cards/per-card';

/** Permanents resolve into the arena. */
function isPermanentType(def: CardDef): boolean {
  return ['Aura', 'Item', 'Equipment', 'Weapon', 'Ally'].some((t) => def.types.includes(t) || def.subtypes.includes(t));
}

/** Cards played at action speed cost an action point (cards.yaml: an Aura without Instant is an action). */
function needsActionPoint(def: CardDef): boolean {
  return !isInstant(def) && !def.types.includes('Defense Reaction') && !def.types.includes('Attack Reaction');
}

/**
 * What a card's types and keywords say of when it is played (canPlayNow): they never change, so
 * each card is read once, not at every listing of the legal actions (five searches of its types
 * per card in hand, at every priority: issue 14).
 */
type PlayTiming = { kind: 'never'; why: string } | { kind: 'instant' } | { kind: 'reaction' } | { kind: 'action'; attack: boolean };

const playTiming = perCard((def): PlayTiming => {
  if (def.types.includes('Resource')) return { kind: 'never', why: 'resource cards are pitched, never played' };
  if (def.types.includes('Hero') || def.types.includes('Token')) return { kind: 'never', why: `a ${def.types.includes('Hero') ? 'hero' : 'token'} card is not played` };
  if (isInstant(def)) return { kind: 'instant' };
  if (isReaction(def)) return { kind: 'reaction' };
  return { kind: 'action', attack: isAttack(def) };
});

/**
 * When a card may be played: instants whenever their player holds priority; reactions in the
 * reaction step (FAB-7.4); everything else in its player's action phase with the stack empty,
 * an action point to spend, and the combat chain closed, or in its resolution step, where only
 * another attack continues the chain (FAB-7.6, FAB-7.0.1a). Resource cards are only pitched.
 */
function canPlayNow(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): string | null {
  const timing = playTiming(def);
  switch (timing.kind) {
    case 'never':
      return timing.why;
    case 'instant':
      return null;
    case 'reaction':
      return reactionTiming(ctx, seat, def, card);
    case 'action': {
      const t = ctx.state.turn;
      if (t.player !== seat) return 'action cards are played in your own turn';
      if (t.phase !== 'action') return 'action cards are played in your action phase';
      if (ctx.state.stack.length > 0) return 'action cards are played while the stack is empty';
      if (t.step !== null && t.step !== 'resolution') return 'action cards are played while the combat chain is closed or in its resolution step';
      if (t.step === 'resolution' && !timing.attack) return 'in the resolution step only an attack continues the combat chain';
      if ((ctx.state.players[seat].stats.ap ?? 0) < 1) return 'no action point left';
      return null;
    }
  }
}

/** The cost of playing a card now (./cost-changes.ts: cost changes apply), paid as resources (FAB-1.14); action cards also spend an action point. */
function payPlayCost(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): void {
  payResources(ctx, seat, playCost(ctx, card, def), [card], handReserve(ctx, seat, def, [card]));
  if (needsActionPoint(def)) {
    const stats = edit(ctx.state, 'players', seat, 'stats');
    stats.ap = (stats.ap ?? 0) - 1;
  }
}

/**
 * Whether floating resources plus the pitch of the other cards in hand cover the cost, with
 * the cards the additional costs take left in hand (they are paid after the resources).
 */
function canAfford(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): string | null {
  const cost = playCost(ctx, card, def);
  return resourcesAvailable(ctx, seat, [card], handReserve(ctx, seat, def, [card])) >= cost ? null : `not enough resources to pay ${cost}`;
}

/** Attacks and defense reactions resolve onto the combat chain (FAB-7.2, FAB-7.4); permanents into the arena. */
function destinationOf(def: CardDef): string {
  if (isAttack(def) || def.types.includes('Defense Reaction')) return CHAIN;
  if (isPermanentType(def)) return 'arena';
  return 'graveyard';
}

/**
 * Flesh and Blood under its comprehensive rules' turn and combat sections: the hero, weapon and
 * equipment zones (./zones.ts; a player's life is their hero's), start, action and end phases
 * (./turn.ts), paying by pitching (./paying.ts), the combat chain (./combat.ts), weapons' attack
 * proxies and "Action -" abilities (./abilities.ts), and the card language's fab conditions
 * (./conditions.ts). A player set up without a hero plays with life 20 and draws up to 4.
 */
export const fab = kernelProfile({
  id: 'fab',
  deck: FAB_FORMATS.cc,
  deckFormats: FAB_FORMATS,
  stackName: 'stack',
  zones: FAB_ZONES,
  stats: { life: 20, ap: 0, resources: 0 },
  mainPhase: 'action',
  playZone: 'arena',
  openingHand: 4,
  declarationSteps: { defend: 'defend' },
  citations: FAB_CITATIONS,
  dialect: fabDialect,
  keywords: { ward, spellvoid },
  rules: {
    // Turn-based actions: the start, action and end phases' (./turn.ts), the combat steps' (./combat.ts).
    phases: [
      { name: 'start', onEnter: startPhase },
      { name: 'action', priority: true, opens: [COMBAT], onEnter: actionPhase },
      { name: 'end', onEnter: endPhase },
    ],
    inventoryZone,
    startingStats: heroStats,
    beginGame: beginFabGame,
    firstPlayerRule: 'FAB-4.1',
    canPlayNow,
    playableFrom,
    payPlayCost,
    canAfford,
    payResources,
    resourcesAvailable,
    usesStack: () => true,
    destinationOf,
    onPlayed: (ctx, _object, def) => onAttackPlayed(ctx, def),
    onCombatChain,
    activeAttack,
    chainLinks,
    defendingCards,
    defendingHero,
    condition: fabCondition,
    canActivateNow: activationTiming,
    payActivation,
    resolveItem: resolveAttackAbility,
    onAbilityResolved,
    onResolved: (ctx, item, def) => {
      // FAB-KW-GO-AGAIN: a resolved non-attack action card gives its controller an action point
      // (an attack's go again waits for its link's resolution step, FAB-7.6).
      if (!isAttack(def) && item.object && view(ctx.engine, ctx.state, item.object).keywords.includes('go-again')) {
        edit(ctx.state, 'players', item.controller, 'stats').ap = (ctx.state.players[item.controller].stats.ap ?? 0) + 1;
      }
    },
    stateChecks: (ctx) => lethalDamageCheck(ctx, 'hp', true),
    replacementPolicy: 'by-step',
    triggerPolicy: 'first-player-chosen',
    priorityAfterResolve: 'turn-player',
  },
});
