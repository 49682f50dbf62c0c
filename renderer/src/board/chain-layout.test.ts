import { describe, expect, it } from 'vitest';
import { chainBand, chainSlots, fanLabels, fanRoom, fanSlots } from './chain-layout';
import { computeLayout, overlaps, splitPlayRow, zoneGutter, type Rect } from './layout';

const card = { width: 57, height: 80 };

/** Every card of a fan as [left, right] in its row (attacks, defenders), for overlap checks. */
function rows(fan: ReturnType<typeof fanSlots>): { attacks: number[]; defenders: number[] } {
  return { attacks: fan.links.map((l) => l.attack), defenders: fan.links.flatMap((l) => l.defenders) };
}

describe('fanSlots (play-test: only the top card of a folded combat chain pile could be hovered)', () => {
  it('lays a few folded links whole, side by side, rightwards from the pile\'s left edge, the earliest leftmost (1024 x 640)', () => {
    const fan = fanSlots([1, 1, 1], card, 6, { left: 383, right: 620, reach: 700 });
    const { attacks, defenders } = rows(fan);
    expect(fan.left).toBe(383);
    expect(attacks[0]).toBe(383);
    for (let i = 1; i < attacks.length; i++) expect(attacks[i] - attacks[i - 1]).toBeGreaterThanOrEqual(card.width);
    // Each link's defender lies under its attack, across the midline.
    expect(defenders).toEqual(attacks);
    expect(fan.right).toBe(attacks[2] + card.width);
    expect(fan.right).toBeLessThanOrEqual(620);
  });

  it('gives a link with two defenders room for both, and a link with none a column of one card', () => {
    const fan = fanSlots([2, 0, 1], card, 6, { left: 0, right: 1000, reach: 1000 });
    expect(fan.links[0].defenders).toHaveLength(2);
    expect(fan.links[0].defenders[1] - fan.links[0].defenders[0]).toBeGreaterThanOrEqual(card.width);
    expect(fan.links[1].defenders).toEqual([]);
    expect(fan.links[1].attack - fan.links[0].defenders[1]).toBeGreaterThanOrEqual(card.width);
    expect(fan.links[2].attack - fan.links[1].attack).toBeGreaterThanOrEqual(card.width);
  });

  it('squeezes a long pile into the room it has, each card keeping an even share in sight, none past either edge', () => {
    for (const count of [4, 8, 12, 20]) {
      const defenders = Array.from({ length: count }, (_, i) => i % 3);
      const fan = fanSlots(defenders, card, 6, { left: 8, right: 200, reach: 300 });
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
      // The earliest link starts at the pile's left edge, the latest link's last card ends as far as the room reaches.
      expect(fan.links[0].attack).toBe(8);
      const last = fan.links.at(-1)!;
      expect(Math.max(last.attack, ...last.defenders) + card.width).toBe(300);
    }
  });

  it('keeps to the stack\'s column while the pile fits there, and reaches further only for the cards that do not', () => {
    const room = { left: 100, right: 300, reach: 400 };
    expect(fanSlots([1, 1], card, 6, room).right).toBe(100 + 2 * card.width + 6);
    const four = fanSlots([1, 1, 1, 1], card, 6, room);
    expect(four.right).toBe(100 + 4 * card.width + 3 * 6);
    expect(four.links[3].attack - four.links[2].attack).toBe(card.width + 6);
    expect(fanSlots([1, 1, 1, 1, 1, 1, 1], card, 6, room).right).toBe(400);
  });

  it('lays a pile of one card where it lies', () => {
    expect(fanSlots([0], card, 6, { left: 43, right: 300, reach: 300 })).toEqual({ links: [{ attack: 43, defenders: [] }], left: 43, right: 100 });
  });
});

/** FaB's play row as Home's Blitz heroes fill it: the arena, then the hero, weapons and four pieces of equipment. */
const ROWS = [
  { arena: 0, weapons: 1 },
  { arena: 3, weapons: 2 },
];

/**
 * What the table draws of a chain of `defenders.length` links (ChainView, SideView): the band,
 * the pile, the fan's tray, and each side's hero, weapon and equipment slots.
 */
function table(width: number, height: number, defenders: number[], row: { arena: number; weapons: number }) {
  const layout = computeLayout(width, height, { piles: 4 });
  const gap = Math.round(layout.pad / 2);
  const { rect, card: chainCard } = chainBand(layout, defenders.length);
  const gutter = zoneGutter(layout.card);
  const inner = { x: rect.x + gutter, width: rect.width - gutter - layout.pad / 2 };
  const { slots, pile } = chainSlots(inner.width, defenders.length, chainCard, gap, chainCard.width);
  const folded = slots.filter((s) => !s.open).length;
  const room = pile && fanRoom(layout, inner.x + pile.x);
  const fan = room && fanSlots(defenders.slice(0, folded), chainCard, gap, room);
  const tray: Rect | null = fan && { x: fan.left - 6, y: rect.y, width: fan.right - fan.left + 9, height: rect.height };
  const slotsOf = (side: 'near' | 'far'): Rect[] => {
    const play = layout[side].play;
    const clipped = { ...play, width: Math.max(layout.card.width, Math.min(play.width, rect.x - gap - play.x)) };
    return splitPlayRow(clipped, [row.arena, 1, row.weapons, 1, 1, 1, 1], layout.card, gap)
      .slice(1)
      .map((s) => s.rect)
      .filter((r) => r.width >= 8);
  };
  return { layout, tray, equipment: [...slotsOf('near'), ...slotsOf('far')] };
}

describe('fanRoom (play-test: the open fan covered the heroes and their equipment until the pointer left it)', () => {
  // Boards of a 1024 x 640, 1280 x 800, 1440 x 900 and 1920 x 1080 window (the side panel takes the rest), and a very wide one.
  const sizes = [
    [780, 640],
    [1036, 800],
    [1196, 900],
    [1676, 1080],
    [2300, 1300],
  ] as const;

  it('FAB-7.0: a fanned pile never lies over either side\'s hero, weapon or equipment slots, at every size, for chains of 3 to 12 links', () => {
    let fans = 0;
    for (const [w, h] of sizes)
      for (const row of ROWS)
        for (let links = 3; links <= 12; links++) {
          const defenders = Array.from({ length: links }, (_, i) => (i * 7) % 3);
          const { layout, tray, equipment } = table(w, h, defenders, row);
          if (!tray) continue;
          fans++;
          expect(equipment.length, `${w}x${h}`).toBeGreaterThanOrEqual(12);
          for (const slot of equipment) expect(overlaps(tray, slot), `${w}x${h}, ${links} links: tray ${JSON.stringify(tray)} over ${JSON.stringify(slot)}`).toBe(false);
          // It stays short of the column of the decks, graveyards and plates.
          expect(tray.x + tray.width).toBeLessThanOrEqual(layout.far.plate.x);
          expect(tray.x + tray.width).toBeLessThanOrEqual(layout.near.graveyard.x);
        }
    // Every size folds the longer chains: the check ran on each.
    expect(fans).toBeGreaterThanOrEqual(sizes.length * ROWS.length * 4);
  });

  it('the four-link chain of the play-test (1024 x 640, three links folded, one defender each) fans out whole over the open link and the stack\'s column', () => {
    const { tray, layout } = table(780, 640, [1, 1, 1, 0], ROWS[0]);
    expect(tray).not.toBeNull();
    const chainCard = chainBand(layout, 4).card;
    expect(tray!.width).toBeGreaterThanOrEqual(3 * chainCard.width);
    expect(tray!.x + tray!.width).toBeLessThanOrEqual(layout.rail.x + layout.rail.width);
  });
});

describe('fanLabels: the fanned links\' totals', () => {
  const size = { width: 70, height: 20 };
  const overlap = (a: { x: number; y: number; scale: number }, b: { x: number; y: number; scale: number }): boolean =>
    Math.abs(a.x - b.x) < (size.width * (a.scale + b.scale)) / 2 && Math.abs(a.y - b.y) < (size.height * (a.scale + b.scale)) / 2;

  it('lie on the midline, each centered over its link, while the links lie whole side by side', () => {
    const links = [0, 1, 2].map((i) => ({ left: 100 + i * 90, right: 180 + i * 90 }));
    const places = fanLabels(links, links.map(() => size), { left: 94, right: 400 }, 300, 100);
    expect(places).toEqual(links.map((l) => ({ x: (l.left + l.right) / 2, y: 300, scale: 1 })));
  });

  it('shrink a little rather than leave the midline when they barely overlap, and take a line more rather than shrink a lot', () => {
    const links = [0, 1, 2].map((i) => ({ left: 100 + i * 72, right: 167 + i * 72 }));
    const little = fanLabels(links, links.map(() => ({ width: 76, height: 20 })), { left: 94, right: 400 }, 300, 100);
    expect(little.map((p) => p.y)).toEqual([300, 300, 300]);
    for (const p of little) expect(p.scale).toBeGreaterThanOrEqual(0.85);
    for (let i = 1; i < little.length; i++) expect(little[i].x - little[i - 1].x).toBeGreaterThanOrEqual(76 * little[i].scale);
    const wide = fanLabels(links, links.map(() => ({ width: 96, height: 20 })), { left: 94, right: 400 }, 300, 100);
    expect(new Set(wide.map((p) => p.y)).size).toBe(2);
    for (const p of wide) expect(p.scale).toBe(1);
  });

  it('FAB-7.0: step across the midline in as many lines as keep them apart when the fan is squeezed, none over another, none past the fan\'s edges', () => {
    for (const count of [4, 6, 9]) {
      const links = Array.from({ length: count }, (_, i) => ({ left: 100 + i * 30, right: 180 + i * 30 }));
      const places = fanLabels(links, links.map(() => size), { left: 94, right: 100 + count * 30 + 90 }, 300, 110);
      for (const [i, a] of places.entries()) {
        expect(a.x - (size.width * a.scale) / 2).toBeGreaterThanOrEqual(94);
        expect(Math.abs(a.y - 300) + (size.height * a.scale) / 2).toBeLessThanOrEqual(55 + size.height);
        for (const b of places.slice(i + 1)) expect(overlap(a, b), `${count} links: ${JSON.stringify(a)} over ${JSON.stringify(b)}`).toBe(false);
      }
      expect(new Set(places.map((p) => p.y)).size).toBeGreaterThan(1);
    }
  });
});
