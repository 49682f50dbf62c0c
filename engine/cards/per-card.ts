import type { CardDef } from './types';

/**
 * A value read from a card's definition once and kept with it: card definitions never change
 * during a game, and the rules ask such things (its timing, its activated abilities, the hand
 * cards its costs need, its printed numbers) of every card in hand at every priority.
 */
export function perCard<T>(read: (def: CardDef) => T): (def: CardDef) => T {
  const kept = new WeakMap<CardDef, T>();
  return (def) => {
    let value = kept.get(def);
    if (value === undefined) kept.set(def, (value = read(def)));
    return value;
  };
}
