import type { Engine } from '../core/context';
import { objectAt } from '../core/object-table';
import type { GameState } from '../core/state';
import { nameFor, type Sight } from './sight';
import type { StackEntry } from './types';

/**
 * The items on the stack / chain / gate, bottom first, named by their cards. A card the viewer
 * may not see (a face-down Incident played as a Tale) stays unnamed and is named by its handle.
 */
export function stackEntries(engine: Engine, state: GameState, sight: Sight): StackEntry[] {
  return state.stack.map((item): StackEntry => {
    // Targets name seats as they are and objects as the viewer may name them (a hidden card by its handle).
    const targets = item.targets.map((t) => (state.seats.includes(t) ? t : nameFor(state, sight, t)));
    const entry: StackEntry = { id: item.id, kind: item.kind, controller: item.controller, targets };
    if (item.pairs) {
      entry.amounts = item.pairs.map((p) => ({ target: state.seats.includes(p.target) ? p.target : nameFor(state, sight, p.target), amount: p.amount, placed: p.placed ?? p.amount }));
    }
    if (item.object !== undefined) entry.object = nameFor(state, sight, item.object);
    const named = item.object ?? item.source.object;
    const o = named === undefined ? undefined : objectAt(state.objects, named);
    if (o !== undefined && !sight.sees(o)) return entry;
    const card = o?.card ?? item.source.card;
    if (card !== undefined) {
      entry.card = card;
      const name = engine.cards[card]?.name;
      if (name !== undefined) entry.name = name;
    }
    return entry;
  });
}
