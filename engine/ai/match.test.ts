import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createEngine } from '../profiles/registry';
import { simpleDeck } from '../testing/decks';
import { playMatch } from './match';

const sets = loadAllSets();

describe('playMatch', () => {
  it('MTG-103.2: reports the seat the play-or-draw choice sent first, whichever seat that is', () => {
    const engine = createEngine('mtg', sets.mtg ?? {});
    const deck = simpleDeck(sets.mtg ?? {}, 40);
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const r = playMatch(engine, { seed, decks: { A: deck, B: deck }, players: { A: 'random', B: 'random' }, maxActions: 12 });
      const chosen = r.final.log.find((line) => line.key === 'log.starting-player')?.params?.seat;
      expect(chosen).toBeDefined();
      expect(r.first).toBe(chosen);
      firsts.add(r.first);
    }
    // Random choosers: over eight games both seats began one (else the test shows nothing).
    expect([...firsts].sort()).toEqual(['A', 'B']);
  });

  it('most profiles: the first seat takes the first turn', () => {
    const engine = createEngine('fab', sets.fab ?? {});
    const deck = simpleDeck(sets.fab ?? {}, 30);
    const r = playMatch(engine, { seed: 5, decks: { B: deck, A: deck }, players: { A: 'random', B: 'random' }, maxActions: 40 });
    expect(r.first).toBe('B');
  });
});
