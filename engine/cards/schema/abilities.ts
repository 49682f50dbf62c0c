import { z } from 'zod';
import { Amount, Filter, Kebab, Limit, Ordinal, Selector, Target } from './common';
import { Condition, EventPattern } from './conditions';
import { CostsInput, type CostNode } from './costs';
import { abilityRef, EffectList, Instead, WORD_ARGS, type EffectNode, type InsteadNode, type Modification, type WordArgs } from './effects';
import { EventModification, MODIFICATION_SHAPE } from './modification';
import { oneKey } from './one-key';

const StringOrList = z.union([z.string(), z.array(z.string())]);
const Targets = z.array(Target).min(1);
const Timing = z.enum(['instant', 'main', 'any', 'own-turn', 'action', 'attack-reaction', 'defense-reaction']);
const Mode = z.strictObject({ text: z.string().optional(), targets: Targets.optional(), effects: EffectList });
const Modes = z.array(Mode).min(2);
const ModificationIn = z.strictObject({ ...MODIFICATION_SHAPE, grant: z.array(z.lazy(() => AbilityInput)).optional() });
const exactlyOne = (keys: string[], what: string) => (v: Record<string, unknown>) =>
  keys.filter((k) => v[k] !== undefined).length === 1 || `give exactly one of ${keys.join(', ')} (${what})`;

/** Rule-modifying words a `static` ability's `rule` may hold (FAB-6.3.1, SCP-605). */
export const RULE_ARGS = {
  cant: WORD_ARGS.cant,
  skip: WORD_ARGS.skip,
  'additional-cost': z.strictObject({ action: z.enum(['play', 'activate', 'attack', 'cross-test']), by: Selector.default('each-player'), filter: Filter.optional(), cost: CostsInput }),
  'keep-stat': z.strictObject({ stat: Kebab, player: Selector.default('you') }),
} as const;
/** A rule word. */
export type RuleWord = keyof typeof RULE_ARGS;
const Rule = oneKey('rule word', RULE_ARGS, {});

/** The body of each ability kind as written (LANGUAGE.md "Abilities"). */
export const ABILITY_BODIES = {
  effect: z.union([
    EffectList,
    z.strictObject({ targets: Targets.optional(), modes: Modes.optional(), effects: EffectList.optional(), timing: Timing.optional() })
      .refine((b) => (b.modes === undefined) !== (b.effects === undefined), { message: 'give exactly one of effects and modes' }),
  ]),
  activated: z.strictObject({
    cost: CostsInput.optional(), targets: Targets.optional(), modes: Modes.optional(), effects: EffectList.optional(),
    timing: Timing.optional(), limit: Limit.optional(), 'only-if': Condition.optional(), stack: z.boolean().optional(), from: Kebab.optional(),
    /** fab "Attack": activating it is an attack; its source's attack proxy becomes the chain link's attack (FAB-7.1). */
    attack: z.literal(true).optional(),
    /** fab: the ability has go again (FAB-KW-GO-AGAIN). */
    'go-again': z.literal(true).optional(),
  }).refine((b) => (b.modes === undefined) !== (b.effects === undefined) || (b.attack === true && b.modes === undefined), { message: 'give exactly one of effects and modes' }),
  triggered: z.strictObject({
    when: EventPattern.optional(), state: Condition.optional(), at: z.enum(['start-of-turn', 'end-of-turn', 'end-phase', 'action-phase']).optional(),
    whose: z.enum(['you', 'opponent', 'any']).optional(), limit: Limit.optional(), ordinal: Ordinal.optional(), if: Condition.optional(),
    may: z.boolean().optional(), hidden: z.boolean().optional(), targets: Targets.optional(), effects: EffectList, from: Kebab.optional(),
  }).refine(exactlyOne(['when', 'state', 'at'], 'what it triggers on')),
  static: z.strictObject({ affects: Selector.optional(), modify: ModificationIn.optional(), while: Condition.optional(), rule: Rule.optional(), from: Kebab.optional(), cda: z.literal(true).optional() })
    .refine((b) => (b.modify === undefined) !== (b.rule === undefined), { message: 'give exactly one of modify and rule' }),
  replacement: z.strictObject({
    event: EventPattern.optional(), instead: Instead.optional(), first: EffectList.optional(), optional: z.boolean().optional(), cost: CostsInput.optional(),
    limit: Limit.optional(), ordinal: Ordinal.optional(), self: z.boolean().optional(), entering: z.boolean().optional(), outcome: z.boolean().optional(), from: Kebab.optional(),
  })
    .refine((b) => b.event !== undefined || b.entering === true, { message: 'a replacement needs an event (or entering: true)' })
    .refine((b) => b.instead !== undefined || b.first !== undefined, { message: 'a replacement needs instead or first' }),
  prevention: z.strictObject({
    to: Selector.optional(), from: Selector.optional(), damage: StringOrList.optional(), amount: Amount.optional(),
    optional: z.boolean().optional(), cost: CostsInput.optional(), first: EffectList.optional(),
  }).refine((b) => b.to !== undefined || b.from !== undefined, { message: 'a prevention needs a protected object (to) or a source (from)' }),
  counter: z.strictObject({ targets: Targets.optional(), effects: EffectList }),
  'chrono-burst': z.strictObject({ targets: Targets.optional(), effects: EffectList }),
  'additional-cost': z.strictObject({
    cost: CostsInput, 'when-paid': EffectList.optional(),
    /** The cost exists only while this holds ("Combo - If ..., as an additional cost ..."). */
    if: Condition.optional(),
    /** "You may pay any amount": the player announces X (0 to `max`, what can be paid), the card's X; `x` in the cost is it. */
    x: z.strictObject({ max: Amount }).optional(),
  }),
} as const;

/** An ability kind (the key of its one-key map). */
export type AbilityKind = keyof typeof ABILITY_BODIES;
/** Every ability kind. */
export const ABILITY_KINDS = Object.keys(ABILITY_BODIES) as AbilityKind[];

/** An ability as written: `{triggered: {...}}`. */
export const AbilityInput: z.ZodType<Record<string, unknown>> = oneKey('ability kind', ABILITY_BODIES, {}) as unknown as z.ZodType<Record<string, unknown>>;
abilityRef.schema = AbilityInput;

// ---- compiled shapes (what the kernel reads) ----

type Out<K extends AbilityKind> = z.output<(typeof ABILITY_BODIES)[K]>;
type Fx = { effects: EffectNode[] };
type Mo = { modes?: ModeNode[] };
/** A compiled mode of a modal ability. */
export interface ModeNode { text?: string; targets?: Target[]; effects: EffectNode[] }
/** A compiled rule effect: `{word: 'cant', args: {...}}`. */
export type RuleNode = { [W in RuleWord]: { word: W; args: RuleArgs<W> } }[RuleWord];
/** A rule word's compiled arguments: an `additional-cost` rule's cost is compiled like any cost (cards/compile.ts). */
type RuleArgs<W extends RuleWord> = W extends 'additional-cost' ? Omit<z.output<(typeof RULE_ARGS)[W]>, 'cost'> & { cost: CostNode[] } : z.output<(typeof RULE_ARGS)[W]>;
type EffectBodyObject = Extract<Out<'effect'>, { timing?: unknown }>;

/** The compiled body of each ability kind: effects, costs and rules compiled; lists always lists. */
export interface AbilityBodies {
  effect: Omit<EffectBodyObject, 'effects' | 'modes'> & Fx & Mo;
  activated: Omit<Out<'activated'>, 'cost' | 'effects' | 'modes'> & { cost: CostNode[] } & Fx & Mo;
  triggered: Omit<Out<'triggered'>, 'effects'> & Fx;
  static: Omit<Out<'static'>, 'modify' | 'rule'> & { modify?: Modification; rule?: RuleNode };
  replacement: Omit<Out<'replacement'>, 'instead' | 'first' | 'cost'> & { instead?: InsteadNode; first?: EffectNode[]; cost?: CostNode[] };
  prevention: Omit<Out<'prevention'>, 'first' | 'cost'> & { first?: EffectNode[]; cost?: CostNode[] };
  counter: Omit<Out<'counter'>, 'effects'> & Fx;
  'chrono-burst': Omit<Out<'chrono-burst'>, 'effects'> & Fx;
  'additional-cost': Omit<Out<'additional-cost'>, 'cost' | 'when-paid'> & { cost: CostNode[]; 'when-paid'?: EffectNode[] };
}

/** A compiled ability: its kind, its 1-based index among the card's abilities of that kind, its body. */
export type AbilityNode = { [K in AbilityKind]: { kind: K; index: number; text?: string; body: AbilityBodies[K] } }[AbilityKind];

/** A compiled ability of one kind. */
export type AbilityOf<K extends AbilityKind> = Extract<AbilityNode, { kind: K }>;
/** A compiled activated ability's body (cost, timing, limit, `attack`, `go-again` ...). */
export type ActivatedBody = AbilityBodies['activated'];
/** A compiled triggered ability's body; a delayed trigger's and a triggered keyword's text have its parts. */
export type TriggerBody = AbilityBodies['triggered'];
/**
 * A triggered layer's body carried by the pending layer itself, not read from its card: a
 * delayed trigger's, a keyword's or granted ability's text, a "when you do" list, a harvest. Its
 * targets and effects, and whether it is optional (`may`) or an Incident's hidden trigger.
 */
export type CarriedTriggerBody = Pick<TriggerBody, 'targets' | 'may' | 'hidden'> & { effects: EffectNode[] };
/** A delayed trigger as it waits (FAB-6.6.3): its `delayed-trigger` arguments less the duration, which the effect keeps. */
export type DelayedTriggerSpec = Omit<WordArgs<'delayed-trigger'>, 'duration'>;
/**
 * What a layer on the stack resolves: a card's effect, an activated, triggered, counter or
 * chrono-burst body, or a body carried by the layer (a delayed trigger's, a granted ability's,
 * a "when paid" list). Its targets, then its modes or effects.
 */
export type LayerBody = { readonly targets?: readonly Target[]; readonly modes?: readonly ModeNode[]; readonly effects?: readonly EffectNode[] };

export { EventModification };
