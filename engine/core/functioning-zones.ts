import type { Profile } from '../profiles/types';

const cache = new WeakMap<Profile, readonly string[]>();

/**
 * The zones where objects' abilities function and effects see them as in play: the play zone,
 * then every zone whose spec says abilities function there (FaB's combat chain). The kernel
 * names no game's zone: it reads these from the profile's zone specs.
 */
export function functioningZones(profile: Profile): readonly string[] {
  let zones = cache.get(profile);
  if (!zones) cache.set(profile, (zones = [...new Set([profile.playZone, ...profile.zones.filter((z) => z.play || z.abilitiesFunction).map((z) => z.name)])]));
  return zones;
}

/** Whether abilities function in this zone (functioningZones). */
export function abilitiesFunctionIn(profile: Profile, zone: string): boolean {
  return functioningZones(profile).includes(zone);
}

/** Whether an ability that works from `from` functions in `zone`: there, or anywhere abilities function when it works from play. */
export function worksIn(profile: Profile, from: string, zone: string): boolean {
  return zone === from || (from === profile.playZone && abilitiesFunctionIn(profile, zone));
}
