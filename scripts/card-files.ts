// Node side of the card loader: engine/cards is pure, so reading set files lives here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every set file under assets/sets, as repo-relative paths (`assets/sets/fab/lab.yaml`). */
export function setFiles(root: string = REPO_ROOT): string[] {
  const sets = join(root, 'assets/sets');
  return readdirSync(sets)
    .sort()
    .flatMap((profile) => readdirSync(join(sets, profile)).filter((f) => f.endsWith('.yaml')).sort().map((f) => `assets/sets/${profile}/${f}`));
}

/** A repo-relative file's text, or undefined when it does not exist (an absent ../shared). */
export function readRepoFile(path: string, root: string = REPO_ROOT): string | undefined {
  const full = join(root, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}
