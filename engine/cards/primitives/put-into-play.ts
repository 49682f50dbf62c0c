import type { Ctx } from '../../core/context';
import type { GameState } from '../../core/state';
import { zoneKey } from '../../core/ids';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { view } from '../../continuous/view';
import { matchesFilter } from '../selectors';

/** "Put all aura cards from your hand into the arena": each enters (entering replacements apply). */
export function putIntoPlay(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = (args ?? {}) as { from?: string; filter?: Record<string, unknown>; what?: unknown };
  const what = a.what as Record<string, unknown> | undefined;
  if (!a.filter && what && typeof what === 'object') a.filter = ((what.each ?? what) as Record<string, unknown>);
  const you = frame.scope.controller;
  const ids = [...(ctx.state.zones[zoneKey(you, a.from ?? 'hand')] ?? [])].filter(
    (id) => !a.filter || matchesFilter(ctx.engine, ctx.state as GameState, view(ctx.engine, ctx.state as GameState, id), a.filter, frame.scope),
  );
  for (const id of ids) runEvent(ctx, { type: 'enter', object: id, controller: you, source: frame.source });
  return ids.length > 0;
}
