// The computer opponent's thread (worker_threads): searches the engine off the host's event
// loop, so Electron's main process and the web host answer the renderer while it thinks.
import { parentPort } from 'node:worker_threads';
import { createEngine, chooseAction, type Engine } from '../../../engine/index';
import type { ThinkReply, ThinkRequest } from './protocol';

const engines = new Map<string, Engine>();

function think(m: ThinkRequest): ThinkReply {
  let engine = engines.get(m.engineKey);
  if (!engine) {
    if (!m.cards) return { request: m.request, ok: false, error: `the worker has no cards for ${m.engineKey}` };
    engine = createEngine(m.profile, m.cards);
    engines.set(m.engineKey, engine);
  }
  const stop = new Int32Array(m.stop);
  const choice = chooseAction(engine, m.state, m.seat, m.level, {
    seed: m.seed,
    now: () => performance.now(),
    shouldStop: () => Atomics.load(stop, 0) !== 0,
  });
  return { request: m.request, ok: true, action: choice.action, iterations: choice.iterations };
}

parentPort?.on('message', (m: ThinkRequest) => {
  let reply: ThinkReply;
  try {
    reply = think(m);
  } catch (e) {
    reply = { request: m.request, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
