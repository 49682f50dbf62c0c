import { app, BrowserWindow, dialog, session, shell, webContents } from 'electron';
import { resolveDataDir } from '../db/data-dir';
import { createServices, type Services } from '../services/services';
import { forwardEvents, registerIpc, senderCheck } from './ipc';
import { registerAppScheme, serveApp } from './protocol';
import { describeStartupFailure, startOrExplain } from './startup';
import { CSP, createMainWindow, denyPermissions, hardenWebContents, installCsp, rendererLocation } from './window';

// App lifecycle only: everything it wires together lives in window.ts, ipc.ts, protocol.ts,
// startup.ts and the services.

// The dev server only when not packaged (a packaged app never trusts ELECTRON_RENDERER_URL).
const location = rendererLocation(process.env, undefined, app.isPackaged);
const windowIds = new Set<number>();
let services: Services | null = null;
let unregister: (() => void) | null = null;

function openWindow(): void {
  const window = createMainWindow(location);
  const id = window.webContents.id;
  windowIds.add(id);
  window.on('closed', () => windowIds.delete(id));
}

/** Leaves without a window: the single-instance lock goes first, so the next launch is not blocked. */
function leave(code: number): void {
  app.releaseSingleInstanceLock();
  if (code === 0) app.quit();
  else app.exit(code);
}

// Opens the services; throws (a broken database) before anything else is set up.
function openServices(): void {
  services = createServices({ dataDir: resolveDataDir(), host: 'electron', version: app.getVersion() });
}

async function start(): Promise<void> {
  const dataDir = resolveDataDir();
  const started = await startOrExplain(openServices, {
    dataDir,
    locale: app.getLocale(),
    ask: async (problem) =>
      (await dialog.showMessageBox({ type: 'error', title: problem.title, message: problem.message, detail: problem.detail, buttons: problem.labels, cancelId: problem.labels.length - 1, noLink: true })).response,
    openFolder: (dir) => shell.openPath(dir),
  });
  if (!started || !services) return leave(0);
  installCsp(session.defaultSession);
  if (location.kind === 'app') serveApp(session.defaultSession, location.root, CSP);
  denyPermissions(session.defaultSession);
  const opened = services;
  const unregisterIpc = registerIpc(opened, senderCheck(location, windowIds));
  // Events go only to our own windows' web contents, never to other frames or views.
  const stopEvents = forwardEvents(opened, () => [...windowIds].flatMap((id) => webContents.fromId(id) ?? []));
  unregister = () => {
    stopEvents();
    unregisterIpc();
  };
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}

// Before ready, as Electron requires: app:// is a standard, secure scheme.
registerAppScheme();
// Every renderer sandboxed, whatever a window's own preferences say.
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  // A second launch focuses the first instance (which owns the database) and leaves.
  app.quit();
} else {
  app.on('second-instance', () => {
    const window = BrowserWindow.getAllWindows()[0];
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, location));

  void app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // Anything unforeseen: said in a dialog, and the lock let go, never a silent process without a window.
      console.error('[arbiter] could not start:', error);
      const problem = describeStartupFailure(error, resolveDataDir(), app.getLocale());
      dialog.showErrorBox(problem.title, problem.detail);
      leave(1);
    });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('will-quit', () => {
    unregister?.();
    services?.close();
    services = null;
  });
}
