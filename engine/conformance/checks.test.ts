import { describe, expect, it } from 'vitest';
import { fakeHost } from '../testing/fake-host';
import { runScenarioText } from './runner';

/** The reason a toy board (bear and relic in A's arena, bolt in hand) fails one check, or 'pass'. */
function check(path: string, expected: string): string {
  const yaml = `id: toy/m\nprofile: toy\nrules: []\ntitle: t\nplayers:\n  A: {hand: [bolt], arena: [{card: bear, counters: {steam: 2}}, relic]}\nexpect:\n  - ${path}: ${expected}\n`;
  const [r] = runScenarioText(fakeHost, yaml, 'm.yaml');
  return r.status === 'pass' ? 'pass' : (r.reason ?? '');
}

describe('matchers (FORMAT.md "Checks")', () => {
  it('plain values compare exactly; lists compare as sets', () => {
    expect(check('A.life', '20')).toBe('pass');
    expect(check('A.life', '19')).toBe('expect[0] A.life: expected 19, got 20');
    expect(check('A.arena', '[relic, bear]')).toBe('pass');
    expect(check('A.arena', '[bear]')).toBe('expect[0] A.arena: expected [bear], got [bear, relic] (unexpected relic)');
    expect(check('A.arena', '[bear, relic, bolt]')).toMatch(/\(missing bolt\)$/);
    expect(check('bear.zone', 'arena')).toBe('pass');
    expect(check('bear.tapped', 'false')).toBe('pass');
    expect(check('bear.tapped', 'no')).toBe('pass');
    expect(check('bear.name', 'bear')).toBe('pass');
  });

  it('contains and lacks', () => {
    expect(check('A.arena', '{contains: [bear]}')).toBe('pass');
    expect(check('A.arena', '{contains: [bolt]}')).toBe('expect[0] A.arena: expected to contain [bolt], got [bear, relic]');
    expect(check('A.arena', '{lacks: [bolt]}')).toBe('pass');
    expect(check('A.arena', '{lacks: [bear]}')).toBe('expect[0] A.arena: expected to lack [bear], got [bear, relic]');
    expect(check('bear.keywords', '{contains: [haste], lacks: [go-again]}')).toBe('pass');
    expect(check('bear.keywords', '{contains: [HASTE]}')).toBe('pass');
  });

  it('ordered: the listed items appear in this order', () => {
    expect(check('A.arena', '{ordered: [bear, relic]}')).toBe('pass');
    expect(check('A.arena', '{ordered: [relic, bear]}')).toBe('expect[0] A.arena: expected [relic, bear] in this order, got [bear, relic]');
  });

  it('gte and lte on numbers and list lengths', () => {
    expect(check('A.life', '{gte: 20, lte: 20}')).toBe('pass');
    expect(check('A.life', '{gte: 21}')).toBe('expect[0] A.life: expected >= 21, got 20');
    expect(check('A.life', '{lte: 3}')).toBe('expect[0] A.life: expected <= 3, got 20');
    expect(check('A.arena', '{gte: 2}')).toBe('pass');
  });

  it('not negates a value or a matcher', () => {
    expect(check('A.life', '{not: 3}')).toBe('pass');
    expect(check('A.life', '{not: 20}')).toBe('expect[0] A.life: expected not 20, got 20');
    expect(check('A.arena', '{not: {contains: [bolt]}}')).toBe('pass');
  });

  it('reads counters and counts', () => {
    expect(check('bear.counters.steam', '2')).toBe('pass');
    expect(check('bear.counters.+1/+1', '0')).toBe('pass');
    expect(check('A.hand.count', '1')).toBe('pass');
    expect(check('A.graveyard.count', '0')).toBe('pass');
  });

  it('accepts id#1 for a single copy and canonicalizes it', () => {
    expect(check('A.arena', '{contains: [bear#1]}')).toBe('pass');
    expect(check('bear#1.zone', 'arena')).toBe('pass');
  });
});
