import { describe, expect, it } from 'vitest';
import { rememberedT } from './remembered-t';

describe('rememberedT (issue 17 frame time: the board translates its captions once, not every frame)', () => {
  it('asks the translator once per key and parameters, and gives what it said', () => {
    const asked: string[] = [];
    const t = rememberedT((key, params) => {
      asked.push(key);
      return `${key}:${JSON.stringify(params ?? {})}`;
    });
    expect(t('zone.hand')).toBe('zone.hand:{}');
    expect(t('zone.hand')).toBe('zone.hand:{}');
    expect(t('pile.count', { count: 3 })).toBe('pile.count:{"count":3}');
    expect(t('pile.count', { count: 3 })).toBe('pile.count:{"count":3}');
    expect(asked).toEqual(['zone.hand', 'pile.count']);
  });

  it('tells apart the same key with other parameters', () => {
    const t = rememberedT((key, params) => `${key} ${String(params?.count)}`);
    expect(t('pile.count', { count: 3 })).toBe('pile.count 3');
    expect(t('pile.count', { count: 4 })).toBe('pile.count 4');
    expect(t('pile.count')).toBe('pile.count undefined');
  });
});
