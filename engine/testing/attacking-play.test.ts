import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand';
import { loadAllSets } from '../../scripts/engine/node-host';
import { wtrBlitzDecks, wtrPairing } from '../../scripts/engine/wtr-blitz-decks';
import { createEngine } from '../profiles/registry';
import { legalActions, newGame, replay, stateHash } from '../game/game';
import { objectAt } from '../core/object-table';
import { DEFEND_PROMPT, type Decision } from '../decisions/types';
import { attackFirst, makesAttack } from './attacking-play';
import { playRandomGame } from './random-play';

// Issue 14 (Speed): the Blitz bench's random players prefer attacking to passing; these prove
// how they choose (FAB-7.0 attacks, FAB-7.3 defending) and that their games stay replayable.
const sets = loadAllSets();
const engine = createEngine('fab', sets.fab ?? {});
const decks = wtrBlitzDecks(sets.fab ?? {});
const setup = (seed: number) => wtrPairing(decks, seed);

describe('attackFirst: a random player that prefers attacking (issue 14)', () => {
  it('FAB-7.0/FAB-7.1: takes an attack (card or weapon) whenever one is legal, never passing then', () => {
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const s = setup(seed);
      const game = playRandomGame(engine, s.decks, seed, 120, s.inventory, attackFirst);
      let state = newGame(engine, { seed, ...s });
      for (const action of game.log) {
        if (!state.pending && state.turn.priority) {
          const legal = legalActions(engine, state, state.turn.priority);
          if (legal.some((a) => makesAttack(engine, state, a))) {
            expect(makesAttack(engine, state, action), `seed ${seed}: ${JSON.stringify(action)}`).toBe(true);
            checked++;
          }
        }
        const r = replay(engine, state, [action]);
        if (!r.ok) throw new Error(`seed ${seed}: ${r.refusal.message}`);
        state = r.state;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('makesAttack: an attack card played or a weapon attack activated is one; a pass or a non-attack card is not', () => {
    const state = newGame(engine, { seed: 3, ...setup(3) });
    expect(makesAttack(engine, state, { type: 'pass', by: 'A' })).toBe(false);
    const inHand = [...(state.zones['A:hand'] ?? [])].map((id) => objectAt(state.objects, id)!);
    for (const o of inHand) {
      const attack = engine.cards[o.card].types.includes('Attack');
      expect(makesAttack(engine, state, { type: 'play', by: 'A', card: o.id })).toBe(attack);
    }
    expect(inHand.length).toBeGreaterThan(0);
    const weapon = state.zones['A:weapons']?.[0];
    expect(weapon).toBeDefined();
    expect(makesAttack(engine, state, { type: 'activate', by: 'A', card: weapon!, ability: 1 })).toBe(true);
  });

  it('FAB-7.3: declares no defenders three times in four, random cards otherwise', () => {
    const d: Decision = { kind: 'cards', player: 'B', prompt: DEFEND_PROMPT, options: ['x', 'y', 'z'].map((v) => ({ value: v, label: v })), min: 0, max: 3, rule: 'FAB-7.3' };
    const state = newGame(engine, { seed: 1, ...setup(1) });
    const rng = xoroshiro128plus(42);
    const answers = Array.from({ length: 400 }, () => attackFirst.answer(engine, state, d, rng) as readonly string[]);
    const none = answers.filter((a) => a.length === 0).length;
    expect(none).toBeGreaterThan(250);
    expect(none).toBeLessThan(400);
  });

  it('whole Blitz games end with a winner within 2,000 actions, and replay to the same hash', () => {
    let ended = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const s = setup(seed);
      const game = playRandomGame(engine, s.decks, seed, 2000, s.inventory, attackFirst);
      expect(game.stuck, `seed ${seed}`).toBeUndefined();
      if (game.ended) ended++;
      const again = replay(engine, newGame(engine, { seed, ...s }), game.log);
      expect(again.ok).toBe(true);
      if (again.ok) expect(stateHash(again.state)).toBe(stateHash(game.final));
    }
    expect(ended).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
