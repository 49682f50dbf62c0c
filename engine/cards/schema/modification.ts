import { z } from 'zod';
import { Amount, Filter, KeywordEntry, Kebab, NumberChange, Selector } from './common';

const Names = z.array(z.string()).min(1);

/**
 * A characteristic modification (`modify` word, `static` abilities): numbers change by an
 * amount (`power: 3`, `power: -1`) or are set (`base-power: {set: 3}`); lists gain or lose.
 * `grant` holds abilities as written (ability maps), compiled by the loader.
 */
export const MODIFICATION_SHAPE = {
  power: NumberChange.optional(),
  defense: NumberChange.optional(),
  hp: NumberChange.optional(),
  toughness: NumberChange.optional(),
  containment: NumberChange.optional(),
  protection: NumberChange.optional(),
  cost: NumberChange.optional(),
  /** FAB-2.x: a hero's intellect and life. */
  intellect: NumberChange.optional(),
  life: NumberChange.optional(),
  'base-power': NumberChange.optional(),
  'base-defense': NumberChange.optional(),
  'base-hp': NumberChange.optional(),
  'base-toughness': NumberChange.optional(),
  keywords: z.strictObject({ gain: z.array(KeywordEntry).optional(), lose: z.array(Kebab).optional(), 'lose-all': z.boolean().optional() }).optional(),
  types: z.strictObject({ add: Names.optional(), remove: Names.optional(), set: Names.optional() }).optional(),
  subtypes: z.strictObject({ add: z.array(z.string()).optional(), set: z.array(z.string()).optional(), 'lose-all': z.boolean().optional() }).optional(),
  supertypes: z.strictObject({ add: Names.optional(), remove: Names.optional() }).optional(),
  /** MTG-613.1e (layer 5): colors set, added or removed (`white`, `blue`, `black`, `red`, `green`). */
  colors: z.strictObject({ add: Names.optional(), remove: Names.optional(), set: z.array(z.string()).optional() }).optional(),
  classes: z.strictObject({ add: Names }).optional(),
  talents: z.strictObject({ add: Names }).optional(),
  'lose-classes-and-talents': z.literal(true).optional(),
  'lose-abilities': z.literal(true).optional(),
  'lose-effects': z.literal(true).optional(),
  controller: Selector.optional(),
  /** MTG-613.4d: power and toughness switched. */
  'switch-power-toughness': z.literal(true).optional(),
} as const;

/** A modification without granted abilities (their type is the compiled ability). */
export const ModificationCore = z.strictObject(MODIFICATION_SHAPE);
export type ModificationCore = z.output<typeof ModificationCore>;

/**
 * How a replacement modifies the event it replaces (an `instead` map): a new amount or
 * recipient, an entering object's counters, tapped state, controller, copy or choice.
 */
export const EventModification = z.strictObject({
  amount: Amount.optional(),
  controller: Selector.optional(),
  zone: Kebab.optional(),
  tapped: z.boolean().optional(),
  counters: z.record(z.string(), Amount).optional(),
  copy: Filter.optional(),
  /** MTG-616.1d: enters transformed: with its back face (the back face's card id). */
  transformed: Kebab.optional(),
  choose: z.strictObject({ kind: z.enum(['name-card', 'creature-type', 'color', 'source', 'player']), as: Kebab.default('chosen') }).optional(),
  reroll: z.literal(true).optional(),
  /** FAB-6.2.5: a continuous effect's application gives these names instead (keywords, types ...). */
  gains: Names.optional(),
});
export type EventModification = z.output<typeof EventModification>;
