import type { Profile } from '../profiles/types';

/** A profile's zones, as these helpers read them (a profile, or the config it is built from). */
type ZonesOf = Pick<Profile, 'zones' | 'playZone'>;

const cache = new WeakMap<ZonesOf, readonly string[]>();
const permanents = new WeakMap<ZonesOf, readonly string[]>();

/**
 * The zones where objects' abilities function and effects see them as in play: the play zone,
 * then every zone whose spec says abilities function there (FaB's combat chain). The kernel
 * names no game's zone: it reads these from the profile's zone specs.
 */
export function functioningZones(profile: ZonesOf): readonly string[] {
  let zones = cache.get(profile);
  if (!zones) cache.set(profile, (zones = [...new Set([profile.playZone, ...profile.zones.filter((z) => z.play || z.abilitiesFunction).map((z) => z.name)])]));
  return zones;
}

/** Whether abilities function in this zone (functioningZones). */
export function abilitiesFunctionIn(profile: ZonesOf, zone: string): boolean {
  return functioningZones(profile).includes(zone);
}

/** Whether an ability that works from `from` functions in `zone`: there, or anywhere abilities function when it works from play. */
export function worksIn(profile: ZonesOf, from: string, zone: string): boolean {
  return zone === from || (from === profile.playZone && abilitiesFunctionIn(profile, zone));
}

/**
 * The zones whose objects are permanents in play: the play zone and every zone the profile
 * marks `play` (FAB-3.0: the hero, weapon and equipment zones and the permanents), not the
 * zones where abilities merely function (FaB's combat chain).
 */
export function permanentZones(profile: ZonesOf): readonly string[] {
  let zones = permanents.get(profile);
  if (!zones) permanents.set(profile, (zones = [...new Set([profile.playZone, ...profile.zones.filter((z) => z.play).map((z) => z.name)])]));
  return zones;
}

/** Whether objects in this zone are permanents in play (permanentZones). */
export function isPermanentZone(profile: ZonesOf, zone: string): boolean {
  return permanentZones(profile).includes(zone);
}

/**
 * The zones a card-language filter without `zone` looks at: the permanents (heroes, weapons,
 * equipment), plus the zones where abilities function when the filter asks for attacking or
 * defending cards (FAB-7: "defended by fewer than 2 non-equipment cards").
 */
export function filterZones(profile: ZonesOf, filter: Readonly<Record<string, unknown>>): readonly string[] {
  if (filter.attacking !== undefined || filter.defending !== undefined) return functioningZones(profile);
  return permanentZones(profile);
}
