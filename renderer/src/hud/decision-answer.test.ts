import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../engine/index';
import { answerFor, answerMode, canConfirm, coverProgress, isYesNo, numberChoices, pickFor, togglePick, withinAtMost } from './decision-answer';

const d = (patch: Partial<Decision>): Decision => ({ kind: 'mode', player: 'A', prompt: 'p', options: [], ...patch });
const opts = (...values: string[]) => values.map((value) => ({ value, label: value }));

describe('decision answers', () => {
  it('picks one value for single-choice kinds', () => {
    expect(answerMode(d({ kind: 'may' }))).toBe('single');
    expect(answerFor(d({ kind: 'may' }), 'single', ['yes'])).toBe('yes');
  });

  it('answers a may or pay question without options with yes or no (a mulligan, a Chrono Burst)', () => {
    expect(isYesNo(d({ kind: 'may' }))).toBe(true);
    expect(isYesNo(d({ kind: 'pay' }))).toBe(true);
    expect(isYesNo(d({ kind: 'may', options: opts('a', 'b') }))).toBe(false);
    expect(isYesNo(d({ kind: 'mode' }))).toBe(false);
  });

  it('collects targets between min and max', () => {
    const t = d({ kind: 'targets', options: opts('o1', 'o2', 'o3'), min: 1, max: 2 });
    const mode = answerMode(t);
    let picked = togglePick([], 'o2');
    expect(canConfirm(t, mode, picked)).toBe(true);
    picked = togglePick(picked, 'o3');
    picked = togglePick(picked, 'o1');
    expect(canConfirm(t, mode, picked)).toBe(false);
    expect(answerFor(t, mode, togglePick(picked, 'o1'))).toEqual(['o2', 'o3']);
  });

  it('FAB-KW-DOMINATE: defending a dominated attack, a second card from hand cannot be confirmed; equipment beside one is fine', () => {
    const defend = d({ kind: 'cards', options: opts('h1', 'h2', 'legs'), min: 0, max: 2, atMost: { count: 1, of: ['h1', 'h2'] } });
    const mode = answerMode(defend);
    expect(canConfirm(defend, mode, ['h1', 'legs'])).toBe(true);
    expect(withinAtMost(defend, ['h1', 'h2'])).toBe(false);
    expect(canConfirm(defend, mode, ['h1', 'h2'])).toBe(false);
  });

  it('orders every option before confirming', () => {
    const o = d({ kind: 'order-triggers', options: opts('t1', 't2') });
    expect(canConfirm(o, 'order', ['t2'])).toBe(false);
    expect(answerFor(o, 'order', ['t2', 't1'])).toEqual(['t2', 't1']);
    expect(canConfirm(o, 'order', ['t2', 't1'])).toBe(true);
  });

  it('FAB-6.6.6b: picking all triggers but one places the last one too (two triggers: one click), and Clear still starts over', () => {
    const two = d({ kind: 'order-triggers', options: opts('t1', 't2') });
    expect(pickFor(two, 'order', [], 't2')).toEqual(['t2', 't1']);
    const four = d({ kind: 'order-triggers', options: opts('a', 'b', 'c', 'd') });
    let picked = pickFor(four, 'order', [], 'c');
    picked = pickFor(four, 'order', picked, 'a');
    expect(canConfirm(four, 'order', picked)).toBe(false);
    picked = pickFor(four, 'order', picked, 'd');
    expect(picked).toEqual(['c', 'a', 'd', 'b']);
    expect(canConfirm(four, 'order', picked)).toBe(true);
    // Taking a pick back does not fill the gap it leaves.
    expect(pickFor(four, 'order', picked, 'a')).toEqual(['c', 'd', 'b']);
    // A multi-pick is never completed for the player.
    const cards = d({ kind: 'cards', options: opts('x', 'y'), min: 0, max: 2 });
    expect(pickFor(cards, answerMode(cards), [], 'x')).toEqual(['x']);
  });

  it('answers an X announced among offered amounts, and a mode, with a number, as the engine answer check wants (Lord of Wind; engine/decisions/answer.ts)', () => {
    const x = d({ kind: 'number', prompt: 'decision.announce-x', options: opts('0', '1', '2'), min: 0, max: 2 });
    expect(answerMode(x)).toBe('single');
    expect(answerFor(x, 'single', ['1'])).toBe(1);
    const m = d({ kind: 'mode', options: opts('0', '1') });
    expect(answerFor(m, answerMode(m), ['1'])).toBe(1);
    expect(answerFor(d({ kind: 'first-player', options: opts('A', 'B') }), 'single', ['A'])).toBe('A');
  });

  it('lists the numbers of a range', () => {
    expect(numberChoices(d({ kind: 'number', min: 1, max: 3 }))).toEqual([1, 2, 3]);
  });
});

describe('a pitch\'s running total (FAB-1.14)', () => {
  const pitch: Decision = {
    kind: 'cards',
    player: 'A',
    prompt: 'decision.pitch',
    options: [
      { value: 'o1', label: 'Raging Onslaught' },
      { value: 'o2', label: 'Barraging Beatdown' },
      { value: 'o3', label: 'Tome of Fyendal' },
    ],
    min: 1,
    max: 2,
    cover: { need: 3, weights: { o1: 1, o2: 2, o3: 2 } },
  };

  it('adds up what the picked cards pay, against what the cost needs', () => {
    expect(coverProgress(pitch, [])).toEqual({ paid: 0, need: 3 });
    expect(coverProgress(pitch, ['o1', 'o3'])).toEqual({ paid: 3, need: 3 });
  });

  it('is null for a decision that covers no need', () => {
    const { cover: _, ...plain } = pitch;
    expect(coverProgress(plain, ['o1'])).toBeNull();
  });
});
