import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labEngine } from '../testing/lab-engine';
import { view } from './view';
import { attackWith, type TestEffect } from './test-board';

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
