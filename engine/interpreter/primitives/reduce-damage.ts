import { editItem } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { ask, trace } from '../../core/context';
import type { StackItem } from '../../core/state';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { durationOf } from '../../continuous/durations-of';
import { view } from '../../continuous/view';
import { matchesFilter } from '../selectors';
import { amountIn } from './shared';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

type Spec = Readonly<Record<string, unknown>>;

/** Whether a pair's recipient matches a reduction's `to` filter (GR-13-3c). */
export function pairMatches(ctx: Ctx, target: string, to: unknown, controller: string): boolean {
  if (to === undefined) return true;
  if (ctx.state.players[target]) return to === 'ruler' || to === 'you' ? (to === 'ruler' || target === controller) : false;
  const o = objectAt(ctx.state.objects, target);
  if (!o || typeof to !== 'object' || to === null) return false;
  const filter = ((to as Spec).each ?? to) as Spec;
  return matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, target), filter, { controller });
}

/**
 * GR-13-3: a reduction changes the amounts of a damage execution on the gate. GR-13-3c-1 "the
 * next damage" picks the topmost matching execution; GR-13-3d-1 "becomes 0" zeroes it; with
 * several pairs the damaged cards' controller splits the reduction (GR-13-3d-2; their
 * opponent when several players' cards are damaged, 3d-2a). With a duration it waits for the
 * next execution created instead (GR-13-3a-1).
 */
export function reduceDamage(ctx: Ctx, args: WordArgs<'reduce-damage'>, frame: EffectFrame): boolean {
  const a = args;
  const amount = a.zero ? undefined : amountIn(ctx, a.amount, frame);
  if (a.duration !== undefined) {
    addReplacement(ctx, 'general', 'damage-execution', { to: a.to, amount, zero: a.zero === true, next: true }, frame, durationOf(ctx, a.duration, frame));
    return true;
  }
  const stack = ctx.state.stack as StackItem[];
  for (let i = stack.length - 1; i >= 0; i--) {
    const item = stack[i];
    if (item.kind !== 'damage-execution' || !item.pairs) continue;
    const matching = item.pairs.map((p, j) => ({ p, j })).filter(({ p }) => p.amount > 0 && pairMatches(ctx, p.target, a.to, frame.scope.controller));
    if (matching.length === 0) continue;
    trace(ctx, 'GR-13-3c-1', 'trace.reduction-picks-execution', {});
    applyReduction(ctx, item, matching.map((m) => m.j), amount, frame.scope.controller);
    return true;
  }
  return false;
}

/** Lowers the pairs of an execution by a reduction (or to 0), asking for a split when it matters. */
export function applyReduction(ctx: Ctx, item: StackItem, indexes: number[], amount: number | undefined, reducer: string): void {
  const pairs = item.pairs!.map((p) => ({ ...p }));
  if (amount === undefined) {
    for (const j of indexes) pairs[j].amount = 0;
    trace(ctx, 'GR-13-3d-2b', 'trace.reduced-to-zero', {});
  } else if (indexes.length === 1) {
    pairs[indexes[0]].amount = Math.max(0, pairs[indexes[0]].amount - amount);
    trace(ctx, 'GR-13-3d', 'trace.reduced', { amount });
  } else {
    const total = Math.min(amount, indexes.reduce((s, j) => s + pairs[j].amount, 0));
    const controllers = new Set(indexes.map((j) => objectAt(ctx.state.objects, pairs[j].target)?.controller ?? pairs[j].target));
    const chooser = controllers.size === 1 ? [...controllers][0] : ctx.state.seats.find((s) => s !== item.source.controller) ?? reducer;
    const pick = ask(ctx, {
      kind: 'split',
      player: chooser,
      prompt: 'decision.split-reduction',
      options: indexes.map((j) => ({ value: pairs[j].target, label: pairs[j].target, ...(objectAt(ctx.state.objects, pairs[j].target) ? { object: pairs[j].target } : { seat: pairs[j].target }) })),
      total,
      rule: controllers.size === 1 ? 'GR-13-3d-2' : 'GR-13-3d-2a',
    }) as Record<string, number>;
    for (const j of indexes) pairs[j].amount = Math.max(0, pairs[j].amount - (pick[pairs[j].target] ?? 0));
    trace(ctx, controllers.size === 1 ? 'GR-13-3d-2' : 'GR-13-3d-2a', 'trace.reduction-split', {});
  }
  const edited = editItem(ctx.state, 'stack', item.id);
  if (edited) edited.pairs = pairs;
}
