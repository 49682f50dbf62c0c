import { displayName } from '../cards/display-name';
import type { Engine } from '../core/context';
import { objectAt } from '../core/object-table';
import type { GameState } from '../core/state';
import type { Decision, DecisionOption } from '../decisions/types';

/**
 * How the table names a decision's options for the seat that answers: a card as the game's
 * players write it (fab: "Flic Flak (red)"), so two colours of one name offered together (a
 * discard, a search, the pitch order) can be told apart, and a trigger or an effect named by
 * its card's id reads as the card's name. The decision in the state keeps the engine's labels
 * (it is part of what saves hash); only the view words them. Options that are no card (a seat,
 * a mode, "top"/"bottom") keep their labels.
 */
export function labelledForTable(engine: Engine, state: GameState, decision: Decision): Decision {
  return { ...decision, options: decision.options.map((o) => labelled(engine, state, o)) };
}

function labelled(engine: Engine, state: GameState, o: DecisionOption): DecisionOption {
  const held = o.object !== undefined ? (objectAt(state.objects, o.object) ?? state.lastKnown[o.object]) : undefined;
  const card = held?.card ?? (engine.cards[o.label] ? o.label : undefined);
  const def = card !== undefined ? engine.cards[card] : undefined;
  if (!def) return o;
  return { ...o, label: displayName({ name: def.name, pitch: def.stats.pitch }, engine.profile.deck?.listStyle ?? 'mtg') };
}
