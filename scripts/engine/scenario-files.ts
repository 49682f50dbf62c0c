import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/engine). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function isScenarioFile(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}

/** Every .yaml/.yml file under a directory, sorted for a stable run order. */
function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (isScenarioFile(path)) out.push(path);
  }
  return out;
}

/** Scenario files for the given files and directories; paths that do not exist are reported. */
export function findScenarioFiles(paths: readonly string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const p of paths) {
    const abs = resolve(p);
    if (!existsSync(abs)) missing.push(p);
    else if (statSync(abs).isDirectory()) files.push(...walk(abs));
    else files.push(abs);
  }
  return { files: [...new Set(files)], missing };
}

/** The default set: every profile's own scenarios, plus ../shared/conformance/cases when present. */
export function defaultScenarioPaths(root = repoRoot): string[] {
  const paths: string[] = [];
  const profiles = join(root, 'engine', 'profiles');
  if (existsSync(profiles)) {
    for (const id of readdirSync(profiles).sort()) {
      const dir = join(profiles, id, 'scenarios');
      if (existsSync(dir) && statSync(dir).isDirectory()) paths.push(dir);
    }
  }
  const shared = resolve(root, '..', 'shared', 'conformance', 'cases');
  if (existsSync(shared)) paths.push(shared);
  return paths;
}
