import type { Engine } from '../core/context';
import type { GameObject, GameState } from '../core/state';
import { printedView, view, type ObjectView } from '../continuous/view';
import { handle, nameFor, type Sight } from './sight';
import type { CardView, Characteristics } from './types';

/** The characteristics the table shows, from an object's view. */
function characteristics(v: ObjectView): Characteristics {
  return { types: v.types, subtypes: v.subtypes, supertypes: v.supertypes, keywords: v.keywords, stats: v.stats };
}

/**
 * A card as the viewer sees it. A card it may see carries its characteristics after every
 * continuous effect (FAB-6.3.1: computed, never stored; `view()`) beside its printed ones; one
 * it may not see carries only what its back shows (tapped, counters, damage) and its handle.
 */
export function cardView(engine: Engine, state: GameState, o: GameObject, index: number, sight: Sight): CardView {
  const base: CardView = {
    id: o.id,
    hidden: false,
    tapped: o.tapped,
    faceDown: o.faceDown,
    counters: o.counters,
    damage: o.damage,
    stats: {},
  };
  if (o.attachedTo !== undefined) base.attachedTo = nameFor(state, sight, o.attachedTo);
  if (!sight.sees(o)) {
    return { ...base, id: handle(o.zone, index), hidden: true };
  }
  const def = engine.cards[o.card];
  const computed = view(engine, state, o.id);
  const card: CardView = {
    ...base,
    card: o.card,
    name: computed.name,
    controller: computed.controller,
    stats: computed.stats,
    computed: characteristics(computed),
    printed: characteristics(printedView(engine, o)),
  };
  if (def?.typeLine !== undefined) card.typeLine = def.typeLine;
  if (def?.text !== undefined) card.text = def.text;
  if (def && !def.scripted) card.unscripted = true;
  return card;
}
