import type { CardView, StackEntry, ZoneView as ZoneData } from '../../../engine/index';
import type { TableView } from '../api';
import type { TableShape } from './layout';

/*
 * Which zone goes where on the table, read from each zone's role in the engine's view (never
 * from zone names): any game's zones find their place without the board knowing them.
 */

/** One side's zones by where they are drawn, each list in the profile's order. */
export interface SideZones {
  hand?: ZoneData;
  /** Every zone in play: the game's own play zone first (FaB: arena, then the combat chain). */
  play: ZoneData[];
  deck?: ZoneData;
  graveyard?: ZoneData;
  /** The other piles (pitch, banished, exile ...), drawn in the strip beside the deck. */
  piles: ZoneData[];
}

/** A seat's zones by where the table draws them. A second hand, deck or graveyard joins the other piles. Pure. */
export function sideZones(view: TableView, seat: string): SideZones {
  const out: SideZones = { play: [], piles: [] };
  const zones = view.players.find((p) => p.seat === seat)?.zones ?? [];
  for (const z of zones) {
    const role = z.role;
    if (role === 'play') out.play.push(z);
    else if (role === 'stack') continue;
    else if (role === 'pile' || out[role] !== undefined) out.piles.push(z);
    else out[role] = z;
  }
  return out;
}

/** What of this table changes the layout: the most other piles a seat has. Pure. */
export function tableShape(view: TableView): TableShape {
  return { piles: Math.max(0, ...view.players.map((p) => sideZones(view, p.seat).piles.length)) };
}

/** An item of the stack as the middle of the table draws it: its card when it is one. */
export interface StackShown {
  entry: StackEntry;
  card?: CardView;
}

/**
 * The stack's items, first put first: each with its card from its controller's stack zone.
 * A card in a stack zone that no item names is shown too (as a card item), so nothing on the
 * stack is ever invisible. Pure.
 */
export function stackItems(view: TableView): StackShown[] {
  const cards = new Map<string, CardView>();
  for (const p of view.players)
    for (const z of p.zones) if (z.role === 'stack') for (const c of z.cards) cards.set(c.id, c);
  const shown: StackShown[] = view.stack.map((entry) => {
    const card = entry.object === undefined ? undefined : cards.get(entry.object);
    if (entry.object !== undefined) cards.delete(entry.object);
    return card ? { entry, card } : { entry };
  });
  for (const p of view.players)
    for (const z of p.zones)
      for (const c of z.cards) if (cards.has(c.id)) shown.push({ entry: { id: c.id, kind: 'card', controller: p.seat, object: c.id }, card: c });
  return shown;
}
