import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../../engine/index';
import { tableView } from './scenes/fixture-cards';
import { sideData } from './side-data';

const t = (key: string): string => (key === 'game.priority-chip' ? 'Priority' : key);

/** Turn 3: A's turn, B holding priority; B has lost. */
function view(patch: Partial<BoardView> = {}): BoardView {
  return tableView({
    turn: { number: 3, player: 'A', phase: 'action', step: null },
    priority: 'B',
    players: [
      { seat: 'A', stats: { life: 20 }, zones: [{ zone: 'hand', role: 'hand', owner: 'A', count: 1, cards: [] }] },
      { seat: 'B', stats: { life: 17 }, zones: [], lost: true },
    ],
    ...patch,
  });
}

describe('sideData: what one seat\'s side of the table shows', () => {
  it('the turn player\'s plate carries the phase, the priority holder\'s the priority chip and is lit; only the viewer\'s side marks playable cards', () => {
    const playable = new Set(['o3']);
    const picked = new Set(['o9']);
    const a = sideData(view(), 'A', playable, picked, t as never, (s) => `Seat ${s}`);
    expect(a.plate).toMatchObject({ name: 'Seat A', chips: ['phase.action'], active: false, lost: false });
    expect(a.plate.stats).toEqual([{ label: 'stat.life', value: 20 }]);
    expect([...a.playable]).toEqual(['o3']);
    expect(a.picked).toBe(picked);
    expect(a.zones.hand?.zone).toBe('hand');
    const b = sideData(view(), 'B', playable, picked, t as never, (s) => `Seat ${s}`);
    expect(b.plate).toMatchObject({ name: 'Seat B', chips: ['Priority'], active: true, lost: true });
    expect(b.playable.size).toBe(0);
  });

  it('the player a decision waits on is lit, and the card whose play waits is named', () => {
    const v = view({ priority: null, decision: { kind: 'may', player: 'A', prompt: 'decision.may', options: [] }, waiting: { card: 'o3' } } as Partial<BoardView>);
    const a = sideData(v, 'A', new Set(), new Set(), t as never, (s) => s);
    expect(a.plate.active).toBe(true);
    expect(a.waiting).toBe('o3');
  });
});
