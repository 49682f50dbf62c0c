import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { ask } from '../../core/context';
import { zoneKey } from '../../core/ids';
import { runEvent } from '../../events/pipeline';
import { view } from '../../continuous/view';
import { matchesFilter } from '../selectors';
import { amountIn } from './shared';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Search your deck for a card, put it into your hand". */
export function search(ctx: Ctx, args: WordArgs<'search'>, frame: EffectFrame): boolean {
  const a = args;
  const you = frame.scope.controller;
  const zone = a.zone ?? 'deck';
  const found = (ctx.state.zones[zoneKey(you, zone)] ?? []).filter(
    (id) => !a.filter || matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, id), a.filter as Readonly<Record<string, unknown>>, frame.scope),
  );
  const count = Math.min(amountIn(ctx, a.count ?? 1, frame), found.length);
  if (count === 0) return false;
  const answer = ask(ctx, {
    kind: 'cards',
    player: you,
    prompt: 'decision.search',
    options: found.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
    min: count,
    max: count,
  });
  const picks = Array.isArray(answer) ? (answer as string[]) : [String(answer)];
  for (const id of picks) {
    const moved = runEvent(ctx, { type: 'move', object: id, to: zoneKey(you, a.to ?? 'hand'), position: 'bottom', source: frame.source });
    // SCP-602.2: "it" is the card the search found, where it went ("banish it ... you may play it").
    if (typeof moved.value === 'string') frame.scope = { ...frame.scope, it: moved.value };
  }
  return true;
}
