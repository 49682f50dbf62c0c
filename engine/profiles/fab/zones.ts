import type { ReadState } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { zoneKey, type ObjectId, type Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { view } from '../../continuous/view';
import { objectAt } from '../../core/object-table';
import { DECK, HAND, STACK, area, graveyard, pile, playZone } from '../zone-specs';
import type { ZoneSpec } from '../types';

/** The combat chain's zone (FAB-3.x): every card on it sits in its controller's. */
export const CHAIN = 'combat-chain';
/** The hero zone (FAB-3.x): the hero card, in play, whose life and intellect are its player's. */
export const HERO = 'hero';
/** The weapon zone: two slots; a two-handed (`2H`) weapon takes both. */
export const WEAPONS = 'weapons';
/** The equipment zones, one per slot, named as the equipment subtypes. */
export const EQUIPMENT_ZONES = ['head', 'chest', 'arms', 'legs'] as const;
/** The arsenal: one card, face down (FAB-3.x). */
export const ARSENAL = 'arsenal';

/**
 * FAB-3.0: the zones. The arena is the hero, weapon and equipment zones, the permanents
 * (`arena` here) and the combat chain; all of them are in play. The arsenal holds one card
 * its owner sees; the pitch zone is public until the end phase hides its order in the deck.
 */
export const FAB_ZONES: readonly ZoneSpec[] = [
  DECK,
  HAND,
  playZone('arena'),
  playZone(HERO),
  playZone(WEAPONS),
  ...EQUIPMENT_ZONES.map((z) => playZone(z)),
  // Abilities function on the combat chain; at the table its cards are drawn as chain links
  // (the view's `chain`): each attack with the cards defending it.
  { ...pile(CHAIN), abilitiesFunction: true, role: 'chain' },
  STACK,
  area('pitch'),
  graveyard('graveyard'),
  area('banished'),
  area('soul'),
  { name: ARSENAL, visibility: 'private', ordered: false, role: 'pile' },
];

/** The slots a weapon takes: 2 for a two-handed one, else 1. */
export function handsOf(def: CardDef): number {
  return def.subtypes.includes('2H') ? 2 : 1;
}

/**
 * Where a card of a player's inventory starts (FAB-4.1): the hero in the hero zone, a weapon
 * in the weapon zone, an equipment in the zone its subtype names; null for anything else.
 */
export function inventoryZone(def: CardDef): string | null {
  if (def.types.includes('Hero')) return HERO;
  if (def.types.includes('Weapon')) return WEAPONS;
  if (def.types.includes('Equipment')) {
    const slot = EQUIPMENT_ZONES.find((z) => def.subtypes.some((s) => s.toLowerCase() === z));
    return slot ?? null;
  }
  return null;
}

/** A seat's hero: the card in its hero zone, if it has one (a player set up without one plays as before). */
export function heroOf(state: ReadState, seat: Seat): ObjectId | undefined {
  return state.zones[zoneKey(seat, HERO)]?.[0];
}

/** FAB-4.4.5 (draw up to intellect): the hero's intellect as it is now, or 4 without a hero (the four WTR young heroes' value). */
export function intellectOf(ctx: Ctx, seat: Seat): number {
  const hero = heroOf(ctx.state, seat);
  if (!hero) return 4;
  return view(ctx.engine, ctx.state, hero).stats.intellect ?? 4;
}

/**
 * A player's starting stats from their hero (FAB-4.1: the hero's life is its player's life
 * total); empty for a player without a hero.
 */
export function heroStats(ctx: Ctx, seat: Seat): Record<string, number> {
  const hero = heroOf(ctx.state, seat);
  const life = hero ? ctx.cards[objectAt(ctx.state.objects, hero)!.card]?.stats.life : undefined;
  return life !== undefined ? { life } : {};
}
