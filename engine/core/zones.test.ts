import { compileAbility } from '../cards/compile';
import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { change, edit, type WorkingState } from './draft';
import { makeCtx } from './context';
import { emptyState } from '../game/game';
import type { ContinuousEffect, GameState } from './state';
import type { ZoneKey } from './ids';
import { createObject, moveObject } from './zones';
import { activeParts } from '../continuous/parts';
import { view } from '../continuous/view';
import { functionalTriggers } from '../triggers/detect';
import { tracked } from '../continuous/application-scan';
import { objectAt } from './object-table';

const engine = labEngine('fab');

/** A's turn with one card in A's hand (and, if given, a layer-type effect in force). */
function handWith(card: string, effect?: ContinuousEffect): { state: GameState; id: string } {
  let id = '';
  const state = change(emptyState(engine, 5, ['A', 'B']), (d) => {
    edit(d, 'turn').player = 'A';
    edit(d, 'turn').phase = 'action';
    // The effect first: registering one moves the epoch in a game (this setup edits the registry directly).
    if (effect) edit(d, 'effects').push(effect);
    id = createObject(makeCtx(engine, d, []), card, 'A', 'hand');
  });
  return { state, id };
}

/** The functional triggers of a state. */
const triggersOf = (s: GameState) => functionalTriggers(makeCtx(engine, s as WorkingState, []), s);

/** The card moves (default: it attacks, to the combat chain), after the registries of the state before were computed. */
function attack(before: GameState, id: string, to: ZoneKey = 'A:combat-chain'): GameState {
  activeParts(engine, before);
  triggersOf(before);
  return change(before, (d) => {
    moveObject(makeCtx(engine, d, []), id, to);
  });
}

const grant: ContinuousEffect = {
  id: 'g1',
  source: { controller: 'A', physical: 'src', card: 'plus-one' },
  timestamp: 1,
  spec: { modify: { affects: { zone: 'combat-chain' }, grant: compileAbility({ triggered: { when: { event: 'hit' }, effects: [{ draw: 1 }] } }, 1) } },
  duration: { kind: 'end-of-turn' },
  createdTurn: 1,
};

/** A copy of a state without its bookkeeping (core/state-meta.ts): every cache computed anew. */
const fresh = (state: GameState): GameState => ({ ...state });

/**
 * A's weapon in play (and, if given, a layer-type effect in force), then, after the registries
 * of that state were computed, an attack proxy of it on the combat chain (FAB-7.1, as
 * profiles/fab/abilities.ts makes it), then the proxy gone as the chain closes.
 */
function weaponAttack(card: string, effect?: ContinuousEffect) {
  let weapon = '';
  const before = change(emptyState(engine, 5, ['A', 'B']), (d) => {
    edit(d, 'turn').player = 'A';
    edit(d, 'turn').phase = 'action';
    if (effect) edit(d, 'effects').push(effect);
    weapon = createObject(makeCtx(engine, d, []), card, 'A', 'weapons');
  });
  const registries = (s: GameState) => ({
    parts: activeParts(engine, s),
    tracked: tracked(engine, s).parts,
    triggers: functionalTriggers(makeCtx(engine, s as WorkingState, []), s),
  });
  registries(before);
  let proxy = '';
  const attacking = change(before, (d) => {
    proxy = createObject(makeCtx(engine, d, []), card, 'A', 'combat-chain', { token: true, proxyOf: objectAt(d.objects, weapon)!.physical });
  });
  registries(attacking);
  const closed = change(attacking, (d) => {
    moveObject(makeCtx(engine, d, []), proxy, 'A:graveyard');
  });
  return { before, attacking, closed, weapon, proxy, registries };
}

describe('zone moves and the effect registries (core/zones.ts)', () => {
  it('FAB-7.1: a weapon attack proxy entering and leaving the combat chain changes views only: its static and triggered abilities are the weapon\'s, read from the weapon', () => {
    for (const card of ['anothos', 'dawnblade']) {
      const { before, attacking, closed, weapon, registries } = weaponAttack(card);
      // The registries carry over ...
      expect(registries(attacking), card).toEqual(registries(before));
      expect(activeParts(engine, attacking), card).toBe(activeParts(engine, before));
      expect(activeParts(engine, closed), card).toBe(activeParts(engine, before));
      // ... and are what a scan of the state anew finds (the index leaves proxies out): Anothos' static and Dawnblade's triggers, the weapon's only.
      const anew = registries(fresh(attacking));
      expect(registries(attacking), card).toEqual(anew);
      const from = [...anew.tracked.map((p) => p.ability?.object), ...anew.triggers.map((t) => t.object.id)];
      expect(from.length, card).toBeGreaterThan(0);
      expect(new Set(from), card).toEqual(new Set([weapon]));
    }
  });

  it('FAB-7.1, FAB-6.6.4: while an effect grants abilities to attacks, a proxy entering the combat chain makes the registries be computed anew: its granted trigger is found', () => {
    const { before, attacking, proxy, registries } = weaponAttack('anothos', grant);
    expect(activeParts(engine, attacking)).not.toBe(activeParts(engine, before));
    const granted = registries(attacking).triggers.filter((t) => t.object.id === proxy);
    expect(granted.map((t) => t.granted)).toEqual([0]);
  });

  it('a card without abilities attacking changes views only: the registries carry over', () => {
    const { state, id } = handWith('basic-strike-red');
    const after = attack(state, id);
    expect(activeParts(engine, after)).toBe(activeParts(engine, state));
    expect(view(engine, after, after.zones['A:combat-chain'][0]).card).toBe('basic-strike-red');
  });

  it('FAB-6.6.4: a card with a triggered ability entering the combat chain makes the triggers be computed anew (its trigger is found); the effect parts, which read no such card, carry over', () => {
    const { state, id } = handWith('featherfoot');
    const after = attack(state, id);
    expect(triggersOf(after)).not.toBe(triggersOf(state));
    expect(triggersOf(after).map((t) => t.object.card)).toEqual(['featherfoot']);
    expect(activeParts(engine, after)).toBe(activeParts(engine, state));
    expect(triggersOf(after)).toEqual(triggersOf(fresh(after)));
  });

  it('FAB-6.2.2d: while a conditional effect is in force, any registry card moving makes every registry be computed anew (the move may switch the effect)', () => {
    const conditional: ContinuousEffect = { ...grant, id: 'w1', spec: { modify: { affects: { zone: 'combat-chain' }, while: { 'your-turn': true }, keywords: { gain: ['ward'] } } } };
    const { state, id } = handWith('featherfoot', conditional);
    expect(activeParts(engine, attack(state, id))).not.toBe(activeParts(engine, state));
  });

  it('FAB-6.2.3: a card with a static ability entering the combat chain makes the effect parts be computed anew', () => {
    const { state, id } = handWith('rl-rally-banner');
    const after = attack(state, id);
    expect(activeParts(engine, after)).not.toBe(activeParts(engine, state));
    expect(activeParts(engine, after).map((p) => p.effectId)).toEqual(activeParts(engine, fresh(after)).map((p) => p.effectId));
  });

  it('a card whose abilities work from play, played to the stack or pitched, changes views only (other cards work from those zones)', () => {
    const { state, id } = handWith('featherfoot');
    expect(activeParts(engine, attack(state, id, 'A:stack'))).toBe(activeParts(engine, state));
    expect(activeParts(engine, attack(state, id, 'A:pitch'))).toBe(activeParts(engine, state));
  });

  it('FAB-6.6.4: a card with a trigger that works from the graveyard entering the graveyard makes the triggers be computed anew', () => {
    const { state, id } = handWith('grave-thaw');
    const after = attack(state, id, 'A:graveyard');
    expect(triggersOf(after)).not.toBe(triggersOf(state));
    expect(triggersOf(after).map((t) => t.object.card)).toEqual(['grave-thaw']);
  });

  it('FAB-6.6.4: while an effect grants abilities, any card entering play makes the registries be computed anew', () => {
    const { state, id } = handWith('basic-strike-red', grant);
    functionalTriggers(makeCtx(engine, state as WorkingState, []), state);
    const after = attack(state, id);
    expect(activeParts(engine, after)).not.toBe(activeParts(engine, state));
    // The attack has the granted trigger, and the trigger registry has it.
    const triggers = functionalTriggers(makeCtx(engine, after as WorkingState, []), after);
    expect(triggers.map((t) => t.object.card)).toContain('basic-strike-red');
  });
});
