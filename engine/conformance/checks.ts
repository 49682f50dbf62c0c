import type { CheckValue } from './host';
import type { Check, Expected, Matcher, Plain } from './format';
import { RefError } from './aliases';
import { show, type RunCtx } from './run-context';

/**
 * Checks (FORMAT.md "Checks"): read a path through the host, then compare with a plain
 * value (lists as sets) or a matcher. Lists of objects compare by alias.
 */

/** A value read for a check: lists of object names are marked so expected refs are canonicalized. */
interface Read {
  value: CheckValue;
  refs: boolean;
}

const specials = new Set(['stack.count', 'stack.order', 'log.cites', 'decisions.asked']);
/** Object keys whose values are other objects (beyond FORMAT.md: `x.attachedTo`, `x.attachments`), read as aliases. */
const objectRefKeys = new Set(['attachedTo', 'attachments']);

/** Splits `ref.key` where `ref` is the longest prefix that is a seat or a name of the scenario. */
function splitPath(ctx: RunCtx, path: string): { head: string; key: string } | undefined {
  const dots = [...path.matchAll(/\./g)].map((m) => m.index ?? 0).reverse();
  for (const i of dots) {
    const head = path.slice(0, i);
    const known = ctx.refs.isSeat(head) || ctx.refs.alias(head) !== undefined || /:(token|layer)$/.test(head);
    if (known) return { head, key: path.slice(i + 1) };
  }
  return undefined;
}

function names(ctx: RunCtx, ids: readonly string[]): string[] {
  return ids.map((id) => ctx.refs.nameOf(ctx.state, id));
}

/** Reads a check path; a string result is the failure message (an unknown path). */
export function readPath(ctx: RunCtx, path: string): Read | string {
  const { host, engine, state } = ctx;
  if (specials.has(path)) {
    switch (path) {
      case 'stack.count':
        return { value: host.stack(state).length, refs: false };
      case 'stack.order':
        return { value: host.stack(state).map((i) => (i.source === undefined ? i.controller : ctx.refs.nameOf(state, i.source))), refs: true };
      case 'log.cites':
        return { value: host.cites(state).slice(ctx.citesBefore), refs: false };
      default:
        return { value: [...ctx.asked], refs: false };
    }
  }
  const split = splitPath(ctx, path);
  if (!split) return `unknown check path "${path}" (not a seat, an alias, stack.count, stack.order, log.cites or decisions.asked)`;
  const { head, key } = split;
  if (ctx.refs.isSeat(head)) {
    const direct = host.playerValue(engine, state, head, key);
    if (direct !== undefined) return Array.isArray(direct) ? { value: names(ctx, direct), refs: true } : { value: direct as CheckValue, refs: false };
    if (key.endsWith('.count')) {
      const zone = host.playerValue(engine, state, head, key.slice(0, -'.count'.length));
      if (Array.isArray(zone)) return { value: zone.length, refs: false };
    }
    return `unknown key "${key}" for player ${head} in "${path}"`;
  }
  let object: string | undefined;
  try {
    object = ctx.refs.object(state, head);
  } catch (e) {
    if (e instanceof RefError) return `${path}: ${e.message}`;
    throw e;
  }
  // A card that no longer exists (a token gone) reads as null.
  if (object === undefined) return { value: null, refs: false };
  const value = host.objectValue(engine, state, object, key);
  if (value === undefined) return `unknown key "${key}" for ${head} in "${path}"`;
  if (key === 'zone' && typeof value === 'string' && value.includes(':')) return { value: value.slice(value.indexOf(':') + 1), refs: false };
  if (objectRefKeys.has(key)) {
    if (Array.isArray(value)) return { value: names(ctx, value), refs: true };
    return { value: typeof value === 'string' ? ctx.refs.nameOf(state, value) : null, refs: true };
  }
  return { value, refs: false };
}

function norm(v: Plain | CheckValue, ctx: RunCtx, refs: boolean): string {
  if (typeof v === 'string') return (refs ? ctx.refs.canonical(v) : v).toLowerCase();
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return String(v);
}

function plainOf(v: Plain): Plain {
  // YAML 1.2 reads yes/no as strings; compare them with booleans as the answer words they are.
  if (v === 'yes') return true;
  if (v === 'no') return false;
  return v;
}

function asList(value: CheckValue): readonly (string | number | boolean | null)[] {
  if (Array.isArray(value)) return value as readonly string[];
  if (value === undefined) return [];
  return [value as string | number | boolean | null];
}

function keysOf(list: readonly (Plain | CheckValue)[], ctx: RunCtx, refs: boolean): string[] {
  return list.map((x) => norm(x as Plain, ctx, refs));
}

function isSubsequence(want: string[], have: string[]): boolean {
  let i = 0;
  for (const h of have) if (i < want.length && h === want[i]) i++;
  return i === want.length;
}

/** Compares a read value with an expected value; returns the reason it does not match, or null. */
export function match(ctx: RunCtx, read: Read, expected: Expected): string | null {
  const { value, refs } = read;
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) return matchMatcher(ctx, read, expected);
  if (Array.isArray(expected)) {
    if (!Array.isArray(value)) return `expected the list ${show(expected)}, got ${show(value)}`;
    const want = new Set(keysOf(expected, ctx, refs));
    const have = new Set(keysOf(value as readonly string[], ctx, refs));
    const missing = [...want].filter((x) => !have.has(x));
    const extra = [...have].filter((x) => !want.has(x));
    if (missing.length === 0 && extra.length === 0) return null;
    return `expected ${show(expected)}, got ${show(value)}${missing.length ? ` (missing ${missing.join(', ')})` : ''}${extra.length ? ` (unexpected ${extra.join(', ')})` : ''}`;
  }
  const want = plainOf(expected);
  if (want === null) return value === null || value === undefined ? null : `expected nothing, got ${show(value)}`;
  if (typeof want === 'number') return typeof value === 'number' && value === want ? null : `expected ${want}, got ${show(value)}`;
  if (typeof value === 'boolean' || typeof want === 'boolean') return value === want || norm(value ?? null, ctx, refs) === norm(want, ctx, refs) ? null : `expected ${show(expected)}, got ${show(value)}`;
  return value !== null && value !== undefined && !Array.isArray(value) && norm(value as string, ctx, refs) === norm(want, ctx, refs) ? null : `expected ${show(expected)}, got ${show(value)}`;
}

function matchMatcher(ctx: RunCtx, read: Read, m: Matcher): string | null {
  const { value, refs } = read;
  const have = keysOf(asList(value), ctx, refs);
  const problems: string[] = [];
  if (m.contains) {
    const missing = m.contains.filter((x) => !have.includes(norm(x, ctx, refs)));
    if (missing.length) problems.push(`expected to contain ${show(missing)}, got ${show(value)}`);
  }
  if (m.lacks) {
    const present = m.lacks.filter((x) => have.includes(norm(x, ctx, refs)));
    if (present.length) problems.push(`expected to lack ${show(present)}, got ${show(value)}`);
  }
  if (m.ordered && !isSubsequence(keysOf(m.ordered, ctx, refs), have)) problems.push(`expected ${show(m.ordered)} in this order, got ${show(value)}`);
  for (const [k, bound] of [['gte', m.gte], ['lte', m.lte]] as const) {
    if (bound === undefined) continue;
    const n = typeof value === 'number' ? value : Array.isArray(value) ? value.length : undefined;
    if (n === undefined) problems.push(`expected a number ${k === 'gte' ? '>=' : '<='} ${bound}, got ${show(value)}`);
    else if (k === 'gte' ? n < bound : n > bound) problems.push(`expected ${k === 'gte' ? '>=' : '<='} ${bound}, got ${n}`);
  }
  if (m.not !== undefined && match(ctx, read, m.not) === null) problems.push(`expected not ${show(m.not)}, got ${show(value)}`);
  return problems.length ? problems.join('; ') : null;
}

/** Runs checks; returns one message per failing check (`expect[2] A.life: expected 17, got 20`). */
export function runChecks(ctx: RunCtx, checks: readonly Check[]): string[] {
  const failures: string[] = [];
  for (const c of checks) {
    const read = readPath(ctx, c.path);
    if (typeof read === 'string') failures.push(`${c.at} ${read}`);
    else {
      const why = match(ctx, read, c.expected);
      if (why) failures.push(`${c.at} ${c.path}: ${why}`);
    }
  }
  return failures;
}
