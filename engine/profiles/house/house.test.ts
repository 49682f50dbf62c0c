import { describe, expect, it } from 'vitest';
import { act, boardView, createEngine, newGame, replay, stateHash } from '../../index';
import type { CardDb, GameState } from '../../index';

const cards: CardDb = {};
const engine = createEngine('house', cards);
const deck = ['a', 'b', 'c', 'd', 'e'];

function start(): GameState {
  return newGame(engine, { seed: 7, seats: ['A', 'B'], decks: { A: deck, B: deck } });
}

function pass(state: GameState, by: string): GameState {
  const r = act(engine, state, { type: 'pass', by });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

describe('house turn (walking skeleton)', () => {
  it('starts in the first seat\'s main phase after its draw', () => {
    const s = start();
    expect(s.turn).toMatchObject({ number: 1, player: 'A', phase: 'main', priority: 'A' });
    expect(s.zones['A:hand']).toHaveLength(1);
    expect(s.zones['A:deck']).toHaveLength(4);
  });

  it('passes priority to the other seat, and both passing ends the turn', () => {
    let s = pass(start(), 'A');
    expect(s.turn.priority).toBe('B');
    s = pass(s, 'B');
    expect(s.turn).toMatchObject({ number: 2, player: 'B', phase: 'main', priority: 'B' });
    expect(s.zones['B:hand']).toHaveLength(1);
  });

  it('refuses a pass out of turn and leaves the state untouched', () => {
    const s = start();
    const r = act(engine, s, { type: 'pass', by: 'B' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.code).toBe('not-your-priority');
  });

  it('refuses a malformed action with a reason', () => {
    const r = act(engine, start(), { type: 'pass' } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.code).toBe('malformed');
  });

  it('keeps the old state unchanged (structural sharing, no mutation)', () => {
    const s = start();
    const before = stateHash(s);
    const next = pass(s, 'A');
    expect(stateHash(s)).toBe(before);
    expect(next.objects).toBe(s.objects);
  });

  it('replays seed + action log to the same state hash', () => {
    let s = start();
    for (let i = 0; i < 6; i++) s = pass(s, s.turn.priority!);
    const again = replay(engine, start(), s.actions);
    expect(again.ok && stateHash(again.state)).toBe(stateHash(s));
  });

  it('a player who must draw from an empty deck loses', () => {
    let s = newGame(engine, { seed: 1, seats: ['A', 'B'], decks: { A: ['a'], B: [] } });
    s = pass(pass(s, 'A'), 'B');
    expect(s.over).toBe(true);
    expect(s.winner).toBe('A');
    expect(boardView(engine, s).legal).toEqual([]);
  });
});
