import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { contentSecurityPolicy } from '../ipc/csp';
import type { ApiError, Reply, SocketReply } from '../ipc/contract';
import { dispatch } from '../services/dispatch';
import { createServices, type Services } from '../services/services';
import { FairQueue } from './fair-queue';
import { serveStatic } from './static-files';

/** How to start the web host. */
export interface WebHostOptions {
  /** TCP port; 0 picks a free one. */
  port?: number;
  /** Only the loopback interface: the API has no authentication. */
  host?: '127.0.0.1';
  /** The folder holding arbiter.db. */
  dataDir: string;
  /** The built renderer (default: out/web in the repository). */
  webRoot?: string;
  /** Extra origins allowed to open the socket and POST (e.g. a Vite dev server). */
  allowedOrigins?: readonly string[];
}

/** A running web host. */
export interface WebHost {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  port: number;
  services: Services;
  /** Stops listening, closes every socket and the database. */
  close(): Promise<void>;
  /** Each WebSocket client's backlog: requests waiting and reply bytes not yet written. */
  backlog(): ClientBacklog[];
}

/** The largest API message or POST body accepted (bytes). */
export const MAX_MESSAGE_BYTES = 1 << 20;

/**
 * Backpressure, per WebSocket client: past this many requests waiting, the host stops reading
 * the client's socket (TCP holds the rest back); past this many reply bytes the client has not
 * read yet, its requests wait, pushed events to it are dropped, and reading stops until it catches up.
 */
export const MAX_WAITING_REQUESTS = 32;
export const MAX_UNSENT_BYTES = 4 << 20;
/** A client this far behind (it stopped reading long ago) is disconnected. */
export const MAX_UNSENT_BYTES_HARD = 64 << 20;

/** What the host holds for one WebSocket client (diagnostics and tests). */
export interface ClientBacklog {
  waiting: number;
  unsentBytes: number;
}

/** The repository's out/web, where `npm run build:web` writes the browser build. */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../out/web');
}

/**
 * Serves the built renderer and the API contract on 127.0.0.1: the static files over HTTP,
 * the API over a WebSocket at `/api` (`{id, channel, request}` -> `{id, reply}`, plus pushed
 * `{event, payload}` messages such as import progress) and as
 * `POST /api/<channel>` for scripts. Every request goes through the same dispatcher as
 * Electron's IPC. Requests from other origins (a web page the user happens to visit) and
 * other Host names (DNS rebinding) are refused.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const host = options.host ?? '127.0.0.1';
  const webRoot = path.resolve(options.webRoot ?? defaultWebRoot());
  const services = createServices({ dataDir: options.dataDir, host: 'web' });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  // Reply bytes handed to each socket and not yet written out.
  const unsent = new Map<WebSocket, number>();
  const behind = (ws: WebSocket) => (unsent.get(ws) ?? 0) > MAX_UNSENT_BYTES;
  const requests = new FairQueue<WebSocket>(behind);
  /** Clients named so far (connections and POST requests). */
  let clients = 0;
  let port = 0;
  let csp = '';

  const allowedHosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const allowedOrigins = () => new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`, ...(options.allowedOrigins ?? [])]);
  const hostOk = (req: IncomingMessage) => allowedHosts().has(req.headers.host ?? '');
  // Browsers always send Origin on WebSocket upgrades and cross-site POSTs; scripts (curl,
  // Node) send none, and they are as trusted as anything else on this machine.
  const originOk = (req: IncomingMessage) => req.headers.origin === undefined || allowedOrigins().has(req.headers.origin);

  const server = http.createServer((req, res) => {
    handleHttp(req, res).catch((e: unknown) => {
      console.error('[arbiter] web host:', e);
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'internal', message: 'internal error' } });
      else res.destroy();
    });
  });

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = securityHeaders(csp);
    if (!hostOk(req)) return sendText(res, 403, 'forbidden host', headers);
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) return handlePost(req, res, pathname.slice('/api/'.length));
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed', { ...headers, Allow: 'GET, HEAD' });
    const outcome = await serveStatic(webRoot, req, res, headers);
    if (outcome === 'refused') return sendText(res, 400, 'bad path', headers);
    if (outcome === 'missing') return sendText(res, 404, 'not found', headers);
  }

  async function handlePost(req: IncomingMessage, res: ServerResponse, channel: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, errorReply('bad-request', 'use POST /api/<channel> with a JSON body'));
    if (!originOk(req)) return sendJson(res, 403, errorReply('forbidden', 'cross-origin requests are refused'));
    // A JSON content type forces a CORS preflight in browsers, which this host never grants.
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, errorReply('bad-request', 'the body must be application/json'));
    }
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, errorReply('bad-request', `the body is larger than ${MAX_MESSAGE_BYTES} bytes`));
    let request: unknown;
    try {
      request = body.length ? JSON.parse(body) : {};
    } catch {
      return sendJson(res, 400, errorReply('bad-request', 'the body is not valid JSON'));
    }
    // A POST is a client of its own: it can start a game or read the catalogue, never act in another request's game.
    const reply = await dispatch(services, decodeURIComponentSafe(channel), request, `post:${++clients}`);
    sendJson(res, reply.ok ? 200 : statusOf(reply.error.code), reply);
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (pathname !== '/api') return refuseUpgrade(socket, 404, 'Not Found');
    if (!hostOk(req) || !originOk(req)) return refuseUpgrade(socket, 403, 'Forbidden');
    sockets.handleUpgrade(req, socket, head, (ws) => serveSocket(ws));
  });

  // Sends to a client, counting the bytes until they are written; reading resumes once it caught up.
  function send(ws: WebSocket, text: string): void {
    if (ws.readyState !== ws.OPEN) return;
    const size = Buffer.byteLength(text);
    const now = (unsent.get(ws) ?? 0) + size;
    if (now > MAX_UNSENT_BYTES_HARD) return ws.terminate();
    unsent.set(ws, now);
    ws.send(text, () => {
      if (!unsent.has(ws)) return;
      unsent.set(ws, (unsent.get(ws) ?? size) - size);
      if (!behind(ws)) {
        if (requests.waiting(ws) < MAX_WAITING_REQUESTS) ws.resume();
        requests.wake();
      }
    });
    if (behind(ws)) ws.pause();
  }

  function serveSocket(ws: WebSocket): void {
    // Each connection is one client: the games it starts are bound to it (electron/services/game-seats.ts).
    const client = `socket:${++clients}`;
    unsent.set(ws, 0);
    // Pushed events ({event, payload}, no id) go to every open socket: one user, one machine.
    // A client behind on its replies misses them (progress events; the final reply still comes).
    const unsubscribe = services.events.on((event) => {
      if (!behind(ws)) send(ws, JSON.stringify(event));
    });
    ws.on('close', () => {
      unsubscribe();
      requests.forget(ws);
      unsent.delete(ws);
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const text = isBinary ? null : data.toString();
      const waiting = requests.push(ws, async () => {
        const out = await answer(text, client);
        send(ws, JSON.stringify(out));
        if (requests.waiting(ws) < MAX_WAITING_REQUESTS && !behind(ws)) ws.resume();
      });
      // Too many waiting: stop reading this client; TCP holds its next messages back.
      if (waiting >= MAX_WAITING_REQUESTS) ws.pause();
    });
  }

  async function answer(text: string | null, client: string): Promise<SocketReply> {
    if (text === null) return { id: null, reply: errorReply('bad-request', 'messages are JSON text, not binary') };
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return { id: null, reply: errorReply('bad-request', 'the message is not valid JSON') };
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return { id: null, reply: errorReply('bad-request', 'a message is an object {id, channel, request}') };
    }
    const { id, channel, request } = message as Record<string, unknown>;
    const validId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.length <= 64) ? id : null;
    if (validId === null) return { id: null, reply: errorReply('bad-request', 'the message needs an id (a number or a short string)') };
    if (typeof channel !== 'string') return { id: validId, reply: errorReply('bad-request', 'the message needs a channel') };
    return { id: validId, reply: await dispatch(services, channel, request, client) };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((e: unknown) => {
    services.close();
    throw e;
  });
  port = (server.address() as AddressInfo).port;
  csp = contentSecurityPolicy({ connect: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] });

  return {
    url: `http://${host}:${port}/`,
    port,
    services,
    backlog: () => [...unsent.entries()].map(([ws, bytes]) => ({ waiting: requests.waiting(ws), unsentBytes: bytes })),
    close: async () => {
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      services.close();
    },
  };
}

function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

function errorReply(code: ApiError['code'], message: string): Reply {
  return { ok: false, error: { code, message } };
}

function statusOf(code: ApiError['code']): number {
  const statuses: Record<ApiError['code'], number> = {
    'bad-request': 400,
    'unknown-channel': 404,
    'not-found': 404,
    forbidden: 403,
    refused: 409,
    internal: 500,
  };
  return statuses[code];
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The body as text, or null when it exceeds the size limit. */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_MESSAGE_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
