import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { DECK, HAND, STACK, playZone, pile, graveyard } from '../zone-specs';
import { bumpViews } from '../../core/epoch';
import { ask, log, trace } from '../../core/context';
import { zoneKey, type Seat } from '../../core/ids';
import type { SourceRef, StackItem } from '../../core/state';
import type { CardDef } from '../../cards/types';
import { kernelProfile, loseGame } from '../kernel-profile';
import { affordFromStat, beginOwnTurn, costOf, isInstant, lethalDamageCheck, payFromStat, sorceryTiming, turnDraw, untapAll } from '../shared-rules';
import { view } from '../../continuous/view';
import { moveObject, obj } from '../../core/zones';
import { pushItem, removeItem } from '../../stack/stack';
import { declareTargets } from '../../stack/targets';
import { runEffects } from '../../interpreter/effects';
import { completeEvent } from '../../events/complete';
import { nextSeat } from '../../core/seats';
import { applyReduction, pairMatches } from '../../interpreter/primitives/reduce-damage';
import { consumeLayer } from '../../events/register';
import type { EventOutcome, GameEvent } from '../../events/types';
import { collectReplacements } from '../../events/replacement';
import { chooseNext } from '../../events/ordering';
import { applyReplacement } from '../../events/apply-replacement';
import { editObject, findObject, objectAt } from '../../core/object-table';
import { combatCandidates, declareAttacker, declareBlockers, enterCombatStep, type CombatConfig } from '../declared-combat';
import { GR_CITATIONS } from './citations';
import { newestFirst } from '../../core/persistent-list';

/**
 * Gate Ruler (seed 001, chapter 13): damage becomes a damage execution on the gate, one per
 * source, amounts fixed when placed; rulers count damage and reveal cards for it in the ruler
 * damage step; counter abilities on revealed cards must be played.
 */
function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  if (def.types.includes('Spell') || isInstant(def)) return null;
  return sorceryTiming(ctx, seat, ['main']);
}

/** GR-13-2a: damage from one source puts one execution holding every (recipient, amount) pair on the gate. */
function placeDamage(
  ctx: Ctx,
  source: SourceRef,
  pairs: Array<{ target: string; amount: number }>,
  opts: { kind?: string; noCounter?: boolean; combat?: boolean },
): boolean {
  pairs = pairs.map((p) => replacedPair(ctx, source, p, opts));
  const id = pushItem(ctx, {
    kind: 'damage-execution',
    controller: source.controller,
    source,
    targets: pairs.map((p) => p.target),
    // GR-13-2a-5: the amount is fixed as placed; reductions lower it later (GR-13-3d), and the table shows both.
    pairs: pairs.map((p) => ({ ...p, placed: p.amount })),
    ...(opts.noCounter ? { noCounter: true } : {}),
    ...(opts.combat ? { combat: true } : {}),
  });
  trace(ctx, pairs.length > 1 ? 'GR-13-2a-3' : 'GR-13-2a', 'trace.damage-execution-placed', { card: source.card ?? source.controller });
  // GR-13-2a-4 / GR-13-3a-1: reductions waiting for the next execution apply as it is placed.
  const item = ctx.state.stack.find((s) => s.id === id) as StackItem | undefined;
  const waiting = [...(ctx.state.replacements['damage-execution'] ?? [])];
  for (const r of waiting) {
    if (!item?.pairs) break;
    const indexes = item.pairs.map((p, j) => ({ p, j })).filter(({ p }) => p.amount > 0 && pairMatches(ctx, p.target, r.spec.to, r.source.controller)).map((x) => x.j);
    if (indexes.length === 0) continue;
    applyReduction(ctx, item, indexes, r.spec.zero ? undefined : Number(r.spec.amount ?? 0), r.source.controller);
    consumeLayer(ctx, r as never);
    trace(ctx, 'GR-13-3a-1', 'trace.delayed-reduction', { card: r.source.card ?? '' });
  }
  return true;
}

/**
 * GR-13-2a-4: replacement effects that change the amount (or recipient) of damage apply as the
 * execution is placed, each once (MTG-614.5-style lineage); GR-13-2a-5: the amount is then fixed.
 * Reductions of executions already on the gate are not replacements (GR-13-3a).
 */
function replacedPair(
  ctx: Ctx,
  source: SourceRef,
  pair: { target: string; amount: number },
  opts: { kind?: string; noCounter?: boolean; combat?: boolean },
): { target: string; amount: number } {
  let ev: GameEvent = { type: 'damage', source, target: pair.target, amount: pair.amount, kind: opts.kind, combat: opts.combat, noCounter: opts.noCounter };
  const lineage = new Set<string>();
  for (let guard = 0; guard < 32; guard++) {
    const candidates = collectReplacements(ctx, ev, lineage).filter((c) => c.class !== 'prevention' && c.class !== 'outcome');
    if (candidates.length === 0) break;
    const next = chooseNext(ctx, ev, candidates, { firstPlayer: undefined, applied: lineage });
    if (!next) break;
    lineage.add(next.id);
    const r = applyReplacement(ctx, next, ev, lineage);
    if (r.kind === 'gone') return { target: pair.target, amount: 0 };
    if (r.kind === 'event' && r.event.type === 'damage') ev = r.event;
    trace(ctx, 'GR-13-2a-4', 'trace.execution-amount-replaced', { card: next.source.card ?? '', amount: ev.type === 'damage' ? ev.amount : 0 });
  }
  return ev.type === 'damage' ? { target: ev.target, amount: ev.amount } : pair;
}

/** GR-13-4 / GR-13-7 (healing): GR-13-4b / GR-13-7b: healing a ruler moves damage-zone cards to the graveyard; a unit heals one execution's damage this phase. */
function heal(ctx: Ctx, ev: GameEvent): EventOutcome | undefined {
  if (ev.type !== 'heal') return undefined;
  const player = ctx.state.players[ev.target];
  if (player) {
    const zone = [...(ctx.state.zones[zoneKey(ev.target, 'damage-zone')] ?? [])];
    const n = Math.min(ev.amount, zone.length);
    if (n === 0) return { happened: false, event: ev };
    const pick = ask(ctx, {
      kind: 'cards',
      player: ev.target,
      prompt: 'decision.heal-ruler',
      options: zone.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
      min: n,
      max: n,
      rule: 'GR-13-4b',
    });
    for (const id of Array.isArray(pick) ? (pick as string[]) : [String(pick)]) moveObject(ctx, id, zoneKey(ev.target, 'graveyard'), 'top');
    trace(ctx, 'GR-13-4b-1', 'trace.heal-ruler', { count: n });
    return { happened: true, event: ev, value: n };
  }
  const o = objectAt(ctx.state.objects, ev.target);
  if (!o) return { happened: false, event: ev };
  let amount = ev.amount;
  if (amount < 0) {
    // GR-13-7b-1: only the damage of one execution this phase.
    // This turn's entries only, newest first (the history is in order), then oldest first.
    const dealt: number[] = [];
    for (const h of newestFirst(ctx.state.history)) {
      if (h.turn !== ctx.state.turn.number) break;
      if (h.type === 'damage' && h.facts.phase === ctx.state.turn.phase && h.facts.to === o.physical) dealt.push(Number(h.facts.amount));
    }
    dealt.reverse();
    if (dealt.length === 0) return { happened: false, event: ev };
    amount = Number(
      ask(ctx, {
        kind: 'number',
        player: o.controller,
        prompt: 'decision.heal-execution',
        options: [...new Set(dealt)].map((d) => ({ value: String(d), label: String(d) })),
        rule: 'GR-13-7b-1',
      }),
    );
  }
  const healed = Math.min(o.damage, amount);
  editObject(ctx.state, o.id).damage -= healed;
  bumpViews(ctx.state);
  trace(ctx, 'GR-13-7b', 'trace.heal-unit', { card: o.card, amount: healed });
  return { happened: healed > 0, event: ev, value: healed };
}

/** GR-13-2b: resolving an execution: rulers' counters and units' damage rise; non-units take none (GR-13-8). */
function resolveExecution(ctx: Ctx, item: StackItem): void {
  for (const pair of item.pairs ?? []) {
    if (pair.amount <= 0) continue;
    if (ctx.state.players[pair.target]) {
      const stats = edit(ctx.state, 'players', pair.target, 'stats');
      stats.damage = (stats.damage ?? 0) + pair.amount;
      if (item.noCounter) stats['no-counter'] = (stats['no-counter'] ?? 0) + pair.amount;
      trace(ctx, 'GR-13-4a', 'trace.ruler-damage', { seat: pair.target, amount: pair.amount });
    } else {
      const o = objectAt(ctx.state.objects, pair.target);
      if (!o) continue;
      const v = view(ctx.engine, ctx.state, o.id);
      if (!v.types.includes('Unit')) {
        trace(ctx, 'GR-13-8', 'trace.damage-not-dealt', { card: o.card });
        continue;
      }
      editObject(ctx.state, o.id).damage += pair.amount;
      bumpViews(ctx.state);
      trace(ctx, 'GR-13-7a', 'trace.unit-damage', { card: o.card, amount: pair.amount });
    }
    // GR-13-2b-3: at least 1 damage dealt: "deals damage" / "is dealt damage" happen.
    completeEvent(ctx, {
      happened: true,
      event: { type: 'damage', source: item.source, target: pair.target, amount: pair.amount, combat: item.combat },
    });
  }
}

/** GR-13-6: a ruler damage item: reveal the top card into the counter zone; play its counter or send it to the damage zone. */
function resolveRulerDamage(ctx: Ctx, item: StackItem): void {
  const seat = item.controller;
  const deck = ctx.state.zones[zoneKey(seat, 'deck')] ?? [];
  if (deck.length === 0) {
    loseGame(ctx, seat, 'cannot-reveal');
    return;
  }
  const id = moveObject(ctx, deck[0], zoneKey(seat, 'counter-zone'), 'top', { faceDown: false });
  const o = obj(ctx, id);
  const def = ctx.cards[o.card];
  const counter = def?.abilities.find((a) => a.kind === 'counter');
  const noCounter = item.noCounter === true;
  if (!counter || noCounter) {
    if (counter && noCounter) trace(ctx, 'GR-13-6c-1', 'trace.counter-forbidden', { card: o.card });
    moveObject(ctx, id, zoneKey(o.owner, 'damage-zone'), 'top');
    trace(ctx, 'GR-13-6c', 'trace.to-damage-zone', { card: o.card });
    return;
  }
  // GR-13-6d: a counter ability must be played (no "may").
  const body = counter.body;
  const scope = { controller: seat, self: id, selfPhysical: o.physical };
  const targets = body.targets ? declareTargets(ctx, body.targets, scope, undefined) : [];
  if (targets === null) {
    trace(ctx, 'GR-13-6d-2', 'trace.counter-no-target', { card: o.card });
    moveObject(ctx, id, zoneKey(o.owner, 'graveyard'), 'top');
    return;
  }
  trace(ctx, 'GR-13-6d', 'trace.counter-played', { card: o.card });
  runEffects(ctx, body.effects, { scope, source: { controller: seat, object: id, physical: o.physical, card: o.card }, targets });
  const still = findObject(ctx.state.objects, (x) => x.physical === o.physical && x.zone === zoneKey(seat, 'counter-zone'));
  if (still) {
    moveObject(ctx, still.id, zoneKey(o.owner, 'graveyard'), 'top');
    trace(ctx, 'GR-13-6d-3', 'trace.counter-to-graveyard', { card: o.card });
  }
}

/** GR-13-5: the ruler damage step: items for each point of ruler damage, the turn player's first; counters reset. */
function rulerDamageStep(ctx: Ctx): void {
  const t = ctx.state.turn;
  let seat = t.player;
  for (let i = 0; i < ctx.state.seats.length; i++) {
    const p = ctx.state.players[seat];
    const damage = p.stats.damage ?? 0;
    const noCounter = p.stats['no-counter'] ?? 0;
    for (let n = 0; n < damage; n++) {
      pushItem(ctx, {
        kind: 'ruler-damage',
        controller: seat, // GR-13-5b-1: the damaged ruler's controller
        source: { controller: seat },
        targets: [],
        ...(n < noCounter ? { noCounter: true } : {}),
      });
    }
    if (damage > 0) trace(ctx, 'GR-13-5b', 'trace.ruler-damage-items', { seat, count: damage });
    seat = nextSeat(ctx.state.seats, seat);
  }
  // GR-13-5b-2: the seed says the turn player's items are *placed on the gate first*, then the
  // non-turn player's: they lie under the others' (as executions do, GR-13-2a-2a); no reordering.
  trace(ctx, 'GR-13-5b-2', 'trace.ruler-damage-order', { first: t.player });
  for (const s of ctx.state.seats) {
    edit(ctx.state, 'players', s, 'stats').damage = 0;
    delete edit(ctx.state, 'players', s, 'stats')['no-counter'];
  }
  trace(ctx, 'GR-13-5c', 'trace.ruler-damage-reset', {});
  log(ctx, 'log.ruler-damage-step', {});
}

/**
 * The battle phase (a profile assumption: the seed describes damage, not combat): units attack
 * the opposing ruler; the ruler's controller blocks with untapped units; every hit is a damage
 * execution on the gate (GR-13-2a), resolved as the players pass, and damage to the ruler is
 * counted for the ruler damage step (GR-13-4a).
 */
export const BATTLE: CombatConfig = {
  phase: 'battle',
  steps: { attack: 'attack', block: 'block', damage: 'damage' },
  fighter: 'Unit',
  rule: 'GR-BATTLE',
  sicknessRule: 'GR-BATTLE',
  deal: (ctx, source, target, amount) => placeDamage(ctx, source, [{ target, amount }], { combat: true }),
};

/** Most resources a ruler's turn refills to (a profile assumption). */
const MAX_RESOURCES = 10;

/**
 * GR-RESOURCES (a profile assumption: the seed is silent on resources): as a ruler's start
 * phase begins, their resources refill to the number of turns they have begun (1 on their
 * first, 2 on their second, ... at most 10); printed costs are paid from them.
 */
function refillResources(ctx: Ctx): void {
  const t = ctx.state.turn;
  const amount = Math.min(MAX_RESOURCES, beginOwnTurn(ctx, t.player));
  edit(ctx.state, 'players', t.player, 'stats').resources = amount;
  trace(ctx, 'GR-RESOURCES', 'trace.resources-refilled', { seat: t.player, amount });
}

/** The start phase's turn-based actions: the turn player's cards untap, their resources refill. */
function startPhase(ctx: Ctx): void {
  untapAll(ctx, ctx.state.turn.player);
  refillResources(ctx);
}

function resolveItem(ctx: Ctx, item: StackItem): boolean {
  if (item.kind === 'damage-execution') {
    removeItem(ctx, item.id);
    resolveExecution(ctx, item);
    return true;
  }
  if (item.kind === 'ruler-damage') {
    removeItem(ctx, item.id);
    resolveRulerDamage(ctx, item);
    return true;
  }
  return false;
}

export const gateRuler = kernelProfile({
  id: 'gate-ruler',
  deck: { profile: 'gate-ruler', minCards: 40, maxCopies: 4, copyKey: 'name', listStyle: 'mtg', rules: { size: 'GR-deck-size', copies: 'GR-copies' } },
  stackName: 'gate',
  zones: [DECK, HAND, playZone('battlefield'), STACK, graveyard('graveyard'), pile('damage-zone'), pile('counter-zone')],
  stats: { damage: 0, resources: 0 },
  mainPhase: 'main',
  playZone: 'battlefield',
  openingHand: 5,
  declarationSteps: { attack: 'attack', defend: 'block' },
  starter: {
    footman: 4, pikeman: 4, knight: 4, giant: 4, archer: 4, firebolt: 4, insight: 4, banner: 4, 'wall-warden': 4, sellsword: 4,
  },
  citations: GR_CITATIONS,
  rules: {
    phases: [
      { name: 'start', onEnter: startPhase },
      { name: 'draw', onEnter: (ctx) => turnDraw(ctx, ctx.state.turn.player) },
      { name: 'main', priority: true },
      {
        name: 'battle',
        steps: [
          { name: 'attack', priority: true },
          { name: 'block', priority: true, onEnter: (ctx) => enterCombatStep(ctx, BATTLE, 'block') },
          { name: 'damage', priority: true, onEnter: (ctx) => enterCombatStep(ctx, BATTLE, 'damage') },
        ],
      },
      { name: 'ruler-damage', priority: true, onEnter: rulerDamageStep },
      { name: 'end' },
    ],
    canPlayNow,
    payPlayCost: (ctx, seat, _card, def) => payFromStat(ctx, seat, 'resources', costOf(def)),
    canAfford: (ctx, seat, _card, def) => affordFromStat(ctx, seat, 'resources', costOf(def)),
    usesStack: () => true,
    destinationOf: (def) => (def.types.includes('Unit') || def.types.includes('Item') ? 'battlefield' : 'graveyard'),
    placeDamage,
    resolveItem,
    performEvent: (ctx, ev) => heal(ctx, ev),
    stateChecks: (ctx) => lethalDamageCheck(ctx, 'hp', false),
    replacementPolicy: 'affected-player',
    triggerPolicy: 'apnap',
    priorityAfterResolve: 'turn-player',
  },
  perform: (ctx, action) => {
    if (action.type === 'attack') declareAttacker(ctx, BATTLE, action);
    else if (action.type === 'defend') declareBlockers(ctx, BATTLE, action);
    else return false;
    return true;
  },
  candidates: (_engine, state, seat) => combatCandidates(state, BATTLE, 'battlefield', seat),
});
