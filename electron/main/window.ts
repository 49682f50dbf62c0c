import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, type Session, type WebContents, type WebPreferences } from 'electron';
import { contentSecurityPolicy } from '../ipc/csp';
import { APP_ORIGIN, originOf } from './protocol';

/**
 * Where the renderer is loaded from: the built files served on `app://arbiter/`
 * (electron/main/protocol.ts), or the dev server in `electron-vite dev`.
 */
export type RendererLocation = { kind: 'app'; root: string } | { kind: 'url'; url: string };

/**
 * The renderer's location: the dev server `ELECTRON_RENDERER_URL` names (set by electron-vite
 * dev) only when the app is not packaged and the URL is a local dev server; else out/renderer.
 */
export function rendererLocation(env: NodeJS.ProcessEnv = process.env, mainDir: string = here(), packaged = false): RendererLocation {
  const dev = packaged ? null : devServerUrl(env.ELECTRON_RENDERER_URL);
  if (dev) return { kind: 'url', url: dev };
  return { kind: 'app', root: path.join(mainDir, '../renderer') };
}

/**
 * A dev server URL, parsed: plain http on this machine's loopback name, no user name or
 * password (`http://localhost@evil.example/` is evil.example), else null.
 */
export function devServerUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || url.username !== '' || url.password !== '') return null;
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
  return url.href;
}

/** The built preload script next to the main bundle (CommonJS: sandboxed preloads cannot be ESM). */
export function preloadPath(mainDir: string = here()): string {
  return path.join(mainDir, '../preload/index.cjs');
}

/** The CSP Electron sends with every response (app:// responses and the dev server's); its one source is electron/ipc/csp.ts. */
export const CSP = contentSecurityPolicy();

/**
 * The renderer's web preferences: isolated, sandboxed, no Node, web security on. The
 * electron-vite template's `sandbox: false` is what STYLE.md tells us to avoid.
 */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  };
}

/** True when `url` is our renderer: exactly the renderer's origin (app://arbiter, or the dev server's). */
export function isAppUrl(url: string, location: RendererLocation): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return originOf(parsed) === originOf(new URL(rendererUrl(location)));
}

/** Sends the CSP header with every response of a session. */
export function installCsp(session: Session, policy: string = CSP): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    // Drop any CSP a dev server sent, whatever its capitalisation, so ours is the one that applies.
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    headers['Content-Security-Policy'] = [policy];
    callback({ responseHeaders: headers });
  });
}

/** Refuses every permission request (camera, notifications, ...) except fullscreen. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(permission === 'fullscreen'));
  session.setPermissionCheckHandler((_contents, permission) => permission === 'fullscreen');
}

/**
 * Locks a web contents down: no new windows, no navigation away from the app, no
 * <webview>. Applied to every web contents the app creates, not only the main window.
 */
export function hardenWebContents(contents: WebContents, location: RendererLocation): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Opens the main window on the renderer. */
export function createMainWindow(location: RendererLocation, preload: string = preloadPath()): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 560,
    show: false,
    backgroundColor: '#1b1d23',
    title: 'Arbiter',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preload),
  });
  hardenWebContents(window.webContents, location);
  // Shown once painted, so the user never sees an empty white frame.
  window.once('ready-to-show', () => window.show());
  void window.loadURL(rendererUrl(location));
  return window;
}

/** The URL of the renderer's index page. */
export function rendererUrl(location: RendererLocation): string {
  return location.kind === 'url' ? location.url : `${APP_ORIGIN}/index.html`;
}

function here(): string {
  return path.dirname(fileURLToPath(import.meta.url));
}
