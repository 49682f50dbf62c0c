import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { view } from './view';
import { boardWith, type TestObject, type TestEffect } from '../testing/test-board';

/** MTG-613.8: dependencies between effects of one layer (engine/continuous/dependencies.ts, order.ts). */

const mtg = labEngine('mtg');

/** A layer-type effect on what a filter names ("creatures you control are Wizards"). */
const on = (id: string, timestamp: number, affects: Record<string, unknown>, subtypes: Record<string, unknown>): TestEffect => ({
  id,
  timestamp,
  spec: { affects: { each: affects }, subtypes },
});
const creatures = (extra: Record<string, unknown> = {}) => ({ type: 'Creature', ...extra });

function subtypesOf(objects: readonly TestObject[], effects: readonly TestEffect[], alias: string): readonly string[] {
  const { state, ids } = boardWith(mtg, objects, effects);
  return view(mtg, state, ids[alias]).subtypes;
}

function keywordsOf(objects: readonly TestObject[], alias: string): readonly string[] {
  const { state, ids } = boardWith(mtg, objects);
  return view(mtg, state, ids[alias]).keywords;
}

describe('MTG-613.8 dependency', () => {
  const wizards = (t: number) => on('wizards', t, creatures(), { add: ['Wizard'] });
  const soldiers = (t: number) => on('soldiers', t, creatures({ subtype: 'Wizard' }), { add: ['Soldier'] });

  it('MTG-613.8a: "Wizards are Soldiers" depends on "creatures are Wizards" (what it applies to), whatever the timestamps', () => {
    expect(subtypesOf([{ card: 'bear' }], [soldiers(10), wizards(11)], 'bear')).toEqual(['Bear', 'Wizard', 'Soldier']);
    expect(subtypesOf([{ card: 'bear' }], [wizards(10), soldiers(11)], 'bear')).toEqual(['Bear', 'Wizard', 'Soldier']);
  });

  it('MTG-613.8a: a static grant depends on the removal of its own ability in the same layer: the removal first, and the grant never exists', () => {
    const sage = { card: 'rl-warding-sage', timestamp: 1 };
    const meekness = { card: 'humility', timestamp: 2 };
    expect(keywordsOf([sage, meekness, { card: 'rl-academy', timestamp: 3 }], 'rl-academy')).not.toContain('hexproof');
    expect(keywordsOf([{ ...meekness, timestamp: 1 }, { ...sage, timestamp: 2 }, { card: 'rl-academy', timestamp: 3 }], 'rl-academy')).not.toContain('hexproof');
    expect(keywordsOf([sage, { card: 'rl-academy', timestamp: 3 }], 'rl-academy')).toContain('hexproof');
  });

  it('MTG-613.8a / FAB-6.2.3a: an effect whose ability was removed in an earlier layer never starts (an anthem on a creature under Meekness)', () => {
    const { state, ids } = boardWith(mtg, [{ card: 'humility', timestamp: 1 }, { card: 'rl-captain', timestamp: 2 }, { card: 'bear', timestamp: 3 }]);
    expect([view(mtg, state, ids.bear).stats.power, view(mtg, state, ids.bear).stats.toughness]).toEqual([1, 1]);
    const without = boardWith(mtg, [{ card: 'rl-captain', timestamp: 2 }, { card: 'bear', timestamp: 3 }]);
    expect(view(mtg, without.state, without.ids.bear).stats.power).toBe(3);
  });

  it('MTG-613.8b: effects depending on each other (a loop) apply in timestamp order', () => {
    const toSoldiers = (t: number) => on('to-soldiers', t, creatures({ subtype: 'Wizard' }), { set: ['Soldier'] });
    const toWizards = (t: number) => on('to-wizards', t, creatures({ subtype: 'Soldier' }), { set: ['Wizard'] });
    const objects = [{ card: 'warden' }, { card: 'town-guard' }];
    expect(subtypesOf(objects, [toSoldiers(10), toWizards(11)], 'warden')).toEqual(['Wizard']);
    expect(subtypesOf(objects, [toSoldiers(10), toWizards(11)], 'town-guard')).toEqual(['Wizard']);
    expect(subtypesOf(objects, [toWizards(10), toSoldiers(11)], 'warden')).toEqual(['Soldier']);
    expect(subtypesOf(objects, [toWizards(10), toSoldiers(11)], 'town-guard')).toEqual(['Soldier']);
  });

  it('MTG-613.8c: dependencies are worked out again after each effect applies', () => {
    // Before anything applies, "Soldiers are Knights" depends on nothing (there are no Wizards for
    // "Wizards are Soldiers" to change). Once the oldest, "creatures are Wizards", applied, it
    // depends on "Wizards are Soldiers", which goes first though it is newer.
    const effects = [wizards(10), on('knights', 11, creatures({ subtype: 'Soldier' }), { add: ['Knight'] }), soldiers(12)];
    expect(subtypesOf([{ card: 'bear' }], effects, 'bear')).toEqual(['Bear', 'Wizard', 'Soldier', 'Knight']);
  });

  it('MTG-613.7: effects that do not depend on each other keep timestamp order (a newer set wins)', () => {
    const set = (id: string, t: number, to: string) => on(id, t, creatures(), { set: [to] });
    expect(subtypesOf([{ card: 'bear' }], [set('a', 10, 'Cat'), set('b', 11, 'Dog')], 'bear')).toEqual(['Dog']);
    expect(subtypesOf([{ card: 'bear' }], [set('a', 11, 'Cat'), set('b', 10, 'Dog')], 'bear')).toEqual(['Cat']);
  });
});
