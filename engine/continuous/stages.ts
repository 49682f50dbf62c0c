import type { LayerTable } from './layers';

/**
 * FAB-6.3.2: the stages, in the order effects apply (rule-modifying effects first, FAB-6.3.1),
 * with FAB-6.3.3's sub-stages: in stages 1-6 independent effects (1) before dependent ones (2);
 * in stages 7-8: 1 add/remove a numeric property, 2 set, 3 multiply, 4 divide, 5 add,
 * 6 subtract, 7 dependent. Counters change numbers last in stage 8. This is the kernel's
 * default table: profiles that declare none (gate-ruler, chrono, scp) stage their effects so.
 */
export const FAB_STAGES: LayerTable = {
  rule: 'FAB-6.3.2',
  stages: [
    { stage: 0, name: 'rule-modifying', rule: 'FAB-6.3.1' },
    { stage: 1, name: 'copiable characteristics', rule: 'FAB-6.3.2' },
    { stage: 2, name: 'controller', rule: 'FAB-6.3.2' },
    { stage: 3, name: 'name, color bar, text box', rule: 'FAB-6.3.2' },
    { stage: 4, name: 'types and subtypes', rule: 'FAB-6.3.2' },
    { stage: 5, name: 'supertypes', rule: 'FAB-6.3.2' },
    { stage: 6, name: 'abilities', rule: 'FAB-6.3.2' },
    { stage: 7, name: 'base values', rule: 'FAB-6.3.2' },
    { stage: 8, name: 'numeric values and counters', rule: 'FAB-6.3.2' },
  ],
  places: {
    rules: { stage: 0, sub: 0 },
    copy: { stage: 1, sub: 1 },
    controller: { stage: 2, sub: 1 },
    text: { stage: 3, sub: 1 },
    colors: { stage: 3, sub: 1 },
    types: { stage: 4, sub: 1 },
    supertypes: { stage: 5, sub: 1 },
    abilities: { stage: 6, sub: 1 },
    base: { stage: 7, sub: 2 },
    set: { stage: 8, sub: 2 },
    add: { stage: 8, sub: 5 },
    subtract: { stage: 8, sub: 6 },
    counters: { stage: 8, sub: 8 },
  },
  numericFrom: { stage: 8, sub: 0 },
  counterStats: { '+1/+1': { power: 1, hp: 1 }, '-1/-1': { power: -1, hp: -1 }, '+1p': { power: 1 }, '-1d': { defense: -1 } },
  dependency: { kind: 'latest-stage', rule: 'FAB-6.3.2a', dependentSub: { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 7, 8: 7 } },
  applicationEvents: 'FAB-6.2.5',
};
