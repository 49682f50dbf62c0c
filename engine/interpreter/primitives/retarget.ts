import { edit, editItem } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { ask, trace } from '../../core/context';
import type { EffectFrame } from '../effects';
import { allObjects, objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/**
 * "Change the target of target cross test to another sandbox" (SCP-601.4a): the item keeps
 * resolving, against the new target; a retargeted cross test's object can't cross test again
 * this turn (601.4c).
 */
export function retarget(ctx: Ctx, args: WordArgs<'retarget'>, frame: EffectFrame): boolean {
  const a = args;
  const ref = a.item && a.item !== 'target' ? a.item : frame.targets[0];
  const item = [...ctx.state.stack].reverse().find((s) => s.source.object === ref || s.object === ref);
  if (!item || item.targets.length === 0) return false;
  const current = item.targets[0];
  const zone = objectAt(ctx.state.objects, current)?.zone;
  const others = allObjects(ctx.state.objects)
    .filter((o) => o.zone === zone && o.id !== current)
    .map((o) => o.id);
  if (others.length === 0) return false;
  const pick = String(
    ask(ctx, {
      kind: 'targets',
      player: frame.scope.controller,
      prompt: 'decision.retarget',
      options: others.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
      min: 1,
      max: 1,
    }),
  );
  const chosen = Array.isArray(pick) ? String(pick[0]) : pick;
  const moved = editItem(ctx.state, 'stack', item.id);
  if (moved) moved.targets = [chosen.split(',')[0]];
  if (item.kind === 'cross-test' && item.source.physical) edit(ctx.state, 'uses')[`${item.source.physical}:cross-test:t${ctx.state.turn.number}:turn`] = 99;
  trace(ctx, 'SCP-601.4a', 'trace.retargeted', { to: item.targets[0] });
  return true;
}
