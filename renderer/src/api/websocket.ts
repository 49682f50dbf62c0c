import { isServerEvent } from '../../../electron/ipc/channel-names';
import { apiFromCall, type ApiClient, type Channel, type EventSubscribe, type Reply, type Request, type ServerEvent } from './client';

/** The part of the DOM `WebSocket` this client uses (so tests can pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

/** Connection state, for a status line in the UI. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Why a request got no reply: it timed out, the socket dropped after sending, or the client was closed. */
export class TransportError extends Error {
  constructor(
    readonly reason: 'timeout' | 'disconnected' | 'closed',
    readonly channel: Channel,
  ) {
    super(`${channel}: ${reason}`);
    this.name = 'TransportError';
  }
}

/** Options of the WebSocket client. */
export interface WebSocketClientOptions {
  url: string;
  /** How long a request waits for its reply (ms). */
  timeoutMs?: number;
  /** First reconnect delay (ms); doubles up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** Creates the socket (default: `new WebSocket(url)`). */
  createSocket?: (url: string) => SocketLike;
  /** Timers (default: the global ones), injectable for tests. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  onStatus?: (status: ConnectionStatus) => void;
}

/** The WebSocket API client: the channel functions plus connection control. */
export interface WebSocketApi {
  api: ApiClient;
  /** Listens to pushed `{event, payload}` messages. */
  onEvent: EventSubscribe;
  status(): ConnectionStatus;
  close(): void;
}

const OPEN = 1;

interface Pending {
  channel: Channel;
  resolve: (reply: Reply<Channel>) => void;
  reject: (err: TransportError) => void;
  timer: unknown;
  frame: string;
  sent: boolean;
}

/** The `/api` WebSocket URL of the page's own host (`ws://127.0.0.1:PORT/api`). */
export function apiUrlFor(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api`;
}

/**
 * A client of the web host's `/api` socket: sends `{id, channel, request}`, matches each
 * `{id, reply}` to its request, times requests out, and reconnects with backoff. Requests
 * queued while disconnected are sent after reconnecting; requests already sent when the
 * socket drops fail with `disconnected` (they are not resent: an action must not apply twice).
 */
export function createWebSocketApi(options: WebSocketClientOptions): WebSocketApi {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const baseDelay = options.reconnectDelayMs ?? 250;
  const maxDelay = options.maxReconnectDelayMs ?? 5_000;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));

  const pending = new Map<number, Pending>();
  const listeners = new Set<(event: ServerEvent) => void>();
  let nextId = 1;
  let socket: SocketLike | null = null;
  let status: ConnectionStatus = 'closed';
  let closed = false;
  let delay = baseDelay;
  let reconnectTimer: unknown = null;

  const setStatus = (s: ConnectionStatus): void => {
    if (s === status) return;
    status = s;
    options.onStatus?.(s);
  };

  const flush = (): void => {
    if (!socket || socket.readyState !== OPEN) return;
    for (const p of pending.values()) {
      if (p.sent) continue;
      socket.send(p.frame);
      p.sent = true;
    }
  };

  const settle = (id: number): Pending | undefined => {
    const p = pending.get(id);
    if (!p) return undefined;
    pending.delete(id);
    clearTimer(p.timer);
    return p;
  };

  const onMessage = (data: unknown): void => {
    if (typeof data !== 'string') return;
    let msg: unknown;
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof msg !== 'object' || msg === null) return;
    if (isServerEvent(msg)) {
      for (const l of [...listeners]) l(msg);
      return;
    }
    const { id, reply } = msg as { id?: unknown; reply?: unknown };
    if (typeof id !== 'number' || typeof reply !== 'object' || reply === null) return;
    settle(id)?.resolve(reply as Reply<Channel>);
  };

  const connect = (): void => {
    if (closed || socket) return;
    setStatus(status === 'closed' ? 'connecting' : 'reconnecting');
    const s = createSocket(options.url);
    socket = s;
    s.onopen = () => {
      delay = baseDelay;
      setStatus('open');
      flush();
    };
    s.onmessage = (ev) => onMessage(ev.data);
    s.onerror = () => {
      /* the close event follows and handles it */
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      for (const [id, p] of pending) if (p.sent) settle(id)?.reject(new TransportError('disconnected', p.channel));
      if (closed) return setStatus('closed');
      setStatus('reconnecting');
      reconnectTimer = setTimer(() => {
        reconnectTimer = null;
        connect();
      }, delay);
      delay = Math.min(delay * 2, maxDelay);
    };
  };

  const call = <C extends Channel>(channel: C, request: Request<C>): Promise<Reply<C>> => {
    if (closed) return Promise.reject(new TransportError('closed', channel));
    const id = nextId++;
    return new Promise<Reply<C>>((resolve, reject) => {
      const timer = setTimer(() => settle(id)?.reject(new TransportError('timeout', channel)), timeoutMs);
      const frame = JSON.stringify({ id, channel, request });
      pending.set(id, { channel, resolve: resolve as (r: Reply<Channel>) => void, reject, timer, frame, sent: false });
      if (!socket && reconnectTimer === null) connect();
      flush();
    });
  };

  return {
    api: apiFromCall(call),
    onEvent: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    status: () => status,
    close: () => {
      closed = true;
      if (reconnectTimer !== null) clearTimer(reconnectTimer);
      for (const [id, p] of pending) settle(id)?.reject(new TransportError('closed', p.channel));
      socket?.close();
      socket = null;
      setStatus('closed');
    },
  };
}
