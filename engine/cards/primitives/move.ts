import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { zoneKey } from '../../core/ids';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';

/** "Put X into Y": one move event per object; into the play zone it enters (entering replacements apply). */
export function move(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = args as { what: unknown; to: string; position?: 'top' | 'bottom'; player?: string };
  let any = false;
  for (const id of refsOf(ctx, a.what, frame)) {
    const o = ctx.state.objects[id];
    if (!o) continue;
    const r =
      a.to === ctx.profile.playZone
        ? runEvent(ctx, { type: 'enter', object: id, controller: frame.scope.controller, source: frame.source })
        : runEvent(ctx, { type: 'move', object: id, to: zoneKey(a.player ?? o.owner, a.to), position: a.position, source: frame.source });
    any = any || r.happened;
  }
  return any;
}
