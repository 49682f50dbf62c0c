import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { readsSelfView } from './conditions';

const fab = labEngine('fab');

/**
 * Which conditions read the view in progress of the object they are evaluated for (FAB-6.3:
 * dependent effects), so that the kernel can tell a static's condition without that view
 * where they do not (continuous/application-scan.ts).
 */
describe('readsSelfView: a condition and the view in progress of its own object', () => {
  const pitchCount = { count: { each: { owner: 'you', cost: { gte: 3 } }, zone: 'pitch' }, gte: 2 };

  it("Anothos' count over the pitch zone does not read the view of a weapon in the weapon zone", () => {
    expect(readsSelfView(fab, pitchCount, 'weapons')).toBe(false);
  });

  it('a count over the zone the object is in counts it as its view so far', () => {
    expect(readsSelfView(fab, pitchCount, 'pitch')).toBe(true);
    expect(readsSelfView(fab, { count: { each: { types: ['Defense Reaction'] }, zone: 'combat-chain' }, lt: 2 }, 'combat-chain')).toBe(true);
  });

  it('an in-zone test reads it only in its own zone (Harmonized Kodachi: a card with cost 0 in your pitch zone)', () => {
    expect(readsSelfView(fab, { 'in-zone': 'pitch', filter: { cost: 0 } }, 'weapons')).toBe(false);
    expect(readsSelfView(fab, { 'in-zone': 'pitch', filter: { cost: 0 } }, 'pitch')).toBe(true);
  });

  it('an amount comparison may read it; not, all and any read what their parts read', () => {
    expect(readsSelfView(fab, { compare: [1, 'gt', 0] }, 'weapons')).toBe(true);
    expect(readsSelfView(fab, { not: pitchCount }, 'pitch')).toBe(true);
    expect(readsSelfView(fab, { any: [{ 'your-turn': true }, pitchCount] }, 'weapons')).toBe(false);
    expect(readsSelfView(fab, { all: [{ 'your-turn': true }, pitchCount] }, 'pitch')).toBe(true);
  });
});
