import type { CardId } from '../core/ids';
import type { AbilityNode, KeywordValue } from './schema';

/**
 * A card definition as the engine uses it: printed characteristics plus compiled abilities.
 * Plain data (no functions): behaviour is looked up by ability kind and effect word.
 */
export interface CardDef {
  id: CardId;
  set: string;
  /** The profile whose rules the card follows (`fab`, `mtg` ...). */
  profile?: string;
  name: string;
  /** Printed type line as written (`Generic Action - Attack`). */
  typeLine: string;
  /** Card types (`Action`, `Attack`, `Unit`, `Creature` ...), classes, talents, subtypes, supertypes. */
  types: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  classes: readonly string[];
  talents: readonly string[];
  /** Printed numbers: cost, pitch, power, defense, hp, toughness, containment, protection; icons as 1 (`cb`). */
  stats: Readonly<Record<string, number>>;
  /** A mana cost as printed (`{1}{G}`), where the profile uses one; `stats.cost` is its mana value. */
  manaCost?: string;
  /** Printed colors (`red`, `blue` ...): from the mana cost, or the fab pitch color bar. */
  colors?: readonly string[];
  /** Keyword names, lower-case and hyphenated (`go-again`, `ward`, `tool`). */
  keywords: readonly string[];
  /** Values of keywords that have one (`ward: 1`, `soul-change: 'Dragon'`, `harvest: {counter, amount}`, an amount for "Spellvoid X"). */
  keywordValues?: Readonly<Record<string, KeywordValue>>;
  /** SCP-607 rule effects (`tool`, `proposal`): can't be negated, lost or changed. Also listed in `keywords`. */
  rules?: readonly string[];
  text: string;
  /** Japanese name and text, where known. */
  ja?: { name?: string; text?: string };
  abilities: readonly AbilityDef[];
  /** True when the card's text is enforced by the engine (false: catalogue-only card). */
  scripted: boolean;
}

/**
 * A compiled ability (engine/cards/schema/abilities.ts): `{kind, index, text?, body}`, a union
 * on `kind` whose `body` is that kind's compiled body. The kernel reads it by `kind`.
 */
export type AbilityDef = AbilityNode;

/** The card definitions a game can use, by id. */
export type CardDb = Readonly<Record<CardId, CardDef>>;
