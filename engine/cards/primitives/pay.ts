import type { Ctx } from '../../core/context';
import { ask } from '../../core/context';
import type { EffectFrame } from '../effects';
import { isYes } from '../../decisions/answer';
import { amountIn } from './shared';

/** "You may pay N resources. If you do, ...": a `pay` decision; the `then` effects follow a payment. */
export function pay(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = (args ?? {}) as Record<string, unknown>;
  const you = frame.scope.controller;
  const p = ctx.state.players[you];
  const raw = (a.cost ?? a) as Record<string, unknown> | Array<Record<string, unknown>>;
  const costs = (Array.isArray(raw) ? raw.map((c) => (typeof c.word === 'string' ? [c.word, c.args] : Object.entries(c)[0])) : Object.entries(raw)).filter(
    ([k]) => k !== 'optional',
  ) as Array<[string, unknown]>;
  const canPay = costs.every(([stat, raw]) => (p.stats[stat] ?? 0) >= amountIn(ctx, raw, frame));
  if (!canPay) return false;
  if (a.optional !== false) {
    const yes = isYes(ask(ctx, { kind: 'pay', player: you, prompt: 'decision.pay', options: [] }));
    if (!yes) return false;
  }
  for (const [stat, raw] of costs) p.stats[stat] = (p.stats[stat] ?? 0) - amountIn(ctx, raw, frame);
  return true;
}
