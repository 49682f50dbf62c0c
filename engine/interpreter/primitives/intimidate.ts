import type { Ctx } from '../../core/context';
import { trace } from '../../core/context';
import { zoneKey } from '../../core/ids';
import { runEvent } from '../../events/pipeline';
import { completeEvent } from '../../events/complete';
import { editObject, objectAt } from '../../core/object-table';
import { bumpViews } from '../../core/epoch';
import { randomPick } from '../costs';
import type { EffectFrame } from '../effects';
import { seatsOf } from '../refs';
import type { WordArgs } from '../../cards/schema';

/**
 * fab intimidate (FAB-KW-INTIMIDATE): the hero banishes a card from their hand at random, face
 * down; it returns to their hand at the beginning of the end phase (profiles/fab/turn.ts).
 * `player` defaults to the opponent (the defending hero in combat, two players).
 */
export function intimidate(ctx: Ctx, args: WordArgs<'intimidate'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  for (const seat of seatsOf(ctx, a.player ?? 'opponent', frame)) {
    const id = randomPick(ctx, ctx.state.zones[zoneKey(seat, 'hand')] ?? []);
    if (id === undefined) continue;
    const moved = runEvent(ctx, { type: 'move', object: id, to: zoneKey(seat, 'banished'), source: frame.source });
    const now = typeof moved.value === 'string' ? moved.value : undefined;
    if (!moved.happened || !now || !objectAt(ctx.state.objects, now)) continue;
    const o = editObject(ctx.state, now);
    o.faceDown = true;
    o.from = 'intimidate';
    bumpViews(ctx.state);
    trace(ctx, 'FAB-KW-INTIMIDATE', 'trace.intimidate', { card: o.card }, [now]);
    completeEvent(ctx, { happened: true, event: { type: 'intimidate', player: seat, object: now, source: frame.source } });
    any = true;
  }
  return any;
}
