import type { ZoneSpec } from './types';

/** The deck: hidden, ordered (top first). */
export const DECK: ZoneSpec = { name: 'deck', visibility: 'hidden', ordered: true };
/** The hand: seen by its owner only. */
export const HAND: ZoneSpec = { name: 'hand', visibility: 'private', ordered: false };
/** Where cards wait on the stack / chain / gate. */
export const STACK: ZoneSpec = { name: 'stack', visibility: 'public', ordered: true };

/** The zone where objects are in play (arena, battlefield, site). */
export function playZone(name: string): ZoneSpec {
  return { name, visibility: 'public', ordered: false, play: true };
}

/** A public pile that keeps its order (graveyard, discard, damage zone). */
export function pile(name: string): ZoneSpec {
  return { name, visibility: 'public', ordered: true };
}

/** A public zone without order (pitch, banished, exile). */
export function area(name: string): ZoneSpec {
  return { name, visibility: 'public', ordered: false };
}

/** A profile's zones as the in-play helpers read them. */
type ZonesOf = { readonly zones: readonly ZoneSpec[]; readonly playZone: string };

const inPlayCache = new WeakMap<ZonesOf, { list: readonly string[]; set: ReadonlySet<string> }>();

function inPlayOf(profile: ZonesOf): { list: readonly string[]; set: ReadonlySet<string> } {
  let entry = inPlayCache.get(profile);
  if (!entry) {
    const list = [...new Set([profile.playZone, 'combat-chain', ...profile.zones.filter((z) => z.play).map((z) => z.name)])];
    inPlayCache.set(profile, (entry = { list, set: new Set(list) }));
  }
  return entry;
}

/**
 * The zones whose objects are in play: the play zone, the combat chain, and every zone the
 * profile marks `play` (FAB-3.0: the arena is the hero, weapon and equipment zones, the
 * combat chain and the permanents; a one-zone game has only its play zone).
 */
export function inPlayZones(profile: ZonesOf): readonly string[] {
  return inPlayOf(profile).list;
}

/** Whether objects in this zone (a zone name, not a key) are in play. */
export function isInPlayZone(profile: ZonesOf, zone: string): boolean {
  return inPlayOf(profile).set.has(zone);
}

/** Whether an ability that functions `from` a zone (default: in play) functions for an object in `zone`. */
export function functionsIn(profile: ZonesOf, zone: string, from: string | undefined): boolean {
  if (from === undefined || from === profile.playZone) return isInPlayZone(profile, zone);
  return zone === from;
}

const permanentCache = new WeakMap<ZonesOf, readonly string[]>();

/**
 * The zones a filter without `zone` looks at: the zones in play but the combat chain (the
 * permanents, heroes, weapons, equipment), plus the chain when the filter asks for attacking
 * or defending cards (FAB-7: "defended by fewer than 2 non-equipment cards").
 */
export function filterZones(profile: ZonesOf, filter: Readonly<Record<string, unknown>>): readonly string[] {
  if (filter.attacking !== undefined || filter.defending !== undefined) return inPlayZones(profile);
  let zones = permanentCache.get(profile);
  if (!zones) permanentCache.set(profile, (zones = inPlayZones(profile).filter((z) => z !== 'combat-chain')));
  return zones;
}
