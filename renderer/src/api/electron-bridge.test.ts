import { describe, expect, it } from 'vitest';
import { createElectronBridge, hasElectronBridge } from './electron-bridge';
import { CHANNELS, bridgeMethodName } from './client';

function fakeBridge() {
  const calls: Array<[string, unknown]> = [];
  const bridge: Record<string, (req: unknown) => Promise<unknown>> = {};
  for (const channel of CHANNELS) {
    const name = bridgeMethodName(channel);
    bridge[name] = async (req) => {
      calls.push([name, req]);
      return { ok: true, value: { channel } };
    };
  }
  return { bridge, calls };
}

describe('electron bridge', () => {
  it('detects window.arbiter', () => {
    expect(hasElectronBridge({})).toBe(false);
    expect(hasElectronBridge({ arbiter: {} })).toBe(true);
  });

  it('routes each channel to its named preload function', async () => {
    const { bridge, calls } = fakeBridge();
    const api = createElectronBridge(bridge);
    await expect(api['game:act']({ game: 'g', action: { type: 'pass', by: 'A' } })).resolves.toEqual({ ok: true, value: { channel: 'game:act' } });
    await api['settings:get']({});
    expect(calls).toEqual([
      ['gameAct', { game: 'g', action: { type: 'pass', by: 'A' } }],
      ['settingsGet', {}],
    ]);
  });

  it('fails fast when the preload lacks a channel', () => {
    const { bridge } = fakeBridge();
    delete bridge.gameClose;
    expect(() => createElectronBridge(bridge)).toThrow(/gameClose/);
  });
});
