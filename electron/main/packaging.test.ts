import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');

describe('packaging hardening (issue 19, docs/security.md)', () => {
  it('flips the Electron fuses: no run-as-node, NODE_OPTIONS or inspect; app only from a checked asar; no file:// privileges', () => {
    const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as { electronFuses?: Record<string, boolean> };
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('the CSP has one source (electron/ipc/csp.ts, sent as a header): no page carries a <meta> policy of its own', () => {
    for (const page of fs.readdirSync(path.join(root, 'renderer')).filter((f) => f.endsWith('.html'))) {
      expect(fs.readFileSync(path.join(root, 'renderer', page), 'utf8'), page).not.toMatch(/http-equiv=["']?content-security-policy/i);
    }
  });
});
