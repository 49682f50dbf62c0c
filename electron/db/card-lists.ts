/** The list columns of a `cards` row as SQLite returns them: each a JSON array of strings. */
export interface CardListColumns {
  types: string;
  subtypes: string;
  supertypes: string;
  classes: string;
  talents: string;
  keywords: string;
}

/** A card's lists (types, subtypes, supertypes, classes, talents, keywords), parsed from its row. */
export function cardLists(row: CardListColumns): { [K in keyof CardListColumns]: string[] } {
  const list = (json: string) => JSON.parse(json) as string[];
  return {
    types: list(row.types), subtypes: list(row.subtypes), supertypes: list(row.supertypes), classes: list(row.classes),
    talents: list(row.talents), keywords: list(row.keywords),
  };
}
