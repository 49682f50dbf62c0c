import type { ApiClient, EventSubscribe } from './client';
import { createElectronBridge, electronEvents, hasElectronBridge } from './electron-bridge';
import { apiUrlFor, createWebSocketApi, type ConnectionStatus } from './websocket';

export * from './client';
export type { ConnectionStatus } from './websocket';
export { TransportError } from './websocket';

/** The API the renderer uses, and which host serves it. */
export interface Connection {
  api: ApiClient;
  kind: 'electron' | 'websocket';
  /** Listens to events the host pushes (import progress). */
  onEvent: EventSubscribe;
}

/**
 * Picks the transport: the Electron preload bridge when `window.arbiter` exists, else the
 * web host's WebSocket at `/api` on the page's own host.
 */
export function connect(win: Window & { arbiter?: unknown }, onStatus?: (s: ConnectionStatus) => void): Connection {
  if (hasElectronBridge(win)) return { api: createElectronBridge(win.arbiter), kind: 'electron', onEvent: electronEvents(win.arbiter) };
  const ws = createWebSocketApi({ url: apiUrlFor(win.location), onStatus });
  return { api: ws.api, kind: 'websocket', onEvent: ws.onEvent };
}
