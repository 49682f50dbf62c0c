import { boardView, type Engine, type GameState, type Profile, type Seat } from '../../engine/index';
import type { StackEntry, TableView, ZoneRole } from '../ipc/types';
import { objectAt } from '../../engine/core/object-table';

/*
 * The view a game sends the renderer: the engine's board view, plus where the table draws each
 * zone and what is on the stack. The roles come from the profile's zone specs here, once, so the
 * renderer lays out any game's table without knowing its zone names.
 */

/**
 * Zones the kernel itself moves cards through, by the names of the shared specs
 * (engine/profiles/zone-specs.ts DECK, HAND, STACK): draws come from `deck` into `hand`, and a
 * played card waits in its controller's `stack` zone (engine/stack/play.ts).
 */
const KERNEL_ZONES: Readonly<Record<string, ZoneRole>> = { deck: 'deck', hand: 'hand', stack: 'stack' };

/**
 * Where a profile puts a zone that its specs alone do not say. FaB's combat chain is a pile to
 * the kernel (its cards are not "in play" for while-source effects), but on the table an attack
 * and its defenders lie in front of their players, beside the arena, as on a real FaB table.
 */
const TABLE_PLACES: Readonly<Record<string, Readonly<Record<string, ZoneRole>>>> = {
  fab: { 'combat-chain': 'play' },
};

/**
 * The graveyard-like pile: the zone the kernel sends resolved and destroyed cards to
 * (engine/events/perform.ts `graveyardOf`: `graveyard`, else `discard`).
 */
function graveyardName(profile: Profile): string | undefined {
  const names = profile.zones.map((z) => z.name);
  return names.find((n) => n === 'graveyard') ?? names.find((n) => n === 'discard');
}

/** The table role of each of a profile's zones. Pure. */
export function zoneRoles(profile: Profile): Record<string, ZoneRole> {
  const graveyard = graveyardName(profile);
  const places = TABLE_PLACES[profile.id] ?? {};
  const roles: Record<string, ZoneRole> = {};
  for (const spec of profile.zones) {
    roles[spec.name] =
      places[spec.name] ?? (spec.play ? 'play' : (KERNEL_ZONES[spec.name] ?? (spec.name === graveyard ? 'graveyard' : 'pile')));
  }
  return roles;
}

/** The items on the stack / chain / gate, bottom first, named by their cards (a face-down card stays unnamed). Pure. */
export function stackEntries(engine: Engine, state: GameState): StackEntry[] {
  return state.stack.map((item): StackEntry => {
    const entry: StackEntry = { id: item.id, kind: item.kind, controller: item.controller };
    if (item.object !== undefined) entry.object = item.object;
    const named = item.object ?? item.source.object;
    const o = named === undefined ? undefined : objectAt(state.objects, named);
    if (o?.faceDown) return entry;
    const card = o?.card ?? item.source.card;
    if (card !== undefined) {
      entry.card = card;
      const name = engine.cards[card]?.name;
      if (name !== undefined) entry.name = name;
    }
    return entry;
  });
}

/** The table as `viewer` sees it: the engine's board view with each zone's role and the stack's items. Pure. */
export function tableView(engine: Engine, state: GameState, viewer?: Seat): TableView {
  return { ...boardView(engine, state, viewer), table: { roles: zoneRoles(engine.profile), stack: stackEntries(engine, state) } };
}
