import { z } from 'zod';
import { Amount, Filter, Kebab, Selector } from './common';
import { oneKey } from './one-key';

/** Each cost word and its value (LANGUAGE.md "Costs"). */
export const COST_WORDS = {
  resources: Amount,
  mana: z.string().regex(/^(\{[0-9A-Z/]+\})+$/, 'expected a mana string like "{1}{G}"'),
  soul: z.number().int().positive(),
  life: z.number().int().positive(),
  tap: Selector,
  untap: Selector,
  destroy: Selector,
  sacrifice: Selector,
  discard: z.union([z.number().int().positive(), z.strictObject({ count: z.number().int().positive(), filter: Filter.optional(), random: z.boolean().optional() })]),
  banish: z.strictObject({ from: Kebab, filter: Filter.optional(), count: z.number().int().positive().default(1) }),
  /** "Remove N <kind> counters from this": a cost takes them from the object paying it. */
  'remove-counters': z.strictObject({ kind: z.string(), amount: z.number().int().positive(), on: z.literal('this').default('this') }),
  draw: z.number().int().positive(),
  /** Reveal cards from a zone (they stay there): Demolition Crew's "reveal a card in your hand with cost 2 or greater". */
  reveal: z.strictObject({ from: Kebab.default('hand'), filter: Filter.optional(), count: z.number().int().positive().default(1) }),
  /** Put cards from a zone on the bottom of their owner's deck: Enlightened Strike. */
  'put-on-bottom': z.strictObject({ from: Kebab.default('hand'), filter: Filter.optional(), count: z.number().int().positive().default(1) }),
} as const;

/** A cost word. */
export type CostWord = keyof typeof COST_WORDS;

/** One cost as written: `{tap: this}`, `{banish: {...}, optional: true}`. */
export const CostInput = oneKey('cost', COST_WORDS, { optional: z.boolean().optional() });

/** A cost, or a list of costs paid all at once (CHR-ACT-2); `[]` is an explicit "no cost". */
export const CostsInput = z.union([CostInput, z.array(CostInput)]);

/** A compiled cost: `{kind: 'tap', value: 'this'}`; `optional` costs are asked as `pay` decisions. */
export type CostNode = { [K in CostWord]: { kind: K; value: z.output<(typeof COST_WORDS)[K]>; optional?: true } }[CostWord];
