import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashString, stableStringify, treeHash } from './hash';

/** The Merkle hash written plainly (keys sorted and quoted per object, nothing remembered): what treeHash must equal. */
function plainHash(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return '#' + hashString(`[${value.map(plainHash).join(',')}]`);
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return '#' + hashString(`{${keys.map((k) => `${JSON.stringify(k)}:${plainHash(obj[k])}`).join(',')}}`);
}

// JSON-like values with undefined members and awkward keys ("__proto__" aside: not a state key).
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string()),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string().filter((k) => k !== '__proto__'), fc.option(tie('value'), { nil: undefined }), { maxKeys: 5 }),
  ),
})).value;

describe('treeHash: a state hash that equal states share (saves, replays and the log check it)', () => {
  it('equals the plainly computed Merkle hash for any value, the key-shape memo changing nothing', () => {
    fc.assert(fc.property(json, (value) => treeHash(value) === plainHash(value)), { numRuns: 300 });
  });

  it('gives equal values equal hashes whatever their key order or undefined members, and different values different hashes', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const equal = stableStringify(a) === stableStringify(b);
        return (treeHash(a) === treeHash(b)) === equal;
      }),
      { numRuns: 300 },
    );
    expect(treeHash({ b: 1, a: [1, 2], c: undefined })).toBe(treeHash({ a: [1, 2], b: 1 }));
  });

  it('stays right for records keyed by ids, whose shapes outgrow the memo (uses, zones by seat)', () => {
    // 5,000 distinct key sets sharing one key count and first key: the memo is emptied and refilled on the way.
    for (let i = 0; i < 5_000; i++) {
      const record = { first: i, [`p${i}:t${i % 7}:turn`]: 1, [`p${i + 1}:game`]: { n: i } };
      expect(treeHash(record)).toBe(plainHash(record));
    }
  });
});
