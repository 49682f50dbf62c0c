import type { Evaluation } from '../evaluation';
import { weighted } from '../evaluation';
import { view } from '../../continuous/view';
import { objectAt } from '../../core/object-table';
import { activeAttack, defenderOf, linkDefenders } from './combat';

/**
 * Flesh and Blood's material: life above all; cards in hand and arsenal are what a turn is
 * made of (pitched for resources, played, or defending); resources float only until the turn
 * ends (FAB-1.14), so they count for less than the card that made them.
 */
const material = weighted({
  stats: { life: 1, resources: 0.2 },
  inPlay: 0.5,
  cardStats: {},
  hand: 0.4,
  zones: { arsenal: 0.5 },
  lowDeck: 2,
});

/**
 * The computer's evaluation for fab: material, less the damage coming at the seat. An attack
 * on the active chain link will deal its power less its defenders' defense (FAB-7.5), and an
 * attack still on the stack its power: counting it now is what makes playing an attack worth
 * its pitched cards to a searcher that cannot see a whole turn ahead.
 */
export const evaluateFab: Evaluation = (engine, state, seat) => {
  let score = material(engine, state, seat);
  const attacker = state.turn.player;
  if (attacker === seat || defenderOf(state, attacker) !== seat) return score;
  const attack = activeAttack(state);
  if (attack !== undefined && objectAt(state.objects, attack)?.controller === attacker) {
    const power = view(engine, state, attack).stats.power ?? 0;
    const defense = linkDefenders(state, attack, seat).reduce((sum, id) => sum + (view(engine, state, id).stats.defense ?? 0), 0);
    score -= Math.max(0, power - defense);
  }
  for (const item of state.stack) {
    if (item.kind === 'card' && item.object !== undefined && item.controller === attacker) score -= view(engine, state, item.object).stats.power ?? 0;
  }
  return score;
};
