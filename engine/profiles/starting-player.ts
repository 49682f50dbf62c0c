import type { Ctx } from '../core/context';
import { ask, log, trace } from '../core/context';
import { edit } from '../core/draft';
import type { Seat } from '../core/ids';
import { nextInt } from '../core/rng';

/** How a game words its choice of the first player: the rule it cites and the question it asks. */
export interface StartingPlayerChoice {
  rule: string;
  prompt: string;
}

/**
 * A random method (the game's generator: a coin flip) picks a player, who chooses who takes the
 * first turn (MTG-103.1-103.2; a profile whose start asks it names its rule). The chosen player's
 * turn comes first; the order around the table stays. Returns the seat that plays first.
 */
export function chooseStartingPlayer(ctx: Ctx, choice: StartingPlayerChoice): Seat {
  const seats = ctx.state.seats;
  const [i, rng] = nextInt(ctx.state.rng, 0, seats.length - 1);
  ctx.state.rng = rng as number[];
  const chooser = seats[i];
  const pick = ask(ctx, {
    kind: 'first-player',
    player: chooser,
    prompt: choice.prompt,
    options: seats.map((s) => ({ value: s, label: s, seat: s })),
    rule: choice.rule,
  });
  const first = seats.includes(String(pick)) ? String(pick) : chooser;
  trace(ctx, choice.rule, 'trace.starting-player', { seat: first, chooser });
  log(ctx, 'log.starting-player', { seat: first });
  edit(ctx.state, 'turn').player = first;
  return first;
}
