import { hashString, stableStringify } from './hash';
import { itemAt, type PersistentList } from './persistent-list';

/**
 * The digest of a list the game only appends to (the action log, the event history): a hash
 * chain (d0 = the empty digest, d(i) = hash(d(i-1) + entry i)), so the state hash covers the
 * whole list without reading it all after every action. Such lists are persistent lists
 * (core/persistent-list.ts) that share the earlier entries with the lists they extend, so the
 * digest of a new list continues from a list it extends. The digest reads entries only, so it
 * is the same for the list as an array (a stored state's). Pure: the caches only remember results.
 */
type Entries = PersistentList<unknown> | readonly unknown[];
const EMPTY = '0000000000000000';
/** Digests already computed, by list (exact hits: the same state hashed twice). */
const known = new WeakMap<Entries, string>();
/** The latest lists digested (strongly held, a few): the ones a new list most likely extends. */
const recent: { list: Entries; digest: string }[] = [];
const RECENT = 16;
/**
 * For a list an action made by appending to its state's list: the digest of a prefix of it
 * (the longest known when it was made), so digesting it reads only the entries after that
 * prefix, without comparing the prefix entry by entry (issue 19: that comparison grew with the
 * game). Holds lengths and digests, never the older lists.
 */
const prefixes = new WeakMap<Entries, { length: number; digest: string }>();

/**
 * Notes that `list` is `from` with entries appended (game.ts, after an action: the lists the
 * game only appends to). The digest of `list` then continues from the digest known for `from`.
 */
export function noteAppended(list: Entries, from: Entries): void {
  if (list === from || list.length < from.length) return;
  // Only a list that was digested is carried on (a game session hashes after every action). A
  // state no one hashed (a simulation, a search) notes nothing: an entry per action in a weak
  // map cost those a few per cent; hashed later, such a list is digested once from the latest
  // digest it extends (chainDigest).
  const digest = known.get(from);
  if (digest === undefined || prefixes.has(list)) return;
  // The same last entry of `from` in its place: a cheap check that `list` was made from it.
  if (from.length > 0 && entryAt(list, from.length - 1) !== entryAt(from, from.length - 1)) return;
  prefixes.set(list, { length: from.length, digest });
}

/** The digest of an append-only list. */
export function chainDigest(list: Entries): string {
  const hit = known.get(list);
  if (hit !== undefined) return hit;
  const prefix = prefixes.get(list);
  if (prefix) return digestFrom(list, prefix.length, prefix.digest);
  let from = 0;
  let digest = EMPTY;
  for (const r of recent) {
    if (r.list.length > list.length || r.list.length <= from || !extendsList(list, r.list)) continue;
    from = r.list.length;
    digest = r.digest;
  }
  return digestFrom(list, from, digest);
}

function digestFrom(list: Entries, from: number, start: string): string {
  let digest = start;
  for (let i = from; i < list.length; i++) digest = hashString(digest + stableStringify(entryAt(list, i)));
  remember(list, digest);
  return digest;
}

/**
 * Records a list's digest computed earlier (a stored snapshot's), so that digesting lists
 * that extend it reads only the new entries. The caller vouches for the digest: a wrong one
 * makes every later hash differ, which the stored hash it is checked against then reports.
 */
export function seedChainDigest(list: Entries, digest: string): void {
  if (!known.has(list)) remember(list, digest);
}

function remember(list: Entries, digest: string): void {
  known.set(list, digest);
  recent.unshift({ list, digest });
  if (recent.length > RECENT) recent.pop();
}

// The same entries in the same places (comparing references: the cost of a pointer per entry).
function extendsList(list: Entries, prefix: Entries): boolean {
  for (let i = prefix.length - 1; i >= 0; i--) if (entryAt(list, i) !== entryAt(prefix, i)) return false;
  return true;
}

function entryAt(list: Entries, i: number): unknown {
  return Array.isArray(list) ? (list as readonly unknown[])[i] : itemAt(list as PersistentList<unknown>, i);
}
