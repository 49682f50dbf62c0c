import { describe, expect, it } from 'vitest';
import { formatValue, parseBenchArgs, runBenchmarks } from './bench';
import { benchmarks } from './bench/index';

describe('bench harness', () => {
  it('parses --json and filters, and refuses unknown options', () => {
    expect(parseBenchArgs(['--json', 'out.json', 'engine'])).toEqual({ json: 'out.json', filters: ['engine'] });
    expect(parseBenchArgs(['--json'])).toMatch(/needs a file/);
    expect(parseBenchArgs(['--fast'])).toMatch(/unknown option/);
  });

  it('collects {value, unit, better} and reports a throwing benchmark without stopping', async () => {
    const lines: string[] = [];
    const { results, failed } = await runBenchmarks(
      [
        { name: 'a.ok', unit: 'x', better: 'higher', run: () => 2.5 },
        { name: 'a.broken', unit: 'x', better: 'lower', run: () => Promise.reject(new Error('nope')) },
        { name: 'a.nan', unit: 'x', better: 'lower', run: () => NaN },
      ],
      (l) => lines.push(l),
    );
    expect(results).toEqual({ 'a.ok': { value: 2.5, unit: 'x', better: 'higher' } });
    expect(failed).toEqual(['a.broken', 'a.nan']);
    expect(lines.join('\n')).toContain('FAILED');
  });

  it('lists uniquely named benchmarks in <area>.<what>[.<profile>] form', () => {
    const names = benchmarks.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    // Issue 7 names per-profile figures `sim.actions_per_s.<profile>`.
    for (const n of names) expect(n).toMatch(/^[a-z-]+\.[a-z0-9_]+(\.[a-z0-9-]+)?$/);
  });

  it('formats large rates with separators and small ratios with three digits', () => {
    expect(formatValue(12345.6)).toBe('12,346');
    expect(formatValue(1.23456)).toBe('1.23');
  });
});
