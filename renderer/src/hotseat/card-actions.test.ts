import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../../engine/index';
import { actionLabel, actionableCards, actionsForCard, noDefence, probeFor } from './card-actions';

function view(patch: Partial<BoardView> = {}): BoardView {
  return {
    profile: 'chrono',
    stackName: 'stack',
    seats: ['A', 'B'],
    viewer: 'A',
    turn: { number: 2, player: 'A', phase: 'attack', step: 'pre-attack' },
    priority: 'A',
    players: [
      {
        seat: 'A',
        stats: {},
        lost: false,
        zones: [
          { zone: 'hand', visibility: 'private', count: 1, cards: [{ id: 'o1', hidden: false, name: 'Bolt', tapped: false, faceDown: false, counters: {}, damage: 0, stats: {} }] },
          { zone: 'battlefield', visibility: 'public', count: 1, cards: [{ id: 'o2', hidden: false, name: 'Knight', tapped: false, faceDown: false, counters: {}, damage: 0, stats: {} }] },
        ],
      },
    ],
    stack: [],
    decision: null,
    legal: [
      { type: 'pass', by: 'A' },
      { type: 'activate', by: 'A', card: 'o2', ability: 1 },
      { type: 'attack', by: 'A', with: 'o2', target: 'B' },
      { type: 'concede', by: 'A' },
    ],
    over: false,
    winner: null,
    log: [],
    trace: [],
    ...patch,
  };
}

describe('card actions: a click on a card does what the engine listed for it (issue 15: every legal action has a control)', () => {
  it('lists an ability and an attack of a permanent, so the click opens a menu of both', () => {
    expect(actionsForCard(view(), 'o2').map((a) => a.type)).toEqual(['activate', 'attack']);
    expect([...actionableCards(view())]).toEqual(['o2']);
  });

  it('offers nothing while a decision waits or the game is over', () => {
    const d = view({ decision: { kind: 'may', player: 'A', prompt: 'x', options: [] } as unknown as BoardView['decision'] });
    expect(actionsForCard(d, 'o2')).toEqual([]);
    expect(actionsForCard(view({ over: true }), 'o2')).toEqual([]);
  });

  it('sends a card with no listed action anyway, so the engine says why: a play from hand, an ability in play', () => {
    expect(probeFor(view(), 'o1')).toEqual({ type: 'play', by: 'A', card: 'o1' });
    expect(probeFor(view(), 'o2')).toEqual({ type: 'activate', by: 'A', card: 'o2', ability: 1 });
    expect(probeFor(view(), 'o9')).toBeNull();
  });

  it('finds the "no defenders" declaration and names attacks by their target seat or card', () => {
    const v = view({ legal: [{ type: 'defend', by: 'A', with: [] }, { type: 'defend', by: 'A', with: ['o2'] }] });
    expect(noDefence(v)).toEqual({ type: 'defend', by: 'A', with: [] });
    expect(actionsForCard(v, 'o2')).toEqual([{ type: 'defend', by: 'A', with: ['o2'] }]);
    const label = actionLabel(view(), { type: 'attack', by: 'A', with: 'o2', target: 'B' }, () => 'Knight', (s) => `Seat ${s}`);
    expect(label).toEqual({ key: 'table.action.attack', params: { card: 'Knight', target: 'Seat B' } });
  });
});
