import { z } from 'zod';
import { Amount, Duration, Filter, Kebab, Limit, Selector, Target } from './common';
import { Condition, EventPattern } from './conditions';
import { CostsInput, type CostNode } from './costs';
import { EventModification, MODIFICATION_SHAPE, type ModificationCore } from './modification';
import { oneKey } from './one-key';
import type { AbilityNode } from './abilities';

/** Late binding of the ability schema (abilities contain effects, `grant` contains abilities). */
export const abilityRef: { schema: z.ZodType<Record<string, unknown>> | null } = { schema: null };
const AbilityIn = z.lazy(() => abilityRef.schema as z.ZodType<Record<string, unknown>>);

/** An effect as written: a one-key map `{word: args}` with optional `if`/`instead`/`may`/`then`. */
export type EffectIn = Record<string, unknown>;
/** A list of effects as written. */
export const EffectList: z.ZodType<EffectIn[]> = z.lazy(() => z.array(Effect));

const StringOrList = z.union([z.string(), z.array(z.string())]);
const you = () => Selector.default('you');
const DamageKinds = StringOrList.optional();

/** What replaces an event: a list of effects, or a modification of the event (LANGUAGE.md). */
export const Instead = z.union([EffectList, EventModification]);

/** The object form of each effect word's arguments (LANGUAGE.md "Effects"). */
export const WORD_ARGS = {
  'deal-damage': z.strictObject({ amount: Amount, to: Selector, kind: Kebab.optional(), unpreventable: z.boolean().optional(), 'no-counter': z.boolean().optional() }),
  prevent: z.strictObject({ to: you(), amount: Amount.optional(), from: Selector.optional(), damage: DamageKinds, next: z.boolean().default(true), shield: z.boolean().default(false), duration: Duration.default('this-turn') }),
  'reduce-prevention': z.strictObject({ amount: Amount, damage: DamageKinds, next: z.boolean().default(true), duration: Duration.default('this-turn') }),
  'reduce-damage': z
    .strictObject({ amount: Amount.optional(), zero: z.literal(true).optional(), to: Selector.optional(), next: z.boolean().default(true), duration: Duration.optional() })
    .refine((a) => (a.amount === undefined) !== (a.zero === undefined), { message: 'give exactly one of amount and zero' }),
  replace: z.strictObject({ event: EventPattern, instead: Instead.optional(), first: EffectList.optional(), next: z.boolean().default(false), duration: Duration.default('this-turn'), limit: Limit.optional(), optional: z.boolean().optional() }),
  'delayed-trigger': z.strictObject({ when: EventPattern, if: Condition.optional(), targets: z.array(Target).optional(), effects: EffectList, next: z.boolean().default(true), duration: Duration.default('this-turn') }),
  draw: z.strictObject({ count: Amount.default(1), player: you() }),
  discard: z.strictObject({ count: Amount.default(1), player: you(), random: z.boolean().optional(), filter: Filter.optional() }),
  search: z.strictObject({ zone: Kebab.default('deck'), filter: Filter.optional(), count: z.number().int().positive().default(1), to: Kebab.default('hand'), player: you() }),
  shuffle: z.strictObject({ zone: Kebab.default('deck'), player: you() }),
  move: z.strictObject({ what: Selector, to: Kebab, from: Kebab.optional(), count: z.number().int().positive().optional(), 'up-to': z.literal(true).optional(), position: z.enum(['top', 'bottom', 'choose']).optional(), player: Selector.optional() }),
  destroy: z.strictObject({ what: Selector }),
  sacrifice: z.strictObject({ what: Selector }),
  'create-token': z.strictObject({ card: Kebab, count: Amount.default(1), controller: you() }),
  /** fab intimidate: that hero banishes a random card from hand face down until the end phase. */
  intimidate: z.strictObject({ player: Selector.default('opponent') }),
  /** fab "you may attack an additional time with that weapon this turn": its once-per-turn attack may be used once more. */
  'additional-attack': z.strictObject({ with: Selector }),
  /** fab "you may play it this turn": its owner may play that card from where it is. */
  'may-play': z.strictObject({ what: Selector, duration: z.literal('this-turn').default('this-turn') }),
  /** fab "reveal the top N cards of your deck": later words read them as `{revealed: true}` and `it`. */
  reveal: z.strictObject({ count: Amount.default(1), from: Kebab.default('deck'), player: you() }),
  'add-counters': z.strictObject({ kind: z.string(), amount: Amount, on: Selector.default('this') }),
  'remove-counters': z.strictObject({ kind: z.string(), amount: z.union([Amount, z.literal('all')]), on: Selector.default('this') }),
  'gain-life': z.strictObject({ amount: Amount, player: you() }),
  'lose-life': z.strictObject({ amount: Amount, player: you() }),
  'gain-resources': z.strictObject({ amount: Amount, player: you() }),
  'gain-ap': z.strictObject({ amount: Amount, player: you() }),
  'gain-soul': z.strictObject({ amount: Amount, player: you() }),
  heal: z
    .strictObject({ target: Selector, amount: Amount.optional(), execution: z.literal(true).optional() })
    .refine((a) => (a.amount === undefined) !== (a.execution === undefined), { message: 'give exactly one of amount and execution' }),
  modify: z.strictObject({ ...MODIFICATION_SHAPE, grant: z.array(AbilityIn).optional(), affects: Selector.optional(), next: Filter.optional(), 'next-is': Filter.optional(), whose: Selector.optional(), duration: Duration.optional(), while: Condition.optional() }),
  grant: z.strictObject({ affects: Selector, ability: AbilityIn, duration: Duration.optional() }),
  cant: z.strictObject({
    what: z.enum(['play', 'activate', 'attack', 'cross-test', 'draw', 'gain-keyword', 'trigger', 'act', 'choose']),
    by: Selector.default('each-player'),
    filter: Selector.optional(),
    keyword: Kebab.optional(),
    event: EventPattern.optional(),
    duration: Duration.optional(),
  }),
  negate: z.strictObject({ what: Selector }),
  retarget: z.strictObject({ item: Selector, to: Selector }),
  roll: z.strictObject({ dice: z.number().int().positive().default(1), sides: z.number().int().positive().default(6) }),
  choose: z.strictObject({ kind: z.enum(['source', 'name-card', 'creature-type', 'color', 'copy', 'number', 'player']), as: Kebab.default('chosen'), filter: Filter.optional() }),
  attach: z.strictObject({ what: Selector.default('this'), to: Selector }),
  tap: z.strictObject({ what: Selector }),
  untap: z.strictObject({ what: Selector }),
  regenerate: z.strictObject({ what: Selector }),
  redirect: z.strictObject({ from: Selector, to: Selector, next: z.boolean().default(true), duration: Duration.default('this-turn') }),
  skip: z.strictObject({ step: Kebab, who: you() }),
  'develop-era': z.strictObject({ player: you() }),
  'put-into-play': z.strictObject({ what: Selector, from: Kebab, controller: Selector.optional() }),
  'add-mana': z.strictObject({ mana: z.string().optional(), choice: z.array(z.string()).min(2).optional() }).refine((a) => (a.mana === undefined) !== (a.choice === undefined), { message: 'give exactly one of mana and choice' }),
  pay: z.strictObject({ cost: CostsInput }),
} as const;

/** An effect word (= the file name of its primitive, `engine/interpreter/primitives/<word>.ts`). */
export type Word = keyof typeof WORD_ARGS;
/** Every effect word, in table order. */
export const WORDS = Object.keys(WORD_ARGS) as Word[];

/** Words that accept a bare value, and the argument the bare value fills (`draw: 2` = `{count: 2}`). */
export const BARE_ARG: Partial<Record<Word, { key: string; schema: z.ZodType }>> = {
  draw: { key: 'count', schema: Amount },
  discard: { key: 'count', schema: Amount },
  shuffle: { key: 'zone', schema: Kebab },
  destroy: { key: 'what', schema: Selector },
  sacrifice: { key: 'what', schema: Selector },
  negate: { key: 'what', schema: Selector },
  attach: { key: 'to', schema: Selector },
  tap: { key: 'what', schema: Selector },
  untap: { key: 'what', schema: Selector },
  regenerate: { key: 'what', schema: Selector },
  'create-token': { key: 'card', schema: Kebab },
  'gain-life': { key: 'amount', schema: Amount },
  'lose-life': { key: 'amount', schema: Amount },
  'gain-resources': { key: 'amount', schema: Amount },
  'gain-ap': { key: 'amount', schema: Amount },
  'gain-soul': { key: 'amount', schema: Amount },
  'develop-era': { key: 'player', schema: Selector },
  'add-mana': { key: 'mana', schema: z.string() },
  pay: { key: 'cost', schema: CostsInput },
  intimidate: { key: 'player', schema: Selector },
  'may-play': { key: 'what', schema: Selector },
  reveal: { key: 'count', schema: Amount },
  'additional-attack': { key: 'with', schema: Selector },
};

const heads = Object.fromEntries(
  WORDS.map((w) => {
    const bare = BARE_ARG[w];
    return [w, bare ? z.union([WORD_ARGS[w], bare.schema]) : WORD_ARGS[w]];
  }),
) as unknown as { [W in Word]: z.ZodType };

/** The effect schema: one word plus the wrappers of LANGUAGE.md. */
export const Effect: z.ZodType<EffectIn> = oneKey('effect word', heads, {
  if: Condition.optional(),
  instead: z.strictObject({ if: Condition, do: EffectList }).optional(),
  may: z.boolean().optional(),
  then: EffectList.optional(),
}) as unknown as z.ZodType<EffectIn>;

// ---- compiled shapes (what the kernel reads) ----

type Args<W extends Word> = z.output<(typeof WORD_ARGS)[W]>;
/** The modification fields plus granted abilities, compiled. */
export type Modification = ModificationCore & { grant?: AbilityNode[] };
/** `instead` of a replacement, compiled: effects, or an event modification. */
export type InsteadNode = EffectNode[] | EventModification;
interface Overrides {
  replace: Omit<Args<'replace'>, 'instead' | 'first'> & { instead?: InsteadNode; first?: EffectNode[] };
  'delayed-trigger': Omit<Args<'delayed-trigger'>, 'effects'> & { effects: EffectNode[] };
  modify: Omit<Args<'modify'>, 'grant'> & { grant?: AbilityNode[] };
  grant: Omit<Args<'grant'>, 'ability'> & { ability: AbilityNode };
  pay: { cost: CostNode[] };
}
/** The compiled arguments of a word. */
export type WordArgs<W extends Word> = W extends keyof Overrides ? Overrides[W] : Args<W>;

/**
 * The wrappers an effect may carry (FAB-6.1.3, FAB-6.4.7, MTG-WIKI-MAYDO). A type literal, not an
 * interface, so compiled effects are plain records (`Readonly<Record<string, unknown>>`) to the checker
 * whatever order it checks the program in.
 */
export type EffectWrappers = {
  /** Condition checked once, when the effect would be produced (FAB-6.1.3). */
  if?: Condition;
  /** Self-replacement (FAB-6.4.7): if the condition holds when this effect is generated, do these instead. */
  instead?: { if: Condition; do: EffectNode[] };
  /** Asks a `may` decision; `then` runs only if this effect was performed. */
  may?: boolean;
  /** Effects that run only if this one was performed (possibly as replaced). */
  then?: EffectNode[];
};

/** A compiled effect: `{word: 'draw', args: {count: 2, player: 'you'}, ...wrappers}`. */
export type EffectNode = { [W in Word]: { word: W; args: WordArgs<W> } & EffectWrappers }[Word];

