import type { Ctx } from '../core/context';
import { ask, log, trace } from '../core/context';
import { edit } from '../core/draft';
import type { Seat } from '../core/ids';
import { nextInt } from '../core/rng';
import type { FirstPlayerSetup } from './types';

/** How a game asks who plays first: when a random draw picked the chooser, and when the loser of the previous game chooses. */
export interface StartingPlayerPrompts {
  drawn: string;
  loser: string;
}

/**
 * FAB-4.1, MTG-103.1-103.2 (the rule is the profile's `firstPlayerRule`): who takes the first
 * turn. A seat the setup settled takes it and nobody is asked. Otherwise a player chooses: the
 * one the setup names (in a match, the loser of the previous game), else one a random method
 * picks (the game's generator: a coin flip). The chosen seat's turn comes first; the order around
 * the table stays. Returns the seat that plays first.
 */
export function chooseStartingPlayer(ctx: Ctx, start: FirstPlayerSetup, prompts: StartingPlayerPrompts): Seat {
  const rule = ctx.profile.rules?.firstPlayerRule;
  if (rule === undefined) throw new Error(`the ${ctx.profile.id} profile names no rule for who plays first (firstPlayerRule)`);
  const seats = ctx.state.seats;
  if (start.firstPlayer !== undefined) {
    const first = start.firstPlayer;
    trace(ctx, rule, 'trace.starting-player-set', { seat: first });
    log(ctx, 'log.starting-player', { seat: first });
    edit(ctx.state, 'turn').player = first;
    return first;
  }
  let chooser = start.firstPlayerChooser;
  if (chooser === undefined) {
    const [i, rng] = nextInt(ctx.state.rng, 0, seats.length - 1);
    ctx.state.rng = rng as number[];
    chooser = seats[i];
  }
  const pick = ask(ctx, {
    kind: 'first-player',
    player: chooser,
    prompt: start.firstPlayerChooser === undefined ? prompts.drawn : prompts.loser,
    options: seats.map((s) => ({ value: s, label: s, seat: s })),
    rule,
  });
  const first = seats.includes(String(pick)) ? String(pick) : chooser;
  trace(ctx, rule, start.firstPlayerChooser === undefined ? 'trace.starting-player' : 'trace.starting-player-loser', { seat: first, chooser });
  log(ctx, 'log.starting-player', { seat: first });
  edit(ctx.state, 'turn').player = first;
  return first;
}
