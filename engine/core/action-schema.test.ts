import { describe, expect, it } from 'vitest';
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand';
import { actionSchema, checkAction } from './action-schema';
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
