import { describe, expect, it } from 'vitest';
import { act, newGame } from '../game/game';
import type { GameState } from '../core/state';
import { zoneKey } from '../core/ids';
import { objectAt } from '../core/object-table';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createScenarioHost } from '../conformance/engine-host';
import { createEngine, deckRulesFor, starterRecipe } from './registry';
import { checkDeck, type DeckEntry } from './deck-rules';

const sets = loadAllSets();
const engineOf = (p: string) => createEngine(p, sets[p] ?? {});
const zone = (s: GameState, seat: string, z: string) => s.zones[zoneKey(seat, z)] ?? [];

describe('starter decks (issue 16: a game starts only with legal decks)', () => {
  for (const p of ['mtg', 'gate-ruler', 'chrono', 'scp']) {
    it(`${p}'s starter deck is legal under its deck rules`, () => {
      const deck = starterRecipe(p, sets[p] ?? {});
      expect(deck).toBeDefined();
      const counts = new Map<string, number>();
      for (const id of deck ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
      const entries: DeckEntry[] = [...counts].map(([id, count]) => {
        const c = sets[p][id];
        return { card: { key: id, name: c.name, types: c.types, subtypes: c.subtypes, supertypes: c.supertypes, classes: [], talents: [], keywords: c.keywords, text: c.text }, section: 'main', count };
      });
      const rules = deckRulesFor(p);
      if (!rules) throw new Error(`${p} has no deck rules`);
      expect(checkDeck(rules, entries)).toEqual([]);
    });
  }
});

describe('MTG-103: the start of a Magic game', () => {
  const engine = engineOf('mtg');
  const deck = starterRecipe('mtg', sets.mtg) ?? [];

  it('MTG-103.2: a player chosen at random picks who plays first; the first player skips the first draw', () => {
    let s = newGame(engine, { seed: 3, decks: { A: deck, B: deck } });
    expect(s.pending?.decision.kind).toBe('first-player');
    const chooser = s.pending!.decision.player;
    s = (act(engine, s, { type: 'answer', by: chooser, pick: 'B' }) as { ok: true; state: GameState }).state;
    for (const seat of ['B', 'A']) {
      expect(s.pending?.decision).toMatchObject({ kind: 'may', player: seat, prompt: 'decision.mulligan' });
      s = (act(engine, s, { type: 'answer', by: seat, pick: false }) as { ok: true; state: GameState }).state;
    }
    expect(s.turn).toMatchObject({ number: 1, player: 'B', phase: 'upkeep' });
    expect(zone(s, 'B', 'hand')).toHaveLength(7);
  });

  it("MTG-103.2: a setup that names the first player (Home's choice) asks no one who plays first; the mulligans begin with that seat", () => {
    let s = newGame(engine, { seed: 3, firstPlayer: 'B', decks: { A: deck, B: deck } });
    expect(s.pending?.decision).toMatchObject({ kind: 'may', player: 'B', prompt: 'decision.mulligan' });
    for (const seat of ['B', 'A']) s = (act(engine, s, { type: 'answer', by: seat, pick: false }) as { ok: true; state: GameState }).state;
    expect(s.turn).toMatchObject({ number: 1, player: 'B' });
    expect(s.trace.find((e) => e.key === 'trace.starting-player-set')).toMatchObject({ rule: 'MTG-103.2', params: { seat: 'B' } });
  });

  it('MTG-103.5: the London mulligan draws seven again and puts one card on the bottom per mulligan', () => {
    let s = newGame(engine, { seed: 5, decks: { A: deck, B: deck } });
    s = (act(engine, s, { type: 'answer', by: s.pending!.decision.player, pick: 'A' }) as { ok: true; state: GameState }).state;
    const before = [...zone(s, 'A', 'hand')];
    s = (act(engine, s, { type: 'answer', by: 'A', pick: true }) as { ok: true; state: GameState }).state;
    s = (act(engine, s, { type: 'answer', by: 'A', pick: false }) as { ok: true; state: GameState }).state;
    // A waiting decision keeps the state before the start: the new hand is in the decision's options.
    expect(s.pending?.decision).toMatchObject({ kind: 'cards', player: 'A', min: 1, max: 1 });
    const options = s.pending!.decision.options;
    expect(options).toHaveLength(7);
    expect(options.map((o) => o.value)).not.toEqual(before);
    const bottom = options[0];
    s = (act(engine, s, { type: 'answer', by: 'A', pick: [bottom.value] }) as { ok: true; state: GameState }).state;
    s = (act(engine, s, { type: 'answer', by: 'B', pick: false }) as { ok: true; state: GameState }).state;
    expect(zone(s, 'A', 'hand')).toHaveLength(6);
    const library = zone(s, 'A', 'deck');
    expect(sets.mtg[objectAt(s.objects, library[library.length - 1])!.card].name).toBe(bottom.label);
  });
});

describe('SCP: sandboxes are set out as the game begins', () => {
  it('every Sandbox card of the deck goes into the sandboxes; the hand keeps its size', () => {
    const s = newGame(engineOf('scp'), { seed: 2, decks: { A: starterRecipe('scp', sets.scp)!, B: starterRecipe('scp', sets.scp)! } });
    for (const seat of ['A', 'B']) {
      expect(zone(s, seat, 'sandboxes')).toHaveLength(3);
      // Five cards each; the first player has drawn for the first turn.
      expect(zone(s, seat, 'hand')).toHaveLength(seat === s.turn.player ? 6 : 5);
      expect([...zone(s, seat, 'hand'), ...zone(s, seat, 'deck')].some((id) => sets.scp[objectAt(s.objects, id)!.card].types.includes('Sandbox'))).toBe(false);
    }
  });
});

describe('SCP-603.3: a refused target declaration cites the profile\'s own rule', () => {
  it('a Tale aimed at something that is not an activated effect is refused citing SCP-603.3, not CHR-SPL-2', () => {
    const host = createScenarioHost(sets);
    const setup = host.setup({
      profile: 'scp',
      seats: ['A', 'B'],
      turn: 'A',
      seed: 1,
      players: { A: { stats: {}, zones: { hand: [{ card: 'negate-effect', alias: 'n' }], site: [{ card: 'agent', alias: 'agent' }] } }, B: { stats: {}, zones: {} } },
    });
    if (!setup.ok) throw new Error(setup.message);
    const id = (a: string) => host.objectOf(setup.state, setup.physicalOf[a]) ?? '';
    const r = act(setup.engine, setup.state, { type: 'play', by: 'A', card: id('n'), targets: [id('agent')] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.rule).toBe('SCP-603.3');
  });
});
