import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../engine/index';
import { answerFor, answerMode, canConfirm, isYesNo, numberChoices, togglePick } from './decision-answer';

const d = (patch: Partial<Decision>): Decision => ({ kind: 'mode', player: 'A', prompt: 'p', options: [], ...patch });
const opts = (...values: string[]) => values.map((value) => ({ value, label: value }));

describe('decision answers', () => {
  it('picks one value for single-choice kinds', () => {
    expect(answerMode(d({ kind: 'may' }))).toBe('single');
    expect(answerFor('single', ['yes'])).toBe('yes');
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
    expect(answerFor(mode, togglePick(picked, 'o1'))).toEqual(['o2', 'o3']);
  });

  it('orders every option before confirming', () => {
    const o = d({ kind: 'order-triggers', options: opts('t1', 't2') });
    expect(canConfirm(o, 'order', ['t2'])).toBe(false);
    expect(answerFor('order', ['t2', 't1'])).toEqual(['t2', 't1']);
    expect(canConfirm(o, 'order', ['t2', 't1'])).toBe(true);
  });

  it('lists the numbers of a range', () => {
    expect(numberChoices(d({ kind: 'number', min: 1, max: 3 }))).toEqual([1, 2, 3]);
  });
});
