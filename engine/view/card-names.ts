import type { Engine } from '../core/context';

/** The parameters by which log lines and trace entries name a card (by its card id; `host`: what it is attached to). */
export const CARD_PARAMS: readonly string[] = ['card', 'host'];

/**
 * The names of the cards log lines and trace entries name, by card id. A line names a card by
 * id ("pitches sink-below-blue"), and the card may since have gone where the viewer can't see
 * it (a pitched card at the bottom of its deck): the table then has no face-up card to read the
 * name from. The id is already in the line, so its printed name tells the viewer nothing more.
 */
export function namesOfCards(engine: Engine, entries: Iterable<{ readonly params?: Readonly<Record<string, unknown>> }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of entries) {
    for (const key of CARD_PARAMS) {
      const id = entry.params?.[key];
      if (typeof id !== 'string' || id in out) continue;
      const name = engine.cards[id]?.name;
      if (name !== undefined) out[id] = name;
    }
  }
  return out;
}
