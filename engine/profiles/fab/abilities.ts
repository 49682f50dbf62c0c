import { edit } from '../../core/draft';
import type { Ctx } from '../../core/context';
import { log, trace } from '../../core/context';
import type { ObjectId, Seat } from '../../core/ids';
import type { StackItem } from '../../core/state';
import { createObject } from '../../core/zones';
import { sendFlow } from '../../flow/driver';
import { removeItem } from '../../stack/stack';
import { activeAttack, defenderOf, formLink } from './combat';
import { CHAIN } from './zones';
import type { ActivatedBody } from '../../cards/schema';

type Body = Readonly<Record<string, unknown>>;

/**
 * When an activated ability may be activated, by its `timing` (LANGUAGE.md): `action`
 * ("Action -", FAB-1.11 / FAB-4.3: your action phase, the stack empty, the chain closed (an
 * attack also in its resolution step), an action point to spend); `attack-reaction` /
 * `defense-reaction` (FAB-7.4: the reaction step, by the attacking / defending hero); any
 * other timing whenever its controller holds priority ("Instant -").
 */
export function activationTiming(ctx: Ctx, seat: Seat, _object: ObjectId, body: ActivatedBody): string | null {
  const s = ctx.state;
  const t = s.turn;
  switch (body.timing) {
    case 'action':
      if (t.player !== seat || t.phase !== 'action') return 'action abilities are activated in your action phase';
      if (s.stack.length > 0) return 'action abilities are activated while the stack is empty';
      if (t.step !== null && !(t.step === 'resolution' && body.attack === true)) {
        return body.attack === true ? 'an attack is made while the combat chain is closed or in its resolution step' : 'action abilities are activated while the combat chain is closed';
      }
      if ((s.players[seat].stats.ap ?? 0) < 1) return 'no action point left';
      return null;
    case 'attack-reaction':
    case 'defense-reaction': {
      if (t.phase !== 'action' || t.step !== 'reaction' || !activeAttack(s)) return 'reactions are activated in the reaction step';
      const attacker = body.timing === 'attack-reaction';
      const ok = attacker ? seat === t.player : seat === defenderOf(s, t.player);
      return ok ? null : attacker ? 'attack reactions are activated by the attacking hero' : 'defense reactions are activated by the defending hero';
    }
    default:
      return null;
  }
}

/** An "Action -" ability costs an action point (FAB-1.11); an attack opens combat (or continues the chain) as it goes on the stack (FAB-7.1). */
export function payActivation(ctx: Ctx, seat: Seat, _object: ObjectId, body: ActivatedBody): void {
  if (body.timing === 'action') {
    const stats = edit(ctx.state, 'players', seat, 'stats');
    stats.ap = (stats.ap ?? 0) - 1;
  }
  const t = ctx.state.turn;
  if (body.attack === true && t.phase === 'action' && (t.step === null || t.step === 'resolution')) sendFlow(ctx, { type: 'combat.attack' });
}

/**
 * FAB-7.1 / FAB-7.2: a weapon's attack ability resolves: an attack proxy of its source (the
 * same card: its characteristics are the weapon's as they are now, counters and effects
 * included: continuous/view.ts) becomes the chain link's attack; the proxy ceases to exist as
 * the chain closes. The weapon stays in its zone.
 * True when it handled the item.
 */
export function resolveAttackAbility(ctx: Ctx, item: StackItem): boolean {
  if (item.kind !== 'ability' || item.abilityKind !== 'activated' || !item.source.card) return false;
  const ability = ctx.cards[item.source.card]?.abilities[item.ability ?? -1];
  if (ability?.kind !== 'activated' || ability.body.attack !== true) return false;
  removeItem(ctx, item.id);
  const id = createObject(ctx, item.source.card, item.controller, CHAIN, {
    token: true,
    proxyOf: item.source.physical,
  });
  log(ctx, 'log.weapon-attack', { seat: item.controller, card: item.source.card });
  trace(ctx, 'FAB-7.1', 'trace.attack-proxy', { card: item.source.card }, [id]);
  formLink(ctx, id, item.controller);
  return true;
}

/** FAB-KW-GO-AGAIN: an activated ability with go again gives its controller an action point as it resolves (an attack's waits for its link). */
export function onAbilityResolved(ctx: Ctx, item: StackItem, body: Body): void {
  if (body['go-again'] !== true || body.attack === true) return;
  const stats = edit(ctx.state, 'players', item.controller, 'stats');
  stats.ap = (stats.ap ?? 0) + 1;
  trace(ctx, 'FAB-KW-GO-AGAIN', 'trace.go-again', { card: item.source.card ?? '' });
}
