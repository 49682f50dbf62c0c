import { contextBridge, ipcRenderer } from 'electron';
import { channelNames, methodName } from '../ipc/channel-names';

// The whole bridge: one named function per contract channel, each forwarding its single
// argument to the main process. No ipcRenderer, no event objects, no generic `invoke(channel)`
// reach the page; main validates every argument again.
const api: Record<string, (request?: unknown) => Promise<unknown>> = {};
for (const channel of channelNames) {
  api[methodName(channel)] = (request?: unknown) => ipcRenderer.invoke(channel, request ?? {});
}

contextBridge.exposeInMainWorld('arbiter', Object.freeze(api));
