import type { Evaluation } from '../evaluation';
import { weighted } from '../evaluation';
import { view } from '../../continuous/view';
import { objectAt } from '../../core/object-table';
import { zoneKey } from '../../core/ids';
import { activeAttack, defenderOf, linkDefenders } from './combat';

/**
 * Flesh and Blood's material: life above all; resources float only until the turn ends, so
 * they count for less than the card that made them. Cards in hand count apart (`handValue`).
 */
const material = weighted({
  stats: { life: 1, resources: 0.2 },
  inPlay: 0.5,
  cardStats: {},
  hand: 0,
  zones: { arsenal: 0.5 },
  lowDeck: 2,
});

/**
 * What a card in hand is worth. On its owner's own turn little: the end phase draws the hand
 * back up (the end phase in ./index.ts), so a card spent attacking comes back. On the other player's turn about
 * what a card does on a turn of one's own (some three points of damage, or of defense): a
 * card spent defending is missing from the next turn. Without the difference a searcher
 * defends with every card and both heroes stall with their decks run out.
 */
function handValue(ownTurn: boolean): number {
  return ownTurn ? 0.4 : 2;
}

/**
 * The computer's evaluation for fab: material, less the damage coming at the seat. An attack
 * on the active chain link will deal its power less its defenders' defense (FAB-7.5), and an
 * attack still on the stack its power: counting it now is what makes playing an attack worth
 * its pitched cards to a searcher that cannot see a whole turn ahead.
 */
export const evaluateFab: Evaluation = (engine, state, seat) => {
  const attacker = state.turn.player;
  let score = material(engine, state, seat) + (state.zones[zoneKey(seat, 'hand')]?.length ?? 0) * handValue(attacker === seat);
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
