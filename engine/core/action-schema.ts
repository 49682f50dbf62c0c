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
  const r = actionSchema.safeParse(action);
  if (r.success) return null;
  return r.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; ');
}
