import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { zoneKey } from '../../core/ids';
import { runEvent } from '../../events/pipeline';
import { graveyardOf } from '../../events/perform';
import { refsOf } from '../refs';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Sacrifice X": put it from play into its owner's graveyard (not a destruction). */
export function sacrifice(ctx: Ctx, args: WordArgs<'sacrifice'>, frame: EffectFrame): boolean {
  let any = false;
  for (const id of refsOf(ctx, args.what, frame)) {
    const o = objectAt(ctx.state.objects, id);
    if (!o) continue;
    const r = runEvent(ctx, { type: 'move', object: id, to: zoneKey(o.owner, graveyardOf(ctx)), source: frame.source });
    any = any || r.happened;
  }
  return any;
}
