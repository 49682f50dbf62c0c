/**
 * MTG-613.8a: which view fields decide what an effect applies to. Another effect in the same
 * layer can only change that (and so be depended on) if it writes one of these fields: this
 * cheap test spares the trial applications of dependencies.ts for effects that can't interact.
 */

/** Filter and condition keys -> the view fields they read. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  type: ['types', 'subtypes'],
  types: ['types', 'subtypes'],
  // A changeling has every creature type (selectors.ts): keywords and types decide subtypes too.
  subtype: ['subtypes', 'keywords', 'types'],
  subtypes: ['subtypes', 'keywords', 'types'],
  supertype: ['supertypes'],
  class: ['classes'],
  talent: ['talents'],
  name: ['name'],
  keyword: ['keywords'],
  controller: ['controller'],
  color: ['colors'],
  'base-power': ['base'],
  stat: ['stats', 'base'],
  power: ['stats'],
  defense: ['stats'],
  hp: ['stats'],
  toughness: ['stats'],
  cost: ['stats'],
  containment: ['stats'],
};

const cache = new WeakMap<object, readonly string[]>();

/** The view fields an `affects` selector and a `while` condition read (card data: computed once per object). */
export function readsOf(affects: unknown, cond: unknown): readonly string[] {
  const a = affectsFields(affects);
  if (cond === undefined) return a;
  return [...new Set([...a, ...fieldsIn(cond)])];
}

function affectsFields(affects: unknown): readonly string[] {
  if (typeof affects !== 'object' || affects === null) return [];
  let hit = cache.get(affects);
  if (!hit) {
    hit = fieldsIn(affects);
    cache.set(affects, hit);
  }
  return hit;
}

function fieldsIn(node: unknown): string[] {
  const out = new Set<string>();
  const walk = (n: unknown) => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (typeof n === 'object' && n !== null) {
      for (const [k, v] of Object.entries(n)) {
        for (const f of FIELDS[k] ?? []) out.add(f);
        walk(v);
      }
    }
  };
  walk(node);
  return [...out];
}
