import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { whatOf } from './shared';
import { objectAt } from '../../core/object-table';

/** "Destroy X": one destroy event per object. */
export function destroy(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  let any = false;
  for (const id of refsOf(ctx, whatOf(args, 'target'), frame)) {
    if (!objectAt(ctx.state.objects, id)) continue;
    const r = runEvent(ctx, { type: 'destroy', target: id, source: frame.source });
    any = any || r.happened;
  }
  return any;
}
