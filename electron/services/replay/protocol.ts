import type { CardDb } from '../../../engine/index';
import type { ApiError } from '../../ipc/contract';
import type { ReplayStep } from '../../ipc/types';

/** Host -> worker: the replay viewer's step `step` of save `save`. */
export interface StepRequest {
  type: 'step';
  /** Answers come back with it. */
  request: number;
  /** The database file: the worker reads the save through a read-only connection of its own (WAL: reading never blocks the host's writes). */
  file: string;
  save: number;
  step: number;
  /** The host's count of the save's writes: states the worker kept from another count are not reused. */
  generation: number;
  /** The engine to replay with: the worker keeps one per key, built from `cards` the first time it sees the key. */
  engineKey: string;
  profile: string;
  cards?: CardDb;
}

/** Worker -> host: the step, a service error, or word that the worker lacks the engine (send the cards). */
export type StepReply =
  | { request: number; ok: true; value: ReplayStep; thread: number }
  | { request: number; ok: false; error: ApiError }
  | { request: number; ok: false; missingEngine: true };
