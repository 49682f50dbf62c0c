import type { Ctx } from './context';
import type { CardId, ObjectId, Seat, ZoneKey } from './ids';
import { parseZoneKey, zoneKey } from './ids';
import { objectRecord } from './object-record';
import type { GameObject } from './state';
import { EngineError } from './errors';
import { bumpEpoch, bumpViews, holdsCaches, type Moved } from './epoch';
import { cardIndex } from './card-index';
import { conditionsReadByRegistries, grantsInForce, zonesRead } from './registry-objects';
import { edit, type DeepReadonly } from './draft';
import { endAttachments } from './attachments';
import { objectAt, putObject, removeObject } from './object-table';
import { abilitiesFunctionIn, functioningZones } from './functioning-zones';

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
  const obj = objectRecord({
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
    stats: init.stats,
    token: init.token ? true : undefined,
    createdBy: init.createdBy || undefined,
    chosen: init.chosen,
    proxyOf: init.proxyOf || undefined,
  });
  putObject(s, obj);
  changedZones(ctx, obj, key);
  const list = writableZone(ctx, key);
  if (position === 'top') list.unshift(id);
  else list.push(id);
  return id;
}

/**
 * Tells the caches an object entered or left these zones. The effect registries they keep (effect
 * parts, can't rules, static replacements, functional triggers) read only the zones where
 * abilities function (the play zones, the combat chain and the zones some ability works from),
 * and there only the objects of cards with such abilities (`registryCards`) in the zones those
 * abilities are read from (`registryZones`), copies, and while an effect grants abilities,
 * anything in play. Any other move (a draw, a pitch, a card played to the stack whose
 * abilities work from play, a card without abilities attacking) changes views only.
 */
function changedZones(ctx: Ctx, o: DeepReadonly<GameObject>, ...keys: ZoneKey[]): void {
  if (changesRegistries(ctx, o, keys)) bumpEpoch(ctx.state, holdsCaches(ctx.state) ? movedCard(ctx, o) : undefined);
  else bumpViews(ctx.state);
}

/**
 * The card whose objects a move changes in the registries, so that those reading other cards
 * only are kept (core/epoch.ts): none for a copy (another card's abilities), while effects
 * grant abilities (any object in play may have some) or a conditional effect the registries
 * read is in force (the move may switch it for another object), nor for an attack proxy (its
 * abilities are its weapon's).
 */
function movedCard(ctx: Ctx, o: DeepReadonly<GameObject>): Moved | undefined {
  if (o.proxyOf !== undefined || o.chosen?.copy !== undefined || grantsInForce(ctx, ctx.state, functioningZones(ctx.profile))) return undefined;
  // A conditional effect the move may switch on or off for any object: every registry anew.
  if (conditionsReadByRegistries(ctx, ctx.state)) return undefined;
  return { card: o.card, rules: ctx };
}

function changesRegistries(ctx: Ctx, o: DeepReadonly<GameObject>, keys: readonly ZoneKey[]): boolean {
  // FAB-7.1: an attack proxy's card's abilities are its source's and function from the source
  // (core/registry-objects.ts leaves proxies out); only abilities granted to the proxy itself count.
  const read = o.proxyOf === undefined ? zonesRead(ctx).get(o.card) : undefined;
  if (read && keys.some((key) => read.has(parseZoneKey(key).zone))) return true;
  if (!keys.some((key) => isFunctionalZone(ctx, parseZoneKey(key).zone))) return false;
  // A copy's abilities are another card's; granted abilities may be anyone's (FAB-6.6.4).
  return o.chosen?.copy !== undefined || grantsInForce(ctx, ctx.state, functioningZones(ctx.profile));
}

function isFunctionalZone(ctx: Ctx, zone: string): boolean {
  if (abilitiesFunctionIn(ctx.profile, zone)) return true;
  return cardIndex(ctx.cards).fromZones.has(zone);
}

/** A zone's list of ids, writable in this action (created if the zone was empty). */
export function writableZone(ctx: Ctx, key: ZoneKey): ObjectId[] {
  const zones = edit(ctx.state, 'zones');
  if (!zones[key]) return (zones[key] = []);
  return edit(ctx.state, 'zones', key);
}

/** The ids in a zone, top first for ordered zones. */
export function zoneCards(ctx: Ctx, seat: Seat, zone: string): readonly ObjectId[] {
  return ctx.state.zones[zoneKey(seat, zone)] ?? [];
}

/** The object with this id, or a defect if it does not exist. */
export function obj(ctx: Ctx, id: ObjectId): DeepReadonly<GameObject> {
  const o = objectAt(ctx.state.objects, id);
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
  keep: Partial<Pick<GameObject, 'tapped' | 'faceDown' | 'controller' | 'from'>> = {},
): ObjectId {
  const s = ctx.state;
  const old = obj(ctx, id);
  const i = s.zones[old.zone]?.indexOf(id) ?? -1;
  if (i >= 0) edit(s, 'zones', old.zone).splice(i, 1);
  const newId = `o${s.nextId++}`;
  const moved = objectRecord({
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
    stats: old.stats,
    from: keep.from,
    // What its costs paid stays with a card played onto the stack and the combat chain ("discarded this way").
    paid: old.paid && /:(stack|combat-chain)$/.test(to) ? old.paid : undefined,
  });
  // Attachments end as either object changes zones (core/attachments.ts).
  endAttachments(ctx, old);
  removeObject(s, id);
  changedZones(ctx, old, old.zone, to);
  const toZone = parseZoneKey(to).zone;
  if (old.token && !ctx.profile.zones.some((z) => z.name === toZone && z.play)) {
    return newId; // a token that leaves play ceases to exist
  }
  putObject(s, moved);
  const list = writableZone(ctx, to);
  if (position === 'top') list.unshift(newId);
  else list.push(newId);
  return newId;
}
