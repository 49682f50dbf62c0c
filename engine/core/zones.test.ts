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

const engine = labEngine('fab');

/** A's turn with one card in A's hand (and, if given, a layer-type effect in force). */
function handWith(card: string, effect?: ContinuousEffect): { state: GameState; id: string } {
  let id = '';
  const state = change(emptyState(engine, 5, ['A', 'B']), (d) => {
    edit(d, 'turn').player = 'A';
    edit(d, 'turn').phase = 'action';
    id = createObject(makeCtx(engine, d, []), card, 'A', 'hand');
    if (effect) edit(d, 'effects').push(effect);
  });
  return { state, id };
}

/** The card moves (default: it attacks, to the combat chain), after the registries of the state before were computed. */
function attack(before: GameState, id: string, to: ZoneKey = 'A:combat-chain'): GameState {
  activeParts(engine, before);
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

describe('zone moves and the effect registries (core/zones.ts)', () => {
  it('a card without abilities attacking changes views only: the registries carry over', () => {
    const { state, id } = handWith('basic-strike-red');
    const after = attack(state, id);
    expect(activeParts(engine, after)).toBe(activeParts(engine, state));
    expect(view(engine, after, after.zones['A:combat-chain'][0]).card).toBe('basic-strike-red');
  });

  it('FAB-6.6.4: a card with a triggered ability entering the combat chain makes the registries be computed anew', () => {
    const { state, id } = handWith('featherfoot');
    expect(activeParts(engine, attack(state, id))).not.toBe(activeParts(engine, state));
  });

  it('a card whose abilities work from play, played to the stack or pitched, changes views only (other cards work from those zones)', () => {
    const { state, id } = handWith('featherfoot');
    expect(activeParts(engine, attack(state, id, 'A:stack'))).toBe(activeParts(engine, state));
    expect(activeParts(engine, attack(state, id, 'A:pitch'))).toBe(activeParts(engine, state));
  });

  it('FAB-6.6.4: a card with a trigger that works from the graveyard entering the graveyard makes the registries be computed anew', () => {
    const { state, id } = handWith('grave-thaw');
    expect(activeParts(engine, attack(state, id, 'A:graveyard'))).not.toBe(activeParts(engine, state));
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
