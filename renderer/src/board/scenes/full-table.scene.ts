import type { TableView } from '../../api';
import { card, hidden, zone } from './fixture-cards';

const unit = (text: string, power: number, health: number) => ({ typeLine: 'Unit — Knight', text, stats: { power, health } });

/**
 * A busy mid-game table: a full hand, units in play (one tapped, one damaged), both discard
 * piles and a long card name, so the card frame, overlap and piles can be looked at.
 */
export const fullTable: TableView = {
  profile: 'house',
  stackName: 'stack',
  seats: ['A', 'B'],
  viewer: 'A',
  turn: { number: 7, player: 'A', phase: 'main', step: null },
  priority: 'A',
  players: [
    {
      seat: 'A',
      stats: { life: 14 },
      lost: false,
      zones: [
        zone('deck', 'deck', 'hidden', [], 31),
        zone('hand', 'hand', 'private', [
          card('a1', 'Light Jab', { typeLine: 'Action — Attack', text: 'Deal 2 damage to target unit.', stats: { cost: 1 } }),
          card('a2', 'Shield Wall', { typeLine: 'Instant', text: 'Prevent the next 3 damage that would be dealt to your units this turn.' }),
          card('a3', 'River Spirit', unit('When River Spirit enters, draw a card.', 2, 2)),
          card('a4', 'Archmage of the Unending Library', unit('Spells you cast cost 1 less.', 3, 5)),
          card('a5', 'Ember Fox', unit('Quick.', 2, 1)),
          card('a6', 'Heal', { typeLine: 'Action', text: 'Gain 4 life.' }),
          card('a7', 'house-scout'),
        ]),
        zone('play', 'play', 'public', [
          card('a10', 'Iron Sentinel', { ...unit('Guard.', 1, 6), damage: 2 }),
          card('a11', 'Ember Fox', { ...unit('Quick.', 2, 1), tapped: true }),
          card('a12', 'River Spirit', unit('When River Spirit enters, draw a card.', 2, 2)),
        ]),
        zone('discard', 'graveyard', 'public', [card('a20', 'Light Jab', { typeLine: 'Action — Attack', text: 'Deal 2 damage to target unit.' })]),
      ],
    },
    {
      seat: 'B',
      stats: { life: 9 },
      lost: false,
      zones: [
        zone('deck', 'deck', 'hidden', [], 27),
        zone('hand', 'hand', 'private', [hidden('b1'), hidden('b2'), hidden('b3'), hidden('b4'), hidden('b5')]),
        zone('play', 'play', 'public', [
          card('b10', 'Night Owl', { ...unit('Flying.', 1, 1), tapped: true }),
          card('b11', 'Stone Giant', unit('Cannot attack the turn it enters.', 5, 5)),
        ]),
        zone('discard', 'graveyard', 'public', []),
      ],
    },
  ],
  stack: [],
  decision: null,
  legal: [
    { type: 'pass', by: 'A' },
    { type: 'play', by: 'A', card: 'a1' },
    { type: 'play', by: 'A', card: 'a3' },
    { type: 'play', by: 'A', card: 'a5' },
  ],
  over: false,
  winner: null,
  log: [],
  trace: [],
};
