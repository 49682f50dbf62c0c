import type { ZoneRole, ZoneSpec } from './types';

/** The deck: hidden, ordered (top first). */
export const DECK: ZoneSpec = { name: 'deck', visibility: 'hidden', ordered: true, role: 'deck' };
/** The hand: seen by its owner only. */
export const HAND: ZoneSpec = { name: 'hand', visibility: 'private', ordered: false, role: 'hand' };
/** Where cards wait on the stack / chain / gate. */
export const STACK: ZoneSpec = { name: 'stack', visibility: 'public', ordered: true, role: 'stack' };

/** The zone where objects are in play (arena, battlefield, site). */
export function playZone(name: string): ZoneSpec {
  return { name, visibility: 'public', ordered: false, play: true, role: 'play' };
}

/** A public pile that keeps its order (discard, damage zone); `graveyard` for the one resolved and destroyed cards go to. */
export function pile(name: string, role: ZoneRole = 'pile'): ZoneSpec {
  return { name, visibility: 'public', ordered: true, role };
}

/** The pile resolved and destroyed cards go to (graveyard, discard): one per profile. */
export function graveyard(name: string): ZoneSpec {
  return pile(name, 'graveyard');
}

/** A public zone without order (pitch, banished, exile). */
export function area(name: string): ZoneSpec {
  return { name, visibility: 'public', ordered: false, role: 'pile' };
}
