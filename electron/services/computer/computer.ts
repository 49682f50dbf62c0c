import type { Action, CardDb, GameState, Seat, Level } from '../../../engine/index';
import { WorkerThread } from '../worker-thread';
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

interface Running {
  game: string;
  stop: Int32Array;
  resolve: (a: Action | null) => void;
  reject: (e: Error) => void;
}

/**
 * The computer opponent in a worker thread (DESIGN: the AI runs in a worker so the window never
 * freezes), `computer-worker.ts` under the shared harness (../worker-thread.ts). One worker,
 * started on first use; one search at a time, later jobs wait their turn. Stopping is
 * cooperative: the search polls a shared flag between iterations.
 */
export class WorkerComputer implements ComputerHost {
  private readonly thread = new WorkerThread<ThinkRequest, ThinkReply>(import.meta.url, 'computer-worker', "the computer's worker");
  private readonly queue: Array<{ job: ThinkJob; running: Running }> = [];
  private current: Running | null = null;

  think(job: ThinkJob): Promise<Action | null> {
    this.stop(job.game);
    return new Promise((resolve, reject) => {
      const running: Running = { game: job.game, stop: new Int32Array(new SharedArrayBuffer(4)), resolve, reject };
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
    await this.thread.close();
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const { job, running } = this.queue.shift()!;
    this.current = running;
    const first = !this.thread.knows(job.engineKey);
    const message: Omit<ThinkRequest, 'request'> = {
      type: 'think',
      engineKey: job.engineKey,
      profile: job.profile,
      ...(first ? { cards: job.cards() } : {}),
      state: job.state,
      seat: job.seat,
      level: job.level,
      seed: job.seed,
      stop: running.stop.buffer as SharedArrayBuffer,
    };
    const sent = this.thread.send(message);
    this.thread.learn(job.engineKey);
    sent.then(
      (reply) => this.finish(running, reply),
      (e: Error) => this.fail(running, e),
    );
  }

  private finish(running: Running, reply: ThinkReply): void {
    if (this.current !== running) return;
    this.current = null;
    if (Atomics.load(running.stop, 0) !== 0) running.resolve(null);
    else if (reply.ok) running.resolve(reply.action);
    else running.reject(new Error(`the computer could not choose: ${reply.error}`));
    this.pump();
  }

  private fail(running: Running, e: Error): void {
    if (this.current !== running) return;
    this.current = null;
    running.reject(e);
    this.pump();
  }
}
