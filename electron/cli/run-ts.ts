import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (electron/cli/ is two levels down). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a TypeScript file of the repository in a child Node with tsx's loader, stdio shared
 * with this process; resolves with its exit code. A signal that ends the child is reported
 * as 128 + its number, as shells do.
 */
export function runTs(file: string, args: readonly string[]): Promise<number> {
  const loader = import.meta.resolve('tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', loader, path.resolve(repoRoot, file), ...args], { cwd: repoRoot, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15));
    });
  });
}
