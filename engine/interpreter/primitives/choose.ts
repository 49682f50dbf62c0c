import type { Ctx } from '../../core/context';
import { ask } from '../../core/context';
import { zoneKey } from '../../core/ids';
import type { EffectFrame } from '../effects';
import type { DecisionKind } from '../../decisions/types';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Choose a source / name a card / choose a creature type / choose a creature to copy". */
export function choose(ctx: Ctx, args: WordArgs<'choose'>, frame: EffectFrame): boolean {
  const a = args;
  const you = frame.scope.controller;
  let kind: DecisionKind = 'source';
  let options: Array<{ value: string; label: string; object?: string; seat?: string }> = [];
  if (a.kind === 'name-card') {
    kind = 'name-card';
    options = Object.values(ctx.cards).map((c) => ({ value: c.id, label: c.name }));
  } else if (a.kind === 'creature-type') {
    kind = 'name-card';
    options = ['Wizard', 'Bear', 'Zombie', 'Human', 'Elf', 'Goblin'].map((t) => ({ value: t, label: t }));
  } else {
    kind = a.kind === 'copy' ? 'copy' : 'source';
    for (const seat of ctx.state.seats) {
      if (a.kind === 'source') options.push({ value: seat, label: seat, seat });
      for (const id of ctx.state.zones[zoneKey(seat, ctx.profile.playZone)] ?? []) {
        const card = objectAt(ctx.state.objects, id)!.card;
        options.push({ value: id, label: ctx.cards[card]?.name ?? card, object: id });
      }
    }
  }
  if (options.length === 0) return false;
  const pick = String(ask(ctx, { kind, player: you, prompt: `decision.choose.${a.kind}`, options }));
  const value = objectAt(ctx.state.objects, pick)?.physical ?? pick;
  frame.chosen = { ...(frame.chosen ?? {}), [a.as ?? a.kind]: value, ...(a.kind === 'source' ? { source: value } : {}) };
  return true;
}
