import type { ArbiterApi, Channel, EventSubscribe } from '../ipc/contract';

/** `game:act` -> `gameAct`, as `methodName` does at run time. */
type MethodName<C extends string> = C extends `${infer D}:${infer V}` ? `${D}${Capitalize<V>}` : never;

/** The preload bridge: one named function per contract channel, and `onEvent` for pushed events (see electron/preload/index.ts). */
export type ArbiterBridge = { [C in Channel as MethodName<C>]: ArbiterApi[C] } & { onEvent: EventSubscribe };

declare global {
  interface Window {
    /** Present only inside the Electron app; the browser build talks over a WebSocket instead. */
    readonly arbiter?: ArbiterBridge;
  }
}
