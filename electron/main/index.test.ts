import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_FILE } from '../db/connection';

// A stub of the electron module: the app's lifecycle (index.ts) runs against it as in Electron.
const stub = vi.hoisted(() => {
  const windows: Array<{ loaded: string | null }> = [];
  let dialogAnswers: number[] = [];
  const asked: Array<{ message: string; detail: string; buttons: string[] }> = [];
  class FakeContents {
    readonly id = 1;
    setWindowOpenHandler(): void {}
    on(): this {
      return this;
    }
  }
  class FakeWindow {
    static getAllWindows = () => windows;
    readonly webContents = new FakeContents();
    loaded: string | null = null;
    constructor() {
      windows.push(this);
    }
    on(): this {
      return this;
    }
    once(): void {}
    loadURL(url: string): Promise<void> {
      this.loaded = url;
      return Promise.resolve();
    }
  }
  const app = {
    isPackaged: false,
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => true),
    releaseSingleInstanceLock: vi.fn(),
    quit: vi.fn(),
    exit: vi.fn(),
    on: vi.fn(),
    whenReady: () => Promise.resolve(),
    getLocale: () => 'en-US',
    getVersion: () => '0.0.0-test',
  };
  const session = {
    defaultSession: {
      webRequest: { onHeadersReceived: vi.fn() },
      protocol: { handle: vi.fn() },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    },
  };
  return {
    windows,
    asked,
    answer: (answers: number[]) => (dialogAnswers = answers),
    module: {
      app,
      BrowserWindow: FakeWindow,
      session,
      webContents: { fromId: () => undefined },
      protocol: { registerSchemesAsPrivileged: vi.fn() },
      ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
      shell: { openPath: vi.fn(async () => '') },
      dialog: {
        showMessageBox: vi.fn(async (options: { message: string; detail: string; buttons: string[] }) => {
          asked.push(options);
          return { response: dialogAnswers.shift() ?? options.buttons.length - 1 };
        }),
        showErrorBox: vi.fn(),
      },
    },
  };
});

vi.mock('electron', () => stub.module);

const { app, shell } = stub.module;

/** Starts index.ts afresh on a data folder and waits until it opened a window or quit. */
async function launch(dataDir: string): Promise<void> {
  process.env.ARBITER_DATA_DIR = dataDir;
  stub.windows.length = 0;
  stub.asked.length = 0;
  vi.clearAllMocks();
  vi.resetModules();
  await import('./index');
  await vi.waitFor(() => expect(stub.windows.length + app.quit.mock.calls.length + app.exit.mock.calls.length).toBeGreaterThan(0), { timeout: 20_000 });
}

function brokenDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-start-'));
  fs.writeFileSync(path.join(dir, DB_FILE), 'not a database, only text long enough to be read as a header'.repeat(30));
  return dir;
}

afterEach(() => {
  delete process.env.ARBITER_DATA_DIR;
});

describe('Electron startup (issue 19)', () => {
  it('a broken database shows a dialog; Quit lets go of the single-instance lock and opens no window', async () => {
    const dir = brokenDataDir();
    stub.answer([2]);
    await launch(dir);
    expect(stub.asked).toHaveLength(1);
    expect(stub.asked[0].message).toMatch(/damaged or is not an Arbiter database/);
    expect(stub.asked[0].detail).toContain(dir);
    expect(stub.asked[0].buttons).toEqual(['Open the data folder', 'Move the file aside and start fresh', 'Quit']);
    expect(stub.windows).toHaveLength(0);
    expect(app.releaseSingleInstanceLock).toHaveBeenCalled();
    expect(app.quit).toHaveBeenCalled();
    // Nothing was touched.
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('arbiter-broken-'))).toEqual([]);
  });

  it('"Open the data folder" opens it and asks again; "start fresh" moves the file aside and opens the app on app://', async () => {
    const dir = brokenDataDir();
    stub.answer([0, 1]);
    await launch(dir);
    expect(shell.openPath).toHaveBeenCalledWith(dir);
    expect(stub.asked).toHaveLength(2);
    expect(fs.readdirSync(dir).filter((f) => /^arbiter-broken-.*\.db$/.test(f))).toHaveLength(1);
    expect(stub.windows).toHaveLength(1);
    expect(stub.windows[0].loaded).toBe('app://arbiter/index.html');
    expect(app.releaseSingleInstanceLock).not.toHaveBeenCalled();
    expect(stub.module.session.defaultSession.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('an empty (zero-byte) database is explained, not silently started over', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-start-'));
    fs.writeFileSync(path.join(dir, DB_FILE), '');
    stub.answer([2]);
    await launch(dir);
    expect(stub.asked[0].message).toMatch(/database file is empty/);
    expect(stub.windows).toHaveLength(0);
    expect(app.releaseSingleInstanceLock).toHaveBeenCalled();
  });
});
