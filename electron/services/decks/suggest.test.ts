import { describe, expect, it } from 'vitest';
import { boundedDistance, maxDistance, suggestNames } from './suggest';

const NAMES = ['Head Jab', 'Leg Tap', 'Flic Flak', 'Katsu, the Wanderer', 'Katsu', 'Snatch', 'Scar for a Scar', 'Sink Below', 'Pounding Gale'];

describe('did you mean: the closest catalogue names to an unknown one', () => {
  it('a typo in a pasted list gets the card it meant ("Head Jabb" -> Head Jab, "leg tapp" -> Leg Tap)', () => {
    expect(suggestNames('Head Jabb', NAMES)).toEqual(['Head Jab']);
    expect(suggestNames('leg tapp', NAMES)).toEqual(['Leg Tap']);
    expect(suggestNames('Katsu the Wanderer', NAMES)).toEqual(['Katsu, the Wanderer']);
  });

  it('offers nothing when no name is close, and at most three, nearest first', () => {
    expect(suggestNames('Lightning Bolt', NAMES)).toEqual([]);
    expect(suggestNames('', NAMES)).toEqual([]);
    const many = ['Zap A', 'Zap B', 'Zap C', 'Zap D', 'Zapp'];
    expect(suggestNames('Zap', many)).toEqual(['Zapp']);
    expect(suggestNames('Zap E', many)).toEqual(['Zap A', 'Zap B', 'Zap C']);
  });

  it('the distance is exact within its limit and stops past it', () => {
    expect(boundedDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDistance('abc', 'abc', 0)).toBe(0);
    expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
    expect([maxDistance(3), maxDistance(8), maxDistance(12), maxDistance(40)]).toEqual([1, 2, 3, 3]);
  });
});
