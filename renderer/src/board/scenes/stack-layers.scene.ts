import type { TableView } from '../../api';
import { card, zone } from './fixture-cards';
import { fullTable } from './full-table.scene';

/**
 * The busy table with three items on the stack (issue 17 item 1): a card of A targeting one of
 * B's units, an ability of B targeting one of A's, and a trigger of A targeting player B, so
 * the top marker, the controllers and the arrows to cards and to a seat can be looked at.
 */
export const stackLayers: TableView = {
  ...fullTable,
  priority: 'B',
  players: fullTable.players.map((p) =>
    p.seat === 'A'
      ? { ...p, zones: [...p.zones, zone('stack', 'stack', 'public', [card('a30', 'Light Jab', { typeLine: 'Action — Attack', text: 'Deal 2 damage to target unit.', stats: { cost: 1 } })])] }
      : p,
  ),
  stack: [
    { id: 's1', kind: 'card', controller: 'A', object: 'a30', card: 'light-jab', name: 'Light Jab', targets: ['b11'] },
    { id: 's2', kind: 'ability', controller: 'B', card: 'night-owl', name: 'Night Owl', targets: ['a10'] },
    { id: 's3', kind: 'trigger', controller: 'A', card: 'iron-sentinel', name: 'Iron Sentinel', targets: ['B'] },
  ],
  legal: [{ type: 'pass', by: 'B' }],
};
