import { edit } from '../../core/draft';
import { cardIndex, objectsInZones } from '../../core/card-index';
import type { Ctx } from '../../core/context';
import { DECK, HAND, STACK, playZone, area, graveyard } from '../zone-specs';
import { modular } from './keywords/modular';
import { changeling } from './keywords/changeling';
import { MTG_LAYERS } from './layers';
import { affordMana, costOfCard, emptyManaPools, landDropProblem, payMana, recordLandDrop } from './mana';
import { beginMagicGame } from './start';
import { combatCandidates, declareAttacker, declareBlockers, enterCombatStep, type CombatConfig } from '../declared-combat';
import type { Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { kernelProfile, loseGame } from '../kernel-profile';
import { isInstant, lethalDamageCheck, sorceryTiming, turnDraw, untapAll } from '../shared-rules';
import { zoneKey } from '../../core/ids';
import { trace } from '../../core/context';
import { view } from '../../continuous/view';
import type { EventOutcome, GameEvent } from '../../events/types';
import { performEvent as performKernelEvent } from '../../events/perform';
import { runEvent } from '../../events/pipeline';
import { MTG_CITATIONS } from './citations';
import { mtgDialect } from './dialect';

/**
 * The `mtg` profile: the seed (comprehensive rules 614/616 as the digest states them) for
 * replacement effects; where it is silent, Magic's published comprehensive rules: the start of
 * the game (103: play or draw, London mulligan, start.ts), the turn (500-514: untap, upkeep,
 * draw, main, combat, main 2, end), coloured mana paid automatically from pool and lands
 * (mana.ts), one land a turn (305.2), combat with declared attackers and blockers and first
 * strike (506-511, ../declared-combat.ts), life 20 and losing at 0 life or drawing from an empty
 * library (704.5a-b).
 */
const PERMANENTS = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];

function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  if (isInstant(def)) return null;
  return sorceryTiming(ctx, seat, ['main', 'main2']) ?? landDropProblem(ctx, seat, def);
}

type Spec = Readonly<Record<string, unknown>>;

/** Whether a `skip` rule covers this seat (`who`: each-player, you, opponent), seen from its controller. */
function skipCovers(args: Spec, step: string, seat: Seat, controller: Seat): boolean {
  if (args.step !== step) return false;
  const who = (args.who as string | undefined) ?? 'you';
  if (who === 'each-player') return true;
  if (who === 'you') return seat === controller;
  if (who === 'opponent' || who === 'each-opponent') return seat !== controller;
  return who === seat;
}

/**
 * MTG-614.1b / MTG-614.10: "skip [a step]" replaces the step with nothing. The skip must exist
 * before the step begins (it is checked as the step begins, never during it): a skip that
 * appears during a step takes effect at its next occurrence. Returns the skipping card.
 */
function skippedBy(ctx: Ctx, step: string, seat: Seat): string | undefined {
  const state = ctx.state;
  for (const e of state.effects) {
    const args = e.spec.skip;
    if (args && skipCovers(args, step, seat, e.source.controller)) return e.source.card ?? 'an effect';
  }
  // Only cards with static abilities can skip a step: the rest of the battlefield is not read.
  for (const o of objectsInZones(state, ['battlefield'], cardIndex(ctx.cards).statics)) {
    const def = ctx.cards[o.card];
    if (!def) continue;
    const v = view(ctx.engine, state, o.id);
    for (const [i, a] of def.abilities.entries()) {
      if (a.kind !== 'static' || !v.abilities.includes(i)) continue;
      const rule = a.body.rule;
      const args = rule?.word === 'skip' ? rule.args : undefined;
      if (args && skipCovers(args, step, seat, o.controller)) return o.card;
    }
  }
  return undefined;
}

/** Magic's combat phase (MTG-506-511): declare attackers, declare blockers, first-strike damage, damage. */
const COMBAT: CombatConfig = {
  phase: 'combat',
  steps: { attack: 'attackers', block: 'blockers', firstStrike: 'first-strike', damage: 'damage' },
  fighter: 'Creature',
  rule: 'MTG-506',
  sicknessRule: 'MTG-302.6',
};

/**
 * A turn-based step that an effect may skip (MTG-614.10: the step is replaced by nothing, so no
 * turn-based action happens in it): its actions run unless it is skipped.
 */
function unlessSkipped(step: string, actions: (ctx: Ctx) => void): (ctx: Ctx) => void {
  return (ctx) => {
    const by = skippedBy(ctx, step, ctx.state.turn.player);
    if (!by) return actions(ctx);
    trace(ctx, 'MTG-614.10', 'trace.step-skipped', { step, card: by });
  };
}

/**
 * MTG-614.11: the draw goes through the pipeline; only a draw actually made from an empty library
 * (not one replaced) marks the loss (see performEvent below). 103.7a: the player who goes first
 * skips the draw of the game's first turn.
 */
function drawStep(ctx: Ctx): void {
  if (ctx.state.turn.number > 1) turnDraw(ctx, ctx.state.turn.player);
}

/**
 * Events the mtg profile performs itself:
 * - MTG-614.11: a draw that reaches the library (no replacement took it) with no card left
 *   makes its player lose at the next state check (704.5b); a replaced draw never gets here.
 * - MTG-614.16: counters a permanent enters with are "put on" it (rule 122.6), so replacements
 *   of putting counters apply to them, whatever made it enter with them (modular, another
 *   permanent's "enters with an additional counter").
 */
function performEvent(ctx: Ctx, ev: GameEvent, lineage: Set<string>): EventOutcome | undefined {
  if (ev.type === 'draw') {
    const deck = ctx.state.zones[zoneKey(ev.player, 'deck')] ?? [];
    if (deck.length === 0) {
      edit(ctx.state, 'players', ev.player, 'stats')['drew-from-empty'] = 1;
      trace(ctx, 'MTG-614.11', 'trace.draw-from-empty-library', { seat: ev.player });
      return { happened: false, event: ev };
    }
    return undefined;
  }
  if (ev.type !== 'enter' || !ev.counters || Object.keys(ev.counters).length === 0) return undefined;
  const { counters, ...bare } = ev;
  const entered = performKernelEvent(ctx, bare, lineage, runEvent);
  if (!entered.happened || typeof entered.value !== 'string') return { ...entered, event: ev };
  for (const [kind, amount] of Object.entries(counters)) {
    if (amount <= 0) continue;
    trace(ctx, 'MTG-614.16', 'trace.enters-with-counters', { kind, amount });
    runEvent(ctx, { type: 'counters', object: entered.value, kind, amount, source: ev.source });
  }
  return { ...entered, event: ev };
}

export const mtg = kernelProfile({
  id: 'mtg',
  deck: {
    profile: 'mtg',
    minCards: 60,
    maxCopies: 4,
    copyKey: 'name',
    unlimited: [{ supertypes: ['Basic'], types: ['Land'] }],
    listStyle: 'mtg',
    rules: { size: 'MTG-100.2a', copies: 'MTG-100.2a' },
  },
  stackName: 'stack',
  zones: [DECK, HAND, playZone('battlefield'), STACK, graveyard('graveyard'), area('exile')],
  stats: { life: 20, resources: 0 },
  mainPhase: 'main',
  playZone: 'battlefield',
  openingHand: 7,
  declarationSteps: { attack: 'attackers', defend: 'blockers' },
  // A red-green deck: 24 basic lands and nine creatures and spells, four of each (MTG-100.2a).
  starter: {
    forest: 12, mountain: 12, 'grizzly-cub': 4, 'thicket-boar': 4, 'vine-archer': 4, 'patient-treant': 4, 'hill-giant': 4,
    'ember-duelist': 4, 'raging-pup': 4, 'cinder-drake': 4, 'spark-jolt': 4,
  },
  citations: MTG_CITATIONS,
  dialect: mtgDialect,
  keywords: { modular },
  staticKeywords: { changeling },
  layers: MTG_LAYERS,
  rules: {
    phases: [
      { name: 'untap', onEnter: unlessSkipped('untap', (ctx) => untapAll(ctx, ctx.state.turn.player)) },
      { name: 'upkeep', priority: true },
      { name: 'draw', priority: true, onEnter: unlessSkipped('draw', drawStep) },
      { name: 'main', priority: true },
      {
        name: 'combat',
        steps: [
          { name: 'attackers', priority: true },
          { name: 'blockers', priority: true, onEnter: (ctx) => enterCombatStep(ctx, COMBAT, 'blockers') },
          { name: 'first-strike', priority: true, onEnter: (ctx) => enterCombatStep(ctx, COMBAT, 'first-strike') },
          { name: 'damage', priority: true, onEnter: (ctx) => enterCombatStep(ctx, COMBAT, 'damage') },
        ],
      },
      { name: 'main2', priority: true },
      { name: 'end', priority: true },
    ],
    // MTG-500.4: mana empties from the pools as each step and phase ends.
    onEachStep: emptyManaPools,
    beginGame: beginMagicGame,
    firstPlayerRule: 'MTG-103.2',
    performEvent,
    canPlayNow,
    payPlayCost: (ctx, seat, _card, def) => {
      recordLandDrop(ctx, seat, def);
      payMana(ctx, seat, costOfCard(def));
    },
    canAfford: (ctx, seat, _card, def) => affordMana(ctx, seat, costOfCard(def)),
    usesStack: (def) => !def.types.includes('Land'),
    destinationOf: (def) => (def.types.some((t) => PERMANENTS.includes(t)) ? 'battlefield' : 'graveyard'),
    stateChecks: (ctx) => {
      lethalDamageCheck(ctx, 'toughness', true);
      for (const seat of ctx.state.seats) if (ctx.state.players[seat].stats['drew-from-empty']) loseGame(ctx, seat, 'empty-library');
    },
    replacementPolicy: 'affected-player',
    triggerPolicy: 'apnap',
    priorityAfterResolve: 'turn-player',
  },
  perform: (ctx, action) => {
    if (action.type === 'attack') declareAttacker(ctx, COMBAT, action);
    else if (action.type === 'defend') declareBlockers(ctx, COMBAT, action);
    else return false;
    return true;
  },
  candidates: (_engine, state, seat) => combatCandidates(state, COMBAT, 'battlefield', seat),
});
