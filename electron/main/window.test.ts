import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// A stub of the electron module: records what the window code asks for.
const created: Array<{ options: Record<string, unknown>; window: FakeWindow }> = [];

class FakeContents {
  readonly handlers = new Map<string, (event: { url: string; preventDefault: () => void }) => void>();
  openHandler: (() => { action: string }) | null = null;
  setWindowOpenHandler(handler: () => { action: string }): void {
    this.openHandler = handler;
  }
  on(name: string, handler: (event: { url: string; preventDefault: () => void }) => void): this {
    this.handlers.set(name, handler);
    return this;
  }
  /** Fires a navigation-like event; returns true when the handler prevented it. */
  fire(name: string, url: string): boolean {
    let prevented = false;
    this.handlers.get(name)?.({ url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

class FakeWindow {
  readonly webContents = new FakeContents();
  loaded: string | null = null;
  constructor(options: Record<string, unknown>) {
    created.push({ options, window: this });
  }
  once(): void {}
  loadFile(file: string): Promise<void> {
    this.loaded = file;
    return Promise.resolve();
  }
  loadURL(url: string): Promise<void> {
    this.loaded = url;
    return Promise.resolve();
  }
}

vi.mock('electron', () => ({ BrowserWindow: FakeWindow }));

const { CSP, createMainWindow, installCsp, isAppUrl, rendererLocation, denyPermissions } = await import('./window');

const location = rendererLocation({}, '/app/out/main');
const indexUrl = 'app://arbiter/index.html';

function openWindow(): FakeWindow {
  created.length = 0;
  createMainWindow(location, '/app/out/preload/index.cjs');
  return created[0].window;
}

describe('main window', () => {
  it('is isolated, sandboxed, without Node and with web security', () => {
    openWindow();
    expect(created[0].options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
  });

  it('loads the built renderer from app://, or the dev server when electron-vite dev says so', () => {
    expect(location).toEqual({ kind: 'app', root: path.join('/app/out/renderer') });
    expect(openWindow().loaded).toBe('app://arbiter/index.html');
    expect(rendererLocation({ ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toEqual({ kind: 'url', url: 'http://localhost:5173/' });
    // Only a local dev server: anything else falls back to the built files.
    expect(rendererLocation({ ELECTRON_RENDERER_URL: 'https://evil.example' }, '/x/main').kind).toBe('app');
  });

  it('issue 19: ELECTRON_RENDERER_URL is parsed as a URL with an exact origin, and never trusted when packaged', () => {
    const dev = (url: string, packaged = false) => rendererLocation({ ELECTRON_RENDERER_URL: url }, '/x/main', packaged).kind;
    expect(dev('http://localhost@evil.example/')).toBe('app');
    expect(dev('http://localhost:5173@evil.example/')).toBe('app');
    expect(dev('http://user:pw@localhost:5173/')).toBe('app');
    expect(dev('http://localhost.evil.example/')).toBe('app');
    expect(dev('http://127.0.0.1.nip.io/')).toBe('app');
    expect(dev('file:///etc/passwd')).toBe('app');
    expect(dev('not a url')).toBe('app');
    expect(dev('http://127.0.0.1:5173/')).toBe('url');
    expect(dev('http://localhost:5173/', true)).toBe('app');
  });

  it('denies window.open', () => {
    expect(openWindow().webContents.openHandler?.()).toEqual({ action: 'deny' });
  });

  it('refuses navigation away from the app and allows reloading the app itself', () => {
    const contents = openWindow().webContents;
    expect(contents.fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(contents.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.fire('will-redirect', 'https://example.com/')).toBe(true);
    expect(contents.fire('will-navigate', indexUrl)).toBe(false);
    expect(contents.fire('will-attach-webview', indexUrl)).toBe(true);
  });

  it('recognises app URLs by their exact origin', () => {
    expect(isAppUrl(indexUrl, location)).toBe(true);
    expect(isAppUrl('app://arbiter/assets/main.js', location)).toBe(true);
    expect(isAppUrl('app://evil/index.html', location)).toBe(false);
    expect(isAppUrl(pathToFileURL('/app/out/renderer/index.html').href, location)).toBe(false);
    expect(isAppUrl('not a url', location)).toBe(false);
    const dev = { kind: 'url', url: 'http://localhost:5173/' } as const;
    expect(isAppUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
  });
});

describe('content security policy', () => {
  it('is strict: no unsafe-eval, scripts only from the app, no objects or framing', () => {
    expect(CSP).not.toContain('unsafe-eval');
    expect(CSP).toMatch(/script-src 'self'(;|$)/);
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(CSP).toContain("default-src 'self'");
  });

  it('replaces any CSP header on every response', () => {
    let listener: ((details: { responseHeaders?: Record<string, string[]> }, cb: (r: unknown) => void) => void) | null = null;
    const session = { webRequest: { onHeadersReceived: (l: typeof listener) => (listener = l) } };
    installCsp(session as never);
    let result: { responseHeaders: Record<string, string[]> } | null = null;
    listener!({ responseHeaders: { 'content-security-policy': ["default-src *"], 'X-Other': ['1'] } }, (r) => (result = r as typeof result));
    expect(result!.responseHeaders).toEqual({ 'Content-Security-Policy': [CSP], 'X-Other': ['1'] });
  });

  it('refuses permission requests other than fullscreen', () => {
    let handler: ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void) | null = null;
    const session = { setPermissionRequestHandler: (h: typeof handler) => (handler = h), setPermissionCheckHandler: () => {} };
    denyPermissions(session as never);
    const answers: boolean[] = [];
    handler!(null, 'media', (ok) => answers.push(ok));
    handler!(null, 'fullscreen', (ok) => answers.push(ok));
    expect(answers).toEqual([false, true]);
  });
});
