/** One performance figure: a rate or ratio measured within one run (never a pass/fail test). */
export interface Benchmark {
  /** `<area>.<what>`, e.g. `engine.house_actions_per_s`. */
  name: string;
  /** What the value counts (`actions/s`, `x`, `ms`). */
  unit: string;
  /** Which direction is an improvement. */
  better: 'higher' | 'lower';
  /** Measures and returns the value. */
  run(): Promise<number> | number;
}

/**
 * Calls `step` for `windows` windows of `seconds` each (after a warm-up); returns the median
 * calls per second over the windows. A shared machine has bursts of load: the median of several
 * windows is steadier than one long window, and ratios of two figures (a board doubled) with it.
 */
export function ratePerSecond(step: () => void, seconds = 1, warmup = 0.2, windows = 5): number {
  const until = (s: number) => performance.now() + s * 1000;
  for (const end = until(warmup); performance.now() < end; ) step();
  const rates: number[] = [];
  for (let w = 0; w < windows; w++) rates.push(windowRate(step, seconds));
  return median(rates);
}

/** Calls `step` for one window of `seconds`; the calls per second. */
function windowRate(step: () => void, seconds: number): number {
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  // The clock is read every 16 calls so reading it costs little next to fast steps.
  while (true) {
    for (let i = 0; i < 16; i++) step();
    count += 16;
    if (performance.now() >= end) break;
  }
  return count / ((performance.now() - start) / 1000);
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `ratePerSecond` for several steps at once, their windows taken in turn (a, b, c, a, b, c ...):
 * the medians of figures to be compared with each other (a cost measured as a ratio of two
 * rates). Measured one after the other, two rates meet different bursts of load, and a ratio of
 * them swung 0.6-1.6 between runs on a shared machine; taken in turn, a burst falls on all.
 */
export function ratesPerSecond<K extends string>(steps: Readonly<Record<K, () => void>>, seconds = 0.5, warmup = 0.2, windows = 7): Record<K, number> {
  const names = Object.keys(steps) as K[];
  const rates = Object.fromEntries(names.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (const k of names) {
    for (const end = performance.now() + warmup * 1000; performance.now() < end; ) steps[k]();
  }
  for (let w = 0; w < windows; w++) for (const k of names) rates[k].push(windowRate(steps[k], seconds));
  return Object.fromEntries(names.map((k) => [k, median(rates[k])])) as Record<K, number>;
}
