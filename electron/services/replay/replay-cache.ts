import type { Engine, GameState } from '../../../engine/index';

/** A replayed state the viewer has shown: the state after the first `step` actions, and its rules. */
export interface ReplayedState {
  step: number;
  state: GameState;
  engine: Engine;
}

/**
 * The replay viewer's recent states, per save: the next step starts from the nearest one
 * before it (replaying a few actions) instead of a stored snapshot (parsing a whole state).
 * States share their unchanged parts, so keeping dozens costs little. Dropped for a save
 * whenever it is written (an undo could change the log under them): the host counts a save's
 * writes, and states kept at another count are dropped (`sync`).
 */
export class ReplayCache {
  private readonly bySave = new Map<number, ReplayedState[]>();
  private readonly generations = new Map<number, number>();

  constructor(private readonly perSave = 64) {}

  /** The cached state of a save nearest before or at `step`, at most `within` actions before it. */
  nearest(save: number, step: number, within: number): ReplayedState | undefined {
    let best: ReplayedState | undefined;
    for (const r of this.bySave.get(save) ?? []) if (r.step <= step && step - r.step <= within && (!best || r.step > best.step)) best = r;
    return best;
  }

  /** Remembers a state (the oldest remembered of the save goes when it has too many). */
  put(save: number, entry: ReplayedState): void {
    const list = (this.bySave.get(save) ?? []).filter((r) => r.step !== entry.step);
    list.push(entry);
    if (list.length > this.perSave) list.shift();
    this.bySave.set(save, list);
  }

  /** Forgets a save's states (it was written). */
  drop(save: number): void {
    this.bySave.delete(save);
  }

  /** Forgets a save's states kept at another count of its writes than `generation`. */
  sync(save: number, generation: number): void {
    if (this.generations.get(save) !== generation) this.drop(save);
    this.generations.set(save, generation);
  }
}
