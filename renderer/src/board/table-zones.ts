import type { CardView, ChainLinkView, StackEntry, ZoneView as ZoneData } from '../../../engine/index';
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

/**
 * A seat's zones by where the table draws them. A second hand, deck or graveyard joins the
 * other piles. A combat chain's cards are drawn as its links (`chainShown`), so a card on a link
 * (a piece of equipment defending, FAB-7.3) leaves the zone it lies in at the table. Pure.
 */
export function sideZones(view: TableView, seat: string): SideZones {
  const out: SideZones = { play: [], piles: [] };
  const player = view.players.find((p) => p.seat === seat);
  const zones = player?.zones ?? [];
  const linked = onChain(view);
  for (const z of zones) {
    const role = z.role;
    if (role === 'play' && z.zone === 'hero') out.play.push(withLifeTotal(z, player?.stats.life));
    else if (role === 'play') out.play.push(linked.size === 0 ? z : { ...z, cards: z.cards.filter((c) => !linked.has(c.id)) });
    else if (role === 'stack' || role === 'chain') continue;
    else if (role === 'pile' || out[role] !== undefined) out.piles.push(z);
    else out[role] = z;
  }
  return out;
}

/**
 * FAB-4.1: a hero's life is its player's life total: the hero card shows the life as it is now
 * (badged as lowered once damage is dealt), not the 20 printed on it. Pure.
 */
function withLifeTotal(zone: ZoneData, life: number | undefined): ZoneData {
  if (life === undefined) return zone;
  return { ...zone, cards: zone.cards.map((c) => (c.stats.life === undefined || c.stats.life === life ? c : { ...c, stats: { ...c.stats, life } })) };
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
      for (const c of z.cards) if (cards.has(c.id)) shown.push({ entry: { id: c.id, kind: 'card', controller: p.seat, object: c.id, targets: [] }, card: c });
  return shown;
}

/** A link of the combat chain as the table draws it: the link, its attack's card and its defenders' cards. */
export interface ChainShown {
  link: ChainLinkView;
  attack?: CardView;
  defenders: CardView[];
}

/** The ids of every card on a chain link (attacks and defenders). Pure. */
export function onChain(view: TableView): Set<string> {
  return new Set((view.chain ?? []).flatMap((l) => [l.attack, ...l.defenders]));
}

/** Whether this game draws a combat chain (a zone with the `chain` role). Pure. */
export function hasChain(view: TableView): boolean {
  return view.players.some((p) => p.zones.some((z) => z.role === 'chain'));
}

/** The combat chain's links with their cards, first link first. Pure. */
export function chainShown(view: TableView): ChainShown[] {
  const cards = new Map<string, CardView>();
  for (const p of view.players) for (const z of p.zones) for (const c of z.cards) cards.set(c.id, c);
  return (view.chain ?? []).map((link) => {
    const attack = cards.get(link.attack);
    return { link, ...(attack ? { attack } : {}), defenders: link.defenders.flatMap((id) => cards.get(id) ?? []) };
  });
}
