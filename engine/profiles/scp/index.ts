import type { ReadState } from '../../core/draft';
import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { DECK, HAND, STACK, playZone, area, graveyard } from '../zone-specs';
import { trace } from '../../core/context';
import { refuse } from '../../core/errors';
import { parseZoneKey, zoneKey, type Seat } from '../../core/ids';
import { payRuleCosts, unpayableRuleCost } from '../../continuous/cost-rules';
import type { Action } from '../../core/actions';
import type { StackItem } from '../../core/state';
import type { CardDef } from '../../cards/types';
import { kernelProfile, loseGame } from '../kernel-profile';
import { isInstant, lethalDamageCheck, sorceryTiming, turnDraw } from '../shared-rules';
import { view } from '../../continuous/view';
import { pushItem, removeItem } from '../../stack/stack';
import { runEvent } from '../../events/pipeline';
import { completeEvent } from '../../events/complete';
import { isForbidden } from '../../continuous/rules';
import { afterAction } from '../../flow/priority';
import { containmentBreaches } from './breach';
import { tool } from './keywords/tool';
import { objectAt } from '../../core/object-table';
import { moveObject } from '../../core/zones';
import { SCP_CITATIONS } from './citations';
import { newestFirst } from '../../core/persistent-list';

export { protectionOf } from './breach';

/**
 * SCP-TCG-JP-J (seed 004): objects on the site cross test the opponents' sandboxes; Tales and
 * Incidents are manifested onto the chain; a sandbox at 0 protection has a containment breach.
 */
function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  const t = ctx.state.turn;
  if (def.types.includes('Tale')) {
    // SCP-603.2: activated effects only in your own turn unless stated.
    const anyTurn = /opponent's turn/.test(def.text);
    if (t.player !== seat && !anyTurn) return 'Tales are manifested in your own turn';
    return null;
  }
  if (isInstant(def)) return null;
  return sorceryTiming(ctx, seat, ['main']);
}

/**
 * SCP-600.1: cross testing is one of the actions a player takes; SCP-600.2: its result is an
 * effect result (the damage). SCP-601.4: on the chain it is one processing (retarget, negate).
 * SCP-601.1/601.2: declare a cross test; restrictions and costs are checked and any failure rewinds. */
function crossTest(ctx: Ctx, action: Extract<Action, { type: 'attack' }>): void {
  const s = ctx.state;
  const seat = action.by;
  const o = objectAt(s.objects, action.with);
  if (!o || o.zone !== zoneKey(seat, 'site')) refuse('not-legal', `${action.with} is not an object on your site`);
  const t = s.turn;
  if (t.player !== seat || t.phase !== 'main') refuse('not-legal', 'cross tests are made in your main phase', 'SCP-601.1');
  if (t.priority !== seat) refuse('not-your-priority', `${seat} does not hold priority`);
  if (s.stack.length > 0) refuse('not-legal', 'only while the chain is empty', 'SCP-601.1');
  const usedKey = `${o.physical}:cross-test:t${t.number}:turn`;
  if ((s.uses[usedKey] ?? 0) > 0) refuse('not-legal', 'this object already cross tested this turn', 'SCP-601.4c');
  const target = objectAt(s.objects, action.target);
  if (!target || parseZoneKey(target.zone).zone !== 'sandboxes' || target.controller === seat) {
    refuse('bad-target', 'a cross test targets an opponent\'s sandbox', 'SCP-601.2');
  }
  // SCP-601.2b: restrictions from static effects and continuous results.
  const forbidden = isForbidden(ctx, 'cross-test', seat, o.id);
  if (forbidden) refuse('restricted', forbidden.message, 'SCP-601.2b');
  if (view(ctx.engine, s, o.id).keywords.includes('cant-cross-test')) refuse('restricted', 'this object can\'t cross test', 'SCP-601.2b');
  // SCP-601.2c: additional costs; unable to pay = rewind.
  const unpayable = unpayableRuleCost(ctx, 'cross-test', seat, o.id);
  if (unpayable) refuse('cannot-pay', unpayable.message, 'SCP-601.2c');
  payRuleCosts(ctx, 'cross-test', seat, o.id);
  edit(s, 'uses')[usedKey] = 1;
  pushItem(ctx, {
    kind: 'cross-test',
    controller: seat,
    source: { controller: seat, object: o.id, physical: o.physical, card: o.card },
    targets: [action.target],
  });
  trace(ctx, 'SCP-601.2', 'trace.cross-test-declared', { card: o.card });
  // SCP-601.2e: "when ... cross tests" triggers.
  completeEvent(ctx, { happened: true, event: { type: 'cross-test', object: o.id, player: seat, source: { controller: seat, object: o.id, physical: o.physical, card: o.card } } });
  afterAction(ctx, seat);
}


/** SCP-601.3: resolving a cross test: the object deals its containment to the targeted sandbox. */
function resolveCrossTest(ctx: Ctx, item: StackItem): void {
  const attacker = item.source.object ? objectAt(ctx.state.objects, item.source.object) : undefined;
  if (!attacker || parseZoneKey(attacker.zone).zone !== 'site') {
    trace(ctx, 'SCP-601.3a', 'trace.cross-test-removed', {});
    return;
  }
  const target = item.targets[0];
  const amount = view(ctx.engine, ctx.state, attacker.id).stats.containment ?? 0;
  runEvent(ctx, { type: 'damage', source: item.source, target, amount });
  trace(ctx, 'SCP-601.3', 'trace.cross-test-resolved', { amount });
}

/**
 * The start of the game (the seed is silent; the published game sets each player's sandboxes
 * out before the first turn): every Sandbox card in a player's deck goes face up into their
 * sandboxes, then the opening hand is made up again to its size from the deck.
 */
function setOutSandboxes(ctx: Ctx): void {
  for (const seat of ctx.state.seats) {
    let moved = 0;
    for (const zone of ['deck', 'hand']) {
      for (const id of [...(ctx.state.zones[zoneKey(seat, zone)] ?? [])]) {
        const def = ctx.cards[objectAt(ctx.state.objects, id)!.card];
        if (!def?.types.includes('Sandbox')) continue;
        moveObject(ctx, id, zoneKey(seat, 'sandboxes'), 'bottom');
        if (zone === 'hand') moved++;
      }
    }
    for (let i = 0; i < moved; i++) {
      const top = (ctx.state.zones[zoneKey(seat, 'deck')] ?? [])[0];
      if (top === undefined) break;
      moveObject(ctx, top, zoneKey(seat, 'hand'), 'bottom');
    }
    trace(ctx, 'SCP-SETUP', 'trace.sandboxes-set-out', { seat, count: (ctx.state.zones[zoneKey(seat, 'sandboxes')] ?? []).length });
  }
}


/** SCP-601.3c: a sandbox at 0 protection or less has a containment breach (breach.ts); a player with no sandbox loses. */
function stateChecks(ctx: Ctx): void {
  lethalDamageCheck(ctx, 'hp', false);
  containmentBreaches(ctx);
  for (const seat of ctx.state.seats) {
    // Only a player who had sandboxes and lost the last one loses (a destroyed object is no breach).
    const had = destroyedSandbox(ctx.state, seat);
    if ((ctx.state.zones[zoneKey(seat, 'sandboxes')] ?? []).length === 0 && had) loseGame(ctx, seat, 'no-sandbox');
  }
}

export const scp = kernelProfile({
  id: 'scp',
  deck: {
    profile: 'scp',
    minCards: 40,
    maxCopies: 3,
    copyKey: 'name',
    markers: [
      { marker: '【Proposal】', max: 1, rule: 'SCP-607.5' },
      { marker: '【Tool】', max: 1, rule: 'SCP-607.6', perClass: ['Safe', 'Euclid', 'Keter'] },
    ],
    listStyle: 'mtg',
    rules: { size: 'SCP-deck-size', copies: 'SCP-copies' },
  },
  stackName: 'chain',
  zones: [DECK, HAND, playZone('site'), { ...area('sandboxes'), targetable: true }, area('tales'), STACK, graveyard('graveyard'), area('decommissioned')],
  stats: { resources: 0 },
  // SCP-607.6: 【Tool】's triggered part (keywords/tool.ts).
  triggerKeywords: { tool },
  mainPhase: 'main',
  playZone: 'site',
  openingHand: 5,
  // One sandbox of each class, set out as the game begins (SCP-607.6c: a sandbox per object class).
  starter: {
    'sandbox-basic-safe': 1, 'sandbox-basic-euclid': 1, 'sandbox-keter': 1,
    'guard-post': 3, watcher: 3, shade: 3, anomaly: 3, leviathan: 2, 'sealed-lantern': 3, 'quiet-statue': 3, 'hollow-choir': 3,
    'glass-moth': 3, 'red-tide': 2, 'archive-ghost': 3, 'pale-door': 3, 'stall-order': 3,
  },
  citations: SCP_CITATIONS,
  rules: {
    phases: [{ name: 'start' }, { name: 'draw', onEnter: (ctx) => turnDraw(ctx, ctx.state.turn.player) }, { name: 'main', priority: true }, { name: 'end' }],
    beginGame: setOutSandboxes,
    canPlayNow,
    // SCP-604.3: optional triggers are chosen as they are declared.
    optionalTriggersChosenAsDeclared: true,
    // SCP-603.2: activated effects are manifested only in your own turn unless they say otherwise.
    canActivateNow: (ctx, seat, _object, body) =>
      (body.timing ?? 'own-turn') === 'own-turn' && ctx.state.turn.player !== seat ? 'activated effects are manifested in your own turn' : null,
    // SCP-603.1a / SCP-603.3: a manifested Tale goes on the chain itself and is an activated effect.
    isActivatedItem: (ctx, item) => item.kind === 'card' && !!item.object && !!ctx.cards[objectAt(ctx.state.objects, item.object)?.card ?? '']?.types.includes('Tale'),
    targetRule: 'SCP-603.3',
    payPlayCost: () => {},
    usesStack: (def) => def.types.includes('Tale'),
    destinationOf: (def) => (def.types.includes('Tale') ? 'graveyard' : 'site'),
    resolveItem: (ctx, item) => {
      if (item.kind !== 'cross-test') return false;
      removeItem(ctx, item.id);
      resolveCrossTest(ctx, item);
      return true;
    },
    stateChecks,
    replacementPolicy: 'affected-player',
    triggerPolicy: 'apnap',
    priorityAfterResolve: 'turn-player',
  },
  perform: (ctx, action) => {
    if (action.type !== 'attack') return false;
    crossTest(ctx, action);
    return true;
  },
  candidates: (_engine, state, seat) => {
    if (state.turn.player !== seat || state.turn.priority !== seat) return [];
    const out: Action[] = [];
    for (const id of state.zones[zoneKey(seat, 'site')] ?? []) {
      for (const other of state.seats.filter((s) => s !== seat)) {
        for (const box of state.zones[zoneKey(other, 'sandboxes')] ?? []) out.push({ type: 'attack', by: seat, with: id, target: box });
      }
    }
    return out;
  },
});

/** Whether a sandbox of this seat was ever destroyed (the whole game's history, newest first). */
function destroyedSandbox(state: ReadState, seat: Seat): boolean {
  for (const h of newestFirst(state.history)) {
    if (h.type === 'destroy' && h.facts['target-controller'] === seat && h.facts['target-zone'] === 'sandboxes') return true;
  }
  return false;
}
