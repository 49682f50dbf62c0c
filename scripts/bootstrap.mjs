#!/usr/bin/env node
// Zero-dependency bootstrap behind `npm start` and `npm test`: installs what is missing,
// then builds and starts the app, or runs every test suite. Only Node built-ins here,
// because it runs before node_modules exists.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readFileSync, utimesSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

/** Install dependencies when node_modules is missing or older than package-lock.json. */
function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && mtime(lock) > mtime(marker));
  if (!stale) return;
  console.log('[arbiter] installing dependencies (first run; better-sqlite3 compiles, about a minute)...');
  // The Electron binary is fetched separately (ensureElectronBinary) so that a machine
  // without access to its download host still gets a working install.
  const env = { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
  // `npm install` (not `npm ci`): npm 11 leaves other platforms' optional packages (rollup's)
  // out of the lock it writes, and `npm ci` then refuses that lock; `install` follows it as is.
  const status = run(npm, ['install', '--no-audit', '--no-fund'], { env });
  if (status !== 0) {
    console.error('[arbiter] npm install failed; see the messages above.');
    process.exit(status);
  }
  // The lock may have been rewritten by the install: mark node_modules as newer so the next
  // run does not install again.
  const now = new Date();
  try {
    utimesSync(marker, now, now);
  } catch {
    /* no marker: the next run installs again, which is harmless */
  }
}

/** True when node_modules/electron has its binary (downloading it once if possible). */
function ensureElectronBinary() {
  const pkg = join(root, 'node_modules', 'electron');
  if (!existsSync(pkg)) return false;
  const pathTxt = join(pkg, 'path.txt');
  const has = () => existsSync(pathTxt) && existsSync(join(pkg, 'dist', readFileSync(pathTxt, 'utf8').trim()));
  if (has()) return true;
  if (process.env.ARBITER_NO_ELECTRON) return false;
  console.log('[arbiter] fetching the Electron binary (skipped when offline)...');
  const r = spawnSync(process.execPath, [join(pkg, 'install.js')], { cwd: pkg, stdio: 'ignore', timeout: 120_000 });
  return r.status === 0 && has();
}

function openBrowser(url) {
  const opener =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  try {
    const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    /* no browser on this machine: the URL is printed */
  }
}

function start() {
  ensureDependencies();
  if (ensureElectronBinary() && !process.env.ARBITER_WEB) {
    const status = run(npm, ['run', 'build']);
    if (status !== 0) process.exit(status);
    const electronBin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'electron.cmd' : 'electron');
    const r = spawnSync(electronBin, ['.'], { cwd: root, stdio: 'inherit' });
    if (r.status === 0 || r.status === null) process.exit(r.status ?? 0);
    console.log('[arbiter] Electron could not start here; starting the web host instead.');
  } else {
    console.log('[arbiter] no Electron binary on this machine: starting the web host.');
  }
  const status = run(npm, ['run', 'build:web']);
  if (status !== 0) process.exit(status);
  const child = spawn(npx, ['tsx', 'electron/web-host/cli.ts'], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    process.stdout.write(text);
    const m = text.match(/http:\/\/127\.0\.0\.1:\d+\/?/);
    if (m) openBrowser(m[0]);
  });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/**
 * Every suite in order: typecheck, lint, unit tests, conformance, e2e. A failing suite does not
 * stop the others (each says what is wrong); the summary lists them and the exit code is 1.
 */
function test() {
  ensureDependencies();
  const steps = [
    ['typecheck', () => run(npm, ['run', '-s', 'typecheck'])],
    ['lint', () => run(npm, ['run', '-s', 'lint'])],
    ['unit tests', () => run(npx, ['vitest', 'run'])],
    ['conformance', () => run(npm, ['run', '-s', 'conformance', '--', '--suite'])],
    [
      'e2e',
      () => {
        if (findChromium()) return run(npm, ['run', '-s', 'e2e']);
        console.error(
          '[arbiter] e2e needs Chromium and none was found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`)\n' +
            'or point CHROMIUM_PATH at a Chromium or Chrome executable, then run `npm test` again.',
        );
        return 1;
      },
    ],
  ];
  const failed = [];
  for (const [name, step] of steps) {
    console.log(`\n[arbiter] ${name}`);
    if (step() !== 0) {
      console.error(`[arbiter] ${name} failed`);
      failed.push(name);
    }
  }
  if (failed.length > 0) {
    console.error(`\n[arbiter] failed: ${failed.join(', ')} (passed: ${steps.map(([n]) => n).filter((n) => !failed.includes(n)).join(', ') || 'none'})`);
    process.exit(1);
  }
  console.log('\n[arbiter] all test suites passed');
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else if (command === 'deps') ensureDependencies();
else {
  console.error('usage: node scripts/bootstrap.mjs start|test|deps');
  process.exit(2);
}
