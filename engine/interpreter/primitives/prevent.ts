import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { durationOf } from '../../continuous/durations-of';
import { seatsOf, refsOf } from '../refs';
import { amountIn } from './shared';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/**
 * "Prevent the next N damage that would be dealt to X this turn": a prevention effect
 * (FAB-6.4.10). No amount: the whole next event (6.4.10b). `shield: true` carries its value over
 * events until it reaches 0 (6.4.10j); otherwise it is used up by one event (6.4.10i).
 */
export function prevent(ctx: Ctx, args: WordArgs<'prevent'>, frame: EffectFrame): boolean {
  const a = args;
  const to = typeof a.to === 'string' && ['you', 'opponent', 'controller'].includes(a.to) ? seatsOf(ctx, a.to, frame)[0] : refsOf(ctx, a.to ?? 'you', frame)[0];
  const amount = a.amount === undefined ? undefined : amountIn(ctx, a.amount, frame);
  const from = a.from === undefined ? undefined : refsOf(ctx, a.from, frame).map((id) => objectAt(ctx.state.objects, id)?.physical ?? id)[0] ?? frame.chosen?.source;
  const toPhysical = (to === undefined ? undefined : objectAt(ctx.state.objects, to)?.physical) ?? to;
  const spec: Record<string, unknown> = {
    event: { event: 'damage', to: ctx.state.players[to ?? ''] ? to : toPhysical },
    ...(amount !== undefined ? { prevent: amount } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(a.damage !== undefined ? { damage: a.damage } : {}),
    ...(a.shield ? { shield: true } : {}),
  };
  addReplacement(ctx, 'prevention', 'damage', spec, frame, durationOf(ctx, a.duration, frame), a.shield ? amount : undefined);
  return true;
}
