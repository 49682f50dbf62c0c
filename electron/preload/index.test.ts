import { describe, expect, it, vi } from 'vitest';
import { channelNames, methodName } from '../ipc/channel-names';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn((channel: string, request: unknown) => Promise.resolve({ ok: true, value: { channel, request } }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: { invoke },
}));

await import('./index');

describe('preload bridge', () => {
  it('exposes only window.arbiter', () => {
    expect(Object.keys(exposed)).toEqual(['arbiter']);
  });

  it('is exactly one named function per contract channel', () => {
    const api = exposed.arbiter as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(channelNames.map(methodName).sort());
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
