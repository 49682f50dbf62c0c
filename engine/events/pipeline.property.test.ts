import { change, edit } from '../core/draft';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCtx, type Engine } from '../core/context';
import { emptyState, stateHash } from '../game/game';
import type { GameState, ReplacementEffect } from '../core/state';
import { createEngine } from '../profiles/registry';
import { addReplacement } from './register';
import { runEvent } from './pipeline';
import type { EffectFrame } from '../interpreter/effects';

/**
 * Property tests of the event pipeline (FAB-6.4/6.5, MTG-614/616) over random sets of
 * layer-type replacement and prevention effects waiting for one damage event: it terminates,
 * applies each effect at most once per event (FAB-6.4.5 / MTG-614.5), never turns damage into
 * life gain nor prevents more than the damage, and is deterministic (same inputs, same hash).
 */

type EffectSpec =
  | { kind: 'double'; owner: 'A' | 'B'; next: boolean }
  | { kind: 'plus'; owner: 'A' | 'B'; n: number; next: boolean }
  | { kind: 'prevent'; owner: 'A' | 'B'; n: number }
  | { kind: 'prevent-all'; owner: 'A' | 'B' }
  | { kind: 'shield'; owner: 'A' | 'B'; n: number };

const owner = fc.constantFrom<'A' | 'B'>('A', 'B');
const effectArb: fc.Arbitrary<EffectSpec> = fc.oneof(
  fc.record({ kind: fc.constant<'double'>('double'), owner, next: fc.boolean() }),
  fc.record({ kind: fc.constant<'plus'>('plus'), owner, n: fc.integer({ min: 1, max: 3 }), next: fc.boolean() }),
  fc.record({ kind: fc.constant<'prevent'>('prevent'), owner, n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant<'prevent-all'>('prevent-all'), owner }),
  fc.record({ kind: fc.constant<'shield'>('shield'), owner, n: fc.integer({ min: 1, max: 4 }) }),
);

interface Input {
  profile: 'mtg' | 'fab';
  effects: EffectSpec[];
  amount: number;
  unpreventable: boolean;
}

const inputArb: fc.Arbitrary<Input> = fc.record({
  profile: fc.constantFrom<'mtg' | 'fab'>('mtg', 'fab'),
  effects: fc.array(effectArb, { minLength: 0, maxLength: 7 }),
  amount: fc.integer({ min: 1, max: 6 }),
  unpreventable: fc.boolean(),
});

const engines = new Map<string, Engine>();
function engineFor(profile: string): Engine {
  let e = engines.get(profile);
  if (!e) {
    e = createEngine(profile, {});
    engines.set(profile, e);
  }
  return e;
}

/** Each effect gets its own source card name (`e<i>`) so the trace tells which effect applied. */
function register(state: GameState, engine: Engine, effects: readonly EffectSpec[]): GameState {
  return change(state, (draft) => {
    const ctx = makeCtx(engine, draft, []);
    effects.forEach((e, i) => {
      const frame: EffectFrame = { scope: { controller: e.owner }, source: { controller: e.owner, card: `e${i}` }, targets: [] };
      const event = { event: 'damage', to: 'B' };
      switch (e.kind) {
        case 'double':
          addReplacement(ctx, 'general', 'damage', { event, instead: { amount: { times: ['event-amount', 2] } }, next: e.next }, frame, { kind: 'end-of-turn' });
          break;
        case 'plus':
          addReplacement(ctx, 'general', 'damage', { event, instead: { amount: { plus: ['event-amount', e.n] } }, next: e.next }, frame, { kind: 'end-of-turn' });
          break;
        case 'prevent':
          addReplacement(ctx, 'prevention', 'damage', { event, prevent: e.n }, frame, { kind: 'end-of-turn' });
          break;
        case 'prevent-all':
          addReplacement(ctx, 'prevention', 'damage', { event }, frame, { kind: 'end-of-turn' });
          break;
        case 'shield':
          addReplacement(ctx, 'prevention', 'damage', { event, prevent: e.n, shield: true }, frame, { kind: 'end-of-turn' }, e.n);
          break;
      }
    });
  });
}

/** The state before the event: players A (turn) and B at 20 life, the effects registered. */
function before(input: Input): { engine: Engine; state: GameState } {
  const engine = engineFor(input.profile);
  const base = change(emptyState(engine, 7, ['A', 'B']), (draft) => {
    edit(draft, 'turn').number = 2;
    edit(draft, 'players', 'B', 'stats').life = 20;
    edit(draft, 'players', 'A', 'stats').life = 20;
  });
  return { engine, state: register(base, engine, input.effects) };
}

/**
 * Runs one damage event from A to B. Every decision (which effect next, the first player) is
 * answered "A": a seat where a seat is asked; not an effect id, so the oldest effect is taken.
 */
function damage(engine: Engine, state: GameState, input: Input): GameState {
  return change(state, (draft) => {
    const ctx = makeCtx(engine, draft, Array.from({ length: 256 }, () => 'A'));
    runEvent(ctx, { type: 'damage', source: { controller: 'A' }, target: 'B', amount: input.amount, unpreventable: input.unpreventable || undefined });
  });
}

/** The most damage the effects could make of the amount: every increase applied once, no prevention. */
function ceiling(input: Input): number {
  let max = input.amount;
  for (const e of input.effects) if (e.kind === 'plus') max += e.n;
  for (const e of input.effects) if (e.kind === 'double') max *= 2;
  return max;
}

const APPLIED = new Set(['trace.replaced', 'trace.prevented', 'trace.unpreventable']);

describe('event pipeline properties (FAB-6.4.5, MTG-614.5, MTG-616.1f)', () => {
  it('MTG-614.5: two lasting doublers turn 2 damage into 8, each applied once (the generator\'s effects do apply)', () => {
    for (const profile of ['mtg', 'fab'] as const) {
      const input: Input = { profile, effects: [{ kind: 'double', owner: 'A', next: false }, { kind: 'double', owner: 'B', next: false }], amount: 2, unpreventable: false };
      const { engine, state } = before(input);
      const after = damage(engine, state, input);
      expect(after.players.B.stats.life).toBe(12);
      expect(after.trace.slice(state.trace.length).filter((t) => t.key === 'trace.replaced').length).toBe(2);
    }
  });

  it('terminates and applies each replacement or prevention effect at most once to the event (MTG-614.5 / FAB-6.4.5)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { engine, state } = before(input);
        const after = damage(engine, state, input);
        const entries = after.trace.slice(state.trace.length);
        for (let i = 0; i < input.effects.length; i++) {
          const applied = entries.filter((t) => APPLIED.has(t.key) && t.params?.card === `e${i}`).length;
          expect(applied).toBeLessThanOrEqual(1);
          const chosen = entries.filter((t) => t.key === 'trace.replacement-chosen' && t.params?.card === `e${i}`).length;
          expect(chosen).toBeLessThanOrEqual(1);
        }
        // MTG-616.1f: choosing repeats while effects apply, never more often than there are effects.
        expect(entries.filter((t) => t.key === 'trace.replacement-chosen').length).toBeLessThanOrEqual(input.effects.length);
      }),
      { numRuns: 300 },
    );
  });

  it('damage never raises life, never exceeds the amplified amount, and prevention never prevents more than the damage', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { engine, state } = before(input);
        const after = damage(engine, state, input);
        const lost = (state.players.B.stats.life ?? 0) - (after.players.B.stats.life ?? 0);
        expect(lost).toBeGreaterThanOrEqual(0);
        expect(lost).toBeLessThanOrEqual(ceiling(input));
        expect(after.players.A.stats.life).toBe(20);
        // FAB-6.4.10h: unpreventable damage is never reduced by prevention, only increased.
        const prevented = after.trace
          .slice(state.trace.length)
          .filter((t) => t.key === 'trace.prevented')
          .reduce((s, t) => s + Number(t.params?.amount ?? 0), 0);
        if (input.unpreventable) expect(prevented).toBe(0);
        expect(prevented).toBeLessThanOrEqual(ceiling(input));
        // With no prevention effects at all, the damage is exactly the replaced amount (>= the original).
        if (!input.effects.some((e) => e.kind !== 'double' && e.kind !== 'plus')) expect(lost).toBeGreaterThanOrEqual(input.amount);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same effects and event give the same state hash', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const one = before(input);
        const two = before(input);
        expect(stateHash(one.state)).toBe(stateHash(two.state));
        expect(stateHash(damage(one.engine, one.state, input))).toBe(stateHash(damage(two.engine, two.state, input)));
      }),
      { numRuns: 200 },
    );
  });

  it('"next time" effects are used up by the event; lasting ones stay registered', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { engine, state } = before(input);
        const after = damage(engine, state, input);
        const left = new Set((after.replacements.damage ?? []).map((r: ReplacementEffect) => r.source.card));
        input.effects.forEach((e, i) => {
          const applied = after.trace.slice(state.trace.length).some((t) => t.key === 'trace.replaced' && t.params?.card === `e${i}`);
          if ((e.kind === 'double' || e.kind === 'plus') && !e.next) expect(left.has(`e${i}`)).toBe(true);
          if ((e.kind === 'double' || e.kind === 'plus') && e.next && applied) expect(left.has(`e${i}`)).toBe(false);
        });
      }),
      { numRuns: 200 },
    );
  });
});
