import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { ask } from '../../core/context';
import { zoneKey } from '../../core/ids';
import { nextInt } from '../../core/rng';
import { runEvent } from '../../events/pipeline';
import { seatsOf } from '../refs';
import { amountIn } from './shared';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

/** "Discard N cards" (the player chooses) or "discard a random card" (the game's generator). */
export function discard(ctx: Ctx, args: WordArgs<'discard'>, frame: EffectFrame): boolean {
  const a = args;
  const count = amountIn(ctx, a.count ?? 1, frame);
  let any = false;
  const players = seatsOf(ctx, a.player ?? 'you', frame);
  // An index loop: a discard choice suspends by an exception, which for-of would catch and rethrow (effects.ts runEffects).
  for (let p = 0; p < players.length; p++) {
    const player = players[p];
    for (let i = 0; i < count; i++) {
      const hand = [...(ctx.state.zones[zoneKey(player, 'hand')] ?? [])];
      if (hand.length === 0) break;
      let pick: string;
      if (a.random) {
        const rigged = ctx.state.rig.random.findIndex((r) => hand.includes(r));
        if (rigged >= 0) {
          pick = ctx.state.rig.random[rigged];
          edit(ctx.state, 'rig', 'random').splice(rigged, 1);
        } else {
          const [j, rng] = nextInt(ctx.state.rng, 0, hand.length - 1);
          ctx.state.rng = rng as number[];
          pick = hand[j];
        }
      } else {
        const answer = ask(ctx, {
          kind: 'cards',
          player,
          prompt: 'decision.discard',
          options: hand.map((id) => ({ value: id, label: ctx.cards[objectAt(ctx.state.objects, id)!.card]?.name ?? id, object: id })),
          min: 1,
          max: 1,
        });
        pick = String(Array.isArray(answer) ? answer[0] : answer);
      }
      const r = runEvent(ctx, { type: 'discard', player, object: pick, source: frame.source });
      any = any || r.happened;
    }
  }
  return any;
}
