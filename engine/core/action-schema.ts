import { z } from 'zod';
import type { Action } from './actions';

const seat = z.string().min(1).max(32);
const ref = z.string().min(1).max(64);
const answer = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(200).readonly(),
  z.record(z.string().max(200), z.number()).readonly(),
]);

/**
 * The shape of every action (zod). Shared by the engine, the IPC contract and the web host.
 * Arrays and records are readonly, so the inferred type is the engine's `Action` exactly.
 */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass'), by: seat }).strict(),
  z
    .object({
      type: z.literal('play'),
      by: seat,
      card: ref,
      targets: z.array(ref).max(20).readonly().optional(),
      mode: z.number().int().optional(),
      x: z.number().int().min(0).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('activate'),
      by: seat,
      card: ref,
      ability: z.number().int().min(1),
      targets: z.array(ref).max(20).readonly().optional(),
      mode: z.number().int().optional(),
    })
    .strict(),
  z.object({ type: z.literal('attack'), by: seat, with: ref, target: ref }).strict(),
  z.object({ type: z.literal('defend'), by: seat, with: z.array(ref).max(40).readonly() }).strict(),
  z.object({ type: z.literal('concede'), by: seat }).strict(),
  z
    .object({
      type: z.literal('manual'),
      by: seat,
      change: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('move'), card: ref, to: z.string().min(1).max(64), owner: seat.optional(), position: z.enum(['top', 'bottom']).optional() }).strict(),
        z.object({ kind: z.literal('tap'), card: ref, tapped: z.boolean() }).strict(),
        z.object({ kind: z.literal('counters'), card: ref, counter: z.string().min(1).max(64), amount: z.number().int().min(-1000).max(1000) }).strict(),
        z.object({ kind: z.literal('stat'), player: seat, stat: z.string().min(1).max(64), amount: z.number().int().min(-1000).max(1000) }).strict(),
        z.object({ kind: z.literal('resolved'), card: ref }).strict(),
      ]),
    })
    .strict(),
  z.object({ type: z.literal('answer'), by: seat, pick: answer }).strict(),
]);

// Compile-time check: the schema's type and the engine's Action are the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameAsAction: Same<z.infer<typeof actionSchema>, Action> = true;
void _sameAsAction;

/** Returns a description of what is wrong with a malformed action, or null. */
export function checkAction(action: unknown): string | null {
  // Every action a game applies is checked (random play, search and replays apply millions):
  // the common shapes are recognized by hand first; anything else, malformed or not, goes to
  // the schema, which alone words what is wrong.
  if (plainlyWellFormed(action)) return null;
  const r = actionSchema.safeParse(action);
  if (r.success) return null;
  return r.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; ');
}

type Rec = Record<string, unknown>;

const isPlain = (v: unknown): v is Rec => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const isText = (v: unknown, max: number): boolean => typeof v === 'string' && v.length >= 1 && v.length <= max;
const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v);
/** A list of texts (a sparse list is left to the schema: `every` would pass over its holes). */
function isTexts(v: unknown, max: number, min: number, maxLength: number): boolean {
  if (!Array.isArray(v) || v.length > max) return false;
  for (let i = 0; i < v.length; i++) {
    const t: unknown = v[i];
    if (typeof t !== 'string' || t.length < min || t.length > maxLength) return false;
  }
  return true;
}
const isRefs = (v: unknown, max: number): boolean => isTexts(v, max, 1, 64);

/** Whether a record has only these keys (the schema's objects are strict). */
function onlyKeys(a: Rec, allowed: ReadonlySet<string>): boolean {
  for (const k in a) if (!allowed.has(k)) return false;
  return true;
}

const PASS = new Set(['type', 'by']);
const ANSWER = new Set(['type', 'by', 'pick']);
const PLAY = new Set(['type', 'by', 'card', 'targets', 'mode', 'x']);
const ACTIVATE = new Set(['type', 'by', 'card', 'ability', 'targets', 'mode']);
const ATTACK = new Set(['type', 'by', 'with', 'target']);

/** An answer the schema accepts, of the shapes decisions take most (a record of numbers is left to the schema). */
function plainAnswer(pick: unknown): boolean {
  if (typeof pick === 'string') return pick.length <= 200;
  if (typeof pick === 'number') return Number.isFinite(pick);
  if (typeof pick === 'boolean') return true;
  return isTexts(pick, 200, 0, 200);
}

/**
 * Whether an action is one the schema accepts, by a check made by hand for the common shapes
 * (pass, answer, play, activate, attack, concede). False means only "not recognized here": the
 * schema decides. So it never accepts what the schema refuses (action-schema.test.ts checks it).
 */
export function plainlyWellFormed(action: unknown): boolean {
  if (!isPlain(action) || !isText(action.by, 32)) return false;
  switch (action.type) {
    case 'pass':
    case 'concede':
      return onlyKeys(action, PASS);
    case 'answer':
      return onlyKeys(action, ANSWER) && plainAnswer(action.pick);
    case 'play':
      return (
        onlyKeys(action, PLAY) &&
        isText(action.card, 64) &&
        (action.targets === undefined || isRefs(action.targets, 20)) &&
        (action.mode === undefined || isInt(action.mode)) &&
        (action.x === undefined || (isInt(action.x) && (action.x as number) >= 0))
      );
    case 'activate':
      return (
        onlyKeys(action, ACTIVATE) &&
        isText(action.card, 64) &&
        isInt(action.ability) &&
        (action.ability as number) >= 1 &&
        (action.targets === undefined || isRefs(action.targets, 20)) &&
        (action.mode === undefined || isInt(action.mode))
      );
    case 'attack':
      return onlyKeys(action, ATTACK) && isText(action.with, 64) && isText(action.target, 64);
    default:
      return false;
  }
}
