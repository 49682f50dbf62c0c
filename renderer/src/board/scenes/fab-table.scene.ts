import type { TableView } from '../../api';
import { card, hidden, zone } from './fixture-cards';

const attack = (id: string, name: string, power: number, defense: number, text = '') => card(id, name, { typeLine: 'Generic Action - Attack', text, stats: { power, defense } });

/**
 * A FaB table mid-combat: the arena holds equipment and an aura, Heavy Blow attacks on the
 * turn player's combat chain and Brace defends on the other's, an attack reaction and a
 * trigger wait on the stack, and every other pile (pitch, banished, soul, arsenal) has cards,
 * so the play row's split, the strip of piles and the stack can be looked at.
 */
export const fabTable: TableView = {
  profile: 'fab',
  stackName: 'stack',
  seats: ['A', 'B'],
  viewer: 'A',
  turn: { number: 5, player: 'A', phase: 'action', step: 'reaction' },
  priority: 'A',
  players: [
    {
      seat: 'A',
      stats: { life: 17, ap: 0, resources: 1 },
      lost: false,
      zones: [
        zone('deck', 'deck', 'hidden', [], 38),
        zone('hand', 'hand', 'private', [
          attack('a1', 'Basic Strike', 4, 2),
          card('a2', 'Brace', { typeLine: 'Generic Defense Reaction', stats: { defense: 4 } }),
          card('a3', 'Gold Coin', { typeLine: 'Generic Resource' }),
        ]),
        zone('arena', 'play', 'public', [
          card('a10', 'Iron Helm', { typeLine: 'Generic Equipment - Head', stats: { defense: 1 } }),
          card('a11', 'Battlefront Banner', { typeLine: 'Generic Aura', text: 'Your attacks have +1 power.' }),
        ]),
        zone('combat-chain', 'chain', 'public', [attack('a20', 'Heavy Blow', 6, 3)]),
        zone('stack', 'stack', 'public', [card('a40', 'Press On', { typeLine: 'Generic Attack Reaction', text: 'Target attack gets +2 power.' })]),
        zone('pitch', 'pile', 'public', [card('a30', 'Gold Coin', { typeLine: 'Generic Resource' }), card('a31', 'Basic Strike')]),
        zone('graveyard', 'graveyard', 'public', [attack('a50', 'Quick Cut', 2, 2, 'Go again'), card('a51', 'Basic Strike')]),
        zone('banished', 'pile', 'public', [card('a60', 'Sturdy Guard')]),
        zone('soul', 'pile', 'public', []),
        zone('arsenal', 'pile', 'private', [card('a70', 'Heavy Blow')]),
      ],
    },
    {
      seat: 'B',
      stats: { life: 12, ap: 0, resources: 0 },
      lost: false,
      zones: [
        zone('deck', 'deck', 'hidden', [], 41),
        zone('hand', 'hand', 'private', [hidden('b1'), hidden('b2'), hidden('b3')]),
        zone('arena', 'play', 'public', [card('b10', 'Spellvoid Amulet', { typeLine: 'Generic Item', text: 'Spellvoid 2' })]),
        zone('combat-chain', 'chain', 'public', [card('b20', 'Brace', { typeLine: 'Generic Defense Reaction', stats: { defense: 4 } })]),
        zone('stack', 'stack', 'public', []),
        zone('pitch', 'pile', 'public', [card('b30', 'Brace')]),
        zone('graveyard', 'graveyard', 'public', [card('b50', 'Sturdy Guard')]),
        zone('banished', 'pile', 'public', []),
        zone('soul', 'pile', 'public', [card('b60', 'Gold Coin')]),
        zone('arsenal', 'pile', 'private', [hidden('b70')], 1),
      ],
    },
  ],
  stack: [
    { id: 's1', kind: 'card', controller: 'A', object: 'a40', card: 'press-on', name: 'Press On', targets: ['B'] },
    { id: 's2', kind: 'trigger', controller: 'B', card: 'spellvoid-amulet', name: 'Spellvoid Amulet', targets: ['a40'] },
  ],
  chain: [{ attack: 'a20', defenders: ['b20'], reactions: [], power: 6, defense: 4, active: true }],
  decision: null,
  legal: [{ type: 'pass', by: 'A' }],
  over: false,
  winner: null,
  log: [],
  trace: [],
};
