import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SocketReply } from '../ipc/contract';
import { MAX_MESSAGE_BYTES, MAX_UNSENT_BYTES, startWebHost, type WebHost } from './server';

let dir: string;
let host: WebHost;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-web-'));
  const webRoot = path.join(dir, 'web');
  fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Arbiter</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), webRoot });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw HTTP GET: the path is sent exactly as given (fetch would normalise `..` away). */
function rawGet(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: host.port, path: rawPath, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A socket client that matches replies to ids. */
async function connect(headers: Record<string, string> = {}): Promise<{ ws: WebSocket; send: (raw: string) => Promise<SocketReply>; call: (channel: string, request: unknown) => Promise<SocketReply> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api`, { headers });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // Replies come back in request order here (each handler is synchronous), so a queue suffices.
  const waiting: Array<(r: SocketReply) => void> = [];
  ws.on('message', (data) => waiting.shift()?.(JSON.parse(data.toString()) as SocketReply));
  const send = (raw: string) =>
    new Promise<SocketReply>((resolve) => {
      waiting.push(resolve);
      ws.send(raw);
    });
  let next = 1;
  const call = (channel: string, request: unknown) => send(JSON.stringify({ id: next++, channel, request }));
  return { ws, send, call };
}

describe('web host: static files', () => {
  it('serves index.html at / with the CSP and a content type', async () => {
    const res = await fetch(host.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain(`ws://127.0.0.1:${host.port}`);
    expect(await res.text()).toContain('<title>Arbiter</title>');
  });

  it('serves assets with their MIME type and 404s the rest', async () => {
    const js = await fetch(`${host.url}assets/app.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${host.url}nope.js`)).status).toBe(404);
  });

  it('refuses path traversal in every spelling', async () => {
    for (const p of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/..%5csecret.txt', '/assets/%00', '/../package.json']) {
      const r = await rawGet(p);
      expect(r.status, p).toBeGreaterThanOrEqual(400);
      expect(r.body, p).not.toContain('do not serve');
    }
  });

  it('refuses other Host names (DNS rebinding) and other methods', async () => {
    expect((await rawGet('/', { Host: 'evil.example' })).status).toBe(403);
    expect((await fetch(host.url, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('web host: WebSocket API', () => {
  it('plays a turn: new game, act, view', async () => {
    const { ws, call } = await connect();
    const created = await call('game:new', { profile: 'house' });
    expect(created).toMatchObject({ id: 1, reply: { ok: true } });
    const game = (created.reply as { value: { game: string } }).value.game;
    const acted = await call('game:act', { game, action: { type: 'pass', by: 'A' }, version: 0 });
    expect(acted).toMatchObject({ id: 2, reply: { ok: true, value: { view: { priority: 'B' } } } });
    const viewed = await call('game:view', { game, viewer: 'B' });
    expect(viewed).toMatchObject({ reply: { ok: true, value: { view: { viewer: 'B', priority: 'B' } } } });
    ws.close();
  });

  it('answers every malformed message with an error and leaves the game unchanged', async () => {
    const { ws, send, call } = await connect();
    const created = await call('game:new', { profile: 'house' });
    const { game, hash } = (created.reply as { value: { game: string; hash: string } }).value;

    expect(await send('{not json')).toMatchObject({ id: null, reply: { ok: false, error: { code: 'bad-request' } } });
    expect(await send('[1,2]')).toMatchObject({ id: null, reply: { ok: false, error: { code: 'bad-request' } } });
    expect(await send(JSON.stringify({ channel: 'game:view', request: { game } }))).toMatchObject({ id: null, reply: { ok: false } });
    expect(await send(JSON.stringify({ id: 'x', request: {} }))).toMatchObject({ id: 'x', reply: { ok: false, error: { code: 'bad-request' } } });
    expect(await call('game:explode', { game })).toMatchObject({ reply: { ok: false, error: { code: 'unknown-channel' } } });
    expect(await call('game:act', { game })).toMatchObject({ reply: { ok: false, error: { code: 'bad-request', path: 'action' } } });
    expect(await call('game:act', { game, action: { type: 'fly', by: 'A' }, version: 0 })).toMatchObject({ reply: { ok: false, error: { code: 'bad-request' } } });
    // A well-formed but illegal action is a refusal, not an error: the reply says why.
    expect(await call('game:act', { game, action: { type: 'pass', by: 'B' }, version: 0 })).toMatchObject({
      reply: { ok: true, value: { hash, refusal: { code: 'not-your-priority' } } },
    });

    const after = await call('game:view', { game });
    expect(after).toMatchObject({ reply: { ok: true, value: { hash } } });
    ws.close();
  });

  it('refuses upgrades from other origins and other paths', async () => {
    const status = (url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', () => resolve(-1));
      });
    expect(await status(`ws://127.0.0.1:${host.port}/api`, { Origin: 'https://evil.example' })).toBe(403);
    expect(await status(`ws://127.0.0.1:${host.port}/other`, {})).toBe(404);
    expect(await status(`ws://127.0.0.1:${host.port}/api`, { Origin: `http://127.0.0.1:${host.port}` })).toBe(101);
  });
});

describe('web host: POST /api/<channel>', () => {
  const post = (channel: string, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    fetch(`${host.url}api/${channel}`, { method: 'POST', body, headers });

  it('serves scripts', async () => {
    const res = await post('app:info', '{}');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, value: { host: 'web', profiles: expect.arrayContaining(['house']) } });
  });

  it('refuses bad JSON, unknown channels, other content types and other origins', async () => {
    expect((await post('app:info', '{oops')).status).toBe(400);
    expect((await post('app:nope', '{}')).status).toBe(404);
    expect((await post('app:info', '{}', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('app:info', '{}', { 'Content-Type': 'application/json', Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('web host: pushed events', () => {
  it('sends {event, payload} messages to every open socket, and stops after it closes', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const got = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
    const before = host.services.events.size();
    host.services.events.emit('import:progress', { job: 'j1', kind: 'fab-cube', phase: 'cards', done: 5, total: 10, rows: 3, errors: 0 });
    expect(await got).toEqual({ event: 'import:progress', payload: { job: 'j1', kind: 'fab-cube', phase: 'cards', done: 5, total: 10, rows: 3, errors: 0 } });
    ws.close();
    await expect.poll(() => host.services.events.size()).toBe(before - 1);
  });
});

describe('web host: backpressure (issue 19)', () => {
  it("one client's queued searches delay another client's request by a few requests, not all of them", async () => {
    const a = await connect();
    const b = await connect();
    let aDone = 0;
    const aCalls = Array.from({ length: 100 }, () => a.call('collection:search', { limit: 20 }).then(() => aDone++));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const info = await b.call('app:info', {});
    expect(info.reply.ok).toBe(true);
    expect(aDone).toBeLessThan(50);
    await Promise.all(aCalls);
    expect(aDone).toBe(100);
    a.ws.close();
    b.ws.close();
  });

  it('a client that stops reading gets no more than the send cap buffered (pushed events to it are dropped); it is served again once it reads', async () => {
    const slow = await connect();
    const socket = (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    socket.pause();
    const payload = { job: 'j', kind: 'fab-cube' as const, phase: 'x'.repeat(20_000), done: 0, total: 1, rows: 0, errors: 0 };
    for (let i = 0; i < 1500; i++) host.services.events.emit('import:progress', payload);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const largest = Math.max(...host.backlog().map((c) => c.unsentBytes));
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(MAX_UNSENT_BYTES + MAX_MESSAGE_BYTES);
    socket.resume();
    slow.ws.removeAllListeners('message');
    const reply = new Promise<SocketReply>((resolve) =>
      slow.ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as SocketReply;
        if (m.id === 'after') resolve(m);
      }),
    );
    slow.ws.send(JSON.stringify({ id: 'after', channel: 'app:info', request: {} }));
    expect((await reply).reply.ok).toBe(true);
    slow.ws.close();
  });
});
