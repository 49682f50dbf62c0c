import type { ReadState } from './draft';
import type { DeepReadonly } from './draft';
import type { Ctx } from './context';
import { log, trace } from './context';
import type { ObjectId } from './ids';
import { parseZoneKey } from './ids';
import type { GameObject } from './state';
import type { Profile } from '../profiles/types';
import { bumpViews } from './epoch';
import { editObject, objectAt } from './object-table';

/**
 * Attachments: an object attached to another (an SCP Tool used by an object, SCP-607.6b; an
 * MTG aura or equipment). Stored as plain data on both ends, `attachedTo` on the attached
 * object and `attachments` (in the order attached) on its host, so "attached to" and
 * "attachments of" are lookups, never scans of the board.
 *
 * An attachment lasts while both objects stay in play: an object that changes zones is a new
 * object (digest "Profile notes"), so `moveObject` ends every attachment of the object that
 * moves (`endAttachments`). What becomes of an attachment left without a host (an MTG aura is
 * put into the graveyard, equipment or an SCP Tool stays where it is) is its profile's rule.
 *
 * Writes happen only in `link`, `unlink` and `endAttachments`, each an assignment on
 * `objectAt(ctx.state.objects, ...)` that replaces the list rather than changing it in place.
 */

/** The object `id` is attached to, if any. Pure. */
export function attachedTo(state: ReadState, id: ObjectId): ObjectId | undefined {
  return objectAt(state.objects, id)?.attachedTo;
}

/** The objects attached to `id`, in the order they were attached. Pure. */
export function attachmentsOf(state: ReadState, id: ObjectId): readonly ObjectId[] {
  return objectAt(state.objects, id)?.attachments ?? [];
}

function inPlay(profile: Profile, o: GameObject): boolean {
  const zone = parseZoneKey(o.zone).zone;
  return profile.zones.some((z) => z.name === zone && z.play === true);
}

/**
 * Why `id` can't be attached to `host` now, or null. Both must be in play; nothing is attached
 * to itself or to something attached (directly or through others) to it. Attaching to the host
 * it already has does nothing (as MTG's rules for "attach" say), so that is a problem too. Pure.
 */
export function attachProblem(profile: Profile, state: ReadState, id: ObjectId, host: ObjectId): string | null {
  const o = objectAt(state.objects, id);
  const h = objectAt(state.objects, host);
  if (!o || !h) return 'not an object';
  if (!inPlay(profile, o) || !inPlay(profile, h)) return 'attachments exist only in play';
  if (id === host) return 'an object is not attached to itself';
  if (o.attachedTo === host) return 'already attached to it';
  for (let up = h.attachedTo, guard = 0; up !== undefined && guard < 64; up = objectAt(state.objects, up)?.attachedTo, guard++) {
    if (up === id) return 'the host is attached to it';
  }
  return null;
}

/**
 * Attaches `id` to `host`, leaving its previous host if it had one. Returns whether it did
 * (the "if you do" of the effect that attached it).
 */
export function attach(ctx: Ctx, id: ObjectId, host: ObjectId): boolean {
  const state = ctx.state;
  const problem = attachProblem(ctx.profile, state, id, host);
  if (problem) {
    trace(ctx, 'ATTACH', 'trace.attach-failed', { reason: problem }, [id, host]);
    return false;
  }
  const previous = objectAt(state.objects, id)!.attachedTo;
  if (previous !== undefined) unlink(ctx, id, previous);
  link(ctx, id, host);
  const card = objectAt(state.objects, id)!.card;
  const hostCard = objectAt(state.objects, host)!.card;
  trace(ctx, 'ATTACH', 'trace.attached', { card, host: hostCard }, [id, host]);
  log(ctx, 'log.attached', { card, host: hostCard });
  return true;
}

/** Unattaches `id` from its host; returns whether it was attached. */
export function detach(ctx: Ctx, id: ObjectId): boolean {
  const host = objectAt(ctx.state.objects, id)?.attachedTo;
  if (host === undefined) return false;
  unlink(ctx, id, host);
  return true;
}

/**
 * An object is leaving its zone (called by `moveObject` with the object as it was, before it
 * becomes a new object): its own attachment and every attachment to it end. The moving
 * object's record is dropped, so only the other ends are written.
 */
export function endAttachments(ctx: Ctx, old: DeepReadonly<GameObject>): void {
  if (old.attachedTo === undefined && !old.attachments?.length) return;
  const s = ctx.state;
  if (old.attachedTo !== undefined) {
    const host = objectAt(s.objects, old.attachedTo);
    if (host) setAttachments(ctx, old.attachedTo, (host.attachments ?? []).filter((a) => a !== old.id));
  }
  for (const a of old.attachments ?? []) {
    if (objectAt(s.objects, a)?.attachedTo === old.id) editObject(s, a).attachedTo = undefined;
  }
  bumpViews(s);
  trace(ctx, 'ATTACH-ENDS', 'trace.attachments-end', { card: old.card }, [old.id, ...(old.attachedTo ? [old.attachedTo] : []), ...(old.attachments ?? [])]);
}

function link(ctx: Ctx, id: ObjectId, host: ObjectId): void {
  const s = ctx.state;
  editObject(s, id).attachedTo = host;
  setAttachments(ctx, host, [...(objectAt(s.objects, host)!.attachments ?? []), id]);
  bumpViews(s);
}

function unlink(ctx: Ctx, id: ObjectId, host: ObjectId): void {
  const s = ctx.state;
  editObject(s, id).attachedTo = undefined;
  const h = objectAt(s.objects, host);
  if (h) setAttachments(ctx, host, (h.attachments ?? []).filter((a) => a !== id));
  bumpViews(s);
}

/** An empty list is no field at all, so a state without attachments serializes as before. */
function setAttachments(ctx: Ctx, host: ObjectId, list: readonly ObjectId[]): void {
  const o = editObject(ctx.state, host);
  if (list.length > 0) o.attachments = [...list];
  else o.attachments = undefined;
}
