import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Destroy X": one destroy event per object. */
export function destroy(ctx: Ctx, args: WordArgs<'destroy'>, frame: EffectFrame): boolean {
  let any = false;
  for (const id of refsOf(ctx, args.what, frame)) {
    if (!objectAt(ctx.state.objects, id)) continue;
    const r = runEvent(ctx, { type: 'destroy', target: id, source: frame.source });
    any = any || r.happened;
  }
  return any;
}
