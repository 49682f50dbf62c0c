import { channelNames, methodName } from '../../../electron/ipc/channel-names';
import type { ApiError, ArbiterApi, Channel, Replies, Reply, Request } from '../../../electron/ipc/contract';

export type * from '../../../electron/ipc/types';
export type { ApiError, AppInfo, ArbiterApi, Channel, EventSubscribe, GameReply, HomeChoice, HostNotice, Replies, Reply, Request, SeatStops, Settings } from '../../../electron/ipc/contract';

/** The API the renderer talks to: one async function per channel, the same in Electron and the browser. */
export type ApiClient = ArbiterApi;

/** Every channel of the contract (the zod-free list the preload also uses). */
export const CHANNELS: readonly Channel[] = channelNames;

/** Sends one request on one channel and resolves with the service's reply. */
export type CallFn = <C extends Channel>(channel: C, request: Request<C>) => Promise<Reply<C>>;

/** Builds the channel-keyed API object from a generic `call`. */
export function apiFromCall(call: CallFn): ApiClient {
  const api = {} as Record<Channel, (request: unknown) => Promise<unknown>>;
  for (const channel of CHANNELS) api[channel] = (request) => call(channel, request as Request<typeof channel>);
  return api as unknown as ApiClient;
}

/** The name of a channel's function on `window.arbiter` (`game:act` -> `gameAct`), as the preload names it. */
export const bridgeMethodName: (channel: Channel) => string = methodName;

/** A reply with `ok: false`, thrown by `request()` so screens can handle every failure in one place. */
export class ApiCallError extends Error {
  constructor(
    readonly channel: Channel,
    readonly error: ApiError,
  ) {
    super(`${channel}: ${error.message}`);
    this.name = 'ApiCallError';
  }
}

/** Calls a channel and returns its value, throwing `ApiCallError` on an error reply. */
export async function request<C extends Channel>(api: ApiClient, channel: C, req: Request<C>): Promise<Replies[C]> {
  const fn = api[channel] as (r: Request<C>) => Promise<Reply<C>>;
  const reply = await fn(req);
  if (!reply.ok) throw new ApiCallError(channel, reply.error);
  return reply.value;
}
