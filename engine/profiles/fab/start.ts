import type { Ctx } from '../../core/context';
import { playsBy, REVISION } from '../../core/rules-revision';
import { chooseStartingPlayer } from '../starting-player';

/**
 * FAB-4.1 (start of game): a random method decides which player chooses who plays first. From
 * rules revision 1; a game started before kept the first seat's first turn.
 */
export function beginFabGame(ctx: Ctx): void {
  if (ctx.state.seats.length < 2 || !playsBy(ctx.state, REVISION.firstPlayerChosen)) return;
  chooseStartingPlayer(ctx, { rule: 'FAB-4.1', prompt: 'decision.who-plays-first' });
}
