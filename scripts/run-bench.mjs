#!/usr/bin/env node
// npm run bench: builds scripts/bench.ts into one bundle and runs it with plain Node.
// Why a bundle: the engine ships bundled (electron-vite) and the computer opponent runs that
// code; run through the tsx loader instead, every closure goes through esbuild's `keepNames`
// helper and the engine measures 15-20% slower than what users run. Arguments pass through.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'out', 'bench', 'bench.mjs');

// The random-play benchmark runs each profile in a child process of its own (scripts/bench/sim.ts).
await build({
  entryPoints: [path.join(root, 'scripts', 'bench.ts'), path.join(root, 'scripts', 'bench', 'sim-child.ts')],
  outdir: path.dirname(outfile),
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external', // dependencies load from node_modules as in the app
  sourcemap: 'linked',
  logLevel: 'warning',
});
// electron/db/migrate.ts reads its migrations beside the module that loads them (as in out/main).
cpSync(path.join(root, 'electron', 'db', 'migrations'), path.join(path.dirname(outfile), 'migrations'), { recursive: true });
const r = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exitCode = r.status ?? 1;
