import type { Ctx } from '../../core/context';
import { ask } from '../../core/context';
import type { EffectFrame } from '../effects';
import { isYes } from '../../decisions/answer';
import { canPayCosts, payCosts } from '../costs';
import type { WordArgs } from '../../cards/schema';

type Cost = Readonly<Record<string, unknown>>;

/** "You may pay N resources. If you do, ...": a `pay` decision; the `then` effects follow a payment. */
export function pay(ctx: Ctx, args: WordArgs<'pay'>, frame: EffectFrame): boolean {
  const a = args;
  const costs = (a.cost ?? a) as Cost | Cost[];
  const you = frame.scope.controller;
  const self = frame.scope.self ?? '';
  if (canPayCosts(ctx, you, self, costs)) return false;
  const yes = isYes(ask(ctx, { kind: 'pay', player: you, prompt: 'decision.pay', options: [] }));
  if (!yes) return false;
  payCosts(ctx, you, self, costs);
  return true;
}
