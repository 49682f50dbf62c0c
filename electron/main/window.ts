import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BrowserWindow, type Session, type WebContents, type WebPreferences } from 'electron';
import { contentSecurityPolicy } from '../ipc/csp';

/** Where the renderer is loaded from: the built file, or the dev server in `electron-vite dev`. */
export type RendererLocation = { kind: 'file'; file: string } | { kind: 'url'; url: string };

/** The renderer's location: `ELECTRON_RENDERER_URL` (set by electron-vite dev) or out/renderer/index.html. */
export function rendererLocation(env: NodeJS.ProcessEnv = process.env, mainDir: string = here()): RendererLocation {
  const dev = env.ELECTRON_RENDERER_URL;
  if (dev && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?/.test(dev)) return { kind: 'url', url: dev };
  return { kind: 'file', file: path.join(mainDir, '../renderer/index.html') };
}

/** The built preload script next to the main bundle (CommonJS: sandboxed preloads cannot be ESM). */
export function preloadPath(mainDir: string = here()): string {
  return path.join(mainDir, '../preload/index.cjs');
}

/** The CSP Electron sends with every response (the renderer's <meta> repeats it for file:// loads). */
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

/** True when `url` is our renderer: the same origin as the dev server, or a file inside the renderer's folder. */
export function isAppUrl(url: string, location: RendererLocation): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (location.kind === 'url') return parsed.origin === new URL(location.url).origin;
  if (parsed.protocol !== 'file:') return false;
  const root = path.dirname(path.resolve(location.file));
  const target = path.resolve(fileURLToPath(parsed));
  return target === root || target.startsWith(root + path.sep);
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
  if (location.kind === 'url') void window.loadURL(location.url);
  else void window.loadFile(location.file);
  return window;
}

/** The file URL of the renderer's index (for logs and tests). */
export function rendererUrl(location: RendererLocation): string {
  return location.kind === 'url' ? location.url : pathToFileURL(location.file).href;
}

function here(): string {
  return path.dirname(fileURLToPath(import.meta.url));
}
