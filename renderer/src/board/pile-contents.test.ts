import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../../engine/index';
import { pileContents, playableIn } from './pile-contents';
import { card, hidden, tableView, zone } from './scenes/fixture-cards';

function view(): BoardView {
  return tableView({
    turn: { number: 3, player: 'A', phase: 'action', step: null },
    players: [
      {
        seat: 'A',
        stats: {},
        lost: false,
        zones: [
          zone('banished', 'pile', 'public', [card('o9', 'Follow-up'), card('o4', 'Old Card')]),
          // A deck whose top card was turned face up for everyone; the rest stays hidden.
          zone('deck', 'deck', 'hidden', [card('o1', 'Revealed'), hidden('h2'), hidden('h3')], 30),
        ],
      },
    ],
    legal: [{ type: 'play', by: 'A', card: 'o9' }],
  });
}

describe('pile contents (issue 17: piles a player can open)', () => {
  it('lists a public pile top first and names the cards a tap would play from it (Katsu: a banished card playable this turn)', () => {
    const c = pileContents(view(), 'A', 'banished', new Set(['o9']));
    expect(c?.shown.map((x) => x.id)).toEqual(['o9', 'o4']);
    expect(c?.hidden).toBe(0);
    expect(c?.playable).toEqual(['o9']);
  });

  it('shows of a hidden pile only its count and the face-up cards the viewer may see, never a hidden handle', () => {
    const c = pileContents(view(), 'A', 'deck', new Set(['h2']));
    expect(c?.count).toBe(30);
    expect(c?.shown.map((x) => x.id)).toEqual(['o1']);
    expect(c?.hidden).toBe(29);
    expect(c?.playable).toEqual([]);
    expect(JSON.stringify(c?.shown)).not.toMatch(/h2|h3/);
  });

  it('is null for a zone the seat does not have', () => {
    expect(pileContents(view(), 'A', 'soul', new Set())).toBeNull();
    expect(pileContents(view(), 'C', 'deck', new Set())).toBeNull();
  });

  it('counts the playable cards of a zone, hidden ones never', () => {
    expect(playableIn([card('o9', 'X'), hidden('h1')], new Set(['o9', 'h1']))).toBe(1);
  });
});
