import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEngine, newGame, stateHash, type GameSetup } from '../../engine/index';
import { playLong } from '../../engine/testing/test-games';
import { exportSaveFile, importSaveFile } from '../../renderer/src/api/save-files';
import type { ApiClient } from '../../renderer/src/api/client';
import type { SocketReply } from '../ipc/contract';
import { starterCards } from '../services/game-session';
import { MAX_MESSAGE_BYTES, startWebHost, type WebHost } from './server';

let dir: string;
let host: WebHost;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-web-saves-'));
  const webRoot = path.join(dir, 'web');
  fs.mkdirSync(webRoot, { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), webRoot });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The renderer's API over a real socket to the host, noting the size of every message it sends. */
async function socketApi(sent: number[]): Promise<{ api: ApiClient; ws: WebSocket }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waiting = new Map<number, (r: SocketReply) => void>();
  ws.on('message', (data) => {
    const reply = JSON.parse(data.toString()) as SocketReply;
    waiting.get(reply.id as number)?.(reply);
  });
  ws.on('close', (code) => {
    for (const w of waiting.values()) w({ id: null, reply: { ok: false, error: { code: 'internal', message: `the socket closed (${code})` } } });
  });
  let next = 1;
  const api = new Proxy({}, {
    get: (_t, channel: string) => (request: unknown) =>
      new Promise((resolve) => {
        const id = next++;
        const raw = JSON.stringify({ id, channel, request });
        sent.push(Buffer.byteLength(raw));
        waiting.set(id, (r) => resolve(r.reply));
        ws.send(raw);
      }),
  }) as ApiClient;
  return { api, ws };
}

describe('a long game exports and imports back through the web host (issue 19: exports past the upload cap were refused)', { timeout: 300_000 }, () => {
  it('a 2,000-action fab game: its file is larger than one message may carry, and moves in parts under the message limit', async () => {
    const engine = createEngine('fab', starterCards.cards('fab'));
    const setup: GameSetup = { seats: ['A', 'B'], decks: { A: starterCards.deck('fab', 'A'), B: starterCards.deck('fab', 'B') } };
    const end = playLong(engine, newGame(engine, { seed: 7, seats: setup.seats, decks: setup.decks }), 2_000);
    expect(end.actions).toHaveLength(2_000);
    const save = host.services.saves.create('Long game', setup, end).id;

    const sent: number[] = [];
    const { api, ws } = await socketApi(sent);
    const file = await exportSaveFile(api, save);
    // Past the 900,000 characters one upload may carry: refused on import before.
    expect(file.text.length).toBeGreaterThan(900_000);
    expect(file.text).toBe(host.services.saves.exportFile(save));

    const imported = await importSaveFile(api, file.text);
    expect(imported).toMatchObject({ name: 'Long game', actionCount: 2_000 });
    expect(stateHash(host.services.saves.load(imported.id).state)).toBe(stateHash(end));
    expect((await exportSaveFile(api, imported.id)).text).toBe(file.text);
    // Every message stayed under the host's limit: the guard still refuses anything larger.
    expect(sent.length).toBeGreaterThan(5);
    expect(Math.max(...sent)).toBeLessThan(MAX_MESSAGE_BYTES);
    ws.close();
  });
});
