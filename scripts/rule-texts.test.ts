import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildRuleTexts, RULES_DIR, serialize } from './rule-texts';
import { KERNEL_RULES, lookupFamily } from '../engine/core/citations';
import { createEngine, profileIds } from '../engine/profiles/registry';

const ROOT = resolve(__dirname, '..');
const SHARED = join(ROOT, '../shared');
const read = (name: string): Record<string, string> => JSON.parse(readFileSync(join(RULES_DIR, name), 'utf8')) as Record<string, string>;

/** Every rule ID the engine can cite: the literals in its sources, the kernel's general rules, the profiles' citations. */
function citableRules(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !path.includes('/testing/')) {
        const src = readFileSync(path, 'utf8');
        for (const m of src.matchAll(/(?:trace\(ctx, |refuse\([^)]*?, |rule: |rules: \{[^}]*?: )'([A-Z][A-Za-z0-9.-]+)'/g)) ids.add(m[1]);
        for (const m of src.matchAll(/'((?:FAB|GR|CHR|MTG|SCP|HOUSE)-[A-Za-z0-9.-]+)'/g)) ids.add(m[1]);
      }
    }
  };
  walk(join(ROOT, 'engine'));
  for (const v of Object.values(KERNEL_RULES)) ids.add(v);
  ids.add('KERNEL');
  for (const id of profileIds()) for (const v of Object.values(createEngine(id, {}).profile.citations?.table ?? {})) ids.add(v);
  return ids;
}

describe('rule explanations for "why?" (issue 17)', () => {
  it.skipIf(!existsSync(join(SHARED, 'rules/DIGEST.md')))('the generated catalogues match the digest and seeds (npx tsx scripts/rule-texts.ts)', () => {
    const { en, ja } = buildRuleTexts(SHARED);
    expect(readFileSync(join(RULES_DIR, 'seed.en.json'), 'utf8')).toBe(serialize(en));
    expect(readFileSync(join(RULES_DIR, 'seed.ja.json'), 'utf8')).toBe(serialize(ja));
  });

  for (const lang of ['en', 'ja']) {
    it(`every rule the engine can cite has a one-line explanation in ${lang}`, () => {
      const texts = { ...read(`seed.${lang}.json`), ...read(`kernel.${lang}.json`) };
      const missing = [...citableRules()].filter((id) => lookupFamily(texts, id) === undefined).sort();
      expect(missing).toEqual([]);
    });
  }

  it('every hand-written explanation exists in both languages', () => {
    const en = { ...read('seed.en.json'), ...read('kernel.en.json') };
    const ja = { ...read('seed.ja.json'), ...read('kernel.ja.json') };
    expect(Object.keys(read('kernel.en.json')).filter((id) => ja[id] === undefined)).toEqual([]);
    expect(Object.keys(read('kernel.ja.json')).filter((id) => en[id] === undefined)).toEqual([]);
  });
});
