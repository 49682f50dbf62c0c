import type { Ctx } from '../../core/context';
import { ask } from '../../core/context';
import type { EffectFrame } from '../effects';
import { zoneKey } from '../../core/ids';
import { runEvent } from '../../events/pipeline';
import { refsOf } from '../refs';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/**
 * "Put X into Y": one move event per object; into the play zone it enters (entering replacements
 * apply). `position: choose` ("on the top or bottom of your deck") asks the controller which end.
 */
export function move(ctx: Ctx, args: WordArgs<'move'>, frame: EffectFrame): boolean {
  const a = args;
  let any = false;
  let moved = 0;
  let ids = refsOf(ctx, a.what, frame);
  if (a['up-to'] === true) {
    // "any number of cards from your hand": the controller picks which, none to all (`count` caps it).
    const pick = ids.length === 0 ? [] : ask(ctx, {
      kind: 'cards',
      player: frame.scope.controller,
      prompt: 'decision.move-choose',
      options: ids.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)?.card ?? '']?.name ?? id, object: id })),
      min: 0,
      max: Math.min(ids.length, a.count ?? ids.length),
    });
    ids = (Array.isArray(pick) ? pick : [pick]).map(String);
  } else if (a.count !== undefined && ids.length > a.count) {
    // LANGUAGE.md: `count` fewer than the matches asks which (MTG-614.13b: each object once).
    const pick = ask(ctx, {
      kind: 'cards',
      player: frame.scope.controller,
      prompt: 'decision.move-choose',
      options: ids.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)?.card ?? '']?.name ?? id, object: id })),
      min: a.count,
      max: a.count,
    });
    ids = (Array.isArray(pick) ? pick : [pick]).map(String);
  }
  const position = a.position === 'choose' && ids.length > 0 ? chooseEnd(ctx, frame) : a.position === 'choose' ? undefined : a.position;
  for (const id of ids) {
    const o = objectAt(ctx.state.objects, id);
    if (!o) continue;
    const r =
      a.to === ctx.profile.playZone
        ? runEvent(ctx, { type: 'enter', object: id, controller: frame.scope.controller, source: frame.source })
        : runEvent(ctx, { type: 'move', object: id, to: zoneKey(typeof a.player === 'string' ? a.player : o.owner, a.to), position, source: frame.source });
    any = any || r.happened;
    if (r.happened) moved++;
  }
  // "then draw that many cards": later words read how many this moved as `that-many`.
  frame.thatMany = moved;
  return any;
}

/** The end of the zone the controller puts the cards on (a `mode` decision: top or bottom). */
function chooseEnd(ctx: Ctx, frame: EffectFrame): 'top' | 'bottom' {
  const pick = ask(ctx, {
    kind: 'mode',
    player: frame.scope.controller,
    prompt: 'decision.top-or-bottom',
    options: [
      { value: '1', label: 'decision.top' },
      { value: '2', label: 'decision.bottom' },
    ],
  });
  return String(pick) === '2' ? 'bottom' : 'top';
}
