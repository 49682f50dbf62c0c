import type { Amount, CostNode, EffectNode, EventModification, EventPattern, Limit, Ordinal, Selector } from '../cards/schema';

/**
 * What a replacement does instead of (or to) its event: a printed one's effects or event
 * modification (cards/schema `InsteadNode`), or one an effect made: skip the step (`skip`), regenerate the
 * object (`regenerate`), deal the damage to the chosen object (`redirect`).
 */
export type ReplacementInstead = EffectNode[] | ReplacementChange;

/** A change to the event itself: a printed event modification, or one of the changes effects make. */
export type ReplacementChange = EventModification & { skip?: true; regenerate?: true; redirect?: true };

/**
 * A replacement or prevention effect as the registries and the state keep it (FAB-6.4). Three
 * sources write it: a printed `replacement` body (a `prevention` body with its protected object
 * and source made its event pattern), a profile's keyword (ward, spellvoid, soul-stoning,
 * modular), and an effect a resolving ability makes (`replace`, `prevent`, `redirect`,
 * `regenerate`, `skip`, `reduce-damage`, `reduce-prevention`). Every field a reader looks at is
 * here, typed: a field no writer sets can't be read.
 */
export interface ReplacementSpec {
  /** The event it waits for: a pattern (LANGUAGE.md "Event patterns"), or its type. */
  event?: EventPattern | string;
  instead?: ReplacementInstead;
  /** Sub-events performed before the event (FAB-6.4.1a). */
  first?: readonly EffectNode[];
  cost?: readonly CostNode[];
  /** Its controller chooses whether it applies, as the event would happen (SCP-606.4). */
  optional?: boolean;
  limit?: Limit;
  ordinal?: Ordinal;
  /** Ordering classes (FAB-6.5): a self-replacement, a property of an entering object, an outcome. */
  self?: boolean;
  entering?: boolean;
  outcome?: boolean;
  /** A printed replacement: the zone it works from. A prevention an effect made: the damage source it stops (physical id or seat, FAB-6.4.10e). */
  from?: string;
  /** A prevention: how much damage it prevents (none: all of the next event, FAB-6.4.10b). */
  prevent?: Amount;
  /** A prevention or a prevention reduction: the kinds of damage it concerns (FAB-6.4.10c). */
  damage?: string | readonly string[];
  /** A prevention shield: its value carries over events until used up (FAB-6.4.10j). */
  shield?: boolean;
  /** Gate Ruler's damage reduction: the executions it reduces. */
  to?: Selector;
  /** A printed prevention's amount; a reduction's amount (damage reduction, prevention reduction FAB-6.4.10g). */
  amount?: Amount;
  /** Gate Ruler's damage reduction to zero. */
  zero?: boolean;
  /** Used up by the first event it replaces ("the next time ..."). */
  next?: boolean;
  /** A redirection's new recipient, fixed as the effect was made (MTG-614.9). */
  redirectTo?: string;
}
