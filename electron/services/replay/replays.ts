import type Database from 'better-sqlite3';
import type { CardDb, GameSetup } from '../../../engine/index';
import type { ReplayStep } from '../../ipc/types';
import { ServiceError } from '../errors';
import { WorkerThread } from '../worker-thread';
import type { StepReply, StepRequest } from './protocol';

/** What the replay viewer's host needs from the rest of the services. */
export interface ReplayHostOptions {
  /** The host's database (the worker opens the same file read-only). */
  db: Database.Database;
  /** The host's count of a save's writes (SaveService.generation): states replayed before a write are not reused. */
  generation: (save: number) => number;
  /** The cards a save's game plays with (its profile and setup); undefined for a profile this app does not know. */
  cardsFor: (profile: string, setup: GameSetup) => CardDb | undefined;
}

/**
 * The replay viewer's steps, served by a worker thread (replay-worker.ts, under the shared
 * harness ../worker-thread.ts, as the computer's search is): the host's event loop only reads
 * a save's head and passes a message, so the window and other clients' requests go on while a
 * long replay steps. One worker, started on first use; steps are served in the order asked.
 */
export class WorkerReplays {
  private readonly thread = new WorkerThread<StepRequest, StepReply>(import.meta.url, 'replay-worker', "the replay viewer's worker");
  private readonly file: string;

  constructor(private readonly options: ReplayHostOptions) {
    if (options.db.memory) throw new Error('the replay viewer reads the database from its own thread: it needs a database file, not an in-memory one');
    this.file = options.db.name;
  }

  /** The state after the first `step` actions of save `save` (clamped to its log), as the viewer shows it. */
  async step(save: number, step: number): Promise<ReplayStep> {
    return (await this.run(save, step)).value;
  }

  /** The step and the thread that replayed it (its `threadId`: never the host's). */
  async run(save: number, step: number): Promise<{ value: ReplayStep; thread: number }> {
    const generation = this.options.generation(save);
    const engineKey = `save ${save} #${generation}`;
    let reply = await this.send(save, step, generation, engineKey, false);
    // The worker dropped (or never had) the engine: send its cards.
    if (!reply.ok && 'missingEngine' in reply) {
      this.thread.forget(engineKey);
      reply = await this.send(save, step, generation, engineKey, true);
    }
    if (reply.ok) return { value: reply.value, thread: reply.thread };
    if ('missingEngine' in reply) throw new Error(`the replay viewer's worker has no rules for saved game ${save}`);
    throw new ServiceError(reply.error.code, reply.error.message, reply.error.path);
  }

  /** Stops the worker (open steps are rejected). */
  close(): Promise<void> {
    return this.thread.close();
  }

  private send(save: number, step: number, generation: number, engineKey: string, withCards: boolean): Promise<StepReply> {
    const head = this.options.db.prepare('SELECT profile, setup FROM saves WHERE id = ?').get(save) as { profile: string; setup: string } | undefined;
    if (!head) throw new ServiceError('not-found', `no saved game ${save}`);
    let cards: CardDb | undefined;
    if (withCards || !this.thread.knows(engineKey)) {
      let setup: GameSetup;
      try {
        setup = JSON.parse(head.setup) as GameSetup;
      } catch (e) {
        throw new ServiceError('internal', `saved game ${save} is damaged: ${(e as Error).message}`);
      }
      cards = this.options.cardsFor(head.profile, setup);
      if (!cards) throw new ServiceError('refused', `no rules for profile ${head.profile}: the game can't be replayed here`);
    }
    const sent = this.thread.send({ type: 'step', file: this.file, save, step, generation, engineKey, profile: head.profile, ...(cards ? { cards } : {}) });
    if (cards) this.thread.learn(engineKey);
    return sent;
  }
}
