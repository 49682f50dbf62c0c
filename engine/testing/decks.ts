import type { CardDb } from '../cards/types';
import type { CardId } from '../core/ids';
import { PRINTED_SETS } from '../cards/printed-sets';

/**
 * A simple deck for random play: the profile's playable cards (lab and basics sets, no
 * tokens), repeated in a fixed order to the wanted size. Deterministic.
 */
export function simpleDeck(cards: CardDb, size = 30): CardId[] {
  const pool = Object.values(cards)
    .filter((c) => !PRINTED_SETS.has(c.set) && !c.types.includes('Token') && !c.types.includes('Sandbox') && !c.types.includes('SS'))
    .map((c) => c.id)
    .sort();
  const out: CardId[] = [];
  for (let i = 0; out.length < size && pool.length > 0; i++) out.push(pool[i % pool.length]);
  return out;
}
