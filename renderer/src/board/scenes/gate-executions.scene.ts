import type { TableView } from '../../api';
import { fullTable } from './full-table.scene';

/**
 * A Gate Ruler gate holding two damage executions (issue 17 item 1): one as placed, one a
 * reduction lowered from 3 to 1 (GR-13-3d), so the amounts as placed and as reduced can be
 * looked at, with a ruler damage item on top.
 */
export const gateExecutions: TableView = {
  ...fullTable,
  profile: 'gate-ruler',
  stackName: 'gate',
  priority: 'B',
  stack: [
    { id: 'g1', kind: 'damage-execution', controller: 'A', card: 'stone-giant', name: 'Stone Giant', targets: ['B', 'b11'], amounts: [{ target: 'B', amount: 2, placed: 2 }, { target: 'b11', amount: 1, placed: 3 }] },
    { id: 'g2', kind: 'damage-execution', controller: 'B', card: 'ember-fox', name: 'Ember Fox', targets: ['A'], amounts: [{ target: 'A', amount: 4, placed: 4 }] },
    { id: 'g3', kind: 'ruler-damage', controller: 'A', targets: [] },
  ],
  legal: [{ type: 'pass', by: 'B' }],
};
