import { contextBridge, ipcRenderer } from 'electron';
import { channelNames, EVENT_CHANNEL, eventNames, methodName } from '../ipc/channel-names';

// The whole bridge: one named function per contract channel, each forwarding its single
// argument to the main process, plus `onEvent` for pushed events. No ipcRenderer, no event
// objects, no generic `invoke(channel)` reach the page; main validates every argument again.
const api: Record<string, (request?: unknown) => unknown> = {};
for (const channel of channelNames) {
  api[methodName(channel)] = (request?: unknown) => ipcRenderer.invoke(channel, request ?? {});
}

const known: readonly string[] = eventNames;

/**
 * Listens to the events main pushes ({event, payload}); returns a function that stops.
 * Only the message reaches the page (never the IPC event), and only events of the contract.
 */
api.onEvent = (listener?: unknown) => {
  if (typeof listener !== 'function') throw new TypeError('onEvent needs a listener function');
  const handler = (_event: unknown, message: unknown) => {
    const m = message as { event?: unknown; payload?: unknown } | null;
    if (!m || typeof m.event !== 'string' || !known.includes(m.event) || typeof m.payload !== 'object' || m.payload === null) return;
    (listener as (message: unknown) => void)({ event: m.event, payload: m.payload });
  };
  ipcRenderer.on(EVENT_CHANNEL, handler);
  return () => {
    ipcRenderer.removeListener(EVENT_CHANNEL, handler);
  };
};

contextBridge.exposeInMainWorld('arbiter', Object.freeze(api));
