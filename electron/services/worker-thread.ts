import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A message between a host and its worker thread: a request carries its number, a reply the number it answers. */
export interface Numbered {
  request: number;
}

/**
 * A worker's file: `<name>.ts` beside the host module `from` (its `import.meta.url`) when run
 * from source (tsx, vitest), `<name>.js` beside the bundle when built (electron-vite builds
 * each worker as an entry of main: electron.vite.config.ts).
 */
export function workerFile(from: string, name: string): { url: URL; ts: boolean } {
  if (from.endsWith('.ts')) return { url: new URL(`./${name}.ts`, from), ts: true };
  const built = new URL(`./${name}.js`, from);
  if (fs.existsSync(fileURLToPath(built))) return { url: built, ts: false };
  throw new Error(`a worker of the app is missing (looked for ${fileURLToPath(built)})`);
}

interface Open<R> {
  resolve: (reply: R) => void;
  reject: (e: Error) => void;
}

/**
 * One worker thread serving numbered requests, the harness of every job kept off the host's
 * event loop (DESIGN: the window never freezes): the computer's search, the replay viewer's
 * steps. Started on first use, from source through tsx's loader or from the built file; a
 * reply settles the request with its number; a crash or exit rejects every open request, and
 * the next request starts a new worker. It remembers which engines (by key) the running
 * worker was sent, so a host sends an engine's cards once per worker.
 */
export class WorkerThread<Req extends Numbered, Rep extends Numbered> {
  private worker: Worker | null = null;
  private next = 1;
  private readonly open = new Map<number, Open<Rep>>();
  private readonly engines = new Set<string>();

  /** `from`: the host module's `import.meta.url`; `name`: the worker's file name beside it; `label`: the worker in messages for people. */
  constructor(
    private readonly from: string,
    private readonly name: string,
    private readonly label: string,
  ) {}

  /** Whether the running worker holds the engine `key` (was sent its cards). */
  knows(key: string): boolean {
    return this.worker !== null && this.engines.has(key);
  }

  /** Notes that the running worker is being sent the engine `key`. */
  learn(key: string): void {
    this.engines.add(key);
  }

  /** Notes that the running worker no longer holds the engine `key` (it said so, or its cards changed). */
  forget(key: string): void {
    this.engines.delete(key);
  }

  /** Sends a request (numbered here) and resolves with the worker's reply to it. */
  send(message: Omit<Req, 'request'>): Promise<Rep> {
    const request = this.next++;
    const worker = (this.worker ??= this.start());
    return new Promise<Rep>((resolve, reject) => {
      this.open.set(request, { resolve, reject });
      worker.postMessage({ ...message, request });
    });
  }

  /** Stops the worker; open requests are rejected. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.fail(new Error(`${this.label} was closed`));
    if (w) await w.terminate();
  }

  private start(): Worker {
    const { url, ts } = workerFile(this.from, this.name);
    // From source the worker needs tsx's loader, registered in the worker itself (a worker
    // takes no --import, and vitest's host has no tsx to inherit).
    const w = ts
      ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`, { eval: true })
      : new Worker(url);
    this.engines.clear();
    w.on('message', (reply: Rep) => {
      const open = this.open.get(reply.request);
      if (!open) return;
      this.open.delete(reply.request);
      open.resolve(reply);
    });
    w.on('error', (e) => {
      if (this.worker === w) this.stopped(e);
    });
    w.on('exit', (code) => {
      if (this.worker === w) this.stopped(new Error(`${this.label} stopped (exit code ${code})`));
    });
    // An idle worker never keeps the host process alive.
    w.unref();
    return w;
  }

  private stopped(e: Error): void {
    this.worker = null;
    this.engines.clear();
    this.fail(e);
  }

  private fail(e: Error): void {
    const open = [...this.open.values()];
    this.open.clear();
    for (const o of open) o.reject(e);
  }
}
