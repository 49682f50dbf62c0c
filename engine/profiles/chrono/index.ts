import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { DECK, HAND, STACK, playZone, pile, area, graveyard } from '../zone-specs';
import { soulStoning } from './keywords/soul-stoning';
import { bumpViews } from '../../core/epoch';
import { ask, trace } from '../../core/context';
import { zoneKey, type Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { kernelProfile } from '../kernel-profile';
import { beginOwnTurn, isInstant, lethalDamageCheck, sorceryTiming, turnDraw, untapAll } from '../shared-rules';
import { view } from '../../continuous/view';
import { moveObject, obj } from '../../core/zones';
import { pushItem } from '../../stack/stack';
import { declareTargets, type TargetSpec } from '../../stack/targets';
import { isYes } from '../../decisions/answer';
import { resolveTop } from '../../stack/resolve';
import { combatCandidates, combatDamage, declareAttack, declareBlocks, endCombat } from './combat';
import { canAffordDeploy, harvestTriggers, payDeployCost } from './keywords';
import { editObject, objectAt } from '../../core/object-table';
import { runEvent } from '../../events/pipeline';
import { CHR_CITATIONS } from './citations';

/**
 * The chrono-era game (seed 002): life 10, soul (emptied at every phase change), era.
 * Units, histories and soul stones deploy without the stack (CHR-DEPLOY); spells use it.
 * The chrono check puts the deck's top card into the CA yard; a Chrono Burst may then
 * activate, on the stack but without priority (CHR-CB-1). Combat: combat.ts; Soul Change and
 * Harvest: keywords.ts. A player at 0 life loses (the state check, lethalDamageCheck).
 */
const ACTION_PHASES = ['main', 'attack', 'adjustment'];

/**
 * CHR-SPL-1: spells are cast from hand in the action timings, the card goes to the discard
 * pile and the effect uses the stack. CHR-EFF-1: a card's effect wins over the general rules
 * (the kernel applies card effects on top of the profile's rules); CHR-EFF-2 ([Era N] effects)
 * is a `while: {era: N}` condition; CHR-FLD-1 field abilities are static abilities (no stack);
 * CHR-CB-2: a Chrono Burst is a card's effect, not a spell's (`cb` targets, not `spell`).
 */
function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  if (def.types.includes('Spell')) {
    return ACTION_PHASES.includes(ctx.state.turn.phase) || isInstant(def) ? null : 'spells are cast in the main, attack or adjustment phase';
  }
  return sorceryTiming(ctx, seat, ['main']);
}

/** Soul empties when a phase ends (CHR-SOUL-1), unless an effect keeps it (Soul Urn). */
function emptySoul(ctx: Ctx): void {
  for (const seat of ctx.state.seats) {
    const keeps = (ctx.state.zones[zoneKey(seat, 'battlefield')] ?? []).some((id) => {
      const def = ctx.cards[objectAt(ctx.state.objects, id)!.card];
      return def?.abilities.some((a) => a.kind === 'static' && JSON.stringify(a.body).includes('keep-stat'));
    });
    if (!keeps) edit(ctx.state, 'players', seat, 'stats').soul = 0;
  }
}

/** CHR-CB-1: the chrono check; a revealed Chrono Burst may activate, with no priority to respond. */
function chronoCheck(ctx: Ctx): void {
  const t = ctx.state.turn;
  const deck = ctx.state.zones[zoneKey(t.player, 'deck')] ?? [];
  if (deck.length === 0) return;
  const id = moveObject(ctx, deck[0], zoneKey(t.player, 'ca-yard'), 'top');
  const o = obj(ctx, id);
  const def = ctx.cards[o.card];
  const burst = def?.abilities.find((a) => a.kind === 'chrono-burst');
  if (!burst) return;
  const yes = isYes(ask(ctx, { kind: 'may', player: t.player, prompt: 'decision.chrono-burst', options: [], rule: 'CHR-CB-1' }));
  if (!yes) return;
  const body = burst.body as { targets?: TargetSpec[] };
  const scope = { controller: t.player, self: id, selfPhysical: o.physical };
  const targets = body.targets ? declareTargets(ctx, body.targets, scope, undefined, 'cb') : [];
  if (targets === null) return;
  pushItem(ctx, {
    kind: 'ability',
    controller: t.player,
    source: { controller: t.player, object: id, physical: o.physical, card: o.card },
    ability: def.abilities.indexOf(burst),
    abilityKind: 'chrono-burst',
    targets,
  });
  trace(ctx, 'CHR-CB-1', 'trace.chrono-burst', { card: o.card });
  // No priority in the check phase: it resolves at once.
  resolveTop(ctx);
}

/** Removes the damage marked on units (the adjustment phase; profile assumption from the original game). */
function removeDamage(ctx: Ctx): void {
  for (const seat of ctx.state.seats) {
    for (const id of ctx.state.zones[zoneKey(seat, 'battlefield')] ?? []) {
      if (objectAt(ctx.state.objects, id)!.damage > 0) editObject(ctx.state, id).damage = 0;
      bumpViews(ctx.state);
    }
  }
}

/**
 * CHR-ACT-3: a unit can't pay a wipe cost until its controller's next turn after it was
 * deployed: not the turn it came, nor the opponent's turn that follows (CHR-KW-HASTE exempts it;
 * histories are exempt). Turns go round the table in seat order, so the controller's latest turn
 * is found from the turn number and the seat whose turn it is.
 */
function wipeSick(ctx: Ctx, id: string): boolean {
  const o = objectAt(ctx.state.objects, id);
  if (!o) return false;
  const v = view(ctx.engine, ctx.state, id);
  if (!v.types.includes('Unit') || v.keywords.includes('haste')) return false;
  const { seats, turn } = ctx.state;
  const behind = (seats.indexOf(turn.player) - seats.indexOf(o.controller) + seats.length) % seats.length;
  return turn.number - behind <= o.enteredTurn;
}

/** The last era (a profile assumption). */
const LAST_ERA = 3;
/** A player's era develops as their turns with these numbers begin (their 4th and 7th turns). */
const ERA_TURNS = [4, 7];

/**
 * CHR-ERA (a profile assumption: the seed says only that "the player's era develops over the
 * game"): a player's era develops by one as the check phase of their 4th and 7th turns begins,
 * up to era 3. It is a `gain-stat` event on `era`, as a card's "your era develops" is, so
 * Harvest triggers on it (CHR-KW-HARVEST).
 */
function developEraByTurn(ctx: Ctx): void {
  const t = ctx.state.turn;
  const own = beginOwnTurn(ctx, t.player);
  if (!ERA_TURNS.includes(own) || (ctx.state.players[t.player].stats.era ?? 1) >= LAST_ERA) return;
  trace(ctx, 'CHR-ERA', 'trace.era-develops', { seat: t.player, turn: own });
  runEvent(ctx, { type: 'gain-stat', player: t.player, stat: 'era', amount: 1 });
}

/**
 * CHR-SOUL-1: soul empties when the phase changes (the attack phase's steps are one phase), before
 * the phase's own turn-based actions.
 */
function soulEmpties(then?: (ctx: Ctx) => void): (ctx: Ctx) => void {
  return (ctx) => {
    emptySoul(ctx);
    then?.(ctx);
  };
}

/** The check phase: the turn player's units untap, the era develops, the chrono check. */
function checkPhase(ctx: Ctx): void {
  untapAll(ctx, ctx.state.turn.player);
  developEraByTurn(ctx);
  chronoCheck(ctx);
}

/** The adjustment phase: combat ends, damage is removed. */
function adjustmentPhase(ctx: Ctx): void {
  endCombat(ctx);
  removeDamage(ctx);
}

export const chrono = kernelProfile({
  id: 'chrono',
  stackName: 'stack',
  zones: [DECK, HAND, playZone('battlefield'), STACK, graveyard('discard'), area('soul-yard'), pile('ca-yard')],
  stats: { life: 10, soul: 0, era: 1 },
  mainPhase: 'main',
  playZone: 'battlefield',
  openingHand: 5,
  declarationSteps: { attack: 'pre-attack', defend: 'pre-block' },
  // Basic soul stones are exempt from the copy limit (deck-rules.ts), like basic lands.
  starter: {
    'basic-soul-stone': 14, militia: 4, lancer: 4, shieldbearer: 4, 'war-beast': 4, drake: 4, colossus: 2, 'old-chronicle': 4,
  },
  citations: CHR_CITATIONS,
  keywords: { 'soul-stoning': soulStoning },
  rules: {
    phases: [
      { name: 'check', onEnter: soulEmpties(checkPhase) },
      { name: 'draw', onEnter: soulEmpties((ctx) => turnDraw(ctx, ctx.state.turn.player)) },
      { name: 'main', priority: true, onEnter: soulEmpties() },
      {
        name: 'attack',
        onEnter: soulEmpties(),
        steps: [
          { name: 'pre-attack', priority: true },
          { name: 'pre-block', priority: true },
          { name: 'pre-damage', priority: true },
          { name: 'damage', priority: true, onEnter: combatDamage },
        ],
      },
      { name: 'adjustment', priority: true, onEnter: soulEmpties(adjustmentPhase) },
      { name: 'end', onEnter: soulEmpties() },
    ],
    canPlayNow,
    payPlayCost: payDeployCost,
    performEvent: (ctx, ev) => harvestTriggers(ctx, ev),
    canAfford: canAffordDeploy,
    usesStack: (def) => def.types.includes('Spell'),
    destinationOf: (def) => (def.types.includes('Spell') ? 'discard' : 'battlefield'),
    tapSickness: wipeSick,
    stateChecks: (ctx) => lethalDamageCheck(ctx, 'hp', true),
    replacementPolicy: 'controller',
    triggerPolicy: 'apnap',
    priorityAfterResolve: 'turn-player',
  },
  perform: (ctx, action) => {
    if (action.type === 'attack') declareAttack(ctx, action);
    else if (action.type === 'defend') declareBlocks(ctx, action);
    else return false;
    return true;
  },
  candidates: (_engine, state, seat) => combatCandidates(state, seat),
});
