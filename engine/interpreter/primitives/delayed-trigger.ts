import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import type { DelayedTrigger } from '../../core/state';
import type { EffectFrame } from '../effects';
import { durationOf } from '../../continuous/durations-of';
import type { WordArgs } from '../../cards/schema';

/**
 * "The next time you play an action card with cost 2 or more this turn, gain 1 action point":
 * a delayed trigger (FAB-6.6.3), a layer-type continuous trigger with a duration, or lasting
 * until it triggers (6.6.3a).
 */
export function delayedTrigger(ctx: Ctx, args: WordArgs<'delayed-trigger'>, frame: EffectFrame): boolean {
  const { duration: lasts, ...spec } = args;
  const duration = durationOf(ctx, lasts, frame);
  const d: DelayedTrigger = {
    id: `d${ctx.state.nextId++}`,
    source: frame.source,
    timestamp: ctx.state.nextTimestamp++,
    spec,
    duration,
    createdTurn: ctx.state.turn.number,
  };
  edit(ctx.state, 'delayed').push(d);
  trace(ctx, 'FAB-6.6.3', 'trace.delayed-trigger-created', { card: frame.source.card ?? '' });
  return true;
}
