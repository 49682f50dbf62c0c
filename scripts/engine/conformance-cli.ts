import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScenarioHost } from '../../engine/conformance/host';
import { parseScenarioFile } from '../../engine/conformance/format';
import { runScenarioText, unreadable, type CaseResult } from '../../engine/conformance/runner';
import { skips } from '../../engine/conformance/skips';
import { defaultScenarioPaths, findScenarioFiles } from './scenario-files';
import { applySkips, caseLine, failDuplicates, jsonRecords, summaryLine } from '../../engine/conformance/report';
import { setStrict } from '../../engine/core/draft';

// A conformance run checks correctness, not speed: states are frozen so a write that skips
// copy-on-write fails the case that made it (core/draft.ts).
setStrict(true);

/**
 * `tsx scripts/engine/conformance-cli.ts [--json FILE] [--suite] [--host MODULE] [paths...]`:
 * runs every scenario found and prints `PASS id` / `FAIL id: reason`, then `N passed, M failed`.
 * Exit status 1 when any case failed. `--suite` applies skips.ts; `--host` loads another
 * ScenarioHost module (the runner's own tests use a toy host).
 */

interface Options {
  json?: string;
  suite: boolean;
  host?: string;
  paths: string[];
}

function usage(): never {
  console.error('usage: tsx scripts/engine/conformance-cli.ts [--json FILE] [--suite] [--host MODULE] [file-or-dir...]');
  process.exit(2);
}

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { suite: false, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json' || a === '--host') {
      const v = argv[++i];
      if (v === undefined) usage();
      if (a === '--json') o.json = v;
      else o.host = v;
    } else if (a === '--suite') o.suite = true;
    else if (a === '--help' || a === '-h') usage();
    else if (a === '--') continue;
    else if (a.startsWith('--')) usage();
    else o.paths.push(a);
  }
  return o;
}

function isHost(v: unknown): v is ScenarioHost {
  if (typeof v !== 'object' || v === null) return false;
  const h = v as Record<string, unknown>;
  return ['setup', 'event', 'passAction', 'stack', 'serialize'].every((k) => typeof h[k] === 'function');
}

/** Finds the ScenarioHost a module exports (node-host.ts: createNodeHost()): an instance, or a factory taking no arguments. */
function pickHost(mod: Record<string, unknown>): ScenarioHost | undefined {
  for (const v of Object.values(mod)) if (isHost(v)) return v;
  for (const [name, v] of Object.entries(mod)) {
    // Only a factory that needs nothing: createScenarioHost(cards) is not a default host.
    if (typeof v === 'function' && v.length === 0 && /^(create|make)\w*Host$/i.test(name)) {
      const made: unknown = (v as () => unknown)();
      if (isHost(made)) return made;
    }
  }
  return undefined;
}

async function loadHost(spec: string | undefined): Promise<ScenarioHost | string> {
  const url = spec ? pathToFileURL(resolve(spec)).href : new URL('./node-host.ts', import.meta.url).href;
  try {
    const mod = (await import(url)) as Record<string, unknown>;
    return pickHost(mod) ?? `${spec ?? 'scripts/engine/node-host.ts'} exports no ScenarioHost (an instance, or a createXHost() factory)`;
  } catch (e) {
    return `cannot load the engine host: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const { files, missing } = findScenarioFiles(options.paths.length ? options.paths : defaultScenarioPaths());
  const host = await loadHost(options.host);
  const results: Array<CaseResult & { file: string }> = missing.map((p) => ({ id: p, status: 'fail', reason: 'no such file or directory', file: p }));
  for (const abs of files) {
    const rel = relative(process.cwd(), abs);
    const file = rel && (!rel.startsWith('..') || rel.length <= abs.length) ? rel : abs;
    let text: string;
    try {
      text = readFileSync(abs, 'utf8');
    } catch (e) {
      results.push({ id: file, status: 'fail', reason: `cannot read: ${e instanceof Error ? e.message : String(e)}`, file });
      continue;
    }
    const cases =
      typeof host === 'string'
        ? parseScenarioFile(text, file).map((e): CaseResult => (e.ok ? { id: e.scenario.id, status: 'fail', reason: host } : unreadable(e)))
        : runScenarioText(host, text, file);
    for (const c of cases) results.push({ ...c, file });
  }
  let final = failDuplicates(results);
  if (options.suite) final = applySkips(final, skips);
  for (const r of final) console.log(caseLine(r));
  console.log(summaryLine(final));
  if (options.json) writeFileSync(options.json, `${JSON.stringify(jsonRecords(final), null, 2)}\n`);
  return final.some((r) => r.status === 'fail') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
  },
);
