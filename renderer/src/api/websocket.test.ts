import { describe, expect, it } from 'vitest';
import { apiUrlFor, createWebSocketApi, TransportError, type SocketLike } from './websocket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<{ id: number; channel: string; request: unknown }> = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(id: number, reply: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ id, reply }) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

/** Manual timers: `run(ms)` fires everything due. */
function clock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimer: (fn: () => void, ms: number) => {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimer: (h: unknown) => void timers.delete(h as number),
    run(ms: number) {
      now += ms;
      for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now && timers.has(id)) {
          timers.delete(id);
          t.fn();
        }
      }
    },
  };
}

function setup(timeoutMs = 1000) {
  const sockets: FakeSocket[] = [];
  const c = clock();
  const statuses: string[] = [];
  const client = createWebSocketApi({
    url: 'ws://127.0.0.1:1/api',
    timeoutMs,
    reconnectDelayMs: 100,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    setTimer: c.setTimer,
    clearTimer: c.clearTimer,
    onStatus: (s) => statuses.push(s),
  });
  return { client, sockets, clock: c, statuses };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('websocket client', () => {
  it('builds the /api URL of the page host', () => {
    expect(apiUrlFor({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/api');
    expect(apiUrlFor({ protocol: 'https:', host: 'x' })).toBe('wss://x/api');
  });

  it('queues requests until the socket opens, then sends {id, channel, request}', async () => {
    const { client, sockets } = setup();
    const p = client.api['app:info']({});
    expect(sockets).toHaveLength(1);
    expect(sockets[0].sent).toHaveLength(0);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ id: 1, channel: 'app:info', request: {} }]);
    sockets[0].reply(1, { ok: true, value: { version: '1', host: 'web', dataDir: '/d', profiles: ['house'] } });
    await expect(p).resolves.toMatchObject({ ok: true, value: { profiles: ['house'] } });
  });

  it('matches replies to requests by id, in any order', async () => {
    const { client, sockets } = setup();
    void client.api['settings:get']({});
    const s = sockets[0];
    s.open();
    const a = client.api['game:view']({ game: 'g1' });
    const b = client.api['game:close']({ game: 'g2' });
    const ids = s.sent.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    s.reply(ids[2], { ok: true, value: { closed: true } });
    s.reply(ids[1], { ok: false, error: { code: 'not-found', message: 'no game g1' } });
    await expect(b).resolves.toEqual({ ok: true, value: { closed: true } });
    await expect(a).resolves.toEqual({ ok: false, error: { code: 'not-found', message: 'no game g1' } });
  });

  it('ignores malformed frames and replies to unknown ids', async () => {
    const { client, sockets } = setup();
    const p = client.api['settings:get']({});
    const s = sockets[0];
    s.open();
    s.onmessage?.({ data: 'not json' });
    s.onmessage?.({ data: JSON.stringify({ id: 'x', reply: {} }) });
    s.reply(999, { ok: true, value: {} });
    s.reply(1, { ok: true, value: { language: 'ja', seatNames: {} } });
    await expect(p).resolves.toMatchObject({ value: { language: 'ja' } });
  });

  it('times a request out', async () => {
    const { client, sockets, clock: c } = setup(500);
    const p = client.api['app:info']({});
    sockets[0].open();
    c.run(499);
    await settled();
    c.run(1);
    await expect(p).rejects.toMatchObject({ reason: 'timeout', channel: 'app:info' });
    sockets[0].reply(1, { ok: true, value: {} });
  });

  it('fails sent requests on disconnect, reconnects with backoff and sends queued ones', async () => {
    const { client, sockets, clock: c, statuses } = setup(10_000);
    const sent = client.api['game:act']({ game: 'g', action: { type: 'pass', by: 'A' } });
    sockets[0].open();
    sockets[0].drop();
    await expect(sent).rejects.toBeInstanceOf(TransportError);
    await expect(sent).rejects.toMatchObject({ reason: 'disconnected' });

    const queued = client.api['app:info']({});
    expect(sockets).toHaveLength(1);
    c.run(100);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    c.run(100);
    expect(sockets).toHaveLength(2);
    c.run(100);
    expect(sockets).toHaveLength(3);
    sockets[2].open();
    expect(sockets[2].sent.map((m) => m.channel)).toEqual(['app:info']);
    sockets[2].reply(sockets[2].sent[0].id, { ok: true, value: { profiles: [] } });
    await expect(queued).resolves.toMatchObject({ ok: true });
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('rejects everything after close', async () => {
    const { client, sockets } = setup();
    const p = client.api['app:info']({});
    sockets[0].open();
    client.close();
    await expect(p).rejects.toMatchObject({ reason: 'closed' });
    await expect(client.api['app:info']({})).rejects.toMatchObject({ reason: 'closed' });
    expect(client.status()).toBe('closed');
  });
});

describe('pushed events', () => {
  it('hands {event, payload} messages of the contract to listeners, ignores others, and never settles a request with them', async () => {
    const sockets: FakeSocket[] = [];
    const ws = createWebSocketApi({ url: 'ws://x/api', createSocket: () => (sockets.push(new FakeSocket()), sockets[sockets.length - 1]) });
    const got: unknown[] = [];
    const stop = ws.onEvent((e) => got.push(e));
    const pending = ws.api['app:info']({});
    sockets[0].open();
    const progress = { event: 'import:progress', payload: { job: 'j', kind: 'fab-cube', phase: 'cards', done: 1, total: 2, rows: 1, errors: 0 } };
    sockets[0].onmessage?.({ data: JSON.stringify(progress) });
    sockets[0].onmessage?.({ data: JSON.stringify({ event: 'not:ours', payload: {} }) });
    sockets[0].onmessage?.({ data: JSON.stringify({ event: 'import:done', payload: 'text' }) });
    expect(got).toEqual([progress]);
    sockets[0].reply(sockets[0].sent[0].id, { ok: true, value: 'info' });
    expect(await pending).toEqual({ ok: true, value: 'info' });
    stop();
    sockets[0].onmessage?.({ data: JSON.stringify(progress) });
    expect(got).toHaveLength(1);
    ws.close();
  });
});
