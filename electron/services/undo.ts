import { itemAt, objectAt, replay, sightOf, sliceItems, type Action, type Engine, type GameState, type Seat } from '../../engine/index';

/*
 * Undo in hotseat and practice games: the game is replayed from its start without the undone
 * actions (seed + log = state, so no state is ever patched by hand). Two limits keep it fair:
 * never past the start of the current turn, and never past something that showed a seat a card
 * it could not see before, or used the game's randomness (a draw, a reveal, a shuffle, a die),
 * unless the other seats agree: otherwise an undo would let a player choose again knowing more.
 */

/** Why an undo is not made. */
export type UndoProblem = 'nothing-to-undo' | 'turn-start' | 'needs-agreement';

/** A planned undo: the log to keep and the state it leads to. */
export interface UndoPlan {
  keep: number;
  state: GameState;
}

/**
 * What each seat can see of the game (engine/view/sight.ts: the same filter its views get):
 * `physical:card` for every card whose face it may look at (by the physical card, not the
 * object id, which changes with every zone change).
 */
function sightings(engine: Engine, state: GameState): Map<Seat, Set<string>> {
  const out = new Map<Seat, Set<string>>();
  for (const seat of state.seats) {
    const sight = sightOf(engine, state, seat);
    const seen = new Set<string>();
    for (const ids of Object.values(state.zones)) {
      for (const id of ids ?? []) {
        const o = objectAt(state.objects, id);
        if (o && sight.sees(o)) seen.add(`${o.physical}:${o.card}`);
      }
    }
    out.set(seat, seen);
  }
  return out;
}

/**
 * Whether going from `before` through `states` showed `seat` a card it could not see in
 * `before`, or drew on the game's randomness (a shuffle, a die: redone, it would come out the
 * same, so the player would choose knowing the outcome). Pure.
 */
export function revealsInformation(engine: Engine, seat: Seat, before: GameState, states: readonly GameState[]): boolean {
  const had = sightings(engine, before).get(seat) ?? new Set<string>();
  const rng = JSON.stringify(before.rng);
  for (const s of states) {
    if (JSON.stringify(s.rng) !== rng) return true;
    for (const x of sightings(engine, s).get(seat) ?? []) if (!had.has(x)) return true;
  }
  return false;
}

/**
 * Plans the undo of the last action a player chose (with the host's passes after it): the
 * state replayed from `start` without them. `auto` marks the log entries the host made.
 * `agreed`: the other seats agreed to undo past hidden information (hotseat: asked on screen).
 * Pure apart from the replay's cost (one replay of the kept log, one of the undone part).
 */
export function planUndo(
  engine: Engine,
  start: GameState,
  current: GameState,
  auto: ReadonlySet<number>,
  agreed: boolean,
): { ok: true; plan: UndoPlan } | { ok: false; problem: UndoProblem } {
  const log = current.actions;
  // The game's log goes on from its start's (a new game's is empty; a board opened in the rules lab has its script's).
  const first = start.actions.length;
  let last = log.length - 1;
  while (last >= first && auto.has(last)) last--;
  if (last < first) return { ok: false, problem: 'nothing-to-undo' };
  const before = replay(engine, start, sliceItems(log, first, last));
  if (!before.ok) throw new Error(`the game's log does not replay at step ${last}: ${before.refusal.message}`);
  if (before.state.turn.number !== current.turn.number) return { ok: false, problem: 'turn-start' };
  if (!agreed) {
    const states: GameState[] = [];
    let s = before.state;
    for (const action of sliceItems(log, last)) {
      const r = replay(engine, s, [action]);
      if (!r.ok) break;
      s = r.state;
      states.push(s);
    }
    // The player taking back their action is the one who must not gain from it.
    if (revealsInformation(engine, (itemAt(log, last) as Action).by, before.state, states)) return { ok: false, problem: 'needs-agreement' };
  }
  return { ok: true, plan: { keep: last, state: before.state } };
}
