import type { Ctx } from './context';
import type { CardId, ObjectId, Seat, ZoneKey } from './ids';
import { parseZoneKey, zoneKey } from './ids';
import type { GameObject } from './state';
import { EngineError } from './errors';
import { bumpEpoch } from './epoch';
import { endAttachments } from './attachments';

/** Creates an object for a card in a zone (setup, tokens) and returns its id. */
export function createObject(
  ctx: Ctx,
  card: CardId,
  owner: Seat,
  zone: string,
  init: Partial<Omit<GameObject, 'id' | 'physical' | 'card' | 'owner' | 'zone'>> = {},
  position: 'top' | 'bottom' = 'bottom',
): ObjectId {
  const s = ctx.state;
  const id = `o${s.nextId++}`;
  const key = zoneKey(owner, zone);
  const obj: GameObject = {
    id,
    physical: `c${id.slice(1)}`,
    card,
    owner,
    controller: init.controller ?? owner,
    zone: key,
    tapped: init.tapped ?? false,
    faceDown: init.faceDown ?? false,
    counters: init.counters ?? {},
    damage: init.damage ?? 0,
    enteredTurn: init.enteredTurn ?? s.turn.number,
    timestamp: init.timestamp ?? s.nextTimestamp++,
    ...(init.stats ? { stats: init.stats } : {}),
    ...(init.token ? { token: true } : {}),
    ...(init.createdBy ? { createdBy: init.createdBy } : {}),
    ...(init.chosen ? { chosen: init.chosen } : {}),
  };
  s.objects[id] = obj;
  bumpEpoch(s);
  const list = (s.zones[key] ??= []);
  if (position === 'top') list.unshift(id);
  else list.push(id);
  return id;
}

/** The ids in a zone, top first for ordered zones. */
export function zoneCards(ctx: Ctx, seat: Seat, zone: string): readonly ObjectId[] {
  return ctx.state.zones[zoneKey(seat, zone)] ?? [];
}

/** The object with this id, or a defect if it does not exist. */
export function obj(ctx: Ctx, id: ObjectId): GameObject {
  const o = ctx.state.objects[id];
  if (!o) throw new EngineError(`no object ${id}`);
  return o;
}

/**
 * Moves an object to another zone. Leaving a zone makes a new object with a new id
 * (rules in every profile: a card that changes zones is a new object); the old record is
 * dropped and its id is returned together with the new one for last-known information.
 */
export function moveObject(
  ctx: Ctx,
  id: ObjectId,
  to: ZoneKey,
  position: 'top' | 'bottom' = 'top',
  keep: Partial<Pick<GameObject, 'tapped' | 'faceDown' | 'controller'>> = {},
): ObjectId {
  const s = ctx.state;
  const old = obj(ctx, id);
  const from = s.zones[old.zone];
  if (from) {
    const i = from.indexOf(id);
    if (i >= 0) from.splice(i, 1);
  }
  const newId = `o${s.nextId++}`;
  const moved: GameObject = {
    id: newId,
    physical: old.physical,
    card: old.card,
    owner: old.owner,
    controller: keep.controller ?? old.owner,
    zone: to,
    tapped: keep.tapped ?? false,
    faceDown: keep.faceDown ?? false,
    counters: {},
    damage: 0,
    enteredTurn: s.turn.number,
    timestamp: s.nextTimestamp++,
    ...(old.stats ? { stats: old.stats } : {}),
  };
  // Attachments end as either object changes zones (core/attachments.ts).
  endAttachments(ctx, old);
  delete s.objects[id];
  bumpEpoch(s);
  const toZone = parseZoneKey(to).zone;
  if (old.token && !ctx.profile.zones.some((z) => z.name === toZone && z.play)) {
    return newId; // a token that leaves play ceases to exist
  }
  s.objects[newId] = moved;
  const list = (s.zones[to] ??= []);
  if (position === 'top') list.unshift(newId);
  else list.push(newId);
  return newId;
}
