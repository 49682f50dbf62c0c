import { z } from 'zod';

const seat = z.string().min(1).max(32);
const ref = z.string().min(1).max(64);
const answer = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(200),
  z.record(z.string().max(200), z.number()),
]);

/** The shape of every action (zod). Shared by the engine, the IPC contract and the web host. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass'), by: seat }).strict(),
  z
    .object({
      type: z.literal('play'),
      by: seat,
      card: ref,
      targets: z.array(ref).max(20).optional(),
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
      targets: z.array(ref).max(20).optional(),
    })
    .strict(),
  z.object({ type: z.literal('attack'), by: seat, with: ref, target: ref }).strict(),
  z.object({ type: z.literal('defend'), by: seat, with: z.array(ref).max(40) }).strict(),
  z.object({ type: z.literal('concede'), by: seat }).strict(),
  z.object({ type: z.literal('answer'), by: seat, pick: answer }).strict(),
]);

/** Returns a description of what is wrong with a malformed action, or null. */
export function checkAction(action: unknown): string | null {
  const r = actionSchema.safeParse(action);
  if (r.success) return null;
  return r.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; ');
}
