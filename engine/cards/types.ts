import type { CardId } from '../core/ids';

/**
 * A card definition as the engine uses it: printed characteristics plus compiled abilities.
 * Plain data (no functions): behaviour is looked up by ability kind and effect word.
 */
export interface CardDef {
  id: CardId;
  set: string;
  name: string;
  /** Printed type line as written (`Generic Action - Attack`). */
  typeLine: string;
  /** Card types (`Action`, `Attack`, `Unit`, `Creature` ...), classes, talents, subtypes, supertypes. */
  types: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  classes: readonly string[];
  talents: readonly string[];
  /** Printed numbers: cost, pitch, power, defense, hp, toughness, containment, protection ... */
  stats: Readonly<Record<string, number>>;
  /** A mana cost as printed (`{1}{G}`), where the profile uses one. */
  manaCost?: string;
  keywords: readonly string[];
  text: string;
  /** Japanese name and text, where known. */
  ja?: { name?: string; text?: string };
  abilities: readonly AbilityDef[];
  /** True when the card's text is enforced by the engine (false: catalogue-only card). */
  scripted: boolean;
}

/**
 * A compiled ability. The shape is the card language's (engine/cards/schema.ts); the kernel
 * reads it by `kind`.
 */
export interface AbilityDef {
  kind: 'activated' | 'triggered' | 'static' | 'replacement' | 'prevention' | 'spell' | 'keyword' | 'rule';
  /** The ability's index among the card's abilities of its kind (activated abilities count from 1). */
  index: number;
  /** The source text of this ability, for the rule trace. */
  text?: string;
  /** The compiled body (card-language nodes), interpreted by the kernel. */
  body: Readonly<Record<string, unknown>>;
}

/** The card definitions a game can use, by id. */
export type CardDb = Readonly<Record<CardId, CardDef>>;
