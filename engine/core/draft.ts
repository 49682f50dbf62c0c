import type { GameState } from './state';
import { metaOf, Owned, peekMeta, StateRecord } from './state-meta';
import { settleCaches } from './epoch';
import { append, type PersistentList } from './persistent-list';

/**
 * Copy-on-write editing of the game state, in place of a proxy library on the hot path.
 *
 * An action works on a shallow copy of the top level (`WorkingState`) and copies a nested
 * container the first time it writes to it (`edit`); everything it does not touch is shared
 * with the state before. Reads are plain property reads, which is what makes the kernel fast:
 * a search step copies the few containers it changes and shares the rest.
 *
 * The types make the state read-only below the top level, so a write that bypasses `edit`
 * does not compile. In strict mode (on in the tests: `setStrict`) committed states are also
 * deeply frozen, so a write through a cast throws instead of changing an earlier state. It is
 * off by default because V8 copies frozen arrays slowly.
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
 * decision and the action log keep their own types: they hold players' input as given, and
 * their element types have mutable arrays that a deep read-only type could not be assigned to.)
 */
export type WorkingState = {
  -readonly [K in keyof GameState]: K extends 'pending' | 'actions' ? GameState[K] : DeepReadonly<GameState[K]>;
};

/**
 * What a reader takes (selectors, conditions, amounts, patterns, refs, `view`, the profiles'
 * queries): a committed `GameState` or an action's `WorkingState`, both assignable to it, read-only
 * at every level. So a reader called in the middle of an action needs no cast, and cannot write:
 * writers take the `WorkingState` and go through `edit`.
 */
export type ReadState = { readonly [K in keyof WorkingState]: WorkingState[K] };

type Key = string | number;

let strict = false;

/** Strict mode: committed states are deeply frozen (tests turn it on; see the module comment). */
export function setStrict(on: boolean): void {
  strict = on;
}

/** The container at `parent[key]`, copied into `parent` first if it is shared with another state. */
function own(owned: Owned, parent: Record<Key, unknown>, key: Key): Record<Key, unknown> {
  const child = parent[key] as Record<Key, unknown> | undefined;
  if (child === undefined || child === null || typeof child !== 'object') {
    throw new Error(`edit: nothing to edit at ${String(key)}`);
  }
  if (owned.has(child)) return child;
  const copy = Array.isArray(child) ? child.slice() : Object.getPrototypeOf(child) === null ? copyKeyed(child) : copyRecord(child);
  owned.add(copy);
  parent[key] = copy;
  return copy as Record<Key, unknown>;
}

/**
 * A shallow copy of a record: a spread. (A for-in copy, key by key, was used while objects lived
 * in a record keyed by id; copied action after action, such copies of the zones record fell
 * into V8's dictionary mode and cost several times a spread, which keeps the copy's shape.)
 */
export function copyRecord<V>(record: Readonly<Record<string, V>>): Record<string, V> {
  return { ...record };
}

/**
 * A new record keyed by object ids (last-known information, use counts, a pitch decision's weights): a
 * null-prototype object, which V8 keeps as a dictionary. A plain object gets a hidden class
 * per set of keys, and object ids make a new set almost every time: adding a key or spreading
 * such a record then builds hidden classes, about twice the cost of a dictionary's insert or
 * copy (issue 14). JSON, hashing and structured clone read it as any record; `edit` copies it as
 * one (copyKeyed), so it stays a dictionary.
 */
export function keyedRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

/** A copy of a keyed record (keyedRecord), itself one. */
function copyKeyed<V>(record: Readonly<Record<string, V>>): Record<string, V> {
  const copy = keyedRecord<V>();
  for (const k in record) copy[k] = record[k];
  return copy;
}

type W = WorkingState;

/**
 * The writable container at a path of the working state, copying each shared container on
 * the way (`edit(s, 'players', seat).lost = true`, `edit(s, 'log').push(line)`). Objects are
 * edited through core/object-table.ts (`editObject(s, id).tapped = true`).
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
  const owned = ownedBy(s);
  let at = s as unknown as Record<Key, unknown>;
  for (const key of path) at = own(owned, at, key);
  return at;
}

/**
 * The containers a working state has copied and may change in place: for a writer that keeps
 * a container `edit` cannot reach by a path, so that it too copies once per action (core/object-table.ts).
 */
export function ownedBy(s: W): Owned {
  const owned = peekMeta(s)?.owned;
  if (!owned) throw new Error('edit: this state is committed; edit a working state');
  return owned;
}

/** Whether a state is an action's working state (not yet committed). */
export function isWorking(state: object): boolean {
  return peekMeta(state)?.owned !== undefined;
}

/** Starts an action's working state: a shallow copy of the top level, sharing everything below. */
export function beginWork(state: GameState): WorkingState {
  // A StateRecord (core/state-meta.ts): the top level copied field by field, bookkeeping in a private field.
  const working = new StateRecord(state) as WorkingState;
  const meta = metaOf(working);
  meta.owned = new Owned();
  const base = peekMeta(state);
  // The base's caches serve until the action moves the epoch (core/epoch.ts).
  if (base?.caches !== undefined) meta.inherited = base.caches;
  return working;
}

/** Commits a working state: it can no longer be edited (and in strict mode, what it created is frozen). */
export function commit(state: WorkingState): GameState {
  const meta = metaOf(state);
  meta.owned = undefined;
  settleCaches(meta);
  if (strict) freezeNew(state);
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

/** In strict mode, deep-freezes a state built outside an action (a new game, a loaded save, a test's literal). */
export function freezeState<T>(value: T): T {
  if (strict) freezeNew(value);
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

type Appended = 'actions' | 'history';
type EntryOf<L> = L extends PersistentList<infer E> ? E : never;

/**
 * Appends an entry to one of the state's persistent lists (the action log, the event history):
 * the first append of an action copies the list's tail (at most 32 entries) and shares every
 * full chunk; later appends of the same action add to that tail in place (core/persistent-list.ts).
 */
export function appendTo<K extends Appended>(s: W, key: K, entry: EntryOf<GameState[K]>): void {
  const owned = ownedBy(s);
  const list = s[key] as PersistentList<EntryOf<GameState[K]>>;
  // A list this action made has a tail of its own (append always copies it).
  if (owned.has(list) && list.tail.length < 32) {
    (list.tail as EntryOf<GameState[K]>[]).push(entry);
    (list as { length: number }).length++;
    return;
  }
  const next = append(list, entry);
  owned.add(next);
  (s as Record<Appended, unknown>)[key] = next;
}
