import { describe, expect, it } from 'vitest';
import { cardIndex } from './card-index';
import { loadAllSets } from '../../scripts/engine/node-host';

describe('cardIndex', () => {
  it('takes `from` as a zone only where it names one: a prevention ability\'s `from` is a damage source', () => {
    const fab = loadAllSets().fab ?? {};
    expect(fab['rl-source-guard']).toBeDefined();
    const index = cardIndex(fab);
    expect(index.replacements.has('rl-source-guard')).toBe(true);
    expect(index.fromZones.has('opponent')).toBe(false);
  });
});
