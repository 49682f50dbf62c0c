import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import { zoneKey, type Seat } from '../core/ids';
import { objectAt } from '../core/object-table';

/**
 * How good a position is for one seat, in points (a point of life is about one point). Only
 * differences between seats matter: the computer (engine/ai/evaluate.ts `valueFor`) turns them into
 * a value in [0, 1]. A profile may have its own (profiles/<id>/evaluate.ts); this is the generic one.
 */
export type Evaluation = (engine: Engine, state: ReadState, seat: Seat) => number;

/** The weights of the generic evaluation; a profile's own evaluation may reuse it with its own. */
export interface Weights {
  /** Per point of each player stat (life, soul ...): stats a seat wants high positive, low negative. */
  stats: Readonly<Record<string, number>>;
  /** Per card in play, plus per point of each of its stats (power, defense ...). */
  inPlay: number;
  cardStats: Readonly<Record<string, number>>;
  /**
   * How big one point of a card's numbers is (absent: 1). `cardStats` and the damage marked on a
   * card count per such point: Chrono prints power and hp in thousands (a Militia is 1000/1000).
   */
  cardPoint?: number;
  /** Per card in hand. */
  hand: number;
  /** Per card in other zones of the seat (by zone name): damage zones negative, souls positive. */
  zones: Readonly<Record<string, number>>;
  /** Taken off when the deck is nearly empty (drawing from an empty deck loses in several games). */
  lowDeck: number;
}

/** Weights for a game with no evaluation of its own: life and cards in play matter most. */
export const GENERIC_WEIGHTS: Weights = {
  stats: { life: 1, hp: 1 },
  inPlay: 1,
  cardStats: { power: 0.3, attack: 0.3, toughness: 0.2, defense: 0.2, hp: 0.1 },
  hand: 0.4,
  zones: {},
  lowDeck: 3,
};

/** The generic evaluation with given weights: stats, cards in play and their printed numbers, cards in hand, deck safety. */
export function weighted(w: Weights): Evaluation {
  const point = w.cardPoint ?? 1;
  return (engine, state, seat) => {
    const p = state.players[seat];
    let score = 0;
    for (const [stat, weight] of Object.entries(w.stats)) score += (p.stats[stat] ?? 0) * weight;
    for (const spec of engine.profile.zones) {
      const ids = state.zones[zoneKey(seat, spec.name)];
      if (!ids || ids.length === 0) continue;
      if (spec.play) {
        for (const id of ids) {
          const o = objectAt(state.objects, id);
          if (!o) continue;
          score += w.inPlay;
          const stats = engine.cards[o.card]?.stats;
          if (stats) for (const [stat, weight] of Object.entries(w.cardStats)) score += ((o.stats?.[stat] ?? stats[stat] ?? 0) / point) * weight;
          score -= (o.damage / point) * 0.2;
        }
      } else if (spec.name === 'hand') score += ids.length * w.hand;
      else score += ids.length * (w.zones[spec.name] ?? 0);
    }
    const deck = state.zones[zoneKey(seat, 'deck')]?.length ?? 0;
    if (deck <= 2) score -= w.lowDeck * (3 - deck);
    return score;
  };
}

/** The generic evaluation (GENERIC_WEIGHTS). */
export const genericEvaluation: Evaluation = weighted(GENERIC_WEIGHTS);
