import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './command';
import { commands } from './commands/index';
import { runCli } from './main';
import { repoRoot } from './run-ts';

function buffers(): CliIo & { stdout: string; stderr: string } {
  const io = { stdout: '', stderr: '', out: (t: string) => void (io.stdout += t + '\n'), err: (t: string) => void (io.stderr += t + '\n') };
  return io;
}

describe('arbiter command line', () => {
  it('help lists every command and exits 0', async () => {
    const io = buffers();
    expect(await runCli(['help'], io)).toBe(0);
    for (const c of commands) expect(io.stdout).toContain(c.name);
    expect(io.stderr).toBe('');
  });

  it('help <command> shows its usage; --help and -h are help', async () => {
    const io = buffers();
    expect(await runCli(['help', 'web'], io)).toBe(0);
    expect(io.stdout).toContain('--port');
    expect(await runCli(['--help'], buffers())).toBe(0);
    expect(await runCli(['help', 'nope'], buffers())).toBe(2);
  });

  it('an unknown command or none prints the usage on stderr and exits 2', async () => {
    const io = buffers();
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(io.stderr).toContain('unknown command "frobnicate"');
    expect(io.stderr).toContain('usage: arbiter');
    expect(io.stdout).toBe('');
    expect(await runCli([], buffers())).toBe(2);
  });

  it('version prints the package version', async () => {
    const io = buffers();
    expect(await runCli(['version'], io)).toBe(0);
    expect(io.stdout).toMatch(/^arbiter \d+\.\d+\.\d+/);
    expect(await runCli(['version', 'extra'], buffers())).toBe(2);
  });

  it('web refuses a bad option before starting anything', async () => {
    const io = buffers();
    expect(await runCli(['web', '--port', 'many'], io)).toBe(2);
    expect(io.stderr).toContain('port');
  });

  it('has unique command names, each with a summary and a usage', () => {
    expect(new Set(commands.map((c) => c.name)).size).toBe(commands.length);
    for (const c of commands) expect(c.summary && c.usage.startsWith(`arbiter ${c.name}`)).toBeTruthy();
  });

  it('scripts/arbiter.mjs forwards the exit code', () => {
    const bin = path.join(repoRoot, 'scripts/arbiter.mjs');
    const ok = spawnSync(process.execPath, [bin, 'help'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('usage: arbiter');
    const bad = spawnSync(process.execPath, [bin, 'no-such-command'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown command');
  });
});
