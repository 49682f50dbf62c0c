import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ protocol: { registerSchemesAsPrivileged: vi.fn() } }));
const { appFile, appResponse } = await import('./protocol');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-app-'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Arbiter</title>');
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'assets', 'main.js'), 'export {};');
fs.writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'not yours');

describe('app:// (issue 19: the renderer is not loaded from file://)', () => {
  it('maps app://arbiter/ paths to files in the renderer folder only', () => {
    expect(appFile('app://arbiter/', root)).toBe(path.join(root, 'index.html'));
    expect(appFile('app://arbiter/assets/main.js?x=1', root)).toBe(path.join(root, 'assets', 'main.js'));
    expect(appFile('app://other/index.html', root)).toBeNull();
    // Dot segments, raw or encoded, stay inside the root (URL parsing folds them first); encoded slashes are refused.
    expect(appFile('app://arbiter/%2e%2e/secret.txt', root)).toBe(path.join(root, 'secret.txt'));
    expect(appFile('app://arbiter/../secret.txt', root)).toBe(path.join(root, 'secret.txt'));
    expect(appFile('app://arbiter/assets%2f..%2f..%2fsecret.txt', root)).toBeNull();
    expect(appFile('app://arbiter/assets/%5c..%5c..%5csecret.txt', root)).toBeNull();
    expect(appFile('file:///etc/passwd', root)).toBeNull();
  });

  it('answers with the file, its type and the one CSP; 404 for anything else', async () => {
    const ok = await appResponse('app://arbiter/assets/main.js', root, "default-src 'self'");
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/javascript/);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await ok.text()).toBe('export {};');
    const missing = await appResponse('app://arbiter/../secret.txt', root, "default-src 'self'");
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'self'");
  });
});
