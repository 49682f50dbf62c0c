import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEngine, newGame, stateHash, type GameSetup, type GameState } from '../../engine/index';
import { SAVE_PART_CHARS } from '../ipc/limits';
import { playLong } from '../../engine/testing/test-games';
import { exportSaveFile, importSaveFile } from '../../renderer/src/api/save-files';
import type { ApiClient } from '../../renderer/src/api/client';
import type { SocketReply } from '../ipc/contract';
import { starterCards } from '../services/starter-cards';
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

describe('a long game exports and imports back through the web host (issue 19: exports past the upload cap were refused)', { timeout: 600_000 }, () => {
  const engine = createEngine('fab', starterCards.cards('fab'));
  const setup: GameSetup = { seats: ['A', 'B'], decks: { A: starterCards.deck('fab', 'A'), B: starterCards.deck('fab', 'B') } };
  let end: GameState;
  let file: string;
  let save: number;

  it('a 20,000-action fab game: its file streams out in parts under the message limit, and imports back to the same state hash', async () => {
    end = playLong(engine, newGame(engine, { seed: 7, seats: setup.seats, decks: setup.decks }), 20_000);
    expect(end.actions).toHaveLength(20_000);
    save = host.services.saves.create('Long game', setup, end).id;

    const sent: number[] = [];
    const { api, ws } = await socketApi(sent);
    const exported = await exportSaveFile(api, save);
    file = exported.parts.join('');
    // Far past the 900,000 characters one upload carried (refused on import before), in parts of one message each.
    expect(file.length).toBeGreaterThan(3_000_000);
    expect(exported.parts.length).toBeGreaterThan(file.length / SAVE_PART_CHARS - 1);
    for (const part of exported.parts) expect(part.length).toBeLessThanOrEqual(SAVE_PART_CHARS);
    expect(file).toBe(host.services.saves.exportFile(save));

    // Sent as a browser sends a chosen file: read from a Blob as a stream.
    const imported = await importSaveFile(api, new Blob([file]));
    expect(imported).toMatchObject({ name: 'Long game', actionCount: 20_000 });
    expect(stateHash(host.services.saves.load(imported.id).state)).toBe(stateHash(end));
    expect((await exportSaveFile(api, imported.id)).parts.join('')).toBe(file);
    // Every message stayed under the host's limit: the guard still refuses anything larger.
    expect(sent.length).toBeGreaterThan(5);
    expect(Math.max(...sent)).toBeLessThan(MAX_MESSAGE_BYTES);
    ws.close();
  });

  it('a cut-off or tampered file is refused with a message that names what is wrong and where, and nothing is imported', async () => {
    const { api, ws } = await socketApi([]);
    const before = host.services.saves.list().length;
    const lines = file.split('\n');
    const refused = async (text: string) => {
      const r = await importSaveFile(api, new Blob([text])).then(() => 'imported', (e: unknown) => (e instanceof Error ? e.message : String(e)));
      expect(host.services.saves.list()).toHaveLength(before);
      return r;
    };
    // Cut off mid-way (a download that stopped): the count of lines it has and should have.
    expect(await refused(file.slice(0, Math.floor(file.length * 0.6)))).toMatch(/This save file ends early: it has [\d,]+ of its [\d,]+ lines \(after history line [\d,]+ of [\d,]+\), and the next is cut off/);
    expect(await refused(lines.slice(0, 12_000).join('\n') + '\n')).toMatch(/ends early: it has 12,000 of its [\d,]+ lines \(after action 11,999 of 20,000\)/);
    // An action changed into something that is not an action: refused at its line.
    const garbled = [...lines];
    garbled[5_001] = '{"type":"fly","by":"A"}';
    expect(await refused(garbled.join('\n'))).toMatch(/damaged at line 5,002 \(action 5,001 of 20,000\): not an action/);
    // A legal-looking action that the game does not allow there: refused naming the action.
    // The first two passes of different players, swapped (after the start's questions, FAB-4.1).
    const moved = [...lines];
    const swap = lines.findIndex((l, i) => i > 1 && /"type":"pass"/.test(l) && /"type":"pass"/.test(lines[i + 1] ?? '') && l !== lines[i + 1]);
    expect(swap).toBeGreaterThan(1);
    moved[swap] = lines[swap + 1];
    moved[swap + 1] = lines[swap];
    expect(await refused(moved.join('\n'))).toMatch(/damaged: (its action [\d,]+ \(line [\d,]+ of a file Arbiter exported\) can't be played there|its action log does not lead to its saved position|the game state does not match its check value)/);
    // A changed game state: it no longer matches its check value.
    const state = [...lines];
    const at = 20_001 + 1;
    state[at - 1] = state[at - 1].replace('"seq":', '"seq":1');
    expect(await refused(state.join('\n'))).toMatch(/the game state does not match its check value/);
    // The file still imports whole afterwards: nothing was left half-read.
    expect((await importSaveFile(api, file)).actionCount).toBe(20_000);
    ws.close();
  });
});
