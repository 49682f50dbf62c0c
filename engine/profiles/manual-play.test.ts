import { describe, expect, it } from 'vitest';
import { act, newGame, replay, stateHash } from '../game/game';
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';
import type { CardDb, CardDef } from '../cards/types';
import { zoneKey } from '../core/ids';
import { objectAt } from '../core/object-table';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createEngine } from './registry';
import { awaitingManual } from '../stack/manual-resolution';
import { lastItem, toArray } from '../core/persistent-list';

const sets = loadAllSets();

/** A catalogue card nobody scripted: text, no abilities (as electron/services/game-cards.ts makes them). */
const rampage: CardDef = {
  ...sets.chrono.militia,
  id: 'alpha-rampage',
  name: 'Alpha Rampage',
  typeLine: 'Unit',
  types: ['Unit'],
  text: 'When this is deployed, destroy target unit.',
  abilities: [],
  scripted: false,
};
const cards: CardDb = { ...sets.chrono, 'alpha-rampage': rampage };
const engine = createEngine('chrono', cards);

function start(): GameState {
  const deck = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'militia' : 'alpha-rampage'));
  return newGame(engine, { seed: 11, decks: { A: deck, B: deck }, shuffle: false, openingHand: 5 });
}

function step(state: GameState, action: Action): GameState {
  const r = act(engine, state, action);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

const zone = (s: GameState, seat: string, z: string) => s.zones[zoneKey(seat, z)] ?? [];
const lastLog = (s: GameState) => s.log[s.log.length - 1];

describe('manual play (issue 16): changes by hand are actions in the log, saved and replayed', () => {
  it('moves a card between zones by hand and says so in the log', () => {
    let s = start();
    const card = zone(s, 'A', 'hand')[0];
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'move', card, to: 'discard' } });
    expect(zone(s, 'A', 'hand')).not.toContain(card);
    expect(zone(s, 'A', 'discard')).toHaveLength(1);
    expect(lastLog(s)).toMatchObject({ key: 'log.manual-move', params: { seat: 'A', zone: 'discard', owner: 'A' } });
    expect(lastItem(s.actions)).toMatchObject({ type: 'manual', by: 'A' });
  });

  it('taps, puts counters on a card and changes life by hand; life at 0 still loses', () => {
    let s = start();
    const card = zone(s, 'A', 'hand')[0];
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'move', card, to: 'battlefield' } });
    const unit = zone(s, 'A', 'battlefield')[0];
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'tap', card: unit, tapped: true } });
    expect(objectAt(s.objects, unit)?.tapped).toBe(true);
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'counters', card: unit, counter: 'grain', amount: 2 } });
    expect(objectAt(s.objects, unit)?.counters).toEqual({ grain: 2 });
    expect(act(engine, s, { type: 'manual', by: 'A', change: { kind: 'counters', card: unit, counter: 'grain', amount: -3 } }).ok).toBe(false);
    s = step(s, { type: 'manual', by: 'B', change: { kind: 'stat', player: 'B', stat: 'life', amount: -3 } });
    expect(s.players.B.stats.life).toBe(7);
    expect(lastLog(s)).toMatchObject({ key: 'log.manual-stat', params: { seat: 'B', player: 'B', stat: 'life', amount: -3 } });
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'stat', player: 'B', stat: 'life', amount: -7 } });
    expect(s.over).toBe(true);
    expect(s.winner).toBe('A');
  });

  it('refuses a change that names no card or no zone, leaving the game as it was', () => {
    const s = start();
    const r1 = act(engine, s, { type: 'manual', by: 'A', change: { kind: 'move', card: 'o999', to: 'discard' } });
    const r2 = act(engine, s, { type: 'manual', by: 'A', change: { kind: 'move', card: zone(s, 'A', 'hand')[0], to: 'graveyard' } });
    expect(r1.ok || r2.ok).toBe(false);
    if (!r2.ok) expect(r2.refusal.message).toMatch(/no zone "graveyard"/);
  });

  it('replays a log with changes by hand to the same state (saves and undo replay the log)', () => {
    const first = start();
    let s = first;
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'move', card: zone(s, 'A', 'hand')[1], to: 'discard' } });
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'stat', player: 'A', stat: 'soul', amount: 3 } });
    const again = replay(engine, first, s.actions);
    expect(again.ok && stateHash(again.state)).toBe(stateHash(s));
    // Undo: the log without its last action.
    const undone = replay(engine, first, toArray(s.actions).slice(0, -1));
    expect(undone.ok && undone.state.players.A.stats.soul).toBe(0);
  });
});

describe('an unscripted card played from hand (issue 16)', () => {
  it('goes where its type says, and its text waits to be resolved by hand until marked done', () => {
    let s = start();
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'stat', player: 'A', stat: 'soul', amount: 1 } });
    const card = zone(s, 'A', 'hand').find((id) => objectAt(s.objects, id)?.card === 'alpha-rampage')!;
    const physical = objectAt(s.objects, card)!.physical;
    s = step(s, { type: 'play', by: 'A', card });
    expect(zone(s, 'A', 'battlefield').map((id) => objectAt(s.objects, id)?.card)).toContain('alpha-rampage');
    expect(awaitingManual(s)).toEqual([physical]);
    expect(s.log.some((l) => l.key === 'log.resolve-by-hand' && l.params?.card === 'Alpha Rampage')).toBe(true);
    s = step(s, { type: 'manual', by: 'A', change: { kind: 'resolved', card: physical } });
    expect(awaitingManual(s)).toEqual([]);
    expect(lastLog(s)).toMatchObject({ key: 'log.manual-resolved', params: { card: 'Alpha Rampage' } });
  });
});
