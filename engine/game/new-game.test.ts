import { describe, expect, it } from 'vitest';
import { buildCardDb, loadSet } from '../index';
import { createEngine } from '../profiles/registry';
import { act, newGame } from './game';
import type { GameState } from '../core/state';
import { zoneKey } from '../core/ids';

const set = loadSet(
  'set: t\nprofile: mtg\nname: T\ncards:\n  - {id: bear, name: Bear, type: Creature - Bear, cost: "{1}{G}", power: 2, toughness: 2, text: ""}\n',
  't.yaml',
);
if (!set.ok) throw new Error(set.errors.join('\n'));
const engine = createEngine('mtg', buildCardDb([set.set]));
const deck = Array<string>(20).fill('bear');

describe('a new game', () => {
  it("deals each seat the profile's opening hand from the top of its deck", () => {
    const s = newGame(engine, { seed: 1, seats: ['A', 'B'], decks: { A: deck, B: deck } });
    expect(engine.profile.openingHand).toBe(7);
    expect(s.zones[zoneKey('B', 'hand')]).toHaveLength(7);
    expect(s.zones[zoneKey('B', 'deck')]).toHaveLength(13);
  });

  it('asks the start questions first (MTG-103.2, MTG-103.5), then begins the first turn with priority for the first seat', () => {
    let s: GameState = newGame(engine, { seed: 1, seats: ['A', 'B'], decks: { A: deck, B: deck } });
    expect(s.pending?.decision.kind).toBe('first-player');
    // A player chosen at random picks who plays first (A), then each keeps their hand.
    for (let i = 0; i < 4 && s.pending; i++) {
      const d = s.pending.decision;
      const r = act(engine, s, { type: 'answer', by: d.player, pick: d.kind === 'first-player' ? 'A' : false });
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
    }
    expect(s.pending).toBeNull();
    expect(s.turn).toMatchObject({ number: 1, player: 'A', priority: 'A' });
    expect(s.log.map((e) => e.key)).toContain('log.turn-begins');
  });

  it('takes an explicit opening hand size, and stops at an empty deck', () => {
    const s = newGame(engine, { seed: 1, seats: ['A', 'B'], decks: { A: ['bear', 'bear'], B: [] }, openingHand: 3 });
    expect(s.zones[zoneKey('A', 'hand')]).toHaveLength(2);
    expect(s.zones[zoneKey('B', 'hand')] ?? []).toHaveLength(0);
    expect(s.over).toBe(false);
  });

  it('is the same game from the same seed', () => {
    const a = newGame(engine, { seed: 9, seats: ['A', 'B'], decks: { A: deck, B: deck } });
    const b = newGame(engine, { seed: 9, seats: ['A', 'B'], decks: { A: deck, B: deck } });
    expect(a).toEqual(b);
  });
});
