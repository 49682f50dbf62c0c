// The replay viewer's thread (worker_threads): reads a save and replays it to the step asked
// for off the host's event loop, so Electron's main process and the web host answer the
// renderer while a long replay steps (issue 19: 20,000 actions took 13.3 s on the only thread).
import Database from 'better-sqlite3';
import { threadId, parentPort } from 'node:worker_threads';
import { createEngine, type Engine } from '../../../engine/index';
import { ServiceError } from '../errors';
import type { StepReply, StepRequest } from './protocol';
import { ReplaySteps } from './replay-steps';

/** Engines kept at most: a key past them is built again from its cards (the host resends them when told). */
const ENGINES = 16;

const engines = new Map<string, Engine>();
const readers = new Map<string, { db: Database.Database; steps: ReplaySteps }>();
// The engine of the request being served: ReplaySteps asks for it while it restores a save.
let current: Engine | undefined;

function engineOf(m: StepRequest): Engine | undefined {
  let engine = engines.get(m.engineKey);
  if (engine) {
    // Most recently used last: the oldest goes first when there are too many.
    engines.delete(m.engineKey);
  } else if (m.cards) {
    engine = createEngine(m.profile, m.cards);
  } else return undefined;
  engines.set(m.engineKey, engine);
  while (engines.size > ENGINES) engines.delete(engines.keys().next().value as string);
  return engine;
}

function readerOf(file: string): ReplaySteps {
  let r = readers.get(file);
  if (!r) {
    // Read-only, its own connection: WAL lets it read while the host writes.
    const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
    r = { db, steps: new ReplaySteps(db, () => current) };
    readers.set(file, r);
  }
  return r.steps;
}

function serve(m: StepRequest): StepReply {
  const engine = engineOf(m);
  if (!engine) return { request: m.request, ok: false, missingEngine: true };
  current = engine;
  try {
    return { request: m.request, ok: true, value: readerOf(m.file).step(m.save, m.step, m.generation), thread: threadId };
  } finally {
    current = undefined;
  }
}

parentPort?.on('message', (m: StepRequest) => {
  let reply: StepReply;
  try {
    reply = serve(m);
  } catch (e) {
    reply = {
      request: m.request,
      ok: false,
      error: e instanceof ServiceError ? e.toApiError() : { code: 'internal', message: `saves:replayStep: internal error (${e instanceof Error ? e.message : String(e)})`.slice(0, 300) },
    };
  }
  parentPort?.postMessage(reply);
});
