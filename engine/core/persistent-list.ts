/**
 * A persistent list the game appends to (the action log, the event history): a 32-way trie of
 * full chunks plus the last, partly filled chunk (the tail), as in Clojure's vectors.
 *
 * Why not an array: an action that appends to an array shared with the state before it must
 * copy the whole array first (core/draft.ts), so at 20,000 actions every action copied the
 * action log and about 40,000 history entries (issue 19). Appending here copies the tail (at
 * most 32 entries) and, once every 32 appends, the path from the root to the new chunk; every
 * full chunk stays shared with the lists before. A working state appends in place to the tail
 * it already copied (`appendTo`).
 *
 * Plain arrays and numbers, no class: a state stays JSON, can be deeply frozen and crosses a
 * worker's message as it is (DESIGN: no class instances in the state). The shape follows from
 * the entries alone (how many, in which order), however the list was built, so equal lists
 * serialize and hash equally. Stored snapshots and save files keep the lists as arrays
 * (replay/save-format.ts converts at that boundary).
 */
export interface PersistentList<T> {
  readonly length: number;
  /** The bits of an index the root's children are picked by (5 for a root of chunks, 10 one level up ...). */
  readonly shift: number;
  /** The full chunks before the tail, as a trie: each node holds up to 32 children, the leaves 32 entries. */
  readonly root: readonly unknown[];
  /** The entries after the last full chunk: 1 to 32 of them (none in an empty list). */
  readonly tail: readonly T[];
}

/** A node of the trie: its children (nodes), or at the bottom a chunk's entries. */
type Node = readonly unknown[];

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

/** An empty list. Pure. */
export function emptyList<T>(): PersistentList<T> {
  return { length: 0, shift: BITS, root: [], tail: [] };
}

/** Whether a value has a persistent list's shape (a stored state may hold an array instead). */
export function isPersistentList(value: unknown): value is PersistentList<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.length === 'number' && typeof v.shift === 'number' && Array.isArray(v.root) && Array.isArray(v.tail);
}

/** Where the tail starts: the number of entries in full chunks. */
function tailOffset(length: number): number {
  return length === 0 ? 0 : ((length - 1) >>> BITS) << BITS;
}

/** The list with one more entry at its end; `list` is unchanged. Pure. */
export function append<T>(list: PersistentList<T>, item: T): PersistentList<T> {
  if (list.tail.length < WIDTH) return { length: list.length + 1, shift: list.shift, root: list.root, tail: [...list.tail, item] };
  // The tail is full: it becomes the trie's next chunk, and a new tail starts with the entry.
  const { shift, root } = withChunk(list, list.tail);
  return { length: list.length + 1, shift, root, tail: [item] };
}

/** The trie of `list` with one more full chunk after its last (the tail is not part of it). */
function withChunk<T>(list: PersistentList<T>, chunk: readonly T[]): { shift: number; root: Node } {
  const index = tailOffset(list.length) >>> BITS; // the chunks already in the trie
  // The trie is full at this height: a new root over the old one and a path down to the chunk.
  if (index === 1 << list.shift) return { shift: list.shift + BITS, root: [list.root, pathTo(list.shift, chunk)] };
  return { shift: list.shift, root: pushChunk(list.root, list.shift, index, chunk) };
}

/** A new node at `shift` whose first descendants lead down to a chunk (the chunk itself at 0). */
function pathTo(shift: number, chunk: Node): Node {
  return shift === 0 ? chunk : [pathTo(shift - BITS, chunk)];
}

/** A copy of `node` with chunk number `index` added, copying only the nodes on its path. */
function pushChunk(node: Node, shift: number, index: number, chunk: Node): Node {
  const at = (index >>> (shift - BITS)) & MASK;
  const copy = node.slice();
  if (shift === BITS) copy[at] = chunk;
  else copy[at] = at < node.length ? pushChunk(node[at] as Node, shift - BITS, index, chunk) : pathTo(shift - BITS, chunk);
  return copy;
}

/** The entry at `index` (0 = oldest), or undefined outside the list. Pure. */
export function itemAt<T>(list: PersistentList<T>, index: number): T | undefined {
  if (index < 0 || index >= list.length || !Number.isInteger(index)) return undefined;
  const offset = tailOffset(list.length);
  if (index >= offset) return list.tail[index - offset];
  let node: Node = list.root;
  for (let shift = list.shift; shift > 0; shift -= BITS) node = node[(index >>> shift) & MASK] as Node;
  return node[index & MASK] as T;
}

/** The newest entry, or undefined in an empty list. Pure. */
export function lastItem<T>(list: PersistentList<T>): T | undefined {
  return list.tail[list.tail.length - 1];
}

/** The chunk (up to 32 consecutive entries) that holds entry `index`, and where it starts. */
function chunkOf<T>(list: PersistentList<T>, index: number): { chunk: readonly T[]; start: number } {
  const offset = tailOffset(list.length);
  if (index >= offset) return { chunk: list.tail, start: offset };
  let node: Node = list.root;
  for (let shift = list.shift; shift > 0; shift -= BITS) node = node[(index >>> shift) & MASK] as Node;
  return { chunk: node as readonly T[], start: index & ~MASK };
}

/** The entries from `from` up to (not including) `to`, oldest first, as a new array. Pure. */
export function sliceItems<T>(list: PersistentList<T>, from = 0, to = list.length): T[] {
  const start = Math.max(0, from < 0 ? list.length + from : from);
  const end = Math.min(list.length, to < 0 ? list.length + to : to);
  const out: T[] = [];
  for (let i = start; i < end; ) {
    const { chunk, start: base } = chunkOf(list, i);
    for (let j = i - base; j < chunk.length && i < end; j++, i++) out.push(chunk[j]);
  }
  return out;
}

/** Every entry, oldest first, as a new array. Pure. */
export function toArray<T>(list: PersistentList<T>): T[] {
  return sliceItems(list, 0, list.length);
}

/** Every entry, oldest first. Pure. */
export function* items<T>(list: PersistentList<T>): Generator<T, void, undefined> {
  for (let i = 0; i < list.length; ) {
    const { chunk } = chunkOf(list, i);
    for (let j = 0; j < chunk.length; j++, i++) yield chunk[j];
  }
}

/** Every entry, newest first (a scan of "this turn" stops at the first older one). Pure. */
export function* newestFirst<T>(list: PersistentList<T>): Generator<T, void, undefined> {
  for (let i = list.length - 1; i >= 0; ) {
    const { chunk, start } = chunkOf(list, i);
    for (let j = i - start; j >= 0; j--, i--) yield chunk[j];
  }
}

/** A list of these entries, the same shape as appending them one by one. Pure. */
export function listOf<T>(entries: Iterable<T>): PersistentList<T> {
  const all = Array.isArray(entries) ? (entries as readonly T[]) : [...entries];
  // Whole chunks at a time; the last (1 to 32 entries) stays the tail, as appending leaves it.
  const full = tailOffset(all.length);
  let shift = BITS;
  let root: Node = [];
  for (let i = 0; i < full; i += WIDTH) ({ shift, root } = withChunk({ length: i + WIDTH, shift, root, tail: [] }, all.slice(i, i + WIDTH)));
  return { length: all.length, shift, root, tail: all.slice(full) };
}

/** A list from a stored form: an array (snapshots and save files keep arrays), or a list as it is. */
export function asList<T>(stored: readonly T[] | PersistentList<T>): PersistentList<T> {
  return Array.isArray(stored) ? listOf(stored as readonly T[]) : (stored as PersistentList<T>);
}
