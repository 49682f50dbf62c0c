import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../../engine/index';
import { tableView } from './scenes/fixture-cards';
import { actionForCardTap, decisionOptionForCardTap, playableCards, sidesOf } from './input';

/** A house game's main phase: A may pass, play o3 or concede. */
function view(patch: Partial<BoardView> = {}): BoardView {
  return tableView({
    profile: 'house',
    turn: { number: 1, player: 'A', phase: 'main', step: null },
    legal: [
      { type: 'pass', by: 'A' },
      { type: 'play', by: 'A', card: 'o3' },
      { type: 'concede', by: 'A' },
    ],
    ...patch,
  });
}

describe('board input', () => {
  it('turns a tap on a playable card into the listed play action', () => {
    expect(actionForCardTap(view(), 'o3')).toEqual({ type: 'play', by: 'A', card: 'o3' });
    expect(actionForCardTap(view(), 'o4')).toBeNull();
  });

  it('turns a tap on a creature into its attack, a block or its first ability, as the view lists them', () => {
    const legal: BoardView['legal'] = [
      { type: 'pass', by: 'A' },
      { type: 'attack', by: 'A', with: 'o5', target: 'B' },
      { type: 'activate', by: 'A', card: 'o5', ability: 1 },
      { type: 'activate', by: 'A', card: 'o6', ability: 1 },
      { type: 'defend', by: 'A', with: [] },
      { type: 'defend', by: 'A', with: ['o7'] },
    ];
    expect(actionForCardTap(view({ legal }), 'o5')).toEqual({ type: 'attack', by: 'A', with: 'o5', target: 'B' });
    expect(actionForCardTap(view({ legal }), 'o6')).toEqual({ type: 'activate', by: 'A', card: 'o6', ability: 1 });
    expect(actionForCardTap(view({ legal }), 'o7')).toEqual({ type: 'defend', by: 'A', with: ['o7'] });
    expect([...playableCards(view({ legal }))].sort()).toEqual(['o5', 'o6', 'o7']);
  });

  it('offers no plays while a decision is pending', () => {
    const v = view({ decision: { kind: 'may', player: 'A', prompt: 'decision.may', options: [] } });
    expect(actionForCardTap(v, 'o3')).toBeNull();
    expect(playableCards(v).size).toBe(0);
  });

  it('FAB-1.14: a tap on a card the pending decision offers picks it (a card to pitch), for its player only', () => {
    const decision: NonNullable<BoardView['decision']> = {
      kind: 'cards',
      player: 'A',
      prompt: 'decision.pitch',
      options: [
        { value: 'o3', label: 'Sink Below', object: 'o3' },
        { value: 'o4', label: 'Head Jab', object: 'o4' },
      ],
      min: 1,
      max: 2,
    };
    expect(decisionOptionForCardTap(view({ decision }), 'o4')).toBe('o4');
    expect(decisionOptionForCardTap(view({ decision }), 'o9')).toBeNull();
    expect(decisionOptionForCardTap(view({ decision, viewer: 'B' }), 'o4')).toBeNull();
    expect([...playableCards(view({ decision }))].sort()).toEqual(['o3', 'o4']);
  });

  it('lists playable cards and the two sides of the table', () => {
    expect([...playableCards(view())]).toEqual(['o3']);
    expect(sidesOf(view({ viewer: 'B' }))).toEqual({ near: 'B', far: 'A' });
  });
});
