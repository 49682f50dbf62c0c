import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchWebHost, parseRunArgs } from './run';

describe('web host launcher', () => {
  it('reads the port from ARBITER_PORT and flags, and refuses nonsense', () => {
    expect(parseRunArgs([], { ARBITER_PORT: '6000' })).toEqual({ port: 6000 });
    expect(parseRunArgs(['--port', '0', '--data-dir', '/d'], { ARBITER_PORT: '6000' })).toEqual({ port: 0, dataDir: '/d' });
    expect(parseRunArgs(['--port', '70000'], {})).toMatch(/port/);
    expect(parseRunArgs(['--port'], {})).toMatch(/needs a value/);
    expect(parseRunArgs(['--verbose'], {})).toMatch(/unknown option/);
  });

  it('says to run npm run build:web when the browser build is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-run-'));
    const warnings: string[] = [];
    const host = await launchWebHost({ webRoot: path.join(dir, 'none'), dataDir: dir }, () => {}, (l) => warnings.push(l));
    expect(host).toBeNull();
    expect(warnings.join('\n')).toContain('npm run build:web');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the URL it serves on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-run-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const lines: string[] = [];
    const host = await launchWebHost({ port: 0, webRoot: dir, dataDir: path.join(dir, 'data') }, (l) => lines.push(l));
    expect(lines[0]).toBe(`Arbiter is running at http://127.0.0.1:${host?.port}/`);
    await host?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
