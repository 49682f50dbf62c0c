import { z } from 'zod';
import { Amount, Filter, Kebab, NumberTest, Selector } from './common';

/** Event types a pattern can name (LANGUAGE.md "Event patterns") and the fields each may filter. */
export const EVENT_FIELDS = {
  damage: ['to', 'source', 'kind', 'amount', 'controller'],
  'dealt-damage': ['to', 'source', 'kind', 'amount', 'controller'],
  destroy: ['target'],
  leave: ['card', 'from', 'to'],
  enter: ['card', 'to', 'controller'],
  deploy: ['card', 'by'],
  play: ['card', 'by', 'from'],
  activate: ['card', 'by', 'attack'],
  draw: ['player'],
  discard: ['player', 'card'],
  move: ['card', 'to', 'from', 'player'],
  roll: ['result', 'player'],
  'gain-life': ['player', 'amount', 'source'],
  'lose-life': ['player', 'amount', 'source'],
  counters: ['kind', 'added', 'on', 'amount'],
  'apply-effect': ['target', 'change', 'amount', 'gains', 'loses'],
  hit: ['attack', 'hero'],
  'cross-test': ['by', 'object', 'sandbox'],
  'containment-breach': ['object', 'sandbox', 'player'],
  attach: ['object', 'to'],
  'start-of-turn': ['player'],
  'end-of-turn': ['player'],
  'draw-step': ['player'],
  'create-token': ['card', 'controller'],
  'era-develops': ['player'],
  pitch: ['card', 'player'],
  attack: ['attack', 'by'],
  defend: ['card', 'from', 'hero', 'attack'],
  'chain-close': ['player'],
  'action-phase': ['player'],
  'end-phase': ['player'],
  intimidate: ['player', 'card'],
} as const;

/** An event type. */
export type EventType = keyof typeof EVENT_FIELDS;
const EventTypeSchema = z.enum(Object.keys(EVENT_FIELDS) as [EventType, ...EventType[]]);

/** A field value in a pattern: a selector (word or filter), a number test, a zone/kind word, or a flag. */
const PatternValue = z.union([NumberTest, z.boolean(), Selector, z.string().min(1)]);

/** An event pattern: `{event: <type>, ...fields}`; each field must be one its type allows. */
export const EventPattern = z
  .looseObject({ event: EventTypeSchema, period: z.enum(['turn', 'game', 'chain']).optional() })
  .superRefine((p, ctx) => {
    const allowed = new Set<string>(['event', 'period', ...(EVENT_FIELDS[p.event] ?? [])]);
    for (const [key, value] of Object.entries(p)) {
      if (!allowed.has(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `unknown field for a "${p.event}" pattern (allowed: ${[...allowed].slice(2).join(', ')})` });
        continue;
      }
      if (key === 'event' || key === 'period') continue;
      const r = PatternValue.safeParse(value);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [key], message: 'expected a selector, a word, a number test or a flag' });
    }
  });
/** An event pattern as the kernel reads it. */
export type EventPattern = { event: EventType; period?: 'turn' | 'game' | 'chain' } & Record<string, unknown>;

/** A condition (LANGUAGE.md "Conditions"). */
export type Condition =
  | { controls: Filter }
  | { count: Selector; gte?: number; lte?: number; eq?: number; gt?: number; lt?: number }
  | { 'hand-size': NumberTest }
  | { 'in-zone': string; filter?: Filter; player?: Selector }
  | { happened: EventPattern; count?: NumberTest }
  | { combo: string }
  | { reprise: boolean }
  | { 'played-from': string }
  | { 'hits-in-a-row': NumberTest }
  | { 'paid-with': Filter }
  | { compare: [Amount, 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte', Amount] }
  | { era: number }
  | { rolled: NumberTest }
  | { phase: string; whose?: 'you' | 'opponent' | 'any' }
  | { 'your-turn': boolean }
  | { in: string }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] };

/** The condition schema. */
export const Condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ controls: Filter }),
    z.strictObject({ count: Selector, gte: z.number().optional(), lte: z.number().optional(), eq: z.number().optional(), gt: z.number().optional(), lt: z.number().optional() }),
    z.strictObject({ 'hand-size': NumberTest }),
    z.strictObject({ 'in-zone': Kebab, filter: Filter.optional(), player: Selector.optional() }),
    z.strictObject({ happened: EventPattern as z.ZodType<EventPattern>, count: NumberTest.optional() }),
    z.strictObject({ combo: z.string().min(1) }),
    z.strictObject({ reprise: z.boolean() }),
    z.strictObject({ 'played-from': Kebab }),
    z.strictObject({ 'hits-in-a-row': NumberTest }),
    z.strictObject({ 'paid-with': Filter }),
    z.strictObject({ compare: z.tuple([Amount, z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']), Amount]) }),
    z.strictObject({ era: z.number().int().positive() }),
    z.strictObject({ rolled: NumberTest }),
    z.strictObject({ phase: Kebab, whose: z.enum(['you', 'opponent', 'any']).optional() }),
    z.strictObject({ 'your-turn': z.boolean() }),
    z.strictObject({ in: Kebab }),
    z.strictObject({ not: Condition }),
    z.strictObject({ all: z.array(Condition).min(1) }),
    z.strictObject({ any: z.array(Condition).min(1) }),
  ]),
);
