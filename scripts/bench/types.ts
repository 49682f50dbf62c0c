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

/** Calls `step` until `seconds` have passed (after a warm-up); returns calls per second. */
export function ratePerSecond(step: () => void, seconds = 1, warmup = 0.2): number {
  const until = (s: number) => performance.now() + s * 1000;
  for (const end = until(warmup); performance.now() < end; ) step();
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  // The clock is read every 64 calls so reading it costs little next to fast steps.
  while (true) {
    for (let i = 0; i < 64; i++) step();
    count += 64;
    if (performance.now() >= end) break;
  }
  return count / ((performance.now() - start) / 1000);
}
