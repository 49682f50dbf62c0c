import { compileEffects } from '../../../cards/compile';
import { keywordAmount, type ReplacementKeyword } from '../../keyword-types';

const destroyThis = compileEffects([{ destroy: 'this' }]);

/** Ward N: "If you would be dealt damage, destroy this and prevent N of that damage" (a prevention whose destroy is a sub-event, FAB-6.4.1a). */
export const ward: ReplacementKeyword = {
  class: 'prevention',
  eventType: 'damage',
  spec: (value) => ({ event: { event: 'damage', to: 'you' }, first: destroyThis, prevent: keywordAmount(value, 1) }),
};
