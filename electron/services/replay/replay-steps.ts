import type Database from 'better-sqlite3';
import { actingSeat, boardView, itemAt, replay, stateHash, type Action, type Engine, type GameSetup, type GameState, type Seat } from '../../../engine/index';
import { readActions, readSave, saveSummary } from '../../db/repos/saves';
import type { ReplayStep } from '../../ipc/types';
import { ServiceError } from '../errors';
import { SNAPSHOT_EVERY } from '../saves';
import { ReplayCache } from './replay-cache';
import { restoreSave, type EngineFor } from './restore';

/** A replay viewer's position: the state after the first `step` actions, its rules, the log's length, the action that led there. */
export interface ReplayedAt {
  state: GameState;
  engine: Engine;
  step: number;
  steps: number;
  action: Action | null;
  /** The seats the computer played (none in hotseat games). */
  computer: readonly Seat[];
}

/**
 * The replay viewer's steps over a database: each step starts from the nearest state it
 * showed (a few actions to replay) or else the nearest stored snapshot before it. Runs where
 * it is built: in the replay worker (replay-worker.ts) for the app, in the test's thread for
 * tests and the benchmark. `generation` is the host's count of the save's writes: states kept
 * from before a write are not reused.
 */
export class ReplaySteps {
  private readonly cache = new ReplayCache();

  constructor(
    private readonly db: Database.Database,
    private readonly engineFor: EngineFor,
  ) {}

  /** The state after the first `step` actions of save `id` (clamped to its log). */
  at(id: number, step: number, generation = 0): ReplayedAt {
    this.cache.sync(id, generation);
    const head = saveSummary(this.db, id);
    if (!head) throw new ServiceError('not-found', `no saved game ${id}`);
    const n = Math.max(0, Math.min(step, head.actionCount));
    const near = this.cache.nearest(id, n, SNAPSHOT_EVERY);
    let state: GameState;
    let engine: Engine;
    if (near) {
      // The viewer's usual move, one step or a few from a state it showed: replay only those.
      const r = replay(near.engine, near.state, readActions(this.db, id, near.step, n).map((a) => JSON.parse(a) as Action));
      if (!r.ok) throw new ServiceError('internal', `saved game ${id} is damaged: the log does not replay at step ${n}: ${r.refusal.message}`);
      state = r.state;
      engine = near.engine;
    } else {
      const rec = readSave(this.db, id, n);
      if (!rec) throw new ServiceError('not-found', `no saved game ${id}`);
      const restored = restoreSave(rec, this.engineFor, true);
      state = restored.state;
      engine = restored.engine as Engine;
      if (restored.base) this.cache.put(id, { step: restored.base.actions.length, state: restored.base, engine });
    }
    this.cache.put(id, { step: n, state, engine });
    return { state, engine, step: n, steps: head.actionCount, action: n > 0 ? (itemAt(state.actions, n - 1) ?? null) : null, computer: this.computerSeats(id) };
  }

  /**
   * The viewer's reply for a step: the table and the state's hash. A game against the computer
   * is replayed as its person saw it: the computer's hand stays hidden (the game may still be
   * going on). A hotseat game shows each step as its acting seat saw it.
   */
  step(id: number, step: number, generation = 0): ReplayStep {
    const at = this.at(id, step, generation);
    const person = at.state.seats.find((seat) => !at.computer.includes(seat));
    const viewer = at.computer.length > 0 && person !== undefined ? person : actingSeat(at.state);
    return { save: id, step: at.step, steps: at.steps, action: at.action, view: boardView(at.engine, at.state, viewer), hash: stateHash(at.state) };
  }

  /** The seats the computer played in a saved game (none in hotseat games). */
  private computerSeats(id: number): Seat[] {
    const row = this.db.prepare('SELECT setup FROM saves WHERE id = ?').get(id) as { setup: string } | undefined;
    try {
      return Object.keys((JSON.parse(row?.setup ?? '{}') as Partial<GameSetup>).computer ?? {});
    } catch {
      return [];
    }
  }
}
