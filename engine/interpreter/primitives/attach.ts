import type { Ctx } from '../../core/context';
import { ask } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/**
 * "Attach X to Y" (SCP-607.6b: a Tool's card is attached to the object that then uses it; MTG
 * auras and equipment): one `attach` event per object `what` names (default `this`), all to the
 * one host `to` names; a `to` naming several objects asks which. Returns whether one was attached.
 */
export function attach(ctx: Ctx, args: WordArgs<'attach'>, frame: EffectFrame): boolean {
  const a = args;
  const hosts = refsOf(ctx, a.to, frame).filter((id) => objectAt(ctx.state.objects, id));
  if (hosts.length === 0) return false;
  let host = hosts[0];
  if (hosts.length > 1) {
    const pick = ask(ctx, {
      kind: 'cards',
      player: frame.scope.controller,
      prompt: 'decision.attach-to',
      options: hosts.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
      min: 1,
      max: 1,
    });
    host = String(Array.isArray(pick) ? pick[0] : pick);
  }
  let any = false;
  for (const id of refsOf(ctx, a.what, frame)) {
    if (!objectAt(ctx.state.objects, id) || id === host) continue;
    any = runEvent(ctx, { type: 'attach', object: id, to: host, source: frame.source }).happened || any;
  }
  return any;
}
