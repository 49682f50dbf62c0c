import { z } from 'zod';
import { actionSchema } from '../../engine/core/action-schema';
import type { BoardView, Refusal } from '../../engine/index';
import { channelNames, methodName as channelMethodName, type ChannelName } from './channel-names';

export { channelNames };

/**
 * The API contract between the renderer and the services: one entry per channel,
 * `domain:verb`, with a zod schema for its argument. The Electron main process and the web
 * host both validate every request with these schemas before calling a service.
 */
export const channels = {
  'app:info': z.object({}).strict(),
  'settings:get': z.object({}).strict(),
  'settings:set': z
    .object({ language: z.enum(['en', 'ja']).optional(), seatNames: z.record(z.string(), z.string().max(40)).optional() })
    .strict(),
  'game:new': z
    .object({
      profile: z.string().min(1).max(32),
      seed: z.number().int().optional(),
      seats: z.array(z.string().min(1).max(32)).min(2).max(4).optional(),
    })
    .strict(),
  'game:view': z.object({ game: z.string().min(1).max(64), viewer: z.string().max(32).optional() }).strict(),
  'game:act': z.object({ game: z.string().min(1).max(64), action: actionSchema }).strict(),
  'game:close': z.object({ game: z.string().min(1).max(64) }).strict(),
} as const;

/** A channel name. */
export type Channel = keyof typeof channels;

// Compile-time check: the schema table and the zod-free name list (used by the preload) agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _namesMatch: Same<Channel, ChannelName> = true;
void _namesMatch;
/** The argument of a channel. */
export type Request<C extends Channel> = z.infer<(typeof channels)[C]>;

/** Application facts for the about box and diagnostics. */
export interface AppInfo {
  version: string;
  host: 'electron' | 'web';
  dataDir: string;
  profiles: string[];
}

/** User settings. */
export interface Settings {
  language: 'en' | 'ja';
  seatNames: Record<string, string>;
}

/** A game as the renderer sees it after an action. */
export interface GameReply {
  game: string;
  view: BoardView;
  /** Set when the action was refused; the view is then unchanged. */
  refusal?: Refusal;
  /** The game state's hash (engine `stateHash`): equal hashes, equal games. */
  hash?: string;
}

/** The reply type of each channel. */
export interface Replies {
  'app:info': AppInfo;
  'settings:get': Settings;
  'settings:set': Settings;
  'game:new': GameReply;
  'game:view': GameReply;
  'game:act': GameReply;
  'game:close': { closed: boolean };
}

/** Every reply is either a value or an error that says what and where. */
export type Reply<C extends Channel = Channel> = { ok: true; value: Replies[C] } | { ok: false; error: ApiError };

/** An error reply: a code, a message for people, and the offending path in the request when known. */
export interface ApiError {
  code: 'bad-request' | 'unknown-channel' | 'not-found' | 'refused' | 'internal' | 'forbidden';
  message: string;
  path?: string;
}

/** The typed API the renderer calls (`window.arbiter` in Electron, a WebSocket client in the browser). */
export type ArbiterApi = { [C in Channel]: (request: Request<C>) => Promise<Reply<C>> };

/** A request over the web host's `/api` WebSocket: the client picks the id, the reply echoes it. */
export interface SocketRequest {
  id: number | string;
  channel: string;
  request: unknown;
}

/** A reply over the `/api` WebSocket. `id` is null when the message was too malformed to carry one. */
export interface SocketReply {
  id: number | string | null;
  reply: Reply;
}

/** Validates a request for a channel; returns the parsed request or an error naming the field. */
export function validateRequest<C extends Channel>(
  channel: string,
  request: unknown,
): { ok: true; channel: C; request: Request<C> } | { ok: false; error: ApiError } {
  if (!Object.prototype.hasOwnProperty.call(channels, channel)) {
    return { ok: false, error: { code: 'unknown-channel', message: `unknown channel "${String(channel).slice(0, 60)}"` } };
  }
  const schema = channels[channel as C];
  const parsed = schema.safeParse(request ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue.path.join('.');
    return { ok: false, error: { code: 'bad-request', message: `${channel}: ${path ? path + ': ' : ''}${issue.message}`, path } };
  }
  return { ok: true, channel: channel as C, request: parsed.data as Request<C> };
}

/** The name of a channel's function on `window.arbiter` (`game:act` -> `gameAct`). */
export function methodName(channel: Channel): string {
  return channelMethodName(channel);
}
