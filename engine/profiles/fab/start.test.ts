import { describe, expect, it } from 'vitest';
import type { Engine } from '../../core/context';
import type { GameState } from '../../core/state';
import { act, newGame, replay, stateHash, type NewGameOptions } from '../../game/game';
import { zoneKey } from '../../core/ids';
import { toArray } from '../../core/persistent-list';
import { loadAllSets } from '../../../scripts/engine/node-host';
import { createEngine } from '../registry';
import { RULES_REVISION } from '../../core/rules-revision';

const engine: Engine = createEngine('fab', loadAllSets().fab ?? {});
const deck = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'filler' : 'yellow-filler'));
const game = (seed: number, more: Partial<NewGameOptions> = {}): GameState =>
  newGame(engine, { seed, decks: { A: deck(20), B: deck(20) }, inventory: { A: ['sl-small-hero'], B: ['sl-hero'] }, ...more });
const hand = (s: GameState, seat: string) => s.zones[zoneKey(seat, 'hand')] ?? [];

function answer(s: GameState, pick: string): GameState {
  const r = act(engine, s, { type: 'answer', by: s.pending!.decision.player, pick });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

/** Passes priority until the turn number changes (a question on the way answered with nothing). */
function endTurn(state: GameState): GameState {
  const turn = state.turn.number;
  let s = state;
  for (let guard = 0; guard < 60 && s.turn.number === turn; guard++) {
    const d = s.pending?.decision;
    const r = d ? act(engine, s, { type: 'answer', by: d.player, pick: [] }) : act(engine, s, { type: 'pass', by: s.turn.priority! });
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
  }
  return s;
}

describe('FAB-4.1: who plays first', () => {
  it(`FAB-4.1: a game of rules revision ${RULES_REVISION} asks a player the seed draws who plays first, and the chosen seat takes turn 1`, () => {
    const choosers = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = game(seed);
      expect(s.rules).toBe(RULES_REVISION);
      expect(s.pending?.decision).toMatchObject({ kind: 'first-player', prompt: 'decision.who-plays-first', rule: 'FAB-4.1' });
      expect(s.pending!.decision.options.map((o) => o.value)).toEqual(['A', 'B']);
      // The same seed draws the same chooser: the game's generator, not chance.
      expect(game(seed).pending!.decision.player).toBe(s.pending!.decision.player);
      choosers.add(s.pending!.decision.player);
    }
    // Over a dozen seeds the draw falls on both seats.
    expect([...choosers].sort()).toEqual(['A', 'B']);
  });

  it('FAB-4.1: the chooser picks the other seat, which takes turn 1 with its action point; the trace and the log say who chose whom', () => {
    const s0 = game(3);
    const chooser = s0.pending!.decision.player;
    const other = chooser === 'A' ? 'B' : 'A';
    const s = answer(s0, other);
    expect(s.pending).toBeNull();
    expect(s.turn).toMatchObject({ number: 1, player: other, phase: 'action', priority: other });
    expect(s.players[other].stats.ap).toBe(1);
    expect(s.players[chooser].stats.ap ?? 0).toBe(0);
    expect(s.trace.find((e) => e.key === 'trace.starting-player')).toMatchObject({ rule: 'FAB-4.1', params: { seat: other, chooser } });
    expect(s.log.find((l) => l.key === 'log.starting-player')?.params).toEqual({ seat: other });
    expect(s.log.find((l) => l.key === 'log.turn-begins')?.params).toMatchObject({ seat: other, turn: 1 });
  });

  it("FAB-4.3: with B first, the turns go on around the table from B: turn 2 is A's, with A's action point", () => {
    let s = game(5, { firstPlayer: 'B' });
    expect(s.turn).toMatchObject({ number: 1, player: 'B' });
    expect(s.players.B.stats.ap).toBe(1);
    s = endTurn(s);
    expect(s.turn).toMatchObject({ number: 2, player: 'A', phase: 'action', priority: 'A' });
    expect(s.players.A.stats.ap).toBe(1);
    // FAB-4.4.3: the end of turn 1 drew every player up to intellect (4 for B's hero, 3 for A's, which keeps its opening 4).
    expect(hand(s, 'B')).toHaveLength(4);
    expect(hand(s, 'A')).toHaveLength(4);
    s = endTurn(s);
    expect(s.turn).toMatchObject({ number: 3, player: 'B' });
  });

  it("FAB-4.1: with firstPlayer 'B' in the setup, B takes turn 1 and nobody is asked; the game draws nothing for it", () => {
    const s = game(3, { firstPlayer: 'B' });
    expect(s.pending).toBeNull();
    expect(s.turn).toMatchObject({ number: 1, player: 'B', phase: 'action', priority: 'B' });
    expect(s.trace.find((e) => e.key === 'trace.starting-player-set')).toMatchObject({ rule: 'FAB-4.1', params: { seat: 'B' } });
    expect(s.log.find((l) => l.key === 'log.starting-player')?.params).toEqual({ seat: 'B' });
    // Nothing random decided it: the generator is where a game that drew no chooser left it.
    expect(s.rng).toEqual(game(3, { firstPlayer: 'A' }).rng);
  });

  it('FAB-4.1: a setup naming the chooser (the loser of the previous game) asks that seat, without a draw', () => {
    for (const loser of ['A', 'B']) {
      const s = game(3, { firstPlayerChooser: loser });
      expect(s.pending?.decision).toMatchObject({ kind: 'first-player', player: loser, prompt: 'decision.who-plays-first-loser', rule: 'FAB-4.1' });
      const done = answer(s, loser);
      expect(done.turn).toMatchObject({ number: 1, player: loser });
      expect(done.trace.find((e) => e.key === 'trace.starting-player-loser')?.params).toEqual({ seat: loser, chooser: loser });
      expect(done.rng).toEqual(game(3, { firstPlayer: 'A' }).rng);
    }
  });

  it('FAB-4.1: a seat that is not in the game is refused as the first player or the chooser, naming it', () => {
    expect(() => game(1, { firstPlayer: 'C' })).toThrow(/firstPlayer: "C" is not a seat of this game/);
    expect(() => game(1, { firstPlayerChooser: 'C' })).toThrow(/firstPlayerChooser: "C" is not a seat of this game/);
  });

  it('FAB-4.1: a game started before rules revision 2 (a saved game) starts with A and asks nothing, as it was played', () => {
    for (const rules of [0, 1]) {
      const s = game(3, { rules });
      expect(s.pending).toBeNull();
      expect(s.turn).toMatchObject({ number: 1, player: 'A', phase: 'action' });
      expect(s.log.some((l) => l.key === 'log.starting-player')).toBe(false);
      expect(s.trace.some((e) => e.key.startsWith('trace.starting-player'))).toBe(false);
    }
  });

  it('FAB-4.1: a game replays from its seed to the same hash when its setup is passed again (an answered draw, a settled seat)', () => {
    for (const options of [{}, { firstPlayer: 'B' }, { firstPlayerChooser: 'A' }] as const) {
      let s = game(9, options);
      if (s.pending) s = answer(s, 'B');
      s = endTurn(endTurn(s));
      const again = replay(engine, game(9, options), toArray(s.actions));
      expect(again.ok).toBe(true);
      if (again.ok) expect(stateHash(again.state)).toBe(stateHash(s));
    }
  });
});
