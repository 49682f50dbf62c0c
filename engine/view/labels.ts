import { displayName } from '../cards/display-name';
import type { Engine } from '../core/context';
import { objectAt } from '../core/object-table';
import type { GameState } from '../core/state';
import type { Decision, DecisionOption } from '../decisions/types';
import { optionalAdditionalCosts } from '../stack/additional-costs';
import { costsPhrase } from './cost-words';
import type { DecisionView, Phrase } from './types';

/**
 * How the table names a decision's options for the seat that answers: a card as the game's
 * players write it (fab: "Flic Flak (red)"), so two colours of one name offered together (a
 * discard, a search, the pitch order) can be told apart, and a trigger or an effect named by
 * its card's id reads as the card's name. The decision in the state keeps the engine's labels
 * (it is part of what saves hash); only the view words them. Options that are no card (a seat,
 * a mode, "top"/"bottom") keep their labels.
 */
export function labelledForTable(engine: Engine, state: GameState, decision: Decision): DecisionView {
  return { ...decision, options: decision.options.map((o) => labelled(engine, state, o)), ...questionOf(engine, state, decision) };
}

/**
 * The decision's question in full, for every seat (what a card played costs is as public as
 * the card): an optional additional cost names the cost, from the card being played (the
 * pending action) and its definition, since the decision in the state says only
 * `decision.additional-cost`. Nothing when the card has more than one such cost (which one is
 * asked is not in the state) or the catalog has no words for it.
 */
export function questionOf(engine: Engine, state: GameState, decision: Decision): { question?: Phrase } {
  const action = state.pending?.action;
  if (decision.kind !== 'pay' || decision.prompt !== 'decision.additional-cost' || action?.type !== 'play') return {};
  const object = objectAt(state.objects, action.card);
  const def = object && engine.cards[object.card];
  if (!def) return {};
  const asked = optionalAdditionalCosts(engine, state, action.by, action.card, def);
  if (asked.length !== 1) return {};
  const card = displayName({ name: def.name, pitch: def.stats.pitch }, engine.profile.deck?.listStyle ?? 'mtg');
  const cost = costsPhrase(asked[0], card);
  return cost ? { question: { key: 'decision.additional-cost-named', params: { card, cost } } } : {};
}

function labelled(engine: Engine, state: GameState, o: DecisionOption): DecisionOption {
  const held = o.object !== undefined ? (objectAt(state.objects, o.object) ?? state.lastKnown[o.object]) : undefined;
  const card = held?.card ?? (engine.cards[o.label] ? o.label : undefined);
  const def = card !== undefined ? engine.cards[card] : undefined;
  if (!def) return o;
  return { ...o, label: displayName({ name: def.name, pitch: def.stats.pitch }, engine.profile.deck?.listStyle ?? 'mtg') };
}
