import type { LayerTable } from '../../continuous/layers';

/**
 * MTG-613.1: the layers, in the order continuous effects apply: 1 copy, 2 control, 3 text,
 * 4 type, 5 color, 6 ability adding and removing, 7 power/toughness with its sublayers
 * (MTG-613.4): 7a characteristic-defining abilities, 7b setting, 7c modifying (counters
 * included), 7d switching. MTG-613.3: within layers 2-6, characteristic-defining abilities
 * apply first (sub 1), then the others (sub 2). Within a sublayer, timestamp order
 * (MTG-613.7) unless an effect depends on another (MTG-613.8).
 */
export const MTG_LAYERS: LayerTable = {
  rule: 'MTG-613.1',
  stages: [
    { stage: 0, name: "can't-have-an-ability effects (marked before any grant)", rule: 'MTG-613.1f' },
    { stage: 1, name: 'copy', rule: 'MTG-613.1a' },
    { stage: 2, name: 'control', rule: 'MTG-613.1b' },
    { stage: 3, name: 'text', rule: 'MTG-613.1c' },
    { stage: 4, name: 'type', rule: 'MTG-613.1d' },
    { stage: 5, name: 'color', rule: 'MTG-613.1e' },
    { stage: 6, name: 'ability adding and removing', rule: 'MTG-613.1f' },
    { stage: 7, sub: 1, name: 'characteristic-defining power/toughness', rule: 'MTG-613.4a' },
    { stage: 7, sub: 2, name: 'power/toughness set', rule: 'MTG-613.4b' },
    { stage: 7, sub: 3, name: 'power/toughness modified (counters included)', rule: 'MTG-613.4c' },
    { stage: 7, sub: 4, name: 'power/toughness switched', rule: 'MTG-613.4d' },
  ],
  places: {
    rules: { stage: 0, sub: 0 },
    copy: { stage: 1, sub: 2 },
    controller: { stage: 2, sub: 2 },
    text: { stage: 3, sub: 2 },
    types: { stage: 4, sub: 2 },
    supertypes: { stage: 4, sub: 2 },
    colors: { stage: 5, sub: 2 },
    abilities: { stage: 6, sub: 2 },
    base: { stage: 7, sub: 2 },
    set: { stage: 7, sub: 2 },
    add: { stage: 7, sub: 3 },
    subtract: { stage: 7, sub: 3 },
    counters: { stage: 7, sub: 3 },
    switch: { stage: 7, sub: 4 },
  },
  cdaSub: 1,
  numericFrom: { stage: 7, sub: 0 },
  counterStats: { '+1/+1': { power: 1, toughness: 1 }, '-1/-1': { power: -1, toughness: -1 } },
  dependency: { kind: 'within-layer', rule: 'MTG-613.8' },
};
