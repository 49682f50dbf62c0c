import { describe, expect, it } from 'vitest';
import { CARD_ASPECT, attachmentRow, computeLayout, overlaps, spreadRow, type Rect, type SideLayout } from './layout';

const SIZES: Array<[number, number]> = [
  [980, 800],
  [1280, 720],
  [1920, 1080],
  [800, 600],
  [600, 900],
  [320, 240],
];

const zones = (s: SideLayout): Rect[] => [s.hand, s.play, s.deck, s.discard, s.plate];
const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

describe('board layout', () => {
  for (const [w, h] of SIZES) {
    describe(`${w}x${h}`, () => {
      const l = computeLayout(w, h);

      it('keeps every zone on the board', () => {
        for (const r of [...zones(l.near), ...zones(l.far)]) expect(inside(r, l.width, l.height), JSON.stringify(r)).toBe(true);
      });

      it('puts the viewer below the midline and the opponent above it', () => {
        for (const r of zones(l.near)) expect(r.y).toBeGreaterThanOrEqual(l.midline);
        for (const r of zones(l.far)) expect(r.y + r.height).toBeLessThanOrEqual(l.midline);
      });

      it('never overlaps two zones', () => {
        const all = [...zones(l.near), ...zones(l.far)];
        for (let i = 0; i < all.length; i++)
          for (let j = i + 1; j < all.length; j++) expect(overlaps(all[i], all[j]), `${i} vs ${j}`).toBe(false);
      });

      it('fits a card in the hand row, the play row and the piles', () => {
        for (const s of [l.near, l.far]) {
          expect(l.card.height).toBeLessThanOrEqual(s.hand.height);
          expect(l.card.height).toBeLessThanOrEqual(s.play.height);
          expect(s.deck.height).toBe(l.card.height);
          expect(s.discard.width).toBe(l.card.width);
        }
      });

      it('keeps card proportions and room for five cards side by side', () => {
        expect(l.card.width / l.card.height).toBeCloseTo(CARD_ASPECT, 1);
        expect(l.near.play.width).toBeGreaterThanOrEqual(5 * l.card.width);
      });

      it('mirrors the two sides through the center', () => {
        const mirror = (r: Rect): Rect => ({ x: l.width - r.x - r.width, y: l.height - r.y - r.height, width: r.width, height: r.height });
        for (const key of ['hand', 'play', 'plate'] as const) {
          const m = mirror(l.far[key]);
          expect(m.x).toBeCloseTo(l.near[key].x, 0);
          expect(Math.abs(m.y - l.near[key].y)).toBeLessThanOrEqual(1);
        }
      });
    });
  }

  it('grows cards with the window', () => {
    expect(computeLayout(1920, 1080).card.height).toBeGreaterThan(computeLayout(800, 600).card.height);
  });
});

describe('spreadRow', () => {
  it('centers cards that fit, spaced by the gap', () => {
    expect(spreadRow(3, 500, 100, 10)).toEqual([90, 200, 310]);
  });

  it('overlaps cards evenly when they do not fit, ending at the edge', () => {
    const xs = spreadRow(10, 500, 100, 10);
    expect(xs[0]).toBe(0);
    expect(xs[9] + 100).toBeCloseTo(500);
    const steps = xs.slice(1).map((x, i) => x - xs[i]);
    for (const s of steps) expect(s).toBeCloseTo(steps[0]);
  });

  it('handles empty and single rows', () => {
    expect(spreadRow(0, 500, 100, 10)).toEqual([]);
    expect(spreadRow(1, 50, 100, 10)).toEqual([0]);
  });
});

describe('attachmentRow', () => {
  it('gives unattached cards a slot each', () => {
    expect(attachmentRow([{ id: 'a' }, { id: 'b' }])).toEqual({ slots: 2, places: [{ slot: 0, depth: 0 }, { slot: 1, depth: 0 }] });
  });

  it('tucks attachments under their host in the order they appear, chains included', () => {
    const row = attachmentRow([{ id: 'tool', attachedTo: 'agent' }, { id: 'agent' }, { id: 'other' }, { id: 'lens', attachedTo: 'tool' }]);
    expect(row).toEqual({ slots: 2, places: [{ slot: 0, depth: 1 }, { slot: 0, depth: 0 }, { slot: 1, depth: 0 }, { slot: 0, depth: 2 }] });
  });

  it('keeps a slot for a card attached to something outside the row', () => {
    expect(attachmentRow([{ id: 'tool', attachedTo: 'elsewhere' }, { id: 'agent' }]).slots).toBe(2);
  });
});
