import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { view } from './view';
import { activeParts } from './parts';
import { boardWith, type TestEffect } from '../testing/test-board';
import { tableOf } from './layers';
import { FAB_STAGES } from './stages';
import { MTG_LAYERS } from '../profiles/mtg/layers';
import type { Engine } from '../core/context';
import { labEngine } from '../../scripts/engine/lab-engine';

/** MTG-613: the mtg profile's layer table (profiles/mtg/layers.ts) read by the continuous machinery. */


const mtg = labEngine('mtg');
/** The same cards staged by FaB's table: the table is data, the machinery is one. */
const mtgCardsFabStages: Engine = { ...mtg, profile: { ...mtg.profile, layers: FAB_STAGES } };

const pt = (engine: Engine, effects: ReadonlyArray<TestEffect & { on?: readonly string[] }>, card = 'bear', counters?: Record<string, number>) => {
  const { state, ids } = boardWith(engine, [{ card, counters }], effects.map((e) => ({ on: [card], ...e })));
  const v = view(engine, state, ids[card]);
  return [v.stats.power, v.stats.toughness];
};

describe('MTG-613.1 the layer table is profile data', () => {
  it('MTG-613.1: mtg supplies its own table; profiles without one use FaB stages (FAB-6.3.2)', () => {
    expect(tableOf(mtg)).toBe(MTG_LAYERS);
    expect(tableOf(labEngine('scp'))).toBe(FAB_STAGES);
    expect(MTG_LAYERS.stages.map((s) => s.rule)).toEqual(expect.arrayContaining(['MTG-613.1a', 'MTG-613.1b', 'MTG-613.1c', 'MTG-613.1d', 'MTG-613.1e', 'MTG-613.1f', 'MTG-613.4a', 'MTG-613.4b', 'MTG-613.4c', 'MTG-613.4d']));
  });

  it('MTG-613.1: parts are placed by the table: types in 4, color in 5, abilities in 6, P/T set in 7b, modify in 7c, switch in 7d', () => {
    const { state } = boardWith(mtg, [{ card: 'bear' }], [
      { id: 'e1', timestamp: 10, on: ['bear'], spec: { subtypes: { add: ['Wizard'] }, colors: { set: ['white'] }, keywords: { gain: ['flying'] }, power: { set: 1 }, toughness: 2, 'switch-power-toughness': true } },
    ]);
    const placed = Object.fromEntries(activeParts(mtg, state).map((p) => [p.key, `${p.stage}.${p.sub}`]));
    expect(placed).toEqual({ subtypes: '4.2', colors: '5.2', keywords: '6.2', power: '7.2', toughness: '7.3', 'switch-power-toughness': '7.4' });
  });
});

describe('MTG-613.4 power and toughness sublayers', () => {
  it('MTG-613.4b/c: a newer set (7b) applies before an older +3/+3 (7c)', () => {
    expect(pt(mtg, [{ id: 'e1', timestamp: 10, spec: { power: 3, toughness: 3 } }, { id: 'e2', timestamp: 11, spec: { 'base-power': { set: 0 }, 'base-toughness': { set: 2 } } }])).toEqual([3, 5]);
  });

  it('MTG-613.4b: setting P/T and setting base P/T share sublayer 7b, so timestamps decide (FaB stages put base first)', () => {
    const effects = [{ id: 'e1', timestamp: 10, spec: { power: { set: 5 } } }, { id: 'e2', timestamp: 11, spec: { 'base-power': { set: 1 } } }];
    expect(pt(mtg, effects)[0]).toBe(1);
    expect(pt(mtgCardsFabStages, effects)[0]).toBe(5);
  });

  it('MTG-613.4c: counters modify P/T in 7c: after a set, whatever its timestamp', () => {
    expect(pt(mtg, [{ id: 'e1', timestamp: 10, spec: { 'base-power': { set: 1 }, 'base-toughness': { set: 1 } } }], 'bear', { '+1/+1': 2, '-1/-1': 1 })).toEqual([2, 2]);
  });

  it('MTG-613.4d: a switch applies after every 7c change, even a newer one (FaB stages have no switch)', () => {
    expect(pt(mtg, [{ id: 'e1', timestamp: 10, spec: { 'switch-power-toughness': true } }, { id: 'e2', timestamp: 11, spec: { power: 3, toughness: 3 } }], 'warden')).toEqual([6, 4]);
    expect(pt(mtgCardsFabStages, [{ id: 'e1', timestamp: 10, spec: { 'switch-power-toughness': true } }], 'warden')).toEqual([1, 3]);
  });

  it('MTG-613.3 / MTG-613.4a: a characteristic-defining ability applies in 7a, before an older 7b set', () => {
    const { state, ids } = boardWith(mtg, [{ card: 'rl-awe', timestamp: 1 }, { card: 'rl-hoarder', timestamp: 2 }]);
    const parts = activeParts(mtg, state).filter((p) => p.key === 'base-power');
    expect(parts.map((p) => `${p.stage}.${p.sub}`)).toEqual(['7.1', '7.2']);
    expect(view(mtg, state, ids['rl-hoarder']).stats.power).toBe(1);
  });
});

type Kind = { kind: 'set'; p: number; t: number } | { kind: 'add'; p: number; t: number } | { kind: 'switch' };

const kindArb: fc.Arbitrary<Kind> = fc.oneof(
  fc.record({ kind: fc.constant<'set'>('set'), p: fc.integer({ min: 0, max: 6 }), t: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant<'add'>('add'), p: fc.integer({ min: -3, max: 3 }), t: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant<'switch'>('switch') }),
);

function specOf(k: Kind): Readonly<Record<string, unknown>> {
  if (k.kind === 'set') return { power: { set: k.p }, toughness: { set: k.t } };
  if (k.kind === 'add') return { power: k.p, toughness: k.t };
  return { 'switch-power-toughness': true };
}

/** The model of layer 7 for a 2/2: 7b the newest set wins, 7c sums, 7d each switch swaps. */
function model(effects: ReadonlyArray<Kind & { timestamp: number }>): [number, number] {
  const byTime = [...effects].sort((a, b) => a.timestamp - b.timestamp);
  let [p, t] = [2, 2];
  for (const e of byTime) if (e.kind === 'set') [p, t] = [e.p, e.t];
  for (const e of byTime) if (e.kind === 'add') [p, t] = [p + e.p, t + e.t];
  for (const e of byTime) if (e.kind === 'switch') [p, t] = [t, p];
  return [p, t];
}

describe('MTG-613.7 timestamps within a layer', () => {
  it('MTG-613.7: the view depends on sublayers and timestamps, never on the order effects were registered', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 10, max: 40 }), { minLength: 1, maxLength: 6 }).chain((times) =>
          fc.tuple(fc.array(kindArb, { minLength: times.length, maxLength: times.length }), fc.constant(times)).chain(([kinds]) => {
            const effects = kinds.map((k, i) => ({ ...k, timestamp: times[i], id: `e${i + 1}` }));
            return fc.tuple(fc.constant(effects), fc.shuffledSubarray(effects, { minLength: effects.length }));
          }),
        ),
        ([effects, registration]) => {
          expect(pt(mtg, registration.map((e) => ({ id: e.id, timestamp: e.timestamp, spec: specOf(e) })))).toEqual(model(effects));
        },
      ),
      { numRuns: 200, seed: 6137 },
    );
  });
});
