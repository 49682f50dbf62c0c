import type { TableView } from '../../api';
import { card, hidden, zone } from './fixture-cards';

const attack = (id: string, name: string, typeLine: string, power: number, defense: number, text = '', pitch = 1) =>
  card(id, name, { typeLine, text, stats: { cost: 2, pitch, power, defense } });
const gear = (id: string, name: string, typeLine: string, text: string, defense?: number) => card(id, name, { typeLine, text, stats: defense === undefined ? {} : { defense } });

/**
 * A Welcome to Rathe Blitz table on the second link of a combat chain (issue 17 item 2): Rhinar
 * (turn player) attacked with Pack Hunt, which Katsu defended with a card from hand and its
 * Ironrot Legs, and Rhinar played Pummel on it; now Barraging Beatdown attacks, defended
 * by Flic Flak. Hero, weapons and equipment are in play on both sides, as in a real game.
 */
export const fabChain: TableView = {
  profile: 'fab',
  stackName: 'stack',
  seats: ['A', 'B'],
  viewer: 'A',
  turn: { number: 7, player: 'A', phase: 'action', step: 'reaction' },
  priority: 'A',
  players: [
    {
      seat: 'A',
      stats: { life: 14, ap: 0, resources: 1 },
      lost: false,
      zones: [
        zone('deck', 'deck', 'hidden', [], 22),
        zone('hand', 'hand', 'private', [attack('a1', 'Wrecking Ball', 'Brute Action - Attack', 6, 3, 'When you attack with Wrecking Ball, discard a random card. If a card with 6 or more power is discarded this way, Wrecking Ball gains "When this hits, draw a card."'), attack('a2', 'Alpha Rampage', 'Brute Action - Attack', 9, 3, 'As an additional cost to play Alpha Rampage, discard a random card.')]),
        zone('arena', 'play', 'public', []),
        zone('hero', 'play', 'public', [gear('a10', 'Rhinar', 'Brute Hero - Young', 'Whenever you discard a card with 6 or more power during your action phase, intimidate.')]),
        zone('weapons', 'play', 'public', [gear('a11', 'Romping Club', 'Brute Weapon - Club (2H)', 'Once per Turn Action - {r}{r}: Attack')]),
        zone('head', 'play', 'public', []),
        zone('chest', 'play', 'public', [gear('a12', 'Scabskin Leathers', 'Brute Equipment - Chest', 'Once per turn Action - 0: Roll a 6 sided die.', 0)]),
        zone('arms', 'play', 'public', [gear('a13', 'Barkbone Strapping', 'Brute Equipment - Arms', 'Instant - Destroy Barkbone Strapping: Roll a 6 sided die.', 0)]),
        zone('legs', 'play', 'public', [gear('a14', 'Ironrot Legs', 'Generic Equipment - Legs', 'Blade Break', 1)]),
        zone('combat-chain', 'chain', 'public', [
          attack('a20', 'Pack Hunt', 'Brute Action - Attack', 8, 3, 'When this attacks, intimidate.'),
          attack('a21', 'Barraging Beatdown', 'Brute Action', 6, 3, 'Intimidate. Your next Brute attack this turn gains "While this attack is defended by less than 2 non-equipment cards, it has +3{p}."'),
        ]),
        zone('stack', 'stack', 'public', []),
        zone('pitch', 'pile', 'public', [card('a30', 'Sink Below', { typeLine: 'Generic Defense Reaction', stats: { pitch: 3, defense: 4 } })]),
        zone('graveyard', 'graveyard', 'public', [card('a50', 'Pummel', { typeLine: 'Generic Attack Reaction', stats: { cost: 2, pitch: 1, defense: 3 } })]),
        zone('banished', 'pile', 'public', []),
        zone('arsenal', 'pile', 'private', []),
      ],
    },
    {
      seat: 'B',
      stats: { life: 11, ap: 0, resources: 0 },
      lost: false,
      zones: [
        zone('deck', 'deck', 'hidden', [], 25),
        zone('hand', 'hand', 'private', [hidden('b1'), hidden('b2')]),
        zone('arena', 'play', 'public', []),
        zone('hero', 'play', 'public', [gear('b10', 'Katsu', 'Ninja Hero - Young', 'The first time an attack action card you control hits each turn, you may pay {r}{r}.')]),
        zone('weapons', 'play', 'public', [gear('b11', 'Harmonized Kodachi', 'Ninja Weapon - Sword', 'Once per Turn Action - {r}: Attack'), gear('b12', 'Harmonized Kodachi', 'Ninja Weapon - Sword', 'Once per Turn Action - {r}: Attack')]),
        zone('head', 'play', 'public', []),
        zone('chest', 'play', 'public', [gear('b13', 'Breaking Scales', 'Ninja Equipment - Chest', 'Attack Reaction - Destroy Breaking Scales: Target attack action card with combo gains +1{p}.', 1)]),
        zone('arms', 'play', 'public', []),
        zone('legs', 'play', 'public', [gear('b14', 'Ironrot Legs', 'Generic Equipment - Legs', 'Blade Break', 1)]),
        zone('combat-chain', 'chain', 'public', [
          attack('b20', 'Head Jab', 'Ninja Action - Attack', 3, 2, 'Go again'),
          card('b21', 'Flic Flak', { typeLine: 'Ninja Defense Reaction', text: 'If you have played a card with combo this turn, the next card you defend with this turn gains +2{d}.', stats: { cost: 1, pitch: 1, defense: 2 } }),
        ]),
        zone('stack', 'stack', 'public', []),
        zone('pitch', 'pile', 'public', []),
        zone('graveyard', 'graveyard', 'public', []),
        zone('banished', 'pile', 'public', [card('b40', 'Whelming Gustwave')]),
        zone('arsenal', 'pile', 'private', [hidden('b70')], 1),
      ],
    },
  ],
  stack: [],
  chain: [
    { attack: 'a20', defenders: ['b20', 'b14'], reactions: [{ card: 'pummel-red', name: 'Pummel' }], power: 12, defense: 3, active: false },
    { attack: 'a21', defenders: ['b21'], reactions: [], power: 9, defense: 2, active: true },
  ],
  decision: null,
  legal: [{ type: 'pass', by: 'A' }],
  over: false,
  winner: null,
  log: [],
  trace: [],
};
