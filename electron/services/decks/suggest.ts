/** The most names a "did you mean" offers. */
export const MAX_SUGGESTIONS = 3;

/**
 * How many edits a name may be from what was typed and still be offered: one for a short name,
 * a quarter of the length for a longer one, never more than three (further than that, a
 * suggestion is more often a different card than the one meant).
 */
export function maxDistance(length: number): number {
  return Math.min(3, Math.max(1, Math.floor(length / 4)));
}

/**
 * Levenshtein distance between two strings, or `limit + 1` as soon as it is known to exceed
 * `limit` (the rows are cut off when their smallest value passes it, so a far name costs a few
 * rows, not the whole table). Pure.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Two rows reused across calls: a lookup runs this once per catalogue name (10,000 of them).
  if (rowA.length <= b.length) [rowA, rowB] = [new Int32Array(b.length * 2 + 1), new Int32Array(b.length * 2 + 1)];
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * The catalogue names closest to a name that matched none (case-insensitive), nearest first
 * and then alphabetical, at most three, and only those within `maxDistance` edits. Pure.
 */
export function suggestNames(typed: string, names: readonly string[]): string[] {
  const want = typed.trim().toLowerCase();
  if (!want) return [];
  const limit = maxDistance(want.length);
  const found: Array<{ name: string; d: number }> = [];
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    const d = boundedDistance(want, key, limit);
    if (d <= limit) {
      seen.add(key);
      found.push({ name, d });
    }
  }
  found.sort((a, b) => a.d - b.d || a.name.localeCompare(b.name, 'en'));
  return found.slice(0, MAX_SUGGESTIONS).map((f) => f.name);
}
