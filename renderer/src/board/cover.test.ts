import { describe, expect, it } from 'vitest';
import { coveredRuns, faceBox, hiddenParts, subtract, toCardBox, type Box, type PlacedCard } from './cover';

const card = (x: number, over: Partial<PlacedCard> = {}): PlacedCard => ({ x, y: 100, width: 60, height: 90, turned: false, opaque: true, corner: 4, ...over });

/** Whether a point of the table lies in a box. */
const inBox = (b: Box, x: number, y: number): boolean => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;

describe('cards hidden by the cards drawn over them (issue 17 frame time)', () => {
  it("a crowded row hides each card from a corner past the next card's left edge, and never the last card", () => {
    // Cards 20 apart: each later card covers the earlier one's right two thirds.
    const row = [card(100), card(120), card(140)];
    const hidden = hiddenParts(row);
    expect(hidden[2]).toBeNull();
    // Card 0 spans x 70..130; card 1 covers it from 90 on: hidden from 90 + corner + 1.
    expect(hidden[0]).toEqual({ minX: 95, minY: 56, maxX: 145, maxY: 144 });
    expect(hidden[1]).toEqual({ minX: 115, minY: 56, maxX: 165, maxY: 144 });
  });

  it('drawn at whole pixels (no GPU), a card is hidden to the covering cards\' top and bottom edges: its edge rows are opaque there', () => {
    const hidden = hiddenParts([card(100), card(120), card(140)], 0);
    expect(hidden[0]).toEqual({ minX: 95, minY: 55, maxX: 145, maxY: 145 });
    // Then subtracted from the card's face, no strip is left above or below the hole.
    expect(subtract({ minX: 0, minY: 0, maxX: 60, maxY: 90 }, toCardBox(card(100), hidden[0]!))).toEqual([{ minX: 0, minY: 0, maxX: 25, maxY: 90 }]);
  });

  it('whatever it hides lies under an opaque part of a later card (not its corners, not its edge pixels)', () => {
    const row = [card(100), card(113), card(126), card(139, { turned: true }), card(152)];
    const faces = row.map(faceBox);
    const bare: string[] = [];
    const hidden = hiddenParts(row);
    // All but the tapped card (it reaches past the last card) and the last card.
    expect(hidden.map((b) => b !== null)).toEqual([true, true, true, false, false]);
    hidden.forEach((box, i) => {
      if (!box) return;
      for (let x = box.minX; x <= box.maxX; x += 0.5)
        for (let y = box.minY; y <= box.maxY; y += 0.5) {
          const under = row.some((c, k) => {
            if (k <= i) return false;
            const f = faces[k];
            // Inside the face, away from its rounded corners.
            const awayX = x >= f.minX + c.corner && x <= f.maxX - c.corner;
            const awayY = y >= f.minY + c.corner && y <= f.maxY - c.corner;
            return inBox(f, x, y) && (awayX || awayY);
          });
          if (!under) bare.push(`card ${i} at ${x},${y}`);
        }
    });
    expect(bare).toEqual([]);
  });

  it('hides nothing of a card no later card covers the full height of, or that a faded card lies over', () => {
    expect(hiddenParts([card(100), card(200)])).toEqual([null, null]);
    // A tapped card lies sideways: shorter than an untapped one, it does not cover its height.
    expect(hiddenParts([card(100), card(110, { turned: true })])[0]).toBeNull();
    // A faded card (a closed chain link) shows what lies under it.
    expect(hiddenParts([card(100), card(110, { opaque: false })])[0]).toBeNull();
    // A card lifted above the row (a hovered card in hand) does not cover its height either.
    expect(hiddenParts([card(100), { ...card(110), y: 90 }])[0]).toBeNull();
  });

  it('a tapped card under an untapped one is hidden too (an untapped card is taller than a tapped one)', () => {
    const hidden = hiddenParts([card(100, { turned: true }), card(140)]);
    // The tapped card spans x 55..145; the next covers from 110.
    expect(hidden[0]).toEqual({ minX: 115, minY: 56, maxX: 165, maxY: 144 });
  });

  it('cards that barely overlap leave a gap at their corners: the run stops there', () => {
    // Card 2 covers card 0 from 120; card 1 reaches only 5 past that (less than two corners), so
    // card 0 is hidden from card 2's edge on, not card 1's.
    const hidden = hiddenParts([card(100), card(95), card(150)]);
    expect(hidden[0]).toEqual({ minX: 125, minY: 56, maxX: 175, maxY: 144 });
  });
});

describe("a box of the table in a card's own coordinates", () => {
  it('an untapped card: shifted to its top left corner', () => {
    expect(toCardBox(card(100), { minX: 80, minY: 60, maxX: 130, maxY: 140 })).toEqual({ minX: 10, minY: 5, maxX: 60, maxY: 85 });
  });

  it('a tapped card: turned back a quarter about its center', () => {
    const c = card(100, { turned: true });
    // Its face spans x 55..145, y 70..130; the card's right edge on the table is its top edge.
    expect(faceBox(c)).toEqual({ minX: 55, minY: 70, maxX: 145, maxY: 130 });
    expect(toCardBox(c, { minX: 120, minY: 70, maxX: 145, maxY: 130 })).toEqual({ minX: 0, minY: 0, maxX: 60, maxY: 25 });
  });
});

describe('a box less a hole', () => {
  const outer = { minX: 0, minY: 0, maxX: 10, maxY: 10 };
  const area = (bs: Box[]): number => bs.reduce((a, b) => a + (b.maxX - b.minX) * (b.maxY - b.minY), 0);

  it('keeps the parts around the hole, none overlapping', () => {
    const parts = subtract(outer, { minX: 3, minY: 2, maxX: 12, maxY: 8 });
    expect(area(parts)).toBe(100 - 7 * 6);
    expect(parts).toEqual([
      { minX: 0, minY: 0, maxX: 3, maxY: 10 },
      { minX: 3, minY: 0, maxX: 10, maxY: 2 },
      { minX: 3, minY: 8, maxX: 10, maxY: 10 },
    ]);
  });

  it('no hole, or one outside the box, keeps the box whole', () => {
    expect(subtract(outer, null)).toEqual([outer]);
    expect(subtract(outer, { minX: 20, minY: 0, maxX: 30, maxY: 10 })).toEqual([outer]);
  });
});

describe('what cards cover of a zone background', () => {
  it('a crowded row is one run, between the first and last cards less their corner columns', () => {
    expect(coveredRuns([card(100), card(120), card(140)])).toEqual([{ minX: 75, minY: 56, maxX: 165, maxY: 144 }]);
  });

  it('cards apart are runs apart; a faded card covers nothing; a tapped card joins a run only over the rows it shares', () => {
    expect(coveredRuns([card(100), card(200), card(300, { opaque: false })])).toEqual([
      { minX: 75, minY: 56, maxX: 125, maxY: 144 },
      { minX: 175, minY: 56, maxX: 225, maxY: 144 },
    ]);
    expect(coveredRuns([card(100), card(130, { turned: true })])).toEqual([{ minX: 75, minY: 71, maxX: 170, maxY: 129 }]);
  });
});
