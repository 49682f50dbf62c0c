import { compileCosts } from '../../../cards/compile';
import { keywordAmount, type ReplacementKeyword } from '../../keyword-types';

const destroyThis = compileCosts([{ destroy: 'this' }]);

/** Spellvoid X: "If you would be dealt arcane damage, you may destroy this. If you do, prevent X of that damage." */
export const spellvoid: ReplacementKeyword = {
  class: 'prevention',
  eventType: 'damage',
  spec: (value) => ({ event: { event: 'damage', to: 'you', kind: 'arcane' }, optional: true, cost: destroyThis, prevent: keywordAmount(value, 1) }),
};
