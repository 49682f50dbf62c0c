import type { ReadState } from '../../core/draft';
import type { Engine } from '../../core/context';
import { zoneKey, type ObjectId } from '../../core/ids';
import { view } from '../../continuous/view';
import { testNumber, type NumberTest, type SelectorScope } from '../../interpreter/selectors';
import { objectAt } from '../../core/object-table';
import { CHAIN } from './zones';
import { activeAttack, defenderOf, isAttack, linkDefenders } from './combat';
import { newestFirst } from '../../core/persistent-list';

/** The attacks of the open combat chain, oldest first: each chain link's attack (a card or an attack proxy). */
export function chainAttacks(engine: Engine, state: ReadState): ObjectId[] {
  return (state.zones[zoneKey(state.turn.player, CHAIN)] ?? []).filter((id) => {
    const o = objectAt(state.objects, id)!;
    if (o.proxyOf) return true;
    const def = engine.cards[o.card];
    return !!def && isAttack(def);
  });
}

/** Whether an attack hit this combat chain (a `hit` event since the chain opened). */
function hit(state: ReadState, attack: ObjectId): boolean {
  const physical = objectAt(state.objects, attack)?.physical;
  for (const h of newestFirst(state.history)) {
    if (h.turn !== state.turn.number || h.type === 'chain-close') return false;
    if (h.type === 'hit' && h.facts.attack === physical) return true;
  }
  return false;
}

/**
 * The card language's fab conditions (LANGUAGE.md "Flesh and Blood"):
 * - `combo: <name>` (FAB-KW-COMBO): the last attack this combat chain before this card's own
 *   link had that name;
 * - `reprise: true` (FAB-KW-REPRISE): the defending hero defended the active link with a card from hand;
 * - `hits-in-a-row: <number test>`: how many chain links in a row, ending with the active one, hit.
 * Undefined for any other key (the kernel reports it).
 */
export function fabCondition(engine: Engine, state: ReadState, key: string, raw: unknown, scope: SelectorScope): boolean | undefined {
  switch (key) {
    case 'combo': {
      const attacks = chainAttacks(engine, state);
      const own = scope.self !== undefined ? attacks.indexOf(scope.self) : -1;
      const before = own >= 0 ? attacks.slice(0, own) : attacks;
      const last = before[before.length - 1];
      return last !== undefined && view(engine, state, last).name === raw;
    }
    case 'reprise': {
      const attack = activeAttack(state);
      const defender = defenderOf(state, state.turn.player);
      const yes = !!attack && !!defender && linkDefenders(state, attack, defender).some((id) => objectAt(state.objects, id)?.from === 'hand');
      return yes === raw;
    }
    case 'hits-in-a-row': {
      const attacks = chainAttacks(engine, state);
      let n = 0;
      for (let i = attacks.length - 1; i >= 0 && hit(state, attacks[i]); i--) n++;
      return testNumber(n, raw as NumberTest);
    }
    default:
      return undefined;
  }
}
