/**
 * MTG-613.8a: which view fields decide what an effect applies to. Another effect in the same
 * layer can only change that (and so be depended on) if it writes one of these fields: this
 * cheap test spares the trial applications of dependencies.ts for effects that can't interact.
 */

/**
 * Filter and condition keys -> the view fields they read. Keys that read no view field read the
 * object or the state (zone, owner, counters ...); a key not listed here is read as unknown.
 */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  type: ['types', 'subtypes'],
  types: ['types', 'subtypes'],
  // A keyword may give every subtype of a type (profile staticKeywords, selectors.ts): keywords and types decide subtypes too.
  subtype: ['subtypes', 'keywords', 'types'],
  subtypes: ['subtypes', 'keywords', 'types'],
  supertype: ['supertypes'],
  class: ['classes'],
  talent: ['talents'],
  name: ['name'],
  keyword: ['keywords'],
  controller: ['controller'],
  // FaB's colour is its pitch value, a number.
  color: ['colors', 'stats'],
  'base-power': ['base'],
  stat: ['stats', 'base'],
  power: ['stats'],
  defense: ['stats'],
  hp: ['stats'],
  toughness: ['stats'],
  cost: ['stats'],
  containment: ['stats'],
  card: [],
  owner: [],
  zone: [],
  counters: [],
  other: [],
  tapped: [],
  attacking: [],
  kind: [],
  token: [],
  'attached-to': [],
  'host-of': [],
};

/** Keys whose value is a filter in turn. */
const NESTED = new Set(['each', 'not', 'any']);
const strictCache = new WeakMap<object, readonly string[] | null>();

/**
 * The view fields a filter reads, or null when it has a key not listed in FIELDS (then anything
 * may change what it selects): continuous/application-scan.ts answers a filter from the printed
 * card only where no effect in force writes one of these.
 */
export function filterReads(filter: Readonly<Record<string, unknown>>): readonly string[] | null {
  let hit = strictCache.get(filter);
  if (hit !== undefined) return hit;
  const out = new Set<string>();
  const walk = (f: unknown): boolean => {
    if (Array.isArray(f)) return f.every(walk);
    if (typeof f !== 'object' || f === null) return false;
    for (const [k, v] of Object.entries(f)) {
      if (NESTED.has(k)) {
        if (!walk(v)) return false;
      } else if (FIELDS[k]) FIELDS[k].forEach((x) => out.add(x));
      else return false;
    }
    return true;
  };
  hit = walk(filter) ? [...out] : null;
  strictCache.set(filter, hit);
  return hit;
}

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
