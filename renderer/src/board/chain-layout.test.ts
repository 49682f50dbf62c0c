import { describe, expect, it } from 'vitest';
import { fanSlots } from './chain-layout';

const card = { width: 57, height: 80 };

/** Every card of a fan as [left, right] in its row (attacks, defenders), for overlap checks. */
function rows(fan: ReturnType<typeof fanSlots>): { attacks: number[]; defenders: number[] } {
  return { attacks: fan.links.map((l) => l.attack), defenders: fan.links.flatMap((l) => l.defenders) };
}

describe('fanSlots (play-test: only the top card of a folded combat chain pile could be hovered)', () => {
  it('lays a few folded links whole, side by side, ending at the pile\'s right edge, the earliest leftmost (1024 x 640)', () => {
    const fan = fanSlots([1, 1, 1], card, 6, 8, 440);
    const { attacks, defenders } = rows(fan);
    expect(fan.right).toBe(440);
    expect(attacks[2] + card.width).toBe(440);
    for (let i = 1; i < attacks.length; i++) expect(attacks[i] - attacks[i - 1]).toBeGreaterThanOrEqual(card.width);
    // Each link's defender lies under its attack, across the midline.
    expect(defenders).toEqual(attacks);
    expect(fan.left).toBeGreaterThanOrEqual(8);
  });

  it('gives a link with two defenders room for both, and a link with none a column of one card', () => {
    const fan = fanSlots([2, 0, 1], card, 6, 0, 1000);
    expect(fan.links[0].defenders).toHaveLength(2);
    expect(fan.links[0].defenders[1] - fan.links[0].defenders[0]).toBeGreaterThanOrEqual(card.width);
    expect(fan.links[1].defenders).toEqual([]);
    expect(fan.links[1].attack - fan.links[0].defenders[1]).toBeGreaterThanOrEqual(card.width);
    expect(fan.links[2].attack - fan.links[1].attack).toBeGreaterThanOrEqual(card.width);
  });

  it('squeezes a long pile into the room it has, each card keeping an even share in sight, none past either edge', () => {
    for (const count of [4, 8, 12, 20]) {
      const defenders = Array.from({ length: count }, (_, i) => i % 3);
      const fan = fanSlots(defenders, card, 6, 8, 300);
      const { attacks, defenders: ds } = rows(fan);
      expect(fan.left).toBeGreaterThanOrEqual(8);
      expect(fan.right).toBeLessThanOrEqual(300);
      for (const x of [...attacks, ...ds]) {
        expect(x).toBeGreaterThanOrEqual(8);
        expect(x + card.width).toBeLessThanOrEqual(300);
      }
      // In order, and apart: every card keeps a sliver of its own to hover.
      for (let i = 1; i < attacks.length; i++) expect(attacks[i]).toBeGreaterThan(attacks[i - 1]);
      for (let i = 1; i < ds.length; i++) expect(ds[i]).toBeGreaterThan(ds[i - 1]);
      // The latest link's last card ends at the pile's right edge.
      const last = fan.links.at(-1)!;
      expect(Math.max(last.attack, ...last.defenders) + card.width).toBe(300);
    }
  });

  it('lays a pile of one card where it lies', () => {
    expect(fanSlots([0], card, 6, 0, 100)).toEqual({ links: [{ attack: 43, defenders: [] }], left: 43, right: 100 });
  });
});
