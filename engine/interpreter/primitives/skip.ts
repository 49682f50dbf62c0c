import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { durationOf } from '../../continuous/durations-of';
import { seatsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/**
 * "Skip your next draw step" (MTG-614.10): a replacement of the step's turn-based event,
 * created now (it can't be done after the step has begun).
 */
export function skip(ctx: Ctx, args: WordArgs<'skip'>, frame: EffectFrame): boolean {
  const a = args;
  const seat = seatsOf(ctx, a.who ?? 'you', frame)[0] ?? frame.scope.controller;
  addReplacement(ctx, 'general', 'step', { event: { event: 'step', step: a.step ?? 'draw', player: seat }, instead: { skip: true }, next: true }, frame, durationOf(ctx, 'permanent', frame));
  return true;
}
