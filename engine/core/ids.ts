/** A player's seat name (`A`, `B`, ...). Seats are listed in clockwise order in the state. */
export type Seat = string;
/** An object's id in one game (`o12`). A card that changes zones becomes a new object with a new id. */
export type ObjectId = string;
/** A card's catalogue id, kebab-case (`light-jab`). */
export type CardId = string;
/** A profile's id: `fab`, `gate-ruler`, `chrono`, `mtg`, `scp`, `house`. */
export type ProfileId = string;
/** A zone of one seat: `A:hand`. Shared zones use the seat `*`. */
export type ZoneKey = `${string}:${string}`;

/**
 * The key of a seat's zone. The kernel reads zones by key on every step: each key is built once
 * and handed out again, so a lookup hashes a string already known rather than a new one.
 */
export function zoneKey(seat: Seat, zone: string): ZoneKey {
  let bySeat = zoneKeys.get(seat);
  if (!bySeat) {
    if (zoneKeys.size > 64) zoneKeys.clear(); // seats from outside a game cannot grow it without bound
    zoneKeys.set(seat, (bySeat = new Map()));
  }
  let key = bySeat.get(zone);
  if (key === undefined) {
    if (bySeat.size > 1024) bySeat.clear();
    bySeat.set(zone, (key = `${seat}:${zone}`));
  }
  return key;
}

/** Zone keys by seat, then zone name (a game has a few dozen). */
const zoneKeys = new Map<Seat, Map<string, ZoneKey>>();

/** Splits a zone key into its seat and zone name. */
export function parseZoneKey(key: ZoneKey): { readonly seat: Seat; readonly zone: string } {
  let parsed = parsedZoneKeys.get(key);
  if (!parsed) {
    const i = key.indexOf(':');
    parsed = Object.freeze({ seat: key.slice(0, i), zone: key.slice(i + 1) });
    if (parsedZoneKeys.size > 4096) parsedZoneKeys.clear(); // keys from outside a game cannot grow it without bound
    parsedZoneKeys.set(key, parsed);
  }
  return parsed;
}

/** Zone keys already parsed: a game has a few dozen (seats times zones), read on every event. */
const parsedZoneKeys = new Map<ZoneKey, { readonly seat: Seat; readonly zone: string }>();
