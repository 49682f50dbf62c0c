import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { ask } from '../../core/context';
import { runEvent } from '../../events/pipeline';
import type { WordArgs } from '../../cards/schema';

/**
 * "Add {R}" / "Add {R} or {G}" (MTG-106.4): each symbol adds one mana of its colour to the
 * controller's pool (the `mana:<colour>` stat; `{2}` adds colourless mana). With a choice of
 * colours the controller picks one (a `mode` decision).
 */
export function addMana(ctx: Ctx, args: WordArgs<'add-mana'>, frame: EffectFrame): boolean {
  const a = args;
  let mana = a.mana ?? '{C}';
  if (a.choice) {
    const pick = ask(ctx, {
      kind: 'mode',
      player: frame.scope.controller,
      prompt: 'decision.mana-colour',
      options: a.choice.map((c, i) => ({ value: String(i), label: c })),
      rule: 'MTG-106.4',
    });
    mana = a.choice[Number(pick)] ?? a.choice[0];
  }
  let happened = false;
  for (const m of mana.matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1].toUpperCase();
    const [stat, amount] = /^\d+$/.test(sym) ? ['mana:C', Number(sym)] : [`mana:${sym}`, 1];
    if (amount <= 0) continue;
    happened = runEvent(ctx, { type: 'gain-stat', player: frame.scope.controller, stat, amount, source: frame.source }).happened || happened;
  }
  return happened;
}
