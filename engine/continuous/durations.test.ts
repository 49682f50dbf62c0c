import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/state';
import { durationEnded } from './durations';
import { objectTableOf } from '../core/object-table';

function stateWith(zone: string): GameState {
  return { objects: objectTableOf([{ id: 'o1', physical: 'c1', zone }]), turn: { player: 'A', number: 3 } } as unknown as GameState;
}
const play = new Set(['arena', 'combat-chain']);

describe('durations', () => {
  it('FAB-6.2.2a: an effect that lasts while its source is in the arena ends when the source leaves, mid-turn', () => {
    const d = { kind: 'while-source', physical: 'c1' } as const;
    expect(durationEnded(stateWith('A:arena'), d, 'now', play)).toBe(false);
    expect(durationEnded(stateWith('A:combat-chain'), d, 'now', play)).toBe(false);
    expect(durationEnded(stateWith('A:graveyard'), d, 'now', play)).toBe(true);
  });

  it('FAB-6.2.2a: "until the end of that hero\'s next turn" is fixed at creation and ends only then', () => {
    const d = { kind: 'end-of-next-turn-of', seat: 'A', afterTurn: 3 } as const;
    expect(durationEnded(stateWith('A:arena'), d, 'end-of-turn', play)).toBe(false); // the creation turn itself
    const later = { ...stateWith('A:arena'), turn: { player: 'B', number: 4 } } as unknown as GameState;
    expect(durationEnded(later, d, 'end-of-turn', play)).toBe(false); // another seat's turn
    const next = { ...stateWith('A:arena'), turn: { player: 'A', number: 5 } } as unknown as GameState;
    expect(durationEnded(next, d, 'end-of-turn', play)).toBe(true);
    expect(durationEnded(next, d, 'now', play)).toBe(false);
  });

  it('FAB-6.2.2a: with no stated duration an effect ends at the end of the turn', () => {
    expect(durationEnded(stateWith('A:arena'), { kind: 'end-of-turn' }, 'now', play)).toBe(false);
    expect(durationEnded(stateWith('A:arena'), { kind: 'end-of-turn' }, 'end-of-turn', play)).toBe(true);
  });
});
