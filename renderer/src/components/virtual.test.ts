import { describe, expect, it } from 'vitest';
import { pagesFor, visibleRange } from './virtual';

describe('visibleRange', () => {
  it('covers the viewport plus overscan, clamped to the list', () => {
    expect(visibleRange(0, 400, 40, 13_081, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(40 * 1000, 400, 40, 13_081, 5)).toEqual({ start: 995, end: 1016 });
    expect(visibleRange(40 * 13_081, 400, 40, 13_081, 5)).toEqual({ start: 13_075, end: 13_081 });
  });

  it('draws nothing for an empty list and never a negative range', () => {
    expect(visibleRange(0, 400, 40, 0)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(-50, -10, 40, 3)).toEqual({ start: 0, end: 3 });
  });

  it('draws a bounded number of rows however long the list is', () => {
    for (const total of [10, 1000, 13_081, 1_000_000]) {
      const r = visibleRange(total * 20, 800, 40, total, 6);
      expect(r.end - r.start).toBeLessThanOrEqual(Math.ceil(800 / 40) + 1 + 12);
    }
  });
});

describe('pagesFor', () => {
  it('lists the pages a range spans', () => {
    expect(pagesFor(0, 16, 100)).toEqual([0]);
    expect(pagesFor(95, 116, 100)).toEqual([0, 1]);
    expect(pagesFor(5, 5, 100)).toEqual([]);
  });
});
