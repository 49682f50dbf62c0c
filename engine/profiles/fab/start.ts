import type { Ctx } from '../../core/context';
import { playsBy, REVISION } from '../../core/rules-revision';
import { chooseStartingPlayer } from '../starting-player';
import type { FirstPlayerSetup } from '../types';

/**
 * FAB-4.1 (start of game): a player picked at random chooses who takes the first turn; in the
 * later games of a match the loser of the previous game chooses (the setup's
 * `firstPlayerChooser`); a setup may also settle the first player (`firstPlayer`), and then no
 * one is asked. The random draw is from rules revision 2 on: a game started before it began with
 * the first seat and asked nothing, and replays so.
 */
export function beginFabGame(ctx: Ctx, start: FirstPlayerSetup): void {
  if (ctx.state.seats.length < 2) return;
  const settled = start.firstPlayer !== undefined || start.firstPlayerChooser !== undefined;
  if (!settled && !playsBy(ctx.state, REVISION.firstPlayerChosen)) return;
  chooseStartingPlayer(ctx, start, { drawn: 'decision.who-plays-first', loser: 'decision.who-plays-first-loser' });
}
