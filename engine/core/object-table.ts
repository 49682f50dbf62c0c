import type { ObjectId } from './ids';
import type { GameObject } from './state';
import { EngineError } from './errors';
import { ownedBy, type DeepReadonly, type WorkingState, type Writable } from './draft';
import type { Owned } from './state-meta';

/**
 * The game's objects by id, as a persistent two-level table: object `o<n>` lives in slot
 * `n % 16` of bucket `n / 16`, and the table is the array of buckets.
 *
 * Why not a record keyed by id: every zone move removes one key and adds another, so V8 keeps
 * such a record in dictionary mode, and an action's copy-on-write copy of it cost about 10 µs
 * (a tenth of a random game's time went there). Copying the table for a write copies the
 * array of buckets and the one bucket written (about 80 ns); every other bucket stays shared
 * with the state before. A lookup parses the id's digits, as fast as a keyed read.
 *
 * Plain arrays, so a state stays JSON and can be deeply frozen; an empty slot is `null`, a
 * bucket with no objects is `null`, and the table ends at its last bucket with an object: the
 * shape follows from the set of objects alone, so equal games serialize (and hash) equally
 * however they got there. Iteration is in id order.
 */
export type Table<O> = ReadonlyArray<ReadonlyArray<O | null> | null>;

/** The objects of a game state (`GameState.objects`). */
export type ObjectTable = Table<GameObject>;

const SHIFT = 4;
const SLOTS = 1 << SHIFT;
const MASK = SLOTS - 1;
const EMPTY_BUCKET: readonly null[] = [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null];

/** The number in an object id `o<digits>` (no leading zero, at most 9 digits), or -1 if it is not one. Pure. */
function numberOf(id: string): number {
  const length = id.length;
  if (length < 2 || length > 10 || id.charCodeAt(0) !== 111 /* o */) return -1;
  if (length > 2 && id.charCodeAt(1) === 48 /* 0 */) return -1;
  let n = 0;
  for (let i = 1; i < length; i++) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function checkedNumberOf(id: string): number {
  const n = typeof id === 'string' ? numberOf(id) : -1;
  if (n < 0) throw new EngineError(`malformed object id ${JSON.stringify(id)}: object ids are o<number>`);
  return n;
}

/** The object with this id, or undefined (also for anything that is not an object id: a seat, a physical id). Pure. */
export function objectAt<O>(table: Table<O>, id: string): O | undefined {
  const n = numberOf(id);
  if (n < 0) return undefined;
  const b = n >> SHIFT;
  if (b >= table.length) return undefined;
  const bucket = table[b];
  if (bucket === null) return undefined;
  const o = bucket[n & MASK];
  return o === null ? undefined : o;
}

/** Every object, in id order (oldest first). Pure. */
export function allObjects<O>(table: Table<O>): O[] {
  const out: O[] = [];
  for (let b = 0; b < table.length; b++) {
    const bucket = table[b];
    if (bucket === null) continue;
    for (let i = 0; i < SLOTS; i++) {
      const o = bucket[i];
      if (o !== null) out.push(o);
    }
  }
  return out;
}

/** The first object in id order that passes the test, or undefined. Pure. */
export function findObject<O>(table: Table<O>, test: (o: O) => boolean): O | undefined {
  for (let b = 0; b < table.length; b++) {
    const bucket = table[b];
    if (bucket === null) continue;
    for (let i = 0; i < SLOTS; i++) {
      const o = bucket[i];
      if (o !== null && test(o)) return o;
    }
  }
  return undefined;
}

/** A table of the given objects (a new game's, a converted save's, a test board's). Pure. */
export function objectTableOf<O extends { id: string }>(objects: Iterable<O>): Table<O> {
  const top: Array<Array<O | null> | null> = [];
  for (const o of objects) {
    const n = checkedNumberOf(o.id);
    const b = n >> SHIFT;
    grown(top, b);
    (top[b] ??= EMPTY_BUCKET.slice())[n & MASK] = o;
  }
  return top;
}

/** The table with this object put under its id (replacing the object there), sharing every other bucket. Pure. */
export function withObject<O extends { id: string }>(table: Table<O>, o: O): Table<O> {
  const n = checkedNumberOf(o.id);
  const top = grown(table.slice(), n >> SHIFT);
  const old: ReadonlyArray<O | null> = top[n >> SHIFT] ?? EMPTY_BUCKET;
  const bucket = old.slice();
  bucket[n & MASK] = o;
  top[n >> SHIFT] = bucket;
  return top;
}

type Bucket = Array<DeepReadonly<GameObject> | null>;
type Top = Array<Bucket | null>;

/** The top array made long enough to hold bucket `b` (new buckets start absent: `null`). */
function grown<T>(top: Array<T | null>, b: number): Array<T | null> {
  while (top.length <= b) top.push(null);
  return top;
}

/** The working state's table of buckets, copied on its first write in this action. */
function writableTop(s: WorkingState, owned: Owned): Top {
  const top = s.objects as Top;
  if (owned.has(top)) return top;
  const copy = top.slice();
  owned.add(copy);
  s.objects = copy;
  return copy;
}

/** Bucket `b` of the working state, copied (or made) on its first write in this action. */
function writableBucket(s: WorkingState, owned: Owned, b: number): Bucket {
  const top = grown(writableTop(s, owned), b);
  const bucket = top[b];
  if (bucket !== null && owned.has(bucket)) return bucket;
  const copy: Bucket = (bucket ?? EMPTY_BUCKET).slice();
  owned.add(copy);
  top[b] = copy;
  return copy;
}

/** Puts an object into the working state under its id (a new object; one already there is replaced). */
export function putObject(s: WorkingState, o: DeepReadonly<GameObject>): void {
  const n = checkedNumberOf(o.id);
  writableBucket(s, ownedBy(s), n >> SHIFT)[n & MASK] = o;
}

/** Removes the object with this id from the working state; nothing happens if there is none. */
export function removeObject(s: WorkingState, id: ObjectId): void {
  const n = checkedNumberOf(id);
  const owned = ownedBy(s);
  if (objectAt(s.objects, id) === undefined) return;
  const b = n >> SHIFT;
  const bucket = s.objects[b]!;
  let others = false;
  for (let i = 0; i < SLOTS && !others; i++) others = i !== (n & MASK) && bucket[i] !== null;
  if (others) {
    writableBucket(s, owned, b)[n & MASK] = null;
    return;
  }
  const top = writableTop(s, owned);
  top[b] = null;
  while (top.length > 0 && top[top.length - 1] === null) top.pop();
}

/**
 * The writable object with this id in the working state (`editObject(s, id).tapped = true`):
 * copied on its first write in this action, with its bucket and the table of buckets. An id
 * with no object is a defect.
 */
export function editObject(s: WorkingState, id: ObjectId): Writable<DeepReadonly<GameObject>> {
  const n = checkedNumberOf(id);
  const o = objectAt(s.objects, id);
  if (o === undefined) throw new EngineError(`editObject: no object ${id}`);
  const owned = ownedBy(s);
  if (owned.has(o)) return o as Writable<DeepReadonly<GameObject>>;
  const copy = { ...o };
  owned.add(copy);
  writableBucket(s, owned, n >> SHIFT)[n & MASK] = copy;
  return copy;
}
