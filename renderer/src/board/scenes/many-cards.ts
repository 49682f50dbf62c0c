import type { CardView } from '../../../../engine/index';
import type { TableView } from '../../api';
import { card, hidden, zone } from './fixture-cards';
import { fullTable } from './full-table.scene';

/**
 * A table with `count` cards (issue 17's frame-time benchmark): faces in both play rows and the
 * viewer's hand, backs in the other hand, the rest in the piles, as a long game might lay out.
 * `tick` taps every third card in play on odd ticks: the cards that turn are what animates.
 */
export function manyCards(count: number, tick = 0): TableView {
  const faces = (prefix: string, n: number): CardView[] =>
    Array.from({ length: n }, (_, i) =>
      card(`${prefix}${i}`, `Card ${prefix.toUpperCase()}${i}`, { typeLine: 'Unit — Knight', text: 'When this enters, draw a card.', stats: { power: i % 7, health: 1 + (i % 5) }, tapped: tick % 2 === 1 && i % 3 === 0 }),
    );
  const inPlay = Math.floor(count * 0.3);
  const inHand = Math.floor(count * 0.1);
  const inPiles = count - 2 * inPlay - 2 * inHand;
  const half = Math.floor(inPiles / 2);
  const [a, b] = fullTable.players;
  return {
    ...fullTable,
    players: [
      { ...a, zones: [zone('deck', 'deck', 'hidden', [], 20), zone('hand', 'hand', 'private', faces('h', inHand)), zone('play', 'play', 'public', faces('a', inPlay)), zone('discard', 'graveyard', 'public', faces('g', half))] },
      { ...b, zones: [zone('deck', 'deck', 'hidden', [], 20), zone('hand', 'hand', 'private', Array.from({ length: inHand }, (_, i) => hidden(`x${i}`))), zone('play', 'play', 'public', faces('b', inPlay)), zone('discard', 'graveyard', 'public', faces('d', inPiles - half))] },
    ],
    stack: [],
  };
}
