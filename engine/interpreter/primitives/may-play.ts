import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { editObject, objectAt } from '../../core/object-table';
import { bumpViews } from '../../core/epoch';
import type { EffectFrame } from '../effects';
import { refsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/**
 * fab "You may play it this turn" (Katsu): its owner may play that card from where it is (the
 * banished zone) until the end of this turn (profiles/fab/play-from.ts reads the permission).
 */
export function mayPlay(ctx: Ctx, args: WordArgs<'may-play'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  for (const id of refsOf(ctx, a.what ?? 'it', frame)) {
    if (!objectAt(ctx.state.objects, id)) continue;
    editObject(ctx.state, id).mayPlay = ctx.state.turn.number;
    bumpViews(ctx.state);
    trace(ctx, 'FAB-1.1.3', 'trace.may-play', { card: objectAt(ctx.state.objects, id)!.card }, [id]);
    any = true;
  }
  return any;
}
