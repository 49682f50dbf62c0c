#!/usr/bin/env node
// The `arbiter` command (package.json "bin", `npm run arbiter -- <command>`): runs
// electron/cli/main.ts under tsx's loader in a child Node and exits with its code.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let loader;
try {
  loader = import.meta.resolve('tsx');
} catch {
  console.error('arbiter: dependencies are missing; run `npm install` (or `npm start` once) first.');
  process.exit(2);
}

const child = spawn(process.execPath, ['--import', loader, join(root, 'electron/cli/main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// Ctrl+C reaches the child through the terminal too; forwarding covers `kill <pid>` of this process.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (e) => {
  console.error(`arbiter: ${e.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
