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
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    text = '{';
    for (let i = 0; i < keys.length; i++) text += (i ? ',' : '') + JSON.stringify(keys[i]) + ':' + token(obj[keys[i]]);
    text += '}';
  }
  const hash = '#' + hashString(text);
  containerHashes.set(value, hash);
  return hash;
}
