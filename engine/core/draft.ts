import type { GameState } from './state';

/**
 * Copy-on-write editing of the game state, in place of a proxy library on the hot path.
 *
 * Every committed state is deeply frozen, so "frozen" means "shared with an earlier state":
 * an action works on a shallow copy of the top level (`WorkingState`) and copies a nested
 * container the first time it writes to it (`edit`). Reads are plain property reads, which
 * is what makes the kernel fast: a search step touches a few containers and shares the rest.
 * A write that bypasses `edit` hits a frozen object and throws, so a missed copy cannot
 * silently change an earlier state (undo, replays and the AI's search keep their states).
 */

/** A type whose every nested property and array is read-only. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer E>
    ? ReadonlyArray<DeepReadonly<E>>
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/** One level made writable (what `edit` returns): its children stay read-only until edited. */
export type Writable<T> = T extends ReadonlyArray<infer E> ? E[] : { -readonly [K in keyof T]: T[K] };

/**
 * The state an action works on: its top level is its own, everything below is shared until
 * edited and typed read-only so that a write without `edit` does not compile. (The pending
 * decision and the action log are written whole, never in place: they keep their own types.)
 */
export type WorkingState = {
  -readonly [K in keyof GameState]: K extends 'pending' | 'actions' ? GameState[K] : DeepReadonly<GameState[K]>;
};

type Key = string | number;

/** The container at `parent[key]`, copied into `parent` first if it is shared with another state. */
function own(parent: Record<Key, unknown>, key: Key): Record<Key, unknown> {
  const child = parent[key] as Record<Key, unknown> | undefined;
  if (child === undefined || child === null || typeof child !== 'object') {
    throw new Error(`edit: nothing to edit at ${String(key)}`);
  }
  if (!Object.isFrozen(child)) return child;
  const copy = (Array.isArray(child) ? child.slice() : { ...child }) as Record<Key, unknown>;
  parent[key] = copy;
  return copy;
}

type W = WorkingState;

/**
 * The writable container at a path of the working state, copying each shared container on
 * the way (`edit(s, 'objects', id).tapped = true`, `edit(s, 'log').push(line)`).
 */
export function edit<K1 extends keyof W>(s: W, k1: K1): Writable<W[K1]>;
export function edit<K1 extends keyof W, K2 extends keyof W[K1]>(s: W, k1: K1, k2: K2): Writable<W[K1][K2]>;
export function edit<K1 extends keyof W, K2 extends keyof W[K1], K3 extends keyof W[K1][K2]>(
  s: W,
  k1: K1,
  k2: K2,
  k3: K3,
): Writable<W[K1][K2][K3]>;
export function edit<K1 extends keyof W, K2 extends keyof W[K1], K3 extends keyof W[K1][K2], K4 extends keyof W[K1][K2][K3]>(
  s: W,
  k1: K1,
  k2: K2,
  k3: K3,
  k4: K4,
): Writable<W[K1][K2][K3][K4]>;
export function edit(s: W, ...path: Key[]): unknown {
  if (Object.isFrozen(s)) throw new Error('edit: this state is committed; edit a working state');
  let at = s as unknown as Record<Key, unknown>;
  for (const key of path) at = own(at, key);
  return at;
}

/** Whether a state is an action's working state (not yet committed). Caches use it to key by epoch. */
export function isWorking(state: object): boolean {
  return !Object.isFrozen(state);
}

/** Starts an action's working state: a shallow copy of the top level, sharing everything below. */
export function beginWork(state: GameState): WorkingState {
  return { ...state } as WorkingState;
}

/** Commits a working state: freezes what this action created (the shared parts are frozen already). */
export function commit(state: WorkingState): GameState {
  freezeNew(state);
  return state as unknown as GameState;
}

function freezeNew(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezeNew(value[i]);
  } else {
    for (const key in value) freezeNew((value as Record<string, unknown>)[key]);
  }
}

/** Deep-freezes a value (a state built outside an action: a new game, a loaded save). */
export function freezeState<T>(value: T): T {
  freezeNew(value);
  return value;
}

/** Applies a recipe to a copy-on-write working copy of a state and commits it (setup code, scenarios). */
export function change(state: GameState, recipe: (working: WorkingState) => void): GameState {
  const working = beginWork(freezeState(state));
  recipe(working);
  return commit(working);
}

type ListKey = 'effects' | 'stack' | 'delayed' | 'pendingTriggers';

/** The writable item with this id in one of the state's id-keyed lists, or undefined if it is gone. */
export function editItem<K extends ListKey>(s: W, list: K, id: string): Writable<W[K][number]> | undefined {
  const i = (s[list] as ReadonlyArray<{ id: string }>).findIndex((x) => x.id === id);
  return i < 0 ? undefined : (edit(s, list, i) as Writable<W[K][number]>);
}

/** The writable layer-type replacement effect with this id (registered under its event type), if any. */
export function editReplacement(s: W, eventType: string, id: string): Writable<W['replacements'][string][number]> | undefined {
  const i = s.replacements[eventType]?.findIndex((r) => r.id === id) ?? -1;
  return i < 0 ? undefined : edit(s, 'replacements', eventType, i);
}
