import { hashString, treeHash } from './hash';

/**
 * The digest of a bounded record the game appends to and drops the oldest entries of (the game
 * log and the rule trace: core/records.ts keeps the latest 1,000). Hashing such an array as
 * JSON reads every entry after every action, 0.4-0.8 ms at 20,000 actions (issue 19). This
 * digest is a polynomial over the entries' own hashes (H = sum of v(i) * B^(n-1-i), two 32-bit
 * lanes), so the digest of a record an action made from its state's record follows from that
 * one's by removing the dropped entries and adding the appended ones. It reads entries only, so
 * equal records digest equally however they were built. Pure: the cache only remembers results.
 */
type Entries = readonly unknown[];

interface Digest {
  a: number;
  b: number;
  /** The digest as the state hash carries it, written once it is asked for. */
  text?: string;
}

// Odd multipliers: invertible modulo 2^32, so no entry's weight collapses to zero.
const B1 = 0x9e3779b1 | 0;
const B2 = 0x85ebca77 | 0;

/** Digests already computed, by record (states are immutable: core/draft.ts). */
const known = new WeakMap<Entries, Digest>();

/** The record's digest (a string for the state hash to carry). */
export function windowDigest(list: Entries): string {
  let d = known.get(list);
  if (d === undefined) {
    d = { a: 0, b: 0 };
    for (let i = 0; i < list.length; i++) push(d, list[i]);
    known.set(list, d);
  }
  return (d.text ??= `w${hex(d.a)}${hex(d.b)}:${list.length}`);
}

/**
 * Notes that `next` is `before` without its first entries and with entries appended (game.ts,
 * after an action). When the digest of `before` is known, the digest of `next` is taken from it,
 * reading only the entries dropped and appended (and comparing references to check the overlap).
 */
export function noteWindow(next: Entries, before: Entries): void {
  if (next === before || known.has(next)) return;
  const from = known.get(before);
  if (from === undefined) return;
  const dropped = overlapStart(next, before);
  if (dropped < 0) return;
  const d = { a: from.a, b: from.b };
  // Remove entry i's term v(i) * B^(n-1-i), oldest last (the power grows by B each step back).
  let p1 = pow(B1, before.length - dropped);
  let p2 = pow(B2, before.length - dropped);
  for (let i = dropped - 1; i >= 0; i--) {
    const [v1, v2] = lanes(before[i]);
    d.a = (d.a - Math.imul(v1, p1)) | 0;
    d.b = (d.b - Math.imul(v2, p2)) | 0;
    p1 = Math.imul(p1, B1);
    p2 = Math.imul(p2, B2);
  }
  for (let i = before.length - dropped; i < next.length; i++) push(d, next[i]);
  known.set(next, d);
}

/** How many of `before`'s first entries `next` dropped (the rest of `before` begins `next`), or -1 when `next` is not so made. */
function overlapStart(next: Entries, before: Entries): number {
  let start = before.length;
  if (next.length > 0) {
    const i = before.indexOf(next[0]);
    if (i >= 0) start = i;
  }
  const kept = before.length - start;
  if (kept > next.length) return -1;
  for (let i = 0; i < kept; i++) if (next[i] !== before[start + i]) return -1;
  return start;
}

function push(d: Digest, entry: unknown): void {
  const [v1, v2] = lanes(entry);
  d.a = (Math.imul(d.a, B1) + v1) | 0;
  d.b = (Math.imul(d.b, B2) + v2) | 0;
}

// An entry's two 32-bit lanes: its tree hash (remembered by identity for containers).
function lanes(entry: unknown): [number, number] {
  const t = treeHash(entry);
  const h = t.charCodeAt(0) === 35 /* '#' */ ? t.slice(1) : hashString(t);
  return [parseInt(h.slice(0, 8), 16) | 0, parseInt(h.slice(8, 16), 16) | 0];
}

function pow(base: number, exp: number): number {
  let r = 1;
  let x = base;
  for (let e = exp; e > 0; e >>>= 1) {
    if (e & 1) r = Math.imul(r, x);
    x = Math.imul(x, x);
  }
  return r;
}

function hex(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}
