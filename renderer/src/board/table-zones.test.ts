import { describe, expect, it } from 'vitest';
import type { TableView } from '../api';
import { fabTable } from './scenes/fab-table.scene';
import { fullTable } from './scenes/full-table.scene';
import { chainShown, hasChain, sideZones, stackItems, tableShape } from './table-zones';
import { fabChain } from './scenes/fab-chain.scene';

const names = (zones: ReadonlyArray<{ zone: string }>) => zones.map((z) => z.zone);

describe('sideZones', () => {
  it('fab: the arena in play, the graveyard, and the other piles in order; the stack and the combat chain apart', () => {
    const a = sideZones(fabTable, 'A');
    expect(a.hand?.zone).toBe('hand');
    expect(a.deck?.zone).toBe('deck');
    expect(a.graveyard?.zone).toBe('graveyard');
    expect(names(a.play)).toEqual(['arena']);
    expect(names(a.piles)).toEqual(['pitch', 'banished', 'soul', 'arsenal']);
  });

  it('fab: the combat chain as links, each attack with its defenders; a defending piece of equipment leaves its zone for its link (FAB-7.3)', () => {
    expect(hasChain(fabChain)).toBe(true);
    expect(hasChain(fullTable)).toBe(false);
    const links = chainShown(fabChain);
    expect(links.map((l) => [l.attack?.name, l.defenders.map((d) => d.name), l.link.active])).toEqual([
      ['Pack Hunt', ['Head Jab', 'Ironrot Legs'], false],
      ['Barraging Beatdown', ['Flic Flak'], true],
    ]);
    expect(sideZones(fabChain, 'B').play.find((z) => z.zone === 'legs')?.cards).toEqual([]);
    expect(sideZones(fabChain, 'A').play.find((z) => z.zone === 'legs')?.cards.map((c) => c.name)).toEqual(['Ironrot Legs']);
  });

  it("fab: the hero card shows its player's life total as it is now (FAB-4.1), not its printed life", () => {
    const hero = { id: 'h', card: 'rhinar', name: 'Rhinar', hidden: false, tapped: false, faceDown: false, damage: 0, counters: {}, stats: { life: 20, intellect: 4 }, printed: { types: [], subtypes: [], supertypes: [], keywords: [], stats: { life: 20, intellect: 4 } } };
    const view = { ...fabTable, players: fabTable.players.map((p) => (p.seat === 'A' ? { ...p, stats: { ...p.stats, life: 13 }, zones: [...p.zones, { zone: 'hero', role: 'play', visibility: 'public', count: 1, cards: [hero] }] } : p)) } as unknown as TableView;
    const shown = sideZones(view, 'A').play.find((z) => z.zone === 'hero')?.cards[0];
    expect(shown?.stats).toEqual({ life: 13, intellect: 4 });
  });

  it('the house game: its play zone and discard pile by their roles, no other piles', () => {
    const a = sideZones(fullTable, 'A');
    expect(names(a.play)).toEqual(['play']);
    expect(a.graveyard?.zone).toBe('discard');
    expect(a.piles).toEqual([]);
    expect(tableShape(fullTable)).toEqual({ piles: 0 });
  });

  it('draws a second graveyard as another pile, so no zone goes unseen', () => {
    const zones = fullTable.players[0].zones.map((z) => (z.zone === 'play' ? { ...z, role: 'graveyard' as const } : z));
    const view: TableView = {
      ...fullTable,
      players: [{ ...fullTable.players[0], zones: [...zones, { zone: 'vault', role: 'pile', visibility: 'public', count: 0, cards: [] }] }],
    };
    expect(names(sideZones(view, 'A').piles)).toEqual(['discard', 'vault']);
    expect(tableShape(view)).toEqual({ piles: 2 });
  });
});

describe('stackItems', () => {
  it('pairs each card item with its card from its controller stack zone, first put first', () => {
    const items = stackItems(fabTable);
    expect(items.map((i) => i.entry.id)).toEqual(['s1', 's2']);
    expect(items[0].card?.name).toBe('Press On');
    expect(items[1].card).toBeUndefined();
    expect(items[1].entry.kind).toBe('trigger');
  });

  it('shows a card left in a stack zone that no item names', () => {
    const view: TableView = { ...fabTable, stack: [] };
    expect(stackItems(view).map((i) => i.card?.id)).toEqual(['a40']);
  });
});
