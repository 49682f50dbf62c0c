import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Action, CardDb, GameState, Seat, Level } from '../../../engine/index';
import type { ThinkReply, ThinkRequest } from './protocol';

/** One decision for the computer to make. */
export interface ThinkJob {
  /** The open game it is for: a new job for the same game stops the one before. */
  game: string;
  engineKey: string;
  profile: string;
  cards: () => CardDb;
  state: GameState;
  seat: Seat;
  level: Level;
  seed: number;
}

/** Thinks for computer seats: `think` resolves with an action, or null when stopped. */
export interface ComputerHost {
  think(job: ThinkJob): Promise<Action | null>;
  /** Stops the search for a game (its `think` resolves with null). */
  stop(game: string): void;
  close(): Promise<void>;
}

/**
 * The worker's file: beside this module as TypeScript when run from source (tsx, vitest),
 * `computer-worker.js` beside the bundle when built (electron-vite builds it as an entry of
 * main: electron.vite.config.ts).
 */
function workerFile(): { url: URL; ts: boolean } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./computer-worker.ts', here), ts: true };
  const built = new URL('./computer-worker.js', here);
  if (fs.existsSync(fileURLToPath(built))) return { url: built, ts: false };
  throw new Error(`the computer's worker is missing (looked for ${fileURLToPath(built)})`);
}

interface Running {
  request: number;
  game: string;
  stop: Int32Array;
  resolve: (a: Action | null) => void;
  reject: (e: Error) => void;
}

/**
 * The computer opponent in a worker thread (DESIGN: the AI runs in a worker so the window never
 * freezes). One worker, started on first use; one search at a time, later jobs wait their
 * turn. Stopping is cooperative: the search polls a shared flag between iterations.
 */
export class WorkerComputer implements ComputerHost {
  private worker: Worker | null = null;
  private nextRequest = 1;
  private readonly known = new Set<string>();
  private readonly queue: Array<{ job: ThinkJob; running: Running }> = [];
  private current: Running | null = null;

  think(job: ThinkJob): Promise<Action | null> {
    this.stop(job.game);
    return new Promise((resolve, reject) => {
      const running: Running = { request: this.nextRequest++, game: job.game, stop: new Int32Array(new SharedArrayBuffer(4)), resolve, reject };
      this.queue.push({ job, running });
      this.pump();
    });
  }

  stop(game: string): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i].job.game === game) {
        this.queue[i].running.resolve(null);
        this.queue.splice(i, 1);
      }
    }
    if (this.current?.game === game) Atomics.store(this.current.stop, 0, 1);
  }

  async close(): Promise<void> {
    for (const q of this.queue.splice(0)) q.running.resolve(null);
    if (this.current) {
      this.current.resolve(null);
      this.current = null;
    }
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private start(): Worker {
    const { url, ts } = workerFile();
    // From source the worker needs tsx's loader, registered in the worker itself (a worker
    // takes no --import, and vitest's host has no tsx to inherit).
    const w = ts
      ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`, { eval: true })
      : new Worker(url);
    w.on('message', (reply: ThinkReply) => this.finish(reply));
    w.on('error', (e) => this.fail(e));
    w.on('exit', (code) => {
      if (this.worker === w) this.fail(new Error(`the computer's worker stopped (exit code ${code})`));
    });
    w.unref();
    return w;
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const { job, running } = this.queue.shift()!;
    this.current = running;
    this.worker ??= this.start();
    const first = !this.known.has(job.engineKey);
    const message: ThinkRequest = {
      type: 'think',
      request: running.request,
      engineKey: job.engineKey,
      profile: job.profile,
      ...(first ? { cards: job.cards() } : {}),
      state: job.state,
      seat: job.seat,
      level: job.level,
      seed: job.seed,
      stop: running.stop.buffer as SharedArrayBuffer,
    };
    this.known.add(job.engineKey);
    this.worker.postMessage(message);
  }

  private finish(reply: ThinkReply): void {
    const running = this.current;
    if (!running || running.request !== reply.request) return;
    this.current = null;
    if (Atomics.load(running.stop, 0) !== 0) running.resolve(null);
    else if (reply.ok) running.resolve(reply.action);
    else running.reject(new Error(`the computer could not choose: ${reply.error}`));
    this.pump();
  }

  private fail(e: Error): void {
    const running = this.current;
    this.current = null;
    this.worker = null;
    this.known.clear();
    running?.reject(e);
    this.pump();
  }
}
