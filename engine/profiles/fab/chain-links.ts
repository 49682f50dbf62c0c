import type { ReadState } from '../../core/draft';
import type { Engine } from '../../core/context';
import type { ObjectId } from '../../core/ids';
import { zoneKey } from '../../core/ids';
import { objectAt } from '../../core/object-table';
import { view } from '../../continuous/view';
import type { ChainLink } from '../types';
import { activeAttack, defenderOf, defendingEquipment } from './combat';
import { CHAIN } from './zones';
import { newestFirst } from '../../core/persistent-list';

/**
 * The combat chain as links (FAB-7.0), for the table: each attack on the turn player's chain,
 * the defending hero's cards that joined the chain while it was the newest link (FAB-7.3:
 * defending cards join their link) and the equipment marked as defending it, the attack
 * reactions played between its attack event and the next, and its power against the total
 * defense (FAB-7.5). Pure; read from the zones and the turn's history, as combat.ts reads them.
 */
export function chainLinks(engine: Engine, state: ReadState): ChainLink[] {
  const attacks = state.zones[zoneKey(state.turn.player, CHAIN)] ?? [];
  if (attacks.length === 0) return [];
  const defender = defenderOf(state, state.turn.player);
  const defending = defender ? state.zones[zoneKey(defender, CHAIN)] ?? [] : [];
  const equipment = defender ? defendingEquipment(state, defender) : [];
  const active = activeAttack(state);
  const timestamp = (id: ObjectId): number => objectAt(state.objects, id)?.timestamp ?? 0;
  // Where each link began in the turn's history: its latest attack event (FAB-7.2). The
  // history is in order, so the scan stops at the turn's start (issue 19: it read the whole game).
  const began = attacks.map((id) => {
    for (const h of newestFirst(state.history)) {
      if (h.turn !== state.turn.number) break;
      if (h.type === 'attack' && h.facts['attack-object'] === id) return h.seq;
    }
    return Infinity;
  });
  return attacks.map((attack, i): ChainLink => {
    const from = timestamp(attack);
    const until = i + 1 < attacks.length ? timestamp(attacks[i + 1]) : Infinity;
    const defenders = [
      ...defending.filter((id) => timestamp(id) > from && timestamp(id) < until),
      ...equipment.filter((id) => objectAt(state.objects, id)?.defending === attack),
    ];
    const next = began[i + 1] ?? Infinity;
    // The attack reactions played on this link: after its attack event, before the next link's (oldest first).
    const reactions: string[] = [];
    for (const h of newestFirst(state.history)) {
      if (h.seq <= began[i]) break;
      if (h.type === 'play' && h.seq < next && engine.cards[String(h.facts['card-card'])]?.types.includes('Attack Reaction')) reactions.push(String(h.facts['card-card']));
    }
    reactions.reverse();
    return {
      attack,
      defenders,
      reactions,
      power: view(engine, state, attack).stats.power ?? 0,
      defense: defenders.reduce((sum, id) => sum + (view(engine, state, id).stats.defense ?? 0), 0),
      active: attack === active,
    };
  });
}
