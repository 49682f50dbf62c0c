/** The value of a seat's deck menu for the game's starter deck (no saved deck). */
export const STARTER = '';

/**
 * What a seat's deck menu shows once its game's saved decks are (re)loaded. `kept` is the
 * menu's value before (null when the game was just chosen: nothing of it is kept); `preferred`
 * the deck the game deals the seat by default (`decks:defaults`). A saved deck the player chose
 * is kept while it exists, and so is the starter deck they chose; a deck that is gone (deleted
 * in the deck builder meanwhile) gives way to the default, which the starter deck stands in for
 * when the game has none (or it is gone too).
 */
export function seatDeckChoice(kept: string | null, deckIds: readonly number[], preferred: number | undefined): string {
  const exists = (value: string) => value === STARTER || deckIds.some((id) => String(id) === value);
  if (kept !== null && exists(kept)) return kept;
  return preferred !== undefined && deckIds.includes(preferred) ? String(preferred) : STARTER;
}
