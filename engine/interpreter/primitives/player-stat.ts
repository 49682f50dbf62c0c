import type { Ctx } from '../../core/context';
import type { Seat } from '../../core/ids';
import type { GameEvent } from '../../events/types';
import type { EffectFrame } from '../effects';
import type { Primitive } from './index';
import type { WordArgs } from '../../cards/schema';
import { runEvent } from '../../events/pipeline';
import { seatsOf } from '../refs';
import { amountIn } from './shared';

/** The words that change a player's number: one argument shape, `{amount, player}` (`player` is `you` unless written). */
type StatWord = 'gain-life' | 'lose-life' | 'gain-ap' | 'gain-resources' | 'gain-soul';

/** The event one player-stat word makes for one player. */
type StatEvent = (player: Seat, amount: number, frame: EffectFrame) => GameEvent;

/**
 * The one body of the words that change a player's number (`gain-life`, `lose-life`, `gain-ap`,
 * `gain-resources`, `gain-soul`): the amount in the effect's frame, then one event per player
 * named (`you` unless said), through the pipeline. Performed if it happened to anyone.
 */
function playerStat(event: StatEvent): Primitive<StatWord> {
  return (ctx: Ctx, args: WordArgs<StatWord>, frame: EffectFrame): boolean => {
    const amount = amountIn(ctx, args.amount, frame);
    let any = false;
    for (const player of seatsOf(ctx, args.player, frame)) {
      const r = runEvent(ctx, event(player, amount, frame));
      any = any || r.happened;
    }
    return any;
  };
}

/** A stat other than life (`ap`, `resources`, `soul`): "gain N". */
const gainStat = (stat: string) => playerStat((player, amount, frame) => ({ type: 'gain-stat', player, stat, amount, source: frame.source }));

/** "Gain life N" (its source is who performs it: MTG-WIKI-SOURCE). */
export const gainLife = playerStat((player, amount, frame) => ({ type: 'gain-life', player, amount, source: frame.performer ?? frame.source }));
/** "Lose life N". */
export const loseLife = playerStat((player, amount, frame) => ({ type: 'lose-life', player, amount, source: frame.performer ?? frame.source }));
/** "Gain N ap". */
export const gainAp = gainStat('ap');
/** "Gain N resources". */
export const gainResources = gainStat('resources');
/** "Gain N soul". */
export const gainSoul = gainStat('soul');
