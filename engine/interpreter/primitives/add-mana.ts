import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { runEvent } from '../../events/pipeline';
import { manaValue } from '../../stack/costs';

/**
 * "Add {R} or {G}": the `mtg` profile pays mana as generic `resources` (digest profile notes),
 * so mana of any color adds its mana value to the pool.
 */
export function addMana(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = (args ?? {}) as { mana?: string; choice?: string[] };
  const amount = manaValue(a.mana ?? a.choice?.[0] ?? '{1}');
  return runEvent(ctx, { type: 'gain-stat', player: frame.scope.controller, stat: 'resources', amount, source: frame.source }).happened;
}
