import { apiFromCall, bridgeMethodName, CHANNELS, type ApiClient, type Channel, type EventSubscribe, type Reply, type Request } from './client';

/** The shape of `window.arbiter` the preload exposes: named functions only. */
export type ArbiterBridge = Readonly<Record<string, unknown>>;

/** Whether the page runs inside Electron with the preload bridge present. */
export function hasElectronBridge(win: { arbiter?: unknown }): win is { arbiter: ArbiterBridge } {
  return typeof win.arbiter === 'object' && win.arbiter !== null;
}

/** Wraps `window.arbiter` as the renderer's API; fails fast if the preload lacks a channel's function. */
export function createElectronBridge(bridge: ArbiterBridge): ApiClient {
  for (const channel of CHANNELS) {
    if (typeof bridge[bridgeMethodName(channel)] !== 'function') {
      throw new Error(`window.arbiter.${bridgeMethodName(channel)} is missing (channel ${channel})`);
    }
  }
  return apiFromCall(<C extends Channel>(channel: C, req: Request<C>) => {
    const fn = bridge[bridgeMethodName(channel)] as (r: Request<C>) => Promise<Reply<C>>;
    return fn(req);
  });
}

/** The bridge's pushed events (`window.arbiter.onEvent`), or a no-op when an older preload lacks it. */
export function electronEvents(bridge: ArbiterBridge): EventSubscribe {
  const onEvent = bridge.onEvent;
  if (typeof onEvent !== 'function') return () => () => undefined;
  return (listener) => (onEvent as EventSubscribe)(listener);
}
