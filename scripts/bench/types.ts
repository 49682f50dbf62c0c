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
  for (let w = 0; w < windows; w++) {
    let count = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    // The clock is read every 16 calls so reading it costs little next to fast steps.
    while (true) {
      for (let i = 0; i < 16; i++) step();
      count += 16;
      if (performance.now() >= end) break;
    }
    rates.push(count / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)];
}
