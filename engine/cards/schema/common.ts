import { z } from 'zod';

/** A kebab-case identifier: card ids, keyword names, target names. */
export const Kebab = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a kebab-case name');

/**
 * The selector words (LANGUAGE.md "Selectors"). Any other kebab-case string is a name declared
 * by the same ability (a target's `name`, a `choose` word's `as`); lint reports undeclared ones.
 */
export const SELECTOR_WORDS = [
  'this', 'you', 'opponent', 'each-opponent', 'each-player', 'controller', 'owner',
  'target', 'it', 'chosen', 'event-source', 'event-target', 'event-player', 'event-item',
  'the-attack', 'attack', 'hero', 'ruler', 'any-target', 'defending-hero', 'attacking-hero',
] as const;

/** A numeric test: an exact number or bounds (`{gte: 6}`). */
export const NumberTest = z.union([
  z.number(),
  z.strictObject({ gte: z.number().optional(), lte: z.number().optional(), gt: z.number().optional(), lt: z.number().optional(), eq: z.number().optional() }),
]);
export type NumberTest = z.infer<typeof NumberTest>;

const StringOrList = z.union([z.string(), z.array(z.string())]);
const Who = z.union([z.enum(['you', 'opponent', 'any']), Kebab]);

/** A filter map: every key must match (LANGUAGE.md "Filter maps"). */
export interface Filter {
  type?: string | string[];
  types?: string[];
  subtype?: string | string[];
  supertype?: string | string[];
  class?: string | string[];
  talent?: string | string[];
  name?: string;
  card?: string;
  keyword?: string | string[];
  controller?: string;
  owner?: string;
  zone?: string | string[];
  color?: 'red' | 'yellow' | 'blue' | 'white' | 'black' | 'green';
  kind?: string | string[];
  power?: NumberTest;
  'base-power'?: NumberTest;
  defense?: NumberTest;
  cost?: NumberTest;
  hp?: NumberTest;
  toughness?: NumberTest;
  containment?: NumberTest;
  protection?: NumberTest;
  counters?: Record<string, NumberTest>;
  other?: boolean;
  attacking?: boolean;
  defending?: boolean;
  revealed?: boolean;
  tapped?: boolean;
  token?: boolean;
  /** Attached to `this`, to anything (`true`), to nothing (`false`), or to an object matching a filter. */
  'attached-to'?: AttachmentEnd;
  /** Has `this` (or anything, or an object matching a filter) attached to it: "the object using this". */
  'host-of'?: AttachmentEnd;
  not?: Filter;
  any?: Selector[];
  each?: Filter;
}

/** The other end of an attachment in a filter (`attached-to`, `host-of`). */
export type AttachmentEnd = boolean | 'this' | Filter;

/** A selector: a word, a declared name, or a filter map. */
export type Selector = string | Filter;

/** The filter map schema (recursive through `not`, `any`, `each`). */
export const Filter: z.ZodType<Filter> = z.lazy(() =>
  z.strictObject({
    type: StringOrList.optional(),
    types: z.array(z.string()).optional(),
    subtype: StringOrList.optional(),
    supertype: StringOrList.optional(),
    class: StringOrList.optional(),
    talent: StringOrList.optional(),
    name: z.string().optional(),
    card: Kebab.optional(),
    keyword: StringOrList.optional(),
    controller: Who.optional(),
    owner: Who.optional(),
    zone: StringOrList.optional(),
    /** fab pitch colors; mtg colors (MTG-613.1e). */
    color: z.enum(['red', 'yellow', 'blue', 'white', 'black', 'green']).optional(),
    kind: StringOrList.optional(),
    power: NumberTest.optional(),
    'base-power': NumberTest.optional(),
    defense: NumberTest.optional(),
    cost: NumberTest.optional(),
    hp: NumberTest.optional(),
    toughness: NumberTest.optional(),
    containment: NumberTest.optional(),
    protection: NumberTest.optional(),
    counters: z.record(z.string(), NumberTest).optional(),
    other: z.boolean().optional(),
    attacking: z.boolean().optional(),
    defending: z.boolean().optional(),
    /** fab: a card the effect's last `reveal` showed (effect selectors only: interpreter/refs.ts). */
    revealed: z.boolean().optional(),
    tapped: z.boolean().optional(),
    token: z.boolean().optional(),
    'attached-to': z.union([z.boolean(), z.literal('this'), Filter]).optional(),
    'host-of': z.union([z.boolean(), z.literal('this'), Filter]).optional(),
    not: Filter.optional(),
    any: z.array(Selector).optional(),
    each: Filter.optional(),
  }),
);

/** The selector schema. */
export const Selector: z.ZodType<Selector> = z.lazy(() => z.union([Kebab, Filter]));

/** An amount (LANGUAGE.md "Amounts"). */
/** The amount words (LANGUAGE.md "Amounts"): the announced X, the rolled number, the event's amount, "that many". */
export const AMOUNT_WORDS = ['x', 'rolled', 'event-amount', 'that-many'] as const;

export type Amount =
  | number
  | (typeof AMOUNT_WORDS)[number]
  | { count: Selector }
  | { plus: Amount[] }
  | { times: Amount[] }
  | { minus: [Amount, Amount] }
  | { counters: string; of: Selector }
  | { stat: string; of: Selector }
  | { half: Amount }
  | { 'count-happened': Readonly<Record<string, unknown>> };

/** The amount schema. */
export const Amount: z.ZodType<Amount> = z.lazy(() =>
  z.union([
    z.number(),
    z.enum(AMOUNT_WORDS),
    z.strictObject({ count: Selector }),
    z.strictObject({ plus: z.array(Amount).min(2) }),
    z.strictObject({ times: z.array(Amount).min(2) }),
    z.strictObject({ minus: z.tuple([Amount, Amount]) }),
    z.strictObject({ counters: z.string(), of: Selector }),
    z.strictObject({ stat: z.string(), of: Selector }),
    z.strictObject({ half: Amount }),
    // An event pattern (LANGUAGE.md "Event patterns"; checked where it is read: conditions.ts).
    z.strictObject({ 'count-happened': z.looseObject({ event: z.string(), period: z.enum(['turn', 'game', 'chain']).optional() }) }),
  ]),
);

/** A change of a number: `+3`/`-1` (an amount added) or `{set: 3}`. */
export const NumberChange = z.union([Amount, z.strictObject({ set: Amount })]);
export type NumberChange = z.infer<typeof NumberChange>;

/** Durations (LANGUAGE.md "Durations"). */
export const Duration = z.union([
  z.enum(['this-turn', 'until-end-of-turn', 'while-source-in-play', 'until-used', 'permanent', 'this-combat-chain', 'this-chain-link']),
  z.strictObject({ 'until-end-of-next-turn-of': Selector }),
  /** fab: only during that player's next turn (from its start to its end). */
  z.strictObject({ 'during-next-turn-of': Selector }),
  /** fab: only during that player's next phase of that name ("during their next action phase"). */
  z.strictObject({ 'during-next-phase-of': Selector, phase: z.enum(['action']) }),
  z.strictObject({ uses: z.number().int().positive() }),
]);
export type Duration = z.infer<typeof Duration>;

/** A use limit: `{per-turn: 1}` (FAB-6.6.1a, SCP-603.5). */
export const Limit = z.strictObject({ 'per-turn': z.number().int().positive().optional(), 'per-game': z.number().int().positive().optional() });
export type Limit = z.infer<typeof Limit>;

/** An ordinal: the Nth matching event in a period (FAB-6.6.1b). */
export const Ordinal = z.strictObject({ nth: z.number().int().positive(), period: z.enum(['turn', 'game']).default('turn') });
export type Ordinal = z.infer<typeof Ordinal>;

/** A target declaration. `count` exactly N (default 1); `up-to` 0..N instead. */
export const Target = z.strictObject({
  target: Selector,
  /** How many; `x`: the announced X ("that many target cards"). */
  count: z.union([z.number().int().positive(), z.literal('x')]).optional(),
  'up-to': z.number().int().positive().optional(),
  name: Kebab.optional(),
});
export type Target = z.infer<typeof Target>;

/** A keyword as written in `keywords:`: a name, or a one-key map name -> value. */
export const KeywordValue = z.union([Amount, z.string(), z.strictObject({ counter: z.string(), amount: z.number() })]);
export type KeywordValue = z.infer<typeof KeywordValue>;
export const KeywordEntry = z.union([Kebab, z.record(Kebab, KeywordValue)]);
