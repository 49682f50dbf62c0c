import type { StaticKeyword } from '../../keyword-types';

/**
 * Changeling: "this object is every creature type" (a characteristic-defining ability). Subtype
 * tests of a creature with it match any creature type (interpreter/selectors.ts).
 */
export const changeling: StaticKeyword = { everySubtypeOf: 'Creature' };
