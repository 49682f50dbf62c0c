import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { amountIn } from './shared';
import type { WordArgs } from '../../cards/schema';

/** "Create a <token>". */
export function createToken(ctx: Ctx, args: WordArgs<'create-token'>, frame: EffectFrame): boolean {
  const a = args;
  const n = amountIn(ctx, a.count ?? 1, frame);
  for (let i = 0; i < n; i++) runEvent(ctx, { type: 'create-token', card: a.card, controller: frame.scope.controller, source: frame.source });
  return n > 0;
}
