// `npm run bench [-- [--json FILE] [name-filter...]]`: runs the benchmarks of scripts/bench/,
// prints a table, and writes {name: {value, unit, better}} as JSON when asked. A benchmark
// never fails the build; one that throws is reported and makes the exit code 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchmarks } from './bench/index';
import type { Benchmark } from './bench/types';

/** A measured figure. */
export interface BenchResult {
  value: number;
  unit: string;
  better: Benchmark['better'];
}

/** Parses the command line: `--json FILE` and name filters (substrings). */
export function parseBenchArgs(args: readonly string[]): { json?: string; filters: string[] } | string {
  const out: { json?: string; filters: string[] } = { filters: [] };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--json') {
      if (!args[i + 1]) return '--json needs a file name';
      out.json = args[++i];
    } else if (args[i].startsWith('-')) return `unknown option "${args[i]}"`;
    else out.filters.push(args[i]);
  }
  return out;
}

/** Formats a value with thousands separators and three significant decimals for small numbers. */
export function formatValue(value: number): string {
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toPrecision(3);
}

/** Runs the benchmarks one after another (never in parallel: they would share the CPU). */
export async function runBenchmarks(list: readonly Benchmark[], log: (line: string) => void = console.log): Promise<{ results: Record<string, BenchResult>; failed: string[] }> {
  const results: Record<string, BenchResult> = {};
  const failed: string[] = [];
  const width = Math.max(10, ...list.map((b) => b.name.length));
  log(`${'benchmark'.padEnd(width)}  ${'value'.padStart(14)}  unit (better)`);
  for (const b of list) {
    try {
      const value = await b.run();
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      results[b.name] = { value, unit: b.unit, better: b.better };
      log(`${b.name.padEnd(width)}  ${formatValue(value).padStart(14)}  ${b.unit} (${b.better})`);
    } catch (e) {
      failed.push(b.name);
      log(`${b.name.padEnd(width)}  ${'FAILED'.padStart(14)}  ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { results, failed };
}

async function main(): Promise<number> {
  const args = parseBenchArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`bench: ${args}\nusage: npm run bench -- [--json FILE] [name-filter...]`);
    return 2;
  }
  const list = args.filters.length ? benchmarks.filter((b) => args.filters.some((f) => b.name.includes(f))) : benchmarks;
  if (list.length === 0) {
    console.error(`bench: no benchmark matches ${args.filters.join(', ')}`);
    return 2;
  }
  const { results, failed } = await runBenchmarks(list);
  if (args.json) {
    fs.mkdirSync(path.dirname(path.resolve(args.json)), { recursive: true });
    fs.writeFileSync(args.json, JSON.stringify(results, null, 2) + '\n');
    console.log(`wrote ${args.json}`);
  }
  return failed.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => (process.exitCode = code));
}
