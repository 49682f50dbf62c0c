import type { GameState } from './state';

/**
 * The rules revision a game is played under. A saved game is its seed and its actions, replayed
 * (engine/replay): a fix to the rules that changes which decisions a game asks, or what its
 * rule trace records, would make an older save's actions answer questions no longer asked, or
 * replay to another hash, and the save would load as damaged. So such a fix takes effect from a
 * revision: a game started now records the current revision (game.ts emptyState) and plays by
 * every fix; a game saved before keeps the rules it was played under to its end.
 *
 * A fix that only corrects an outcome no save can have relied on needs no revision. Each
 * revision below says what changed from it on; a state without `rules` is revision 0 (every
 * game saved before revisions were kept).
 */
export const RULES_REVISION = 2;

/** What changed in each revision (the fixes gated on it cite these names). */
export const REVISION = {
  /** 1: a full order of triggered layers is asked once (FAB-6.6.6b, CHR-TRG-3), not again for the layers left after each went on the stack. */
  orderAskedOnce: 1,
  /** 1: intimidate's return to hand names the card's object in the trace, so the view hides the card from the other seats. */
  intimidateReturnObject: 1,
  /** 1: the additional uses allowed this turn (SCP-603.5) end with the turn, as the uses they add to do; kept for ever before. */
  additionalUsesEnd: 1,
  /**
   * 2: in Flesh and Blood a player picked at random chooses who takes the first turn (FAB-4.1), unless
   * the game's setup settles it; the first seat always took it before, and nobody was asked.
   */
  firstPlayerChosen: 2,
} as const;

/** Whether a game plays by the fix of `revision` (the revision it was started under is that or later). */
export function playsBy(state: Pick<GameState, 'rules'>, revision: number): boolean {
  return (state.rules ?? 0) >= revision;
}
