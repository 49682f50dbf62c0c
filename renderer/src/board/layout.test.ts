import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chainColumn, chainSlots } from './chain-layout';
import { CARD_ASPECT, COMPACT_CAPTION, MIN_LINES_SCALE, MIN_ROW_SCALE, attachmentRow, computeLayout, overlaps, pileSlots, splitPlayRow, spreadRow, stackPile, zoneGutter, type Rect, type SideLayout } from './layout';

const SIZES: Array<[number, number]> = [
  [980, 800],
  [1280, 720],
  [1920, 1080],
  [800, 600],
  [600, 900],
  // The board of the app's smallest window (800 x 560, less the HUD column).
  [560, 560],
  [320, 240],
];

const zones = (s: SideLayout): Rect[] => [s.hand, s.play, s.deck, s.graveyard, s.piles, s.plate];
const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

describe('board layout', () => {
  // House has no other piles, MTG one, FaB four; seven checks a strip fuller than any game's.
  for (const piles of [0, 1, 4, 7])
    for (const [w, h] of SIZES) {
      describe(`${w}x${h}, ${piles} other piles`, () => {
        const l = computeLayout(w, h, { piles });
        const strips = [...pileSlots(l, l.near, piles), ...pileSlots(l, l.far, piles)];

        it('keeps every zone and strip pile on the board', () => {
          for (const r of [...zones(l.near), ...zones(l.far), ...strips]) expect(inside(r, l.width, l.height), JSON.stringify(r)).toBe(true);
        });

        it('puts the viewer below the midline and the opponent above it', () => {
          for (const r of [...zones(l.near), ...pileSlots(l, l.near, piles)]) expect(r.y).toBeGreaterThanOrEqual(l.midline);
          for (const r of [...zones(l.far), ...pileSlots(l, l.far, piles)]) expect(r.y + r.height).toBeLessThanOrEqual(l.midline);
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
            expect(s.graveyard.width).toBe(l.card.width);
          }
        });

        it('lays the strip piles inside the strip, captions included, without overlaps', () => {
          for (const side of [l.near, l.far]) {
            const slots = pileSlots(l, side, piles).map((r) => ({ ...r, height: r.height + l.miniLabel }));
            for (const r of slots) {
              expect(r.x).toBeGreaterThanOrEqual(side.piles.x);
              expect(r.x + r.width).toBeLessThanOrEqual(side.piles.x + side.piles.width + 0.5);
              expect(r.y).toBeGreaterThanOrEqual(side.piles.y - 0.5);
              expect(r.y + r.height).toBeLessThanOrEqual(side.piles.y + side.piles.height + 0.5);
            }
            for (let i = 1; i < slots.length; i++) expect(overlaps(slots[i - 1], slots[i])).toBe(false);
          }
          // Down to the app's smallest window (800 x 560, a 560 px board), FaB's four piles stay legible.
          if (piles > 0 && piles <= 4 && Math.min(w, h) >= 560) expect(l.mini.height).toBeGreaterThanOrEqual(40);
        });

        it('keeps card proportions and room for five cards side by side', () => {
          expect(l.card.width / l.card.height).toBeCloseTo(CARD_ASPECT, 1);
          expect(l.mini.width / l.mini.height).toBeCloseTo(CARD_ASPECT, 1);
          expect(l.near.play.width).toBeGreaterThanOrEqual(5 * l.card.width);
        });

        it('mirrors the two sides through the center', () => {
          const mirror = (r: Rect): Rect => ({ x: l.width - r.x - r.width, y: l.height - r.y - r.height, width: r.width, height: r.height });
          // The play rows both end at the stack's column, so they are not mirrored.
          for (const key of ['hand', 'piles', 'plate', 'deck'] as const) {
            const m = mirror(l.far[key]);
            expect(Math.abs(m.x - l.near[key].x), key).toBeLessThanOrEqual(1);
            expect(Math.abs(m.y - l.near[key].y), key).toBeLessThanOrEqual(1);
          }
        });

        it('gives the stack a column of its own across the midline, beside the play rows and clear of every zone (issue 17 item 1)', () => {
          const { rail } = l;
          expect(inside(rail, l.width, l.height), JSON.stringify(rail)).toBe(true);
          expect(rail.y).toBeLessThan(l.midline);
          expect(rail.y + rail.height).toBeGreaterThan(l.midline);
          for (const r of [...zones(l.near), ...zones(l.far)]) expect(overlaps(rail, r), JSON.stringify(r)).toBe(false);
          for (const count of [1, 3, 12]) {
            const pile = stackPile(l, count);
            expect(pile).toHaveLength(count);
            for (const c of pile) {
              expect(c.x - l.stackCard.width / 2).toBeGreaterThanOrEqual(rail.x);
              expect(c.x + l.stackCard.width / 2).toBeLessThanOrEqual(rail.x + rail.width + 0.5);
              expect(c.y - l.stackCard.height / 2).toBeGreaterThanOrEqual(rail.y - 0.5);
              expect(c.y + l.stackCard.height / 2).toBeLessThanOrEqual(rail.y + rail.height + 0.5);
            }
            for (let i = 1; i < count; i++) expect(pile[i].y).toBeGreaterThan(pile[i - 1].y);
          }
        });
      });
    }

  it('grows cards with the window', () => {
    expect(computeLayout(1920, 1080).card.height).toBeGreaterThan(computeLayout(800, 600).card.height);
  });
});

describe('splitPlayRow', () => {
  const row: Rect = { x: 100, y: 50, width: 800, height: 150 };
  const card = { width: 70, height: 98 };
  const rects = (counts: number[], r: Rect = row) => splitPlayRow(r, counts, card, 8).map((s) => s.rect);

  it('gives a single play zone the whole row', () => {
    expect(splitPlayRow(row, [3], card, 8)).toEqual([{ rect: row, card }]);
  });

  it('gives the later zones the room their cards need, the first zone the rest, in order; an empty later zone takes none', () => {
    const [arena, hero] = rects([5, 1]);
    expect(arena.x).toBe(row.x);
    expect(hero.x).toBe(arena.x + arena.width + 8);
    expect(hero.x + hero.width).toBe(row.x + row.width);
    expect(hero.width).toBeGreaterThanOrEqual(card.width);
    const [, wider] = rects([5, 2]);
    expect(wider.width).toBeGreaterThan(hero.width);
    const [whole, empty] = rects([5, 0]);
    expect(empty.width).toBe(0);
    expect(whole.width).toBe(row.width);
  });

  it('shrinks the later zones\' cards when a row of many zones would not fit, so no card spills out of its zone (FaB: hero, weapons, equipment)', () => {
    const narrow: Rect = { x: 0, y: 0, width: 800, height: 150 };
    const slots = splitPlayRow(narrow, [0, 1, 2, 1, 1, 1, 1], { width: 100, height: 140 }, 6);
    expect(slots.at(-1)!.rect.x + slots.at(-1)!.rect.width).toBe(800);
    for (const s of slots.slice(1)) {
      expect(s.card.width).toBeLessThan(100);
      expect(s.compact).toBe(true);
      expect(s.rect.width).toBeGreaterThanOrEqual(s.card.width);
    }
    for (let i = 1; i < slots.length; i++) expect(overlaps(slots[i - 1].rect, slots[i].rect)).toBe(false);
    expect(slots[0].rect.width).toBeGreaterThanOrEqual(zoneGutter({ width: 100, height: 140 }) + slots[0].card.width);
  });
});

describe('splitPlayRow in a small window (FaB: an empty arena, then hero, weapon and four pieces of equipment)', () => {
  // The near play row of a 1280 x 800 window's board (the HUD column and the combat chain's band take the rest).
  const row: Rect = { x: 120, y: 414, width: 330, height: 223 };
  const card = { width: 97, height: 135 };
  const counts = [0, 1, 1, 1, 1, 1, 1];
  const slots = splitPlayRow(row, counts, card, 7);

  it('puts the hero, weapon and equipment in two lines whose cards are larger than one squeezed line\'s', () => {
    const later = slots.slice(1);
    expect(new Set(later.map((s) => s.rect.y)).size).toBe(2);
    expect(later[0].card.width).toBeGreaterThan(card.width * MIN_ROW_SCALE);
  });

  it('keeps every zone inside the row, each card and its caption strip inside its zone, no two zones overlapping', () => {
    for (const s of slots) {
      expect(s.rect.x).toBeGreaterThanOrEqual(row.x);
      expect(s.rect.y).toBeGreaterThanOrEqual(row.y);
      expect(s.rect.x + s.rect.width).toBeLessThanOrEqual(row.x + row.width);
      expect(s.rect.y + s.rect.height).toBeLessThanOrEqual(row.y + row.height);
    }
    slots.slice(1).forEach((s, i) => {
      expect(s.rect.width).toBeGreaterThanOrEqual(counts[i + 1] * s.card.width);
      expect(s.rect.height).toBeGreaterThanOrEqual(s.card.height + COMPACT_CAPTION);
    });
    for (let i = 0; i < slots.length; i++) for (let j = i + 1; j < slots.length; j++) expect(overlaps(slots[i].rect, slots[j].rect), `${i} ${j}`).toBe(false);
  });

  it('keeps the zones in their order, line by line', () => {
    const later = slots.slice(1);
    const top = later.filter((s) => s.rect.y === row.y);
    const bottom = later.filter((s) => s.rect.y !== row.y);
    expect(later).toEqual([...top, ...bottom]);
    for (const line of [top, bottom]) for (let i = 1; i < line.length; i++) expect(line[i].rect.x).toBeGreaterThan(line[i - 1].rect.x);
  });

  it('never draws a later zone\'s cards below the smallest share of a card: one line\'s, or two lines\' where one would overlap (any row, any counts)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 400 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 8 }), fc.integer({ min: 29, max: 186 }), (width, height, cs, cardWidth) => {
        const size = { width: cardWidth, height: Math.round(cardWidth / CARD_ASPECT) };
        const later = splitPlayRow({ x: 0, y: 0, width, height }, cs, size, 7).slice(1);
        const lines = new Set(later.filter((s) => s.rect.width > 0).map((s) => s.rect.y)).size;
        for (const s of later) expect(s.card.width).toBeGreaterThanOrEqual(Math.floor(cardWidth * (lines > 1 ? MIN_LINES_SCALE : MIN_ROW_SCALE)));
      }),
      { numRuns: 500 },
    );
  });

  it('stays in one line when the row has the room for full-size cards', () => {
    const wide = splitPlayRow({ ...row, width: 1200 }, counts, card, 7);
    expect(new Set(wide.slice(1).map((s) => s.rect.y)).size).toBe(1);
    expect(wide[1].card).toEqual(card);
  });
});

describe('chainColumn (FAB-7.0: the combat chain\'s links side by side)', () => {
  const card = { width: 82, height: 115 };
  it('gives a link an attack and two defenders\' room when the band has it', () => {
    expect(chainColumn(600, 2, card, 7)).toBe(Math.round(82 * 1.5));
  });

  it('narrows the links of a crowded band so that two sit side by side, unoverlapped (a 1440 x 900 window\'s band)', () => {
    const column = chainColumn(199, 2, card, 7);
    expect(2 * column + 7).toBeLessThanOrEqual(199);
    expect(spreadRow(2, 199, column, 7)[1]).toBeGreaterThanOrEqual(column);
  });

  it('never narrows a link below a card and a tenth (more links than that overlap)', () => {
    expect(chainColumn(199, 5, card, 7)).toBe(Math.round(82 * 1.1));
  });
});

describe('chainSlots (play-test: the combat chain\'s labels overlapped from the third link on)', () => {
  /** No two open columns, nor an open column and the pile, share a pixel; all lie inside the band. */
  function expectApart(slots: ReturnType<typeof chainSlots>, inner: number): void {
    const spans = [...(slots.pile ? [{ x: slots.pile.x, width: slots.pile.width }] : []), ...slots.slots.filter((s) => s.open)];
    for (const [i, a] of spans.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(inner);
      for (const b of spans.slice(i + 1)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x, `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
    }
  }

  it('lays two links side by side in a 1024 x 640 window\'s band (135 px), their cards touching at most', () => {
    const slots = chainSlots(135, 2, { width: 65, height: 91 }, 6);
    expect(slots.pile).toBeNull();
    expect(slots.slots.every((s) => s.open && s.width >= 65 * 0.95)).toBe(true);
    expectApart(slots, 135);
  });

  it('folds the earlier links of a long chain into a pile and keeps the latest open, at 1440 x 900 and 1024 x 640, however long the chain', () => {
    for (const [inner, card, gap] of [
      [206, { width: 93, height: 130 }, 8],
      [135, { width: 65, height: 91 }, 6],
    ] as const) {
      for (const links of [3, 6, 7, 12]) {
        const slots = chainSlots(inner, links, card, gap, 60);
        expect(slots.slots).toHaveLength(links);
        expect(slots.slots[links - 1].open, 'the link being fought is open').toBe(true);
        // The folded links are the earliest ones, in order, left to right.
        const folded = slots.slots.filter((s) => !s.open);
        expect(folded.length).toBeGreaterThan(0);
        expect(slots.slots.slice(0, folded.length).every((s) => !s.open)).toBe(true);
        expect(folded.map((s) => s.x)).toEqual([...folded.map((s) => s.x)].sort((a, b) => a - b));
        expectApart(slots, inner);
      }
    }
  });

  it('makes the pile as wide as the list that labels it, where the band has the room', () => {
    const listed = chainSlots(400, 7, { width: 65, height: 91 }, 6, 150);
    expect(listed.pile?.width).toBe(150);
    // Without a list, the pile is its cards: each folded link a sliver (8 px) right of the one before.
    const bare = chainSlots(400, 7, { width: 65, height: 91 }, 6);
    const folded = bare.slots.filter((s) => !s.open).length;
    expect(folded).toBeGreaterThan(1);
    expect(bare.pile?.width).toBe(65 + (folded - 1) * 8);
    // The list's width is taken from the links left open.
    expect(folded).toBeLessThan(listed.slots.filter((s) => !s.open).length);
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
