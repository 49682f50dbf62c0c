import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { zoneKey } from '../../core/ids';
import type { EffectFrame } from '../effects';
import { removeItem } from '../../stack/stack';
import { moveObject } from '../../core/zones';
import { graveyardOf } from '../../events/perform';
import type { StackItem } from '../../core/state';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/**
 * "Negate target cross test / activated effect / spell": the item leaves the stack without
 * resolving (SCP-601.4b, SCP-603.4); a negated Tale or Incident goes to Decommissioned
 * (SCP-603.4, SCP-604.4b); a negated cross test's object can't cross test again this turn (601.4c).
 */
export function negate(ctx: Ctx, args: WordArgs<'negate'>, frame: EffectFrame): boolean {
  const sel = args.what;
  const refs =
    sel === 'event-item'
      ? [String(frame.eventFacts?.object ?? '')]
      : sel === undefined || sel === 'target'
        ? frame.targets
        : [String(sel)];
  let any = false;
  for (const ref of refs) {
    const physical = objectAt(ctx.state.objects, ref)?.physical ?? ref;
    const item = [...ctx.state.stack].reverse().find((s) => s.object === ref || s.source.object === ref || s.source.physical === physical);
    if (!item) continue;
    if (isRuleEffect(ctx, item)) {
      trace(ctx, 'SCP-607.4', 'trace.rule-effect-not-negated', { card: item.source.card ?? '' });
      continue;
    }
    removeItem(ctx, item.id);
    any = true;
    if (item.kind === 'cross-test' && item.source.physical) edit(ctx.state, 'uses')[`${item.source.physical}:cross-test:t${ctx.state.turn.number}:turn`] = 99;
    const o = item.object === undefined ? undefined : objectAt(ctx.state.objects, item.object);
    if (o) {
      const zone = ctx.profile.zones.some((z) => z.name === 'decommissioned') ? 'decommissioned' : graveyardOf(ctx);
      moveObject(ctx, o.id, zoneKey(o.owner, zone), 'top');
    }
    // SCP-604.4b: a negated Incident's trigger takes the Incident (face up in the Tale zone) to Decommissioned.
    const src = item.kind === 'trigger' && item.source.object ? objectAt(ctx.state.objects, item.source.object) : undefined;
    if (src && ctx.cards[src.card]?.types.includes('Incident') && ctx.profile.zones.some((z) => z.name === 'decommissioned')) {
      moveObject(ctx, src.id, zoneKey(src.owner, 'decommissioned'), 'top');
      trace(ctx, 'SCP-604.4b', 'trace.incident-decommissioned', { card: src.card });
    }
    trace(ctx, item.kind === 'cross-test' ? 'SCP-601.4b' : 'SCP-603.4', 'trace.negated', { kind: item.kind });
  }
  return any;
}

/** SCP-607.4: the trigger of a rule effect (a 【Tool】, keywords the card has as `rules`) can't be negated. */
function isRuleEffect(ctx: Ctx, item: StackItem): boolean {
  const keyword = item.data?.keyword;
  return item.kind === 'trigger' && typeof keyword === 'string' && !!ctx.cards[item.source.card ?? '']?.rules?.includes(keyword);
}
