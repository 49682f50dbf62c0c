/**
 * FAB-6.3.2: the stages, in the order effects apply (rule-modifying effects first, FAB-6.3.1).
 * The `mtg` profile maps its layers onto the same numbers (613: copy 1, control 2, text 3,
 * type 4, color 5, ability 6, power/toughness 7-8).
 */
export const STAGE = {
  /** FAB-6.3.1 rule-modifying effects. */
  rules: 0,
  /** FAB-6.3.2 stage 1: copiable characteristics. */
  copy: 1,
  /** Stage 2: controller. */
  controller: 2,
  /** Stage 3: name, color bar, text box. */
  text: 3,
  /** Stage 4: types and subtypes. */
  types: 4,
  /** Stage 5: supertypes. */
  supertypes: 5,
  /** Stage 6: abilities. */
  abilities: 6,
  /** Stage 7: base values of numeric properties. */
  base: 7,
  /** Stage 8: numeric values and counters. */
  numeric: 8,
} as const;

/**
 * FAB-6.3.3: sub-stages. In stages 1-6 independent effects come before dependent ones; in
 * stages 7-8: add/remove a numeric property, set, multiply, divide, add, subtract, dependent.
 */
export const SUB = {
  independent: 1,
  property: 1,
  set: 2,
  multiply: 3,
  divide: 4,
  add: 5,
  subtract: 6,
  dependent: 7,
} as const;
