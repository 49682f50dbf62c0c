import { z } from 'zod';
import { actionSchema } from '../core/action-schema';
import type { Action } from '../core/actions';
import { stableStringify } from '../core/hash';
import type { CardId, Seat } from '../core/ids';
import type { GameObject, GameState, HistoryEntry } from '../core/state';
import { asList, sliceItems, toArray, type PersistentList } from '../core/persistent-list';
import { objectTableOf } from '../core/object-table';
import { hashMatches, stateHash, type NewGameOptions } from '../game/game';
import type { FirstPlayerSetup } from '../profiles/types';

/**
 * The save file: versioned JSON that carries everything needed to resume a game (the
 * snapshot) and to re-derive it (profile, seed, setup, action log). Pure: no I/O.
 */

/** The `kind` every Arbiter save file starts with. */
export const SAVE_FILE_KIND = 'arbiter-save';
/** The save file version this engine writes; older ones are migrated on read, newer ones refused. */
export const SAVE_FILE_VERSION = 1;
/** The GameState format version this engine writes; older snapshots are upgraded on read (`upgradeState`), newer ones refused. */
export const STATE_FORMAT_VERSION = 2;

/**
 * How the game started, so seed + setup + actions replays to the snapshot. `firstPlayer` /
 * `firstPlayerChooser` (FirstPlayerSetup): who plays first when the setup settled it (FAB-4.1:
 * a seat chosen before the game; the loser of a match's previous game choosing), absent when
 * the rules' random draw decided (and in every save from before they were kept).
 */
export interface GameSetup extends FirstPlayerSetup {
  seats: Seat[];
  decks: Record<Seat, CardId[]>;
  /** Each seat's inventory (fab: hero, weapons, equipment; FAB-4.1), absent in older saves. */
  inventory?: Record<Seat, CardId[]>;
  shuffle?: boolean;
  /** The seats the computer plays, with its level (engine/ai): a resumed game goes on against it. */
  computer?: Record<Seat, 'easy' | 'normal' | 'hard'>;
  /**
   * The rules revision the game was started under (core/rules-revision.ts): a replay from the seed
   * plays by it. Absent in saves from before revisions were kept: revision 0.
   */
  rules?: number;
}

/**
 * The options that deal a saved game again from its seed (engine `newGame`): its seats, decks,
 * inventories, who plays first as the setup settled it, and the rules revision it was started
 * under (none in its setup: revision 0). Every replay from the seed starts here. Pure.
 */
export function setupOptions(setup: GameSetup): Omit<NewGameOptions, 'seed'> {
  return {
    seats: setup.seats,
    decks: setup.decks,
    ...(setup.inventory ? { inventory: setup.inventory } : {}),
    shuffle: setup.shuffle,
    ...(setup.firstPlayer !== undefined ? { firstPlayer: setup.firstPlayer } : {}),
    ...(setup.firstPlayerChooser !== undefined ? { firstPlayerChooser: setup.firstPlayerChooser } : {}),
    rules: setup.rules ?? 0,
  };
}

/** Every card a setup uses: the decks' and the inventories' (the card database a replay needs). */
export function setupCards(setup: Pick<GameSetup, 'decks' | 'inventory'>): CardId[] {
  return [...Object.values(setup.decks).flat(), ...Object.values(setup.inventory ?? {}).flat()];
}

/**
 * A game snapshot as stored: the GameState without its action log (kept beside it), its event
 * history as an array (in a state it is a persistent list: core/persistent-list.ts).
 */
export type StoredSnapshot = Omit<GameState, 'actions' | 'history'> & { history: readonly HistoryEntry[] };

/** A saved game, as the services keep it and the file carries it. */
export interface SaveFile {
  kind: typeof SAVE_FILE_KIND;
  version: typeof SAVE_FILE_VERSION;
  name: string;
  profile: string;
  formatVersion: number;
  seed: number;
  setup: GameSetup;
  actions: Action[];
  snapshot: StoredSnapshot;
  stateHash: string;
  /** ISO time of the last save. */
  savedAt: string;
}

const seat = z.string().min(1).max(32);
const setupSchema = z
  .object({
    seats: z.array(seat).min(1).max(8),
    decks: z.record(seat, z.array(z.string().min(1).max(200)).max(1000)),
    inventory: z.record(seat, z.array(z.string().min(1).max(200)).max(100)).optional(),
    shuffle: z.boolean().optional(),
    computer: z.record(seat, z.enum(['easy', 'normal', 'hard'])).optional(),
    rules: z.number().int().min(1).max(10_000).optional(),
    firstPlayer: seat.optional(),
    firstPlayerChooser: seat.optional(),
  })
  .strict()
  .superRefine((setup, issues) => {
    for (const key of ['firstPlayer', 'firstPlayerChooser'] as const) {
      const named = setup[key];
      if (named !== undefined && !setup.seats.includes(named)) issues.addIssue({ code: 'custom', path: [key], message: `"${named}" is not one of its seats` });
    }
  });

// The snapshot's own shape belongs to the engine and grows with it; the file checks the
// fields every state has, and the state hash proves the rest arrived intact.
const snapshotSchema = z
  .object({
    formatVersion: z.number().int(),
    profile: z.string().min(1).max(32),
    seats: z.array(seat).min(1),
    players: z.record(z.string(), z.unknown()),
    // A record keyed by object id up to state format 1, the object table since format 2.
    objects: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
    zones: z.record(z.string(), z.unknown()),
    turn: z.object({ number: z.number().int() }).passthrough(),
    seed: z.number().int(),
  })
  .passthrough();

const saveFileSchema = z
  .object({
    kind: z.literal(SAVE_FILE_KIND),
    version: z.literal(SAVE_FILE_VERSION),
    name: z.string().min(1).max(200),
    profile: z.string().min(1).max(32),
    formatVersion: z.number().int().min(1),
    seed: z.number().int(),
    setup: setupSchema,
    actions: z.array(actionSchema).max(1_000_000),
    snapshot: snapshotSchema,
    stateHash: z.string().regex(/^[0-9a-f]{16}$/),
    savedAt: z.iso.datetime(),
  })
  .strict();

/** Splits a state into the stored snapshot and its action log. Pure. */
export function splitState(state: GameState): { snapshot: StoredSnapshot; actions: Action[] } {
  return { snapshot: storedSnapshot(state), actions: toArray(state.actions) };
}

/**
 * A state's stored snapshot: without its action log, its history as an array; from entry
 * `historyFrom` on when the entries before it are stored apart (the database's history blocks). Pure.
 */
export function storedSnapshot(state: GameState, historyFrom = 0): StoredSnapshot {
  const { actions: _actions, history, ...rest } = state;
  return { ...rest, history: historyFrom > 0 ? sliceItems(history, historyFrom) : toArray(history) };
}

// Older state formats are upgraded one step at a time (format n -> n + 1).
const stateUpgrades: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> = {
  // Format 2: `objects` is the object table (core/object-table.ts), no longer a record keyed by object id.
  1: (old) => ({ ...old, formatVersion: 2, objects: objectTableOf(Object.values(old.objects as Record<string, GameObject>)) }),
};

/**
 * A stored state in this engine's format: a state of an older format is upgraded step by step
 * (check its stored hash first: that was taken over the old shape); a current one is returned
 * as it is. Throws when the state does not have the shape its format promises. Pure.
 */
export function upgradeState(state: GameState): GameState {
  let data = state as unknown as Record<string, unknown>;
  for (let v: number = state.formatVersion; v < STATE_FORMAT_VERSION; v++) {
    const step = stateUpgrades[v];
    if (!step) throw new Error(`state format ${v} is unknown`);
    data = step(data);
  }
  if (!Array.isArray(data.objects)) throw new Error('its objects are not an object table');
  // The action log and the event history as persistent lists (a stored state holds arrays).
  if (Array.isArray(data.actions) || Array.isArray(data.history)) data = { ...data, ...listsOf(data) };
  // A state saved before FAB-6.2.5 applications were recorded has none recorded.
  if (data.applications === undefined) data = { ...data, applications: {} };
  return data as unknown as GameState;
}

/** Puts a stored snapshot and its action log back together (both lists as persistent lists). Pure. */
export function joinState(snapshot: StoredSnapshot, actions: readonly Action[]): GameState {
  return { ...snapshot, ...listsOf({ history: snapshot.history, actions }) };
}

type Stored<T> = readonly T[] | PersistentList<T>;

function listsOf(data: Record<string, unknown>): { history: PersistentList<HistoryEntry>; actions: PersistentList<Action> } {
  if (!Array.isArray(data.history) && (data.history === null || typeof data.history !== 'object')) throw new Error('its history is not a list');
  if (!Array.isArray(data.actions) && (data.actions === null || typeof data.actions !== 'object')) throw new Error('its action log is not a list');
  return { history: asList(data.history as Stored<HistoryEntry>), actions: asList(data.actions as Stored<Action>) };
}

/** Builds the file for a state. */
/**
 * A game's setup as a save records it: with the rules revision the game plays by (its state's), which
 * a replay from the seed needs. A game from before revisions were kept has none (revision 0). Pure.
 */
export function recordedSetup(setup: GameSetup, state: Pick<GameState, 'rules'>): GameSetup {
  return state.rules === undefined || setup.rules === state.rules ? setup : { ...setup, rules: state.rules };
}

export function toSaveFile(input: { name: string; setup: GameSetup; state: GameState; savedAt: string; stateHash?: string }): SaveFile {
  const { snapshot, actions } = splitState(input.state);
  return {
    kind: SAVE_FILE_KIND,
    version: SAVE_FILE_VERSION,
    name: input.name,
    profile: input.state.profile,
    formatVersion: input.state.formatVersion,
    seed: input.state.seed,
    setup: recordedSetup(input.setup, input.state),
    actions,
    snapshot,
    stateHash: input.stateHash ?? stateHash(input.state),
    savedAt: input.savedAt,
  };
}

/** The file as text: sorted keys and two-space indentation, so equal saves give equal files. Pure. */
export function serializeSaveFile(file: SaveFile): string {
  return JSON.stringify(JSON.parse(stableStringify(file)), null, 2) + '\n';
}

/** The outcome of reading a save file: the save, or a message for people. */
export type ReadSaveResult = { ok: true; save: SaveFile; state: GameState } | { ok: false; message: string };

// Older save file versions are upgraded one step at a time (version n -> n + 1). None yet.
const upgrades: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> = {};

/**
 * Reads a save file's text. A file that is not JSON, not an Arbiter save, from a newer
 * version, malformed, or whose snapshot does not match its state hash gets a clear message;
 * nothing is thrown.
 */
export function readSaveFile(text: string): ReadSaveResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `This is not a save file: it is not valid JSON (${(e as Error).message}).` };
  }
  return readSaveData(raw);
}

/**
 * Reads a save file's data (its JSON parsed, or gathered from its lines: replay/save-lines.ts):
 * the same checks and messages as `readSaveFile`.
 */
export function readSaveData(raw: unknown): ReadSaveResult {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (raw as { kind?: unknown }).kind !== SAVE_FILE_KIND) {
    return { ok: false, message: 'This is not an Arbiter save file.' };
  }
  let data = raw as Record<string, unknown>;
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: 'This save file is damaged: its version is missing.' };
  }
  if (version > SAVE_FILE_VERSION) {
    return { ok: false, message: `This save was made by a newer version of Arbiter (save format ${version}; this version reads up to ${SAVE_FILE_VERSION}). Update Arbiter to open it.` };
  }
  for (let v = version; v < SAVE_FILE_VERSION; v++) data = upgrades[v](data);
  const parsed = saveFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `This save file is damaged: ${issue.path.join('.') || 'file'}: ${issue.message}.` };
  }
  const save = parsed.data as unknown as SaveFile;
  if (save.formatVersion > STATE_FORMAT_VERSION || save.snapshot.formatVersion > STATE_FORMAT_VERSION) {
    return { ok: false, message: `This save holds a game from a newer version of Arbiter (state format ${save.formatVersion}). Update Arbiter to open it.` };
  }
  if (save.snapshot.profile !== save.profile || save.snapshot.seed !== save.seed) {
    return { ok: false, message: 'This save file is damaged: its snapshot belongs to another game.' };
  }
  // A snapshot missing a field the hash reads (a garbled key) is damage, not a crash.
  let state: GameState | null;
  try {
    state = joinState(save.snapshot, save.actions);
    if (!hashMatches(state, save.stateHash)) state = null;
  } catch {
    state = null;
  }
  if (!state) {
    return { ok: false, message: 'This save file is damaged: the game state does not match its check value.' };
  }
  let current: GameState;
  try {
    current = upgradeState(state);
  } catch (e) {
    return { ok: false, message: `This save file is damaged: ${(e as Error).message}.` };
  }
  if (current === state) return { ok: true, save, state };
  // A save of an older state format: the file read back is the same save in the current format.
  return { ok: true, save: toSaveFile({ name: save.name, setup: save.setup, state: current, savedAt: save.savedAt }), state: current };
}
