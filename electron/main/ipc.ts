import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { EVENT_CHANNEL } from '../ipc/channel-names';
import { channelNames, type Reply } from '../ipc/contract';
import { dispatch } from '../services/dispatch';
import type { Services } from '../services/services';
import { isAppUrl, type RendererLocation } from './window';

/** Decides whether an IPC call comes from our own renderer. */
export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

/**
 * Trusts a call only from the main frame of one of our windows showing our renderer: a
 * frame navigated elsewhere, an iframe, or another web contents is refused.
 */
export function senderCheck(location: RendererLocation, windowIds: ReadonlySet<number>): SenderCheck {
  return (event) => {
    const frame = event.senderFrame;
    if (!frame || !windowIds.has(event.sender.id)) return false;
    // Only a top-level frame: an iframe (even one of our own pages) never reaches the services.
    if (frame.parent !== null) return false;
    return isAppUrl(frame.url, location);
  };
}

/**
 * Registers one `ipcMain.handle` per contract channel. Each checks the sender, then hands
 * the request to the dispatcher (zod validation, then the service). The reply is always a
 * `Reply`: nothing thrown ever reaches the renderer as a rejected promise. Returns a
 * function that removes the handlers.
 */
export function registerIpc(services: Services, isTrusted: SenderCheck): () => void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, async (event, request: unknown): Promise<Reply> => {
      if (!isTrusted(event)) {
        return { ok: false, error: { code: 'forbidden', message: `${channel}: the sender is not Arbiter's window` } };
      }
      try {
        // The window is the client: games it starts are bound to it (electron/services/game-seats.ts).
        return await dispatch(services, channel, request, `window:${event.sender.id}`);
      } catch (e) {
        return { ok: false, error: { code: 'internal', message: `${channel}: ${e instanceof Error ? e.message : String(e)}` } };
      }
    });
  }
  return () => {
    for (const channel of channelNames) ipcMain.removeHandler(channel);
  };
}

/** The part of a web contents that receives pushed events. */
export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, message: unknown): void;
}

/**
 * Forwards the services' pushed events (import progress) to our windows on the one event
 * channel; the preload hands them to the page's `onEvent` listeners. Returns a function that
 * stops forwarding.
 */
export function forwardEvents(services: Services, targets: () => Iterable<EventTarget>): () => void {
  return services.events.on((event) => {
    for (const t of targets()) if (!t.isDestroyed()) t.send(EVENT_CHANNEL, event);
  });
}
