import { describe, expect, it } from 'vitest';
import { ruleText } from './rule-texts';

describe('rule texts for "why?" (issue 17 item 4)', () => {
  it('explains a rule in the player language, and a sub-rule by the rule above it', () => {
    expect(ruleText('FAB-6.4.10b', 'en')).toMatch(/\S/);
    expect(ruleText('FAB-6.4.10b', 'ja')).toMatch(/\S/);
    expect(ruleText('FAB-6.4.10b', 'ja')).not.toBe(ruleText('FAB-6.4.10b', 'en'));
    expect(ruleText('MTG-103.5zz', 'en')).toBe(ruleText('MTG-103.5', 'en'));
  });

  it('has nothing to say of a rule nobody wrote', () => {
    expect(ruleText('NOPE-1', 'en')).toBeUndefined();
    expect(ruleText('FAB', 'en')).toBeUndefined();
  });
});
