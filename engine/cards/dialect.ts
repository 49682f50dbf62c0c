import { plainTypeLine, type TypeLineParts } from './compile/type-line';
import type { KeywordSpec } from './compile/keywords';

/**
 * How one game prints its cards: the keywords its text spells out, its type-line convention
 * and the colours its printed numbers show. Each profile writes its own (`profiles/<id>/dialect.ts`,
 * reached through the profile registry's `cardDialect`); the compiler is given one, so it names
 * no game and stays below the kernel.
 */
export interface CardDialect {
  /** The keywords the game's printed text spells out ("Go again", "Ward 1"). */
  readonly keywords: readonly KeywordSpec[];
  /** A printed type line split into the game's categories. */
  typeLine(line: string): TypeLineParts;
  /** The colours a card's printed cost or numbers show (MTG's mana symbols, FaB's pitch bar). */
  colors(printed: { manaCost?: string; pitch?: number }): string[];
}

/** The dialect of a game with no keywords of its own, `types [- subtypes]` type lines and no colours. */
export const plainDialect: CardDialect = { keywords: [], typeLine: plainTypeLine, colors: () => [] };

/** The dialect of each profile, by profile id (the registry's `cardDialect`; the plain one for an unknown id). */
export type CardDialects = (profile: string) => CardDialect;
