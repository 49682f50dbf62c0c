import { describe, expect, it, vi } from 'vitest';
import { channelNames, methodName } from '../ipc/channel-names';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn((channel: string, request: unknown) => Promise.resolve({ ok: true, value: { channel, request } }));
const listeners = new Map<string, Set<(event: unknown, message: unknown) => void>>();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: {
    invoke,
    on: (channel: string, fn: (event: unknown, message: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(fn);
    },
    removeListener: (channel: string, fn: (event: unknown, message: unknown) => void) => listeners.get(channel)?.delete(fn),
  },
}));

await import('./index');

describe('preload bridge', () => {
  it('exposes only window.arbiter', () => {
    expect(Object.keys(exposed)).toEqual(['arbiter']);
  });

  it('is exactly one named function per contract channel, plus onEvent', () => {
    const api = exposed.arbiter as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...channelNames.map(methodName), 'onEvent'].sort());
    for (const fn of Object.values(api)) expect(typeof fn).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('forwards the one argument to its channel', async () => {
    const api = exposed.arbiter as Record<string, (...args: unknown[]) => Promise<unknown>>;
    // A second argument from the page is dropped: each call carries exactly one request.
    await api.gameAct({ game: 'g', action: { type: 'pass', by: 'A' } }, { extra: true });
    expect(invoke).toHaveBeenLastCalledWith('game:act', { game: 'g', action: { type: 'pass', by: 'A' } });
    await api.appInfo();
    expect(invoke).toHaveBeenLastCalledWith('app:info', {});
  });
});

describe('preload events', () => {
  it('hands the page only contract events, without the IPC event object, until it stops listening', () => {
    const api = exposed.arbiter as { onEvent: (fn: (m: unknown) => void) => () => void };
    const got: unknown[] = [];
    const stop = api.onEvent((m) => got.push(m));
    const send = (message: unknown) => {
      for (const fn of listeners.get('arbiter:event') ?? []) fn({ sender: 'secret' }, message);
    };
    const progress = { event: 'import:progress', payload: { job: 'j', done: 1 } };
    send(progress);
    send({ event: 'shell:exec', payload: {} });
    send('nonsense');
    expect(got).toEqual([progress]);
    stop();
    send(progress);
    expect(got).toHaveLength(1);
    expect(() => (api.onEvent as (x: unknown) => unknown)('not a function')).toThrow(/listener/);
  });
});
