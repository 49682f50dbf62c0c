import { GENERIC_WEIGHTS, weighted, type Evaluation } from '../evaluation';

/**
 * The computer's evaluation for Chrono: the generic material (life, cards in play and their
 * numbers, cards in hand, deck safety) with the units' numbers counted per thousand, as the
 * game prints them (a Militia is 1000/1000, a Colossus 5000/5000). Counted per point, as the
 * generic weights do, one Militia was worth 401 points of life, and a player has ten: to the
 * computer no unit was worth trading for the race to 0 life (CHR-COMBAT: an unblocked attacker
 * deals 1 damage to the defending player). Per thousand, a unit is worth one and a half to three life.
 */
export const evaluateChrono: Evaluation = weighted({ ...GENERIC_WEIGHTS, cardPoint: 1000 });
