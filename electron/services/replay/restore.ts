import {
  hashMatches,
  joinState,
  newGame,
  replay,
  seedChainDigest,
  setupOptions,
  upgradeState,
  type Action,
  type Engine,
  type GameSetup,
  type GameState,
  type StoredSnapshot,
} from '../../../engine/index';
import type { SaveRecord } from '../../db/repos/saves';
import { ServiceError } from '../errors';

/** The rules for a profile and a game's setup (its decks' cards), to replay a log; undefined when unknown. */
export type EngineFor = (profile: string, setup?: GameSetup) => Engine | undefined;

/** A save read back as a state: the state, its setup, the rules it was replayed with, and the snapshot it started from. */
export interface RestoredSave {
  state: GameState;
  setup: GameSetup;
  engine?: Engine;
  base?: GameState;
}

/**
 * A stored save read up to some step, as a state: its snapshot, upgraded to this engine's
 * state format, with the actions after it replayed. A save read to its end must come to its
 * stored hash. A snapshot-less read (a save from before snapshots were kept, read before its
 * end) replays from the seed and setup. `needEngine`: the rules are needed even when nothing
 * is replayed (the replay viewer draws with them). Shared by resuming (SaveService.load) and
 * the replay viewer's worker (replay-steps.ts).
 */
export function restoreSave(rec: SaveRecord, engineFor: EngineFor | undefined, needEngine = false): RestoredSave {
  const damaged = (why: string) => new ServiceError('internal', `saved game ${rec.id} is damaged: ${why}`);
  let actions: Action[];
  let setup: GameSetup;
  let base: GameState | null = null;
  let digests: { actions?: string; history?: string } = {};
  const seq = rec.snapshot?.seq ?? 0;
  try {
    actions = rec.actions.map((a) => JSON.parse(a) as Action);
    setup = JSON.parse(rec.setup) as GameSetup;
    if (rec.snapshot) {
      const stored = JSON.parse(rec.snapshot.snapshot) as StoredSnapshot;
      // The history's whole blocks are stored apart from the snapshot (migration 0009), the rest inline.
      const history = rec.snapshot.history.length > 0 ? [...rec.snapshot.history.flatMap((b) => JSON.parse(b) as StoredSnapshot['history']), ...stored.history] : stored.history;
      base = joinState({ ...stored, history }, actions.slice(0, seq));
      digests = JSON.parse(rec.snapshot.digests) as typeof digests;
    }
  } catch (e) {
    throw damaged((e as Error).message);
  }
  const toEnd = actions.length === rec.actionCount;
  const rest = actions.slice(seq);
  if (base) {
    // The hashes of this state and of every state after it continue the stored digests instead of reading the whole log.
    if (digests.actions) seedChainDigest(base.actions, digests.actions);
    if (digests.history) seedChainDigest(base.history, digests.history);
  }
  if (base && rest.length === 0 && !needEngine) {
    // The snapshot is the save's end: its hash (as taken now, or as older saves took it) is the head's.
    if (toEnd && !hashMatches(base, rec.stateHash)) throw damaged('its state does not match its check value');
    return { state: upgraded(base, rec.id), setup };
  }
  const engine = engineFor?.(rec.profile, setup);
  if (!engine) throw new ServiceError('refused', `no rules for profile ${rec.profile}: the game can't be replayed here`);
  if (base) base = upgraded(base, rec.id);
  // From the seed, as the setup dealt it: who played first as it settled it, under the rules revision the game was started under.
  const start = base ?? newGame(engine, { seed: rec.seed, ...setupOptions(setup) });
  const r = replay(engine, start, base ? rest : actions);
  if (!r.ok) throw damaged(`the log does not replay at step ${actions.length}: ${r.refusal.message}`);
  if (toEnd && rest.length > 0 && !hashMatches(r.state, rec.stateHash)) throw damaged('its state does not match its check value');
  return { state: r.state, setup, engine, base: base ?? undefined };
}

/** A stored state in this engine's state format; a state that can't be upgraded is a damaged save. */
export function upgraded(state: GameState, id: number): GameState {
  try {
    return upgradeState(state);
  } catch (e) {
    throw new ServiceError('internal', `saved game ${id} is damaged: ${(e as Error).message}`);
  }
}
