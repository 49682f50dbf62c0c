/**
 * Shipped sets that are real printed sets (their id is the printed set code in lower case), as
 * opposed to the lab sets written to show rules: they are scripted name by name (`arbiter
 * coverage` reports how far), play with their own decks and formats, and an imported card of
 * the same name and pitch plays their script (electron/db/repos/catalogue.ts linkScripts).
 */
export const PRINTED_SETS: ReadonlySet<string> = new Set(['wtr']);
