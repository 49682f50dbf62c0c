// The browser build the web host serves (out/web): built with `npm run build:web` when it is
// missing or older than its sources, so what e2e tests and the ui bench load is the code as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of the files under `dir` (0 if none). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds out/web when missing or stale; returns the build's exit status (0 when nothing was needed). */
export function ensureWebBuild() {
  const builtIndex = path.join(root, 'out/web/index.html');
  // The renderer imports the IPC contract types and the engine's types; its own files decide staleness.
  const sources = Math.max(newest(path.join(root, 'renderer')), newest(path.join(root, 'electron/ipc')));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) return 0;
  console.log('[web build] out/web is missing or stale: npm run build:web');
  const r = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
