import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { amountIn } from './shared';

/** "Create a <token>". */
export function createToken(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = (typeof args === 'string' ? { card: args } : args) as { card: string; count?: unknown };
  const n = amountIn(ctx, a.count ?? 1, frame);
  for (let i = 0; i < n; i++) runEvent(ctx, { type: 'create-token', card: a.card, controller: frame.scope.controller, source: frame.source });
  return n > 0;
}
