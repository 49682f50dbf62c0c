import type { Engine } from '../core/context';
import type { ObjectId, Seat, ZoneKey } from '../core/ids';
import { parseZoneKey } from '../core/ids';
import { objectAt } from '../core/object-table';
import type { GameObject, GameState } from '../core/state';

/*
 * What one seat may see. Hidden cards get no stable identity in a view: the view names a card
 * the seat may not see by a handle made of public facts only, its zone and its place there
 * (`?B:hand:2`), never by its object id. Object ids are handed out in deck-list order before
 * the opening shuffle, so an id alone gave away a deck's order and an opponent's hand.
 *
 * Why handles made per view rather than ids re-drawn in the state whenever a card goes hidden:
 * hiding is then a property of what a seat is sent, not of the rules' state, so nothing a
 * card can do (a shuffle, a face-down play, a return to hand, a search that shows a deck and
 * shuffles it) can forget to re-draw; the state, its hash, saves, replays and scenarios that
 * name objects stay as they are; and a handle says nothing a player at a real table could
 * not see (which pile, how far down).
 */

/** Decides, for one viewing seat, whether it may see an object. */
export interface Sight {
  readonly viewer: Seat;
  /** True when the viewer may see this object's face. */
  sees(o: GameObject): boolean;
}

/**
 * Who sees an object: everyone in a public zone, the zone's seat in a private one (a hand),
 * no one in a hidden one (a deck). A face-down card is seen, where its zone lets anyone see, by
 * its controller only (its owner may look at a face-down arsenal card or Incident; the opponent
 * sees its back), and a card the viewer's own pending decision names is seen by the viewer (a
 * search shows the deck to the one searching).
 */
export function sightOf(engine: Engine, state: GameState, viewer: Seat): Sight {
  const visibility = new Map(engine.profile.zones.map((z) => [z.name, z.visibility]));
  const shown = new Set<string>();
  const decision = state.pending?.decision;
  if (decision?.player === viewer) for (const option of decision.options) if (option.object !== undefined) shown.add(option.object);
  return {
    viewer,
    sees(o) {
      if (shown.has(o.id)) return true;
      const { seat, zone } = parseZoneKey(o.zone);
      // A zone the profile does not declare is treated as hidden: unknown is never shown.
      const v = visibility.get(zone) ?? 'hidden';
      const inSight = v === 'public' || (v === 'private' && seat === viewer);
      return inSight && (!o.faceDown || o.controller === viewer);
    },
  };
}

/** The handle of a card the viewer may not see: its zone and its place there in this view, nothing else. */
export function handle(zone: ZoneKey, index: number): string {
  const { seat, zone: name } = parseZoneKey(zone);
  return `?${seat}:${name}:${index}`;
}

/**
 * How a view names an object id: the id itself when the viewer may see the object or no such
 * object is in a zone now (an id that left is a new object elsewhere), else its handle.
 */
export function nameFor(state: GameState, sight: Sight, id: ObjectId): string {
  const o = objectAt(state.objects, id);
  return o === undefined || sight.sees(o) ? id : handle(o.zone, state.zones[o.zone]?.indexOf(id) ?? -1);
}
