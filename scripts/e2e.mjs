#!/usr/bin/env node
// npm run e2e: build the browser renderer when out/web is missing or older than its sources,
// check that a Chromium exists, then run the Playwright specs under vitest (e2e/**/*.spec.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

const built = ensureWebBuild();
if (built !== 0) process.exit(built);

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
