import { describe, expect, it } from 'vitest';
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand';
import fc from 'fast-check';
import { actionSchema, checkAction, plainlyWellFormed } from './action-schema';
import { act, legalActions, newGame } from '../game/game';
import { labEngine } from '../../scripts/engine/lab-engine';
import { simpleDeck } from '../testing/decks';
import type { GameState } from './state';

describe('the action schema', () => {
  it('a malformed action (a bad IPC message) is refused with what is wrong and where', () => {
    expect(checkAction({ type: 'play', by: 'A' })).toMatch(/card/);
    expect(checkAction({ type: 'pass', by: 'A', extra: 1 })).toMatch(/extra|unrecognized/i);
    expect(checkAction('pass')).not.toBeNull();
    expect(checkAction({ type: 'pass', by: 'A' })).toBeNull();
  });

  it('every action the engine lists is well-formed (what the computer opponent and scripts send)', () => {
    for (const profile of ['fab', 'mtg', 'scp', 'chrono', 'gate-ruler']) {
      const engine = labEngine(profile);
      const deck = simpleDeck(engine.cards, 30);
      const rng = xoroshiro128plus(3);
      let state: GameState = newGame(engine, { seed: 3, decks: { A: deck, B: deck } });
      for (let i = 0; i < 120 && !state.over && !state.pending; i++) {
        const legal = legalActions(engine, state, state.turn.priority ?? state.turn.player);
        for (const a of legal) {
          expect(actionSchema.safeParse(a).success, `${profile}: ${JSON.stringify(a)}`).toBe(true);
        }
        const r = act(engine, state, legal[unsafeUniformIntDistribution(0, legal.length - 1, rng)]);
        if (r.ok) state = r.state;
      }
    }
  });
});

describe('the hand-made check of common actions', () => {
  const valid: unknown[] = [
    { type: 'pass', by: 'A' },
    { type: 'concede', by: 'B' },
    { type: 'answer', by: 'A', pick: ['o1', 'o2'] },
    { type: 'answer', by: 'A', pick: [] },
    { type: 'answer', by: 'A', pick: 'o3' },
    { type: 'answer', by: 'A', pick: 2 },
    { type: 'answer', by: 'A', pick: true },
    { type: 'play', by: 'A', card: 'o12', targets: ['o4'], mode: 1, x: 0 },
    { type: 'activate', by: 'B', card: 'o7', ability: 1 },
    { type: 'attack', by: 'A', with: 'o9', target: 'B' },
  ];

  it('recognizes the actions a game sends most, which the schema accepts', () => {
    for (const a of valid) {
      expect(plainlyWellFormed(a), JSON.stringify(a)).toBe(true);
      expect(actionSchema.safeParse(a).success).toBe(true);
    }
  });

  it('never accepts an action the schema refuses (anything it does not recognize goes to the schema)', () => {
    const near = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom('pass', 'concede', 'answer', 'play', 'activate', 'attack', 'defend', 'manual', 'other'),
          by: fc.oneof(fc.string({ maxLength: 40 }), fc.anything()),
          card: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()),
          pick: fc.oneof(fc.string({ maxLength: 210 }), fc.double(), fc.boolean(), fc.array(fc.string({ maxLength: 3 }), { maxLength: 210 }), fc.anything()),
          ability: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.double(), fc.anything()),
          targets: fc.oneof(fc.array(fc.string({ maxLength: 70 }), { maxLength: 22 }), fc.anything()),
          mode: fc.oneof(fc.integer(), fc.double(), fc.constant(undefined)),
          x: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double(), fc.constant(undefined)),
          with: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()),
          target: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()),
          extra: fc.anything(),
        },
        { requiredKeys: ['type', 'by'] },
      ),
    );
    fc.assert(
      fc.property(near, (a) => {
        if (plainlyWellFormed(a)) expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // A list with a hole is left to the schema.
    const sparse: string[] = ['o1'];
    sparse[2] = 'o2';
    expect(plainlyWellFormed({ type: 'answer', by: 'A', pick: sparse })).toBe(false);
  });
});
