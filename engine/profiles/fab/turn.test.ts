import { describe, expect, it } from 'vitest';
import type { Action, Answer } from '../../core/actions';
import type { Engine } from '../../core/context';
import type { GameState } from '../../core/state';
import { act, newGame } from '../../game/game';
import { zoneKey } from '../../core/ids';
import { loadAllSets } from '../../../scripts/engine/node-host';
import { createEngine } from '../registry';
import { objectAt } from '../../core/object-table';
import { toArray } from '../../core/persistent-list';

const engine: Engine = createEngine('fab', loadAllSets().fab ?? {});
const deck = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'filler' : 'yellow-filler'));
const zone = (s: GameState, seat: string, z: string) => (s.zones[zoneKey(seat, z)] ?? []).map((id) => objectAt(s.objects, id)!.card);

/** Plays `action`, answering each decision with `answer(decision kind)` until none is left. */
function step(state: GameState, action: Action, answer: (kind: string) => Answer): GameState {
  let r = act(engine, state, action);
  for (let guard = 0; guard < 20 && r.ok && r.state.pending; guard++) {
    const d = r.state.pending.decision;
    r = act(engine, r.state, { type: 'answer', by: d.player, pick: answer(d.kind) });
  }
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

/** Passes priority until the turn number changes. */
function endTurn(state: GameState, answer: (kind: string) => Answer = () => []): GameState {
  const turn = state.turn.number;
  for (let guard = 0; guard < 50 && state.turn.number === turn; guard++) state = step(state, { type: 'pass', by: state.turn.priority! }, answer);
  return state;
}

describe('fab game start and turn structure (FAB-4)', () => {
  it('FAB-4.1: the inventory starts in its zones and the hero gives its player life', () => {
    const s = newGame(engine, {
      seed: 1,
      decks: { A: deck(10), B: deck(10) },
      inventory: { A: ['sl-small-hero', 'sl-sword', 'sl-helm', 'sl-plate', 'sl-gauntlet'], B: ['sl-hero'] },
    });
    expect(zone(s, 'A', 'hero')).toEqual(['sl-small-hero']);
    expect(zone(s, 'A', 'weapons')).toEqual(['sl-sword']);
    expect(zone(s, 'A', 'head')).toEqual(['sl-helm']);
    expect(zone(s, 'A', 'chest')).toEqual(['sl-plate']);
    expect(zone(s, 'A', 'arms')).toEqual(['sl-gauntlet']);
    expect(s.players.A.stats.life).toBe(15);
    expect(s.players.B.stats.life).toBe(20);
  });

  it('FAB-4.1: an inventory card that is no hero, weapon or equipment is an error naming it', () => {
    expect(() => newGame(engine, { seed: 1, decks: { A: deck(4), B: deck(4) }, inventory: { A: ['filler'] } })).toThrow(/inventory of A: "Filler"/);
  });

  it('FAB-4.3: the action phase gives the turn player 1 action point after the start phase', () => {
    const s = newGame(engine, { seed: 2, firstPlayer: 'A', decks: { A: deck(10), B: deck(10) }, inventory: { A: ['sl-hero'], B: ['sl-hero'] } });
    expect(s.turn.phase).toBe('action');
    expect(s.players.A.stats.ap).toBe(1);
    expect(toArray(s.history).some((h) => h.type === 'action-phase' && h.facts.player === 'A')).toBe(true);
  });

  it('FAB-4.4.3: on the first turn every player draws up to intellect; later only the turn player', () => {
    let s = newGame(engine, { seed: 3, firstPlayer: 'A', decks: { A: deck(20), B: deck(20) }, inventory: { A: ['sl-small-hero'], B: ['sl-hero'] } });
    // Opening hands of 4; A plays nothing; at the end of turn 1, A (intellect 3) keeps 4 and B draws up to 4.
    s = step(s, { type: 'play', by: 'A', card: s.zones[zoneKey('A', 'hand')]![0] }, () => []);
    expect(zone(s, 'A', 'hand')).toHaveLength(3);
    s = endTurn(s);
    expect(s.turn.number).toBe(2);
    expect(zone(s, 'A', 'hand')).toHaveLength(3);
    expect(zone(s, 'B', 'hand')).toHaveLength(4);
    // Turn 2 (B's): B plays two cards; at its end only B draws.
    s = step(s, { type: 'play', by: 'B', card: s.zones[zoneKey('B', 'hand')]![0] }, () => []);
    s = endTurn(s);
    expect(zone(s, 'B', 'hand')).toHaveLength(4);
    expect(zone(s, 'A', 'hand')).toHaveLength(3);
  });

  it('FAB-4.4.3: the arsenal step is offered to a player with a hero and an empty arsenal', () => {
    let s = newGame(engine, { seed: 4, firstPlayer: 'A', decks: { A: deck(20), B: deck(20) }, inventory: { A: ['sl-hero'], B: ['sl-hero'] } });
    const asked: string[] = [];
    const firstCard = s.zones[zoneKey('A', 'hand')]![0];
    s = endTurn(s, (kind) => {
      asked.push(kind);
      return kind === 'cards' ? [firstCard] : [];
    });
    expect(asked).toContain('cards');
    expect(s.zones[zoneKey('A', 'arsenal')]).toHaveLength(1);
    expect(objectAt(s.objects, s.zones[zoneKey('A', 'arsenal')]![0])!.faceDown).toBe(true);
  });

  it('FAB-4.4.3: action and resource points are lost in the end phase', () => {
    let s = newGame(engine, { seed: 5, firstPlayer: 'A', decks: { A: deck(20), B: deck(20) }, inventory: { A: ['sl-hero'], B: ['sl-hero'] } });
    s = endTurn(s);
    expect(s.players.A.stats.ap).toBe(0);
    expect(s.players.A.stats.resources).toBe(0);
  });
});
