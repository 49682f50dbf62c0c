import type { ReplacementKeyword } from '../../keyword-types';

/** CHR-KW-SOULSTONE: "if this would go from the battlefield to the discard pile, instead put it into the soul yard active". */
export const soulStoning: ReplacementKeyword = {
  class: 'self',
  eventType: 'move',
  spec: (_value, playZone) => ({ event: { event: 'move', object: 'this', from: playZone, to: 'discard' }, instead: { zone: 'soul-yard' } }),
};
