import type { Action, CardDb, GameState, Seat, Level } from '../../../engine/index';

/** Host -> worker: think about one decision. */
export interface ThinkRequest {
  type: 'think';
  /** Answers come back with it. */
  request: number;
  /** The engine to use: the worker keeps one per key, built from `cards` the first time it sees the key. */
  engineKey: string;
  profile: string;
  cards?: CardDb;
  state: GameState;
  seat: Seat;
  level: Level;
  seed: number;
  /** An Int32Array over a SharedArrayBuffer: the host sets [0] to 1 to stop the search. */
  stop: SharedArrayBuffer;
}

/** Worker -> host: the chosen action, or why there is none. */
export type ThinkReply = { request: number; ok: true; action: Action; iterations: number } | { request: number; ok: false; error: string };
