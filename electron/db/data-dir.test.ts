import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDataDir, resolveDataDir } from './data-dir';

describe('data folder', () => {
  it('uses ARBITER_DATA_DIR when set, and creates it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arb-dd-')), 'nested', 'data');
    expect(resolveDataDir({ ARBITER_DATA_DIR: dir })).toBe(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('picks the platform user data folder otherwise', () => {
    expect(chooseDataDir({ HOME: '/home/u' }, 'linux')).toBe(path.join('/home/u', '.config', 'Arbiter'));
    expect(chooseDataDir({ HOME: '/home/u', XDG_CONFIG_HOME: '/xdg' }, 'linux')).toBe(path.join('/xdg', 'Arbiter'));
    expect(chooseDataDir({ HOME: '/Users/u' }, 'darwin')).toBe(path.join('/Users/u', 'Library', 'Application Support', 'Arbiter'));
    expect(chooseDataDir({ APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, 'win32')).toBe(path.join('C:\\Users\\u\\AppData\\Roaming', 'Arbiter'));
  });
});
