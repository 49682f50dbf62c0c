import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames, type Reply } from '../ipc/contract';
import { createServices, type Services } from '../services/services';

// A stub ipcMain that keeps the handler table so the test can call it like a renderer would.
type Handler = (event: unknown, request: unknown) => Promise<Reply>;
const table = new Map<string, Handler>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Handler) => {
      if (table.has(channel)) throw new Error(`second handler for ${channel}`);
      table.set(channel, handler);
    },
    removeHandler: (channel: string) => table.delete(channel),
  },
  BrowserWindow: class {},
}));

const { forwardEvents, registerIpc, senderCheck } = await import('./ipc');
const { rendererLocation } = await import('./window');

const location = rendererLocation({}, '/app/out/main');
const appUrl = 'app://arbiter/index.html';

/** An IPC event as Electron builds it: a sender web contents and the frame that sent. */
function event(senderId: number, url: string, parent: unknown = null): unknown {
  return { sender: { id: senderId }, senderFrame: { url, parent } };
}
const ours = event(1, appUrl);

let dir: string;
let services: Services;
let unregister: () => void;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-ipc-'));
  services = createServices({ dataDir: dir, host: 'electron' });
  unregister = registerIpc(services, senderCheck(location, new Set([1])));
});
afterEach(() => {
  unregister();
  services.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function call(channel: string, request: unknown, from: unknown = ours): Promise<Reply> {
  const handler = table.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(from, request);
}

async function newGame(): Promise<{ game: string; hash: string }> {
  const r = await call('game:new', { profile: 'house' });
  if (!r.ok) throw new Error(r.error.message);
  const value = r.value as { game: string; hash: string };
  return { game: value.game, hash: value.hash };
}

describe('IPC handler table', () => {
  it('registers exactly one handler per contract channel, and removes them', () => {
    expect([...table.keys()].sort()).toEqual([...channelNames].sort());
    unregister();
    expect(table.size).toBe(0);
    unregister = registerIpc(services, senderCheck(location, new Set([1])));
  });

  it('serves our window', async () => {
    const { game } = await newGame();
    const r = await call('game:act', { game, action: { type: 'pass', by: 'A' }, version: 0 });
    expect(r).toMatchObject({ ok: true, value: { view: { priority: 'B' } } });
  });

  it('refuses foreign senders and leaves the game alone', async () => {
    const { game, hash } = await newGame();
    const foreign = [
      event(2, appUrl), // another web contents
      event(1, 'https://evil.example/'), // our window, navigated away
      event(1, pathToFileURL('/tmp/evil.html').href), // a local file
      event(1, pathToFileURL('/app/out/renderer/index.html').href), // the renderer's own file, outside app://
      event(1, appUrl, { url: appUrl }), // an iframe
      { sender: { id: 1 }, senderFrame: null }, // a frame already gone
    ];
    for (const from of foreign) {
      const r = await call('game:act', { game, action: { type: 'pass', by: 'A' }, version: 0 }, from);
      expect(r).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    const view = await call('game:view', { game });
    expect(view).toMatchObject({ ok: true, value: { hash } });
  });

  it('answers malformed requests with an error and changes nothing', async () => {
    const { game, hash } = await newGame();
    const bad: Array<[string, unknown]> = [
      ['game:act', undefined],
      ['game:act', 'pass'],
      ['game:act', { game, action: { type: 'pass' }, version: 0 }],
      ['game:act', { game, action: { type: 'teleport', by: 'A' }, version: 0 }],
      ['game:act', { game, action: { type: 'pass', by: 'A' }, version: 0, sneaky: true }],
      ['game:new', { profile: '' }],
    ];
    for (const [channel, request] of bad) {
      const r = await call(channel, request);
      expect(r, JSON.stringify(request)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    const view = await call('game:view', { game });
    expect(view).toMatchObject({ ok: true, value: { hash } });
  });

  it('returns a refused action as a reply with the state unchanged', async () => {
    const { game, hash } = await newGame();
    const r = await call('game:act', { game, action: { type: 'pass', by: 'B' }, version: 0 });
    expect(r).toMatchObject({ ok: true, value: { hash, refusal: { code: 'not-your-priority' } } });
  });

  it('turns a thrown error into an internal error reply', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(services, 'info').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(await call('app:info', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
    quiet.mockRestore();
  });
});

describe('pushed events', () => {
  it('reach the live windows on the event channel until forwarding stops', () => {
    const sent: Array<[string, unknown]> = [];
    const live = { isDestroyed: () => false, send: (channel: string, m: unknown) => sent.push([channel, m]) };
    const gone = { isDestroyed: () => true, send: () => { throw new Error('sent to a destroyed window'); } };
    const stop = forwardEvents(services, () => [live, gone]);
    const payload = { job: 'j', kind: 'set-file' as const, result: null, error: 'boom' };
    services.events.emit('import:done', payload);
    stop();
    services.events.emit('import:done', payload);
    expect(sent).toEqual([['arbiter:event', { event: 'import:done', payload }]]);
  });
});
