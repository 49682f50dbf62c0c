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
  spec(value: number | string | undefined, playZone: string): Readonly<Record<string, unknown>>;
  /** True for "this enters with ..." keywords: they apply to the entering object itself (MTG-614.12). */
  entering?: boolean;
}

/** A profile's replacement keywords by name. */
export type ReplacementKeywords = Readonly<Record<string, ReplacementKeyword>>;
