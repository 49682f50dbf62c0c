import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { view } from './view';
import { attackWith as board, type TestEffect } from '../testing/test-board';

const engine = labEngine('fab');
const fab = () => engine;
const attackWith = (card: string, effects: readonly TestEffect[], orders?: Readonly<Record<string, readonly string[]>>) => board(engine, card, effects, orders);

/** FAB-6.3: the order in which continuous effects apply to one object (engine/continuous/apply.ts). */

const set = (n: number) => ({ 'base-power': { set: n } });

describe('FAB-6.3 staging of continuous effects', () => {
  it('FAB-6.3.3a: two sets in one sub-stage apply by timestamp, whatever the registration order', () => {
    const a = attackWith('light-jab', [{ id: 'e2', timestamp: 20, spec: set(6) }, { id: 'e1', timestamp: 10, spec: set(3) }]);
    expect(view(fab(), a.state, a.attack).base.power).toBe(6);
    const b = attackWith('light-jab', [{ id: 'e1', timestamp: 20, spec: set(3) }, { id: 'e2', timestamp: 10, spec: set(6) }]);
    expect(view(fab(), b.state, b.attack).base.power).toBe(3);
  });

  it('FAB-6.3.3: sub-stages: a newer set (sub-stage 2) comes before an older add (5) and subtract (6)', () => {
    const a = attackWith('light-jab', [
      { id: 'e1', timestamp: 10, spec: { power: 2 } },
      { id: 'e2', timestamp: 11, spec: { power: -1 } },
      { id: 'e3', timestamp: 12, spec: { power: { set: 5 } } },
    ]);
    expect(view(fab(), a.state, a.attack).stats.power).toBe(6);
  });

  it('FAB-6.3.2: stage 7 (base) before stage 8 (power) whatever the timestamps', () => {
    const a = attackWith('light-jab', [{ id: 'e1', timestamp: 10, spec: { power: 3 } }, { id: 'e2', timestamp: 11, spec: set(1) }]);
    const v = view(fab(), a.state, a.attack);
    expect(v.base.power).toBe(1);
    expect(v.stats.power).toBe(4);
  });

  it('FAB-6.3.4b: equal timestamps apply in the order the turn player chose (kept in state.orders)', () => {
    const effects = [{ id: 'e1', timestamp: 10, spec: set(3) }, { id: 'e2', timestamp: 10, spec: set(6) }];
    const a = attackWith('light-jab', effects, { t10: ['e2', 'e1'] });
    expect(view(fab(), a.state, a.attack).base.power).toBe(3);
    const b = attackWith('light-jab', effects, { t10: ['e1', 'e2'] });
    expect(view(fab(), b.state, b.attack).base.power).toBe(6);
    // The order is kept per sub-stage too (`stage.sub.timestamp`).
    const c = attackWith('light-jab', effects, { '7.2.10': ['e2', 'e1'] });
    expect(view(fab(), c.state, c.attack).base.power).toBe(3);
  });

  it('FAB-6.3.4c: an effect joining an ordered timestamp goes after the ordered ones, even if registered first', () => {
    const a = attackWith(
      'light-jab',
      [{ id: 'e3', timestamp: 10, spec: set(4) }, { id: 'e1', timestamp: 10, spec: set(3) }, { id: 'e2', timestamp: 10, spec: set(6) }],
      { t10: ['e2', 'e1'] },
    );
    expect(view(fab(), a.state, a.attack).base.power).toBe(4);
  });

  it('FAB-6.3.4: a newer timestamp goes after an ordered group of older equal ones', () => {
    const a = attackWith('light-jab', [{ id: 'e9', timestamp: 11, spec: set(5) }, { id: 'e1', timestamp: 10, spec: set(3) }, { id: 'e2', timestamp: 10, spec: set(6) }], { t10: ['e1', 'e2'] });
    expect(view(fab(), a.state, a.attack).base.power).toBe(5);
  });

  it('FAB-6.3.2c: the parts of one effect apply in their own stages (a keyword grant and +1 power)', () => {
    const a = attackWith('light-jab', [{ id: 'e1', timestamp: 10, spec: { power: 1, keywords: { gain: ['go-again'] } } }, { id: 'e2', timestamp: 11, spec: set(5) }]);
    const v = view(fab(), a.state, a.attack);
    expect(v.keywords).toContain('go-again');
    expect(v.stats.power).toBe(6);
  });
});
