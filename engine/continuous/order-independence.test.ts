import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { change, edit } from '../core/draft';
import type { GameState } from '../core/state';
import { view } from './view';
import { attackWith, checkedApplications, type TestEffect } from '../testing/test-board';

/**
 * FAB-6.3.3a / FAB-6.3.4 / FAB-6.3.4b, as a property: an object's computed view does not depend
 * on the order in which its continuous effects were registered, only on what the rules use:
 * stage, sub-stage, timestamp, and the turn player's kept order for equal timestamps. Checked
 * against a model of the stages too (stage 6 keyword gains; stage 7 base-power sets, last
 * one wins; stage 8 sets, then adds, then subtracts).
 */

const engine = labEngine('fab');

type Kind =
  | { kind: 'plus'; n: number }
  | { kind: 'minus'; n: number }
  | { kind: 'base'; n: number }
  | { kind: 'set'; n: number }
  | { kind: 'keyword'; keyword: 'go-again' | 'dominate' | 'overpower' };

const kindArb: fc.Arbitrary<Kind> = fc.oneof(
  fc.record({ kind: fc.constant<'plus'>('plus'), n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant<'minus'>('minus'), n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant<'base'>('base'), n: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant<'set'>('set'), n: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant<'keyword'>('keyword'), keyword: fc.constantFrom<'go-again' | 'dominate' | 'overpower'>('go-again', 'dominate', 'overpower') }),
);

function specOf(k: Kind): Readonly<Record<string, unknown>> {
  switch (k.kind) {
    case 'plus':
      return { power: k.n };
    case 'minus':
      return { power: -k.n };
    case 'base':
      return { 'base-power': { set: k.n } };
    case 'set':
      return { power: { set: k.n } };
    case 'keyword':
      return { keywords: { gain: [k.keyword] } };
  }
}

interface Case {
  effects: Array<Kind & { id: string; timestamp: number }>;
  /** The turn player's order for each timestamp shared by several effects (FAB-6.3.4b). */
  orders: Record<string, string[]>;
}

/** 1-8 effects, timestamps drawn from a small range so ties happen; a random kept order per tie. */
const caseArb: fc.Arbitrary<Case> = fc
  .array(fc.tuple(kindArb, fc.integer({ min: 10, max: 14 })), { minLength: 1, maxLength: 8 })
  .chain((list) => {
    const effects = list.map(([k, timestamp], i) => ({ ...k, id: `e${i + 1}`, timestamp }));
    const ties = [...new Set(effects.map((e) => e.timestamp))].filter((t) => effects.filter((e) => e.timestamp === t).length > 1);
    return fc
      .tuple(...ties.map((t) => fc.shuffledSubarray(effects.filter((e) => e.timestamp === t).map((e) => e.id), { minLength: effects.filter((e) => e.timestamp === t).length })))
      .map((orders) => ({ effects, orders: Object.fromEntries(ties.map((t, i) => [`t${t}`, orders[i]])) }));
  });

/** The rank of an effect in application order within one sub-stage: timestamp, then the kept order. */
function rank(c: Case, e: Case['effects'][number]): number {
  const kept = c.orders[`t${e.timestamp}`];
  return e.timestamp * 100 + (kept ? kept.indexOf(e.id) : 0);
}

/** The model: light-jab (power 2, no keywords) under the effects, stage by stage. */
function model(c: Case): { base: number; power: number; keywords: string[] } {
  const ordered = [...c.effects].sort((a, b) => rank(c, a) - rank(c, b));
  let base = 2;
  for (const e of ordered) if (e.kind === 'base') base = e.n;
  let power = base;
  for (const e of ordered) if (e.kind === 'set') power = e.n;
  for (const e of ordered) if (e.kind === 'plus') power += e.n;
  for (const e of ordered) if (e.kind === 'minus') power -= e.n;
  const keywords = [...new Set(ordered.flatMap((e) => (e.kind === 'keyword' ? [e.keyword] : [])))].sort();
  return { base, power, keywords };
}

function computed(c: Case, registration: readonly Case['effects'][number][]): { base: number; power: number; keywords: string[] } {
  const effects: TestEffect[] = registration.map((e) => ({ id: e.id, timestamp: e.timestamp, spec: specOf(e) }));
  const { state, attack } = attackWith(engine, 'light-jab', effects, c.orders);
  const v = view(engine, state, attack);
  return { base: v.base.power ?? 0, power: v.stats.power ?? 0, keywords: [...v.keywords].sort() };
}

describe('continuous effects: order independence (FAB-6.3.3a, FAB-6.3.4, FAB-6.3.4b)', () => {
  it('FAB-6.3.4: the view depends on timestamps and kept orders, never on registration order', () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) => fc.tuple(fc.constant(c), fc.shuffledSubarray(c.effects, { minLength: c.effects.length }), fc.shuffledSubarray(c.effects, { minLength: c.effects.length }))),
        ([c, first, second]) => {
          const a = computed(c, first);
          expect(computed(c, second)).toEqual(a);
          expect(a).toEqual(model(c));
        },
      ),
      { numRuns: 300, seed: 6340 },
    );
  });
});

/**
 * FAB-6.2.5 with FAB-6.3.4: static effects whose applications are events (applications.ts) keep
 * the property. Auras with statics (War Banner +1, War Horn +3: stage 8 adds; Dampening Field
 * base 3, Giant's Field base 6: stage 7 sets) enter in any order beside locked layer-type effects;
 * their first applications are events (one "the next time it would gain power, +3 more" replacement
 * may be waiting); the view after the check depends on timestamps only.
 */
const STATICS = { 'war-banner': { power: 1 }, 'war-horn': { power: 3 }, 'dampening-field': { base: 3 }, 'giants-field': { base: 6 } } as const;
type StaticCard = keyof typeof STATICS;

interface StaticCase extends Case {
  statics: Array<{ card: StaticCard; timestamp: number }>;
  replaced: boolean;
}

/** Layer-type effects at distinct even timestamps (ties are the first property's), statics at distinct odd ones in between. */
const staticCaseArb: fc.Arbitrary<StaticCase> = fc
  .record({
    effects: fc.uniqueArray(fc.tuple(kindArb, fc.constantFrom(10, 12, 14, 16, 18)), { maxLength: 5, selector: ([, t]) => t }),
    statics: fc.uniqueArray(fc.tuple(fc.constantFrom<StaticCard>('war-banner', 'war-horn', 'dampening-field', 'giants-field'), fc.constantFrom(11, 13, 15, 17)), { minLength: 1, maxLength: 4, selector: ([, t]) => t }),
    replaced: fc.boolean(),
  })
  .map(({ effects, statics, replaced }) => ({
    effects: effects.map(([k, timestamp], i) => ({ ...k, id: `e${i + 1}`, timestamp })),
    orders: {},
    statics: statics.map(([card, timestamp]) => ({ card, timestamp })),
    replaced,
  }));

/** The model with the statics: they join their stages by timestamp; the replacement adds 3 to the first power gain. */
function staticModel(c: StaticCase): { base: number; power: number; keywords: string[] } {
  const layered = [...c.effects].sort((a, b) => a.timestamp - b.timestamp);
  const all = [...layered.map((e) => ({ timestamp: e.timestamp, e })), ...c.statics.map((s) => ({ timestamp: s.timestamp, s }))].sort((a, b) => a.timestamp - b.timestamp);
  let base = 2;
  for (const x of all) {
    if ('e' in x && x.e && x.e.kind === 'base') base = x.e.n;
    if ('s' in x && x.s && 'base' in STATICS[x.s.card]) base = (STATICS[x.s.card] as { base: number }).base;
  }
  let power = base;
  for (const e of layered) if (e.kind === 'set') power = e.n;
  for (const e of layered) if (e.kind === 'plus') power += e.n;
  for (const s of c.statics) if ('power' in STATICS[s.card]) power += (STATICS[s.card] as { power: number }).power;
  if (c.replaced && c.statics.some((s) => 'power' in STATICS[s.card])) power += 3;
  for (const e of layered) if (e.kind === 'minus') power -= e.n;
  const keywords = [...new Set(layered.flatMap((e) => (e.kind === 'keyword' ? [e.keyword] : [])))].sort();
  return { base, power, keywords };
}

/** The check's questions (FAB-6.2.5a ties) answered in the order offered. */
const checked = (state: GameState): GameState => checkedApplications(engine, state);

function computedWithStatics(c: StaticCase, effects: StaticCase['effects'], statics: StaticCase['statics']): { base: number; power: number; keywords: string[] } {
  const registered: TestEffect[] = effects.map((e) => ({ id: e.id, timestamp: e.timestamp, spec: specOf(e) }));
  const board = attackWith(engine, 'light-jab', registered, c.orders, statics);
  const ready = c.replaced
    ? change(board.state, (draft) => {
        edit(draft, 'replacements')['apply-effect'] = [
          { id: 'r1', class: 'general', eventType: 'apply-effect', source: { controller: 'A', physical: 'src-r1' }, timestamp: 1, spec: { event: { event: 'apply-effect', change: 'power' }, instead: { amount: { plus: ['event-amount', 3] } } }, remaining: 1, duration: { kind: 'until-used' }, createdTurn: 2 },
        ];
      })
    : board.state;
  const v = view(engine, checked(ready), board.attack);
  return { base: v.base.power ?? 0, power: v.stats.power ?? 0, keywords: [...v.keywords].sort() };
}

describe('continuous effects with application events: order independence (FAB-6.2.5, FAB-6.3.4)', () => {
  it('FAB-6.2.5 / FAB-6.3.4: statics whose applications are events give the same view whatever order they and the effects were registered in', () => {
    fc.assert(
      fc.property(
        staticCaseArb.chain((c) =>
          fc.tuple(fc.constant(c), fc.shuffledSubarray(c.effects, { minLength: c.effects.length }), fc.shuffledSubarray(c.statics, { minLength: c.statics.length }), fc.shuffledSubarray(c.statics, { minLength: c.statics.length })),
        ),
        ([c, effects, first, second]) => {
          const a = computedWithStatics(c, effects, first);
          expect(computedWithStatics(c, c.effects, second)).toEqual(a);
          expect(a).toEqual(staticModel(c));
        },
      ),
      { numRuns: 200, seed: 6250 },
    );
  });
});
