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
