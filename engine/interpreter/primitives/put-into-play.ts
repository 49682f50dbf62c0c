import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { ask, trace } from '../../core/context';
import { bumpEpoch } from '../../core/epoch';
import { zoneKey } from '../../core/ids';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { view } from '../../continuous/view';
import { matchesFilter } from '../selectors';
import { editObject, objectAt } from '../../core/object-table';
import { obj } from '../../core/zones';
import type { WordArgs } from '../../cards/schema';

/** "Put all aura cards from your hand into the arena": each enters (entering replacements apply). */
export function putIntoPlay(ctx: Ctx, args: WordArgs<'put-into-play'>, frame: EffectFrame): boolean {
  const a = args;
  // "all aura cards": the selector's filter (`{each: {...}}` or the filter itself) picks from the zone.
  const what: unknown = a.what;
  const filter = what && typeof what === 'object' ? (((what as Record<string, unknown>).each ?? what) as Record<string, unknown>) : undefined;
  const you = frame.scope.controller;
  const ids = [...(ctx.state.zones[zoneKey(you, a.from ?? 'hand')] ?? [])].filter(
    (id) => !filter || matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, id), filter, frame.scope),
  );
  const entered: string[] = [];
  for (const id of ids) {
    const r = runEvent(ctx, { type: 'enter', object: id, controller: you, source: frame.source });
    if (r.happened && typeof r.value === 'string' && objectAt(ctx.state.objects, r.value)) entered.push(r.value);
  }
  if (entered.length > 1) enteredTogether(ctx, entered);
  return ids.length > 0;
}

/**
 * FAB-6.3.4a: objects put into the arena by one effect become functional at the same moment, so
 * their static effects share one timestamp. FAB-6.3.4b: the turn player orders effects with equal
 * timestamps, once; the order is kept in `state.orders` (read by engine/continuous/parts.ts).
 */
function enteredTogether(ctx: Ctx, ids: readonly string[]): void {
  const objects = ids.map((id) => obj(ctx, id));
  const timestamp = Math.min(...objects.map((o) => o.timestamp));
  for (const o of objects) editObject(ctx.state, o.id).timestamp = timestamp;
  bumpEpoch(ctx.state);
  trace(ctx, 'FAB-6.3.4a', 'trace.same-timestamp', { timestamp, count: objects.length });
  const withStatics = objects.filter((o) => (ctx.cards[o.card]?.abilities ?? []).some((a) => a.kind === 'static' && (a.body as { modify?: unknown }).modify !== undefined));
  if (withStatics.length < 2) return;
  const pick = ask(ctx, {
    kind: 'order-effects',
    player: ctx.state.turn.player,
    prompt: 'decision.order-effects',
    options: withStatics.map((o) => ({ value: o.physical, label: o.card, object: o.id })),
    rule: 'FAB-6.3.4b',
  });
  const picked = (Array.isArray(pick) ? pick : [pick]).map(String);
  const order = [...new Set([...picked, ...withStatics.map((o) => o.physical)])].filter((p) => withStatics.some((o) => o.physical === p));
  edit(ctx.state, 'orders')[`t${timestamp}`] = order;
  bumpEpoch(ctx.state);
  trace(ctx, 'FAB-6.3.4b', 'trace.equal-timestamps-ordered', { order: order.join(',') });
}
