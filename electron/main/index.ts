import { app, BrowserWindow, session, webContents } from 'electron';
import { resolveDataDir } from '../db/data-dir';
import { createServices, type Services } from '../services/services';
import { forwardEvents, registerIpc, senderCheck } from './ipc';
import { createMainWindow, denyPermissions, hardenWebContents, installCsp, rendererLocation } from './window';

// App lifecycle only: everything it wires together lives in window.ts, ipc.ts and the services.

const location = rendererLocation();
const windowIds = new Set<number>();
let services: Services | null = null;
let unregister: (() => void) | null = null;

function openWindow(): void {
  const window = createMainWindow(location);
  const id = window.webContents.id;
  windowIds.add(id);
  window.on('closed', () => windowIds.delete(id));
}

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

  void app.whenReady().then(() => {
    services = createServices({ dataDir: resolveDataDir(), host: 'electron', version: app.getVersion() });
    installCsp(session.defaultSession);
    denyPermissions(session.defaultSession);
    const unregisterIpc = registerIpc(services, senderCheck(location, windowIds));
    // Events go only to our own windows' web contents, never to other frames or views.
    const stopEvents = forwardEvents(services, () => [...windowIds].flatMap((id) => webContents.fromId(id) ?? []));
    unregister = () => {
      stopEvents();
      unregisterIpc();
    };
    openWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
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
