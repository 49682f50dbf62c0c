/** Stable JSON: object keys sorted, so equal states serialize equally. Pure. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`).join(',')}}`;
}

/** A 64-bit hash (two 32-bit FNV-1a-style lanes) of a string, as 16 hex digits. */
export function hashString(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** Hashes of containers already hashed, by identity (states are immutable: core/draft.ts). */
const containerHashes = new WeakMap<object, string>();

/**
 * A hash of a JSON value built from its parts' hashes (a Merkle hash): each object or array
 * is hashed once over its keys and its children's hashes, and remembered by identity. A new
 * state shares every container the action did not change with the state before it, so
 * hashing it costs the containers the action copied, not the whole state. Equal values hash
 * equally however they were built (keys sorted, undefined members skipped, as stable JSON).
 * Relies on hashed containers never changing afterwards, which the draft's copy-on-write
 * guarantees for committed states. Pure (the cache only remembers results).
 */
export function treeHash(value: unknown): string {
  return token(value);
}

// A primitive stands for itself (its JSON); a container for '#' and its hash.
function token(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const known = containerHashes.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = '[';
    for (let i = 0; i < value.length; i++) text += (i ? ',' : '') + token(value[i]);
    text += ']';
  } else {
    const obj = value as Record<string, unknown>;
    const shape = shapeOf(Object.keys(obj));
    text = '{';
    let first = true;
    for (let i = 0; i < shape.sorted.length; i++) {
      const member = obj[shape.sorted[i]];
      if (member === undefined) continue;
      text += (first ? '' : ',') + shape.prefixes[i] + token(member);
      first = false;
    }
    text += '}';
  }
  const hash = '#' + hashString(text);
  containerHashes.set(value, hash);
  return hash;
}

/** An object shape: its own keys in insertion order, sorted, and each sorted key's JSON prefix (`"key":`). */
interface Shape {
  keys: readonly string[];
  sorted: readonly string[];
  prefixes: readonly string[];
}

/**
 * Shapes already sorted, by key count and first key. The state's records mostly share a few
 * shapes (objects, players, the state itself), and sorting and quoting their keys was most of
 * hashing a container whose children were known. Records keyed by ids have shapes without end,
 * so the memo is emptied when it grows past a bound: it only remembers, never decides.
 */
const shapes = new Map<string, Shape[]>();
const SHAPES_KEPT = 2048;

function shapeOf(keys: readonly string[]): Shape {
  const signature = keys.length === 0 ? '' : `${keys.length}:${keys[0]}`;
  let list = shapes.get(signature);
  if (list !== undefined) {
    for (const shape of list) if (sameKeys(shape.keys, keys)) return shape;
  } else {
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    list = [];
    shapes.set(signature, list);
  }
  const sorted = [...keys].sort();
  const shape: Shape = { keys, sorted, prefixes: sorted.map((k) => JSON.stringify(k) + ':') };
  // A signature whose key sets keep changing (ids as keys) keeps its latest few shapes only.
  if (list.length >= 8) list.shift();
  list.push(shape);
  return shape;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
