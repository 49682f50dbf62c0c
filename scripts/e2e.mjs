#!/usr/bin/env node
// npm run e2e: build the browser renderer when out/web is missing or older than its sources,
// check that a Chromium exists, then run the Playwright specs under vitest (e2e/**/*.spec.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

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

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

const builtIndex = path.join(root, 'out/web/index.html');
// The renderer imports the IPC contract types and the engine's types; its own files decide staleness.
const sources = Math.max(newest(path.join(root, 'renderer')), newest(path.join(root, 'electron/ipc')));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('[e2e] out/web is missing or stale: npm run build:web');
  const status = run(npm, ['run', 'build:web']);
  if (status !== 0) process.exit(status);
}

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error(
    [
      '[e2e] No Chromium found: the end-to-end tests drive a real Chromium.',
      '  Debian/Ubuntu: sudo apt-get install -y chromium fonts-noto-cjk',
      '  Fedora:        sudo dnf install -y chromium google-noto-sans-cjk-fonts',
      '  macOS:         brew install --cask chromium',
      '  Or point CHROMIUM_PATH at any Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromium;
process.exit(run(npx, ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));
