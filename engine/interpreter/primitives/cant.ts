import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import type { ContinuousEffect } from '../../core/state';
import type { EffectFrame } from '../effects';
import { bumpEpoch } from '../../core/epoch';
import { durationOf } from '../../continuous/durations-of';
import { seatsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/**
 * A rule-modifying "can't" effect for a duration (FAB-6.3.1; MTG-614.17): "target opponent
 * can't take actions this turn", "heroes can't play cards with the chosen name".
 */
export function cant(ctx: Ctx, args: WordArgs<'cant'>, frame: EffectFrame): boolean {
  // The rule as the state keeps it: the arguments with the duration taken out and the players fixed now.
  const a: Record<string, unknown> = { ...args };
  const duration = durationOf(ctx, a.duration, frame);
  delete a.duration;
  if (a.by === 'target' || a.by === 'opponent' || a.by === 'you') a.by = seatsOf(ctx, a.by, frame)[0];
  if (a.name === 'chosen' && frame.chosen?.name !== undefined) a.name = frame.chosen.name;
  const effect: ContinuousEffect = {
    id: `e${ctx.state.nextId++}`,
    source: frame.source,
    timestamp: ctx.state.nextTimestamp++,
    spec: { cant: a },
    duration,
    createdTurn: ctx.state.turn.number,
  };
  edit(ctx.state, 'effects').push(effect);
  bumpEpoch(ctx.state);
  trace(ctx, 'FAB-6.3.1', 'trace.rule-effect-created', { what: String(a.what ?? '') });
  return true;
}
