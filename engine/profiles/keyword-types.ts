import { AMOUNT_WORDS, type Amount, type KeywordValue, type TriggerBody } from '../cards/schema';
import type { ReplacementSpec } from '../events/replacement-spec';
/**
 * A keyword that is a replacement or prevention effect, as its profile defines it: the rules
 * text the keyword stands for, in the card language's shapes. The kernel collects these for
 * objects that have the keyword (engine/events/replacement.ts).
 */
export interface ReplacementKeyword {
  /** The ordering class (FAB-6.5 steps; MTG-616.1 self-replacement first). */
  class: 'self' | 'property' | 'general' | 'prevention' | 'outcome';
  /** The event type it waits for. */
  eventType: string;
  /** The replacement's body for an object with this keyword value (`ward 1`, `spellvoid X`). */
  spec(value: KeywordValue | undefined, playZone: string): ReplacementSpec;
  /** True for "this enters with ..." keywords: they apply to the entering object itself (MTG-614.12). */
  entering?: boolean;
}

/** A profile's replacement keywords by name. */
export type ReplacementKeywords = Readonly<Record<string, ReplacementKeyword>>;

/**
 * A keyword that is a triggered ability, as its profile defines it (SCP 【Tool】, SCP-607.6b):
 * the rules text the keyword stands for, as a compiled `triggered` ability body. The kernel
 * makes it a functional trigger of every object in play that has the keyword, or the rule
 * effect of that name (SCP-607.4: rule effects are never lost), in engine/triggers/detect.ts.
 */
export interface TriggerKeyword {
  /** The digest ID of the rule that defines the keyword, cited when it triggers. */
  rule: string;
  /** The triggered ability body (`when`, `targets`, `effects` ...), compiled. */
  body: TriggerBody;
}

/** A profile's triggered keywords by name. */
export type TriggerKeywords = Readonly<Record<string, TriggerKeyword>>;

/**
 * A keyword that is a static rule of a kind the kernel knows how to apply (a typed static rule,
 * not text): the profile names the keyword, the interpreter applies the rule wherever it reads
 * the characteristic.
 */
export interface StaticKeyword {
  /** The object has every subtype while it has this type (MTG changeling: every creature type). */
  everySubtypeOf?: string;
}

/** A profile's typed static keywords by name. */
export type StaticKeywords = Readonly<Record<string, StaticKeyword>>;

const AMOUNT_WORD_SET: ReadonlySet<string> = new Set(AMOUNT_WORDS);

/**
 * A keyword's value read as an amount ("Ward 3", "Spellvoid X", "Spellvoid {plus: ...}"): a
 * number, an amount word or an amount expression. A keyword printed without a value (or with a
 * name or counter value, which an amount keyword never has) counts as `otherwise`.
 */
export function keywordAmount(value: KeywordValue | undefined, otherwise: number): Amount {
  if (value === undefined) return otherwise;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return AMOUNT_WORD_SET.has(value) ? (value as Amount) : otherwise;
  return 'counter' in value ? otherwise : value;
}
