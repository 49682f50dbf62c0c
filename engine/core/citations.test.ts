import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cite, gamePrefix, KERNEL_RULES, lookupFamily, type Citations } from './citations';

const MTG: Citations = { prefix: 'MTG', table: { 'FAB-6.4.10': 'MTG-615.1', 'FAB-6.4.10h': 'MTG-615.12', PLAY: 'MTG-601.2' } };

describe('rule citations: a ruling cites the rule of the game being played (issue 17)', () => {
  it("keeps the game's own rules and the kernel's own rules as they are", () => {
    expect(cite(MTG, 'MTG-614.5')).toBe('MTG-614.5');
    expect(cite(MTG, 'ATTACH')).toBe('ATTACH');
  });
  it("maps a kernel rule to the game's rule, the nearest family entry first", () => {
    expect(cite(MTG, 'FAB-6.4.10a')).toBe('MTG-615.1');
    expect(cite(MTG, 'FAB-6.4.10h')).toBe('MTG-615.12');
    expect(cite(MTG, 'PLAY')).toBe('MTG-601.2');
  });
  it("cites the kernel's general rule, never another game's, where the game's documents are silent", () => {
    expect(cite(MTG, 'GR-13-2b-3')).toBe('DAMAGE-DEALT');
    expect(cite({ prefix: 'FAB', table: {} }, 'CHR-TRG-4')).toBe('RESOLVES-WITHOUT-SOURCE');
    expect(cite({ prefix: 'GR', table: {} }, 'FAB-6.6.6a')).toBe('TRIGGER-NO-TARGET');
    expect(cite({ prefix: 'GR', table: {} }, 'FAB-6.2.2a')).toBe('CONTINUOUS-EFFECT');
  });
  it('walks families through letters, dots and dashes', () => {
    expect(lookupFamily({ 'GR-13-3': 'x' }, 'GR-13-3d-2b')).toBe('x');
    expect(lookupFamily({ 'FAB-6.2': 'y' }, 'FAB-6.2.5a')).toBe('y');
    expect(lookupFamily({ FAB: 'z' }, 'FAB-6.2.5a')).toBeUndefined();
  });

  // Every game rule the kernel (not a profile) writes into a trace or refusal has a general rule
  // to fall back on, so no profile can end up citing another game's rule.
  it("covers every game rule ID written by the kernel's floors", () => {
    const kernel = ['core', 'events', 'continuous', 'triggers', 'stack', 'flow', 'decisions', 'interpreter', 'game', 'view'];
    const root = join(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    for (const floor of kernel) {
      try {
        walk(join(root, floor));
      } catch {
        /* a floor that does not exist in this layout */
      }
    }
    const uncovered = new Set<string>();
    for (const file of files) {
      if (file.endsWith('citations.ts')) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/'((?:FAB|GR|CHR|MTG|SCP)-[A-Za-z0-9.-]+)'/g)) {
        if (gamePrefix(m[1]) && lookupFamily(KERNEL_RULES, m[1]) === undefined) uncovered.add(m[1]);
      }
    }
    expect([...uncovered].sort()).toEqual([]);
  });
});
