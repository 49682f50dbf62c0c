import { z } from 'zod';
import { Kebab, KeywordEntry } from './schema/common';
import { AbilityInput } from './schema/abilities';

export * from './schema/common';
export * from './schema/conditions';
export * from './schema/costs';
export * from './schema/modification';
export * from './schema/effects';
export * from './schema/abilities';

const Stat = z.number().int();

/** One card as written in a set file (LANGUAGE.md "A set file"). Unknown keys are errors. */
export const CardInput = z.strictObject({
  id: Kebab,
  name: z.string().min(1),
  type: z.string().min(1),
  subtypes: z.array(z.string()).optional(),
  cost: z.union([Stat, z.string().regex(/^(\{[0-9A-Z/]+\})+$/, 'expected a number or a mana string like "{1}{G}"')]).optional(),
  pitch: Stat.optional(),
  power: Stat.optional(),
  defense: Stat.optional(),
  hp: Stat.optional(),
  toughness: Stat.optional(),
  containment: Stat.optional(),
  protection: Stat.optional(),
  life: Stat.optional(),
  intellect: Stat.optional(),
  cb: z.boolean().optional(),
  text: z.string(),
  ja: z.strictObject({ name: z.string().optional(), text: z.string().optional() }).optional(),
  keywords: z.array(KeywordEntry).optional(),
  rules: z.array(Kebab).optional(),
  abilities: z.array(AbilityInput).optional(),
  scripted: z.boolean().optional(),
});
/** A card as written. */
export type CardInput = z.infer<typeof CardInput>;

/** The numbers a card may print, in the order they are listed. */
export const STAT_KEYS = ['cost', 'pitch', 'power', 'defense', 'hp', 'toughness', 'containment', 'protection', 'life', 'intellect'] as const;

/** A set file's header; its cards are validated one by one (so errors name the card). */
export const SetHeader = z.strictObject({
  set: Kebab,
  profile: Kebab,
  name: z.string().min(1),
  /** The set's name in Japanese, for the collection's set filter in a Japanese UI. */
  ja: z.strictObject({ name: z.string().min(1) }).optional(),
  cards: z.array(z.unknown()),
});

/** A whole set file (for the JSON Schema editors use). */
export const SetFile = SetHeader.extend({ cards: z.array(CardInput) });
