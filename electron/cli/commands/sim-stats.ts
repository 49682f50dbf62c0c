/** What `arbiter sim --json` writes (issue 18). `decisionMs`: the first player's decisions that had a choice. */
export interface SimSummary {
  games: number;
  wins: Record<string, number>;
  draws: number;
  avgActions: number;
  decisionMs: { p50: number; p95: number };
  /**
   * Per player: the games in which they took the first turn, and how many of those they won. In
   * some games the first turn decides much (the house game: whoever goes first decks out first).
   */
  first: Record<string, { games: number; wins: number }>;
}

/** The Wilson score interval of a proportion at 95% (sound near 0 and 1, unlike the normal approximation). */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile of a sample (nearest rank); 0 for no values. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
