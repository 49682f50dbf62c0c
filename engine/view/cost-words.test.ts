import { describe, expect, it } from 'vitest';
import type { CostNode } from '../cards/schema';
import { costsPhrase } from './cost-words';

const cards = (count: number, ...which: unknown[]) => ({ key: 'cost-words.cards', params: { count, which } });

describe('costs in the words of the cards (what an optional additional cost asks to pay)', () => {
  it('"discard a card with 6 or more power" (Rhinar\'s cards), "discard a random card"', () => {
    expect(costsPhrase([{ kind: 'discard', value: { count: 1, filter: { power: { gte: 6 } } } }], 'X')).toEqual({
      key: 'cost-words.discard',
      params: { cards: cards(1, { key: 'cost-words.which.at-least', params: { n: 6, stat: { key: 'cost-words.stat.power' } } }) },
    });
    expect(costsPhrase([{ kind: 'discard', value: { count: 1, random: true } }], 'X')).toEqual({ key: 'cost-words.discard-random', params: { count: 1 } });
  });

  it('"banish a card with 1 power from your graveyard" (a lab card); `gt` reads as the next whole number', () => {
    expect(costsPhrase([{ kind: 'banish', value: { from: 'graveyard', filter: { power: 1 }, count: 1 } }], 'X')).toEqual({
      key: 'cost-words.banish',
      params: { cards: cards(1, { key: 'cost-words.which.equal', params: { n: 1, stat: { key: 'cost-words.stat.power' } } }), zone: { key: 'cost-words.zone.graveyard' } },
    });
    const gt = costsPhrase([{ kind: 'reveal', value: { from: 'hand', filter: { cost: { gt: 1 } }, count: 1 } }], 'X');
    expect(gt?.params?.cards).toEqual(cards(1, { key: 'cost-words.which.at-least', params: { n: 2, stat: { key: 'cost-words.stat.cost' } } }));
  });

  it('several costs paid at once read as one list; a cost on this card names it', () => {
    const costs: CostNode[] = [
      { kind: 'resources', value: 1 },
      { kind: 'destroy', value: 'this' },
    ];
    expect(costsPhrase(costs, 'Barkbone Strapping')).toEqual({
      key: 'cost-words.and',
      params: { first: { key: 'cost-words.resources', params: { count: 1 } }, rest: { key: 'cost-words.destroy', params: { card: 'Barkbone Strapping' } } },
    });
  });

  it('says nothing rather than something wrong: a filter or selector the catalog cannot word, an X', () => {
    expect(costsPhrase([{ kind: 'discard', value: { count: 1, filter: { type: 'attack' } } }], 'X')).toBeNull();
    expect(costsPhrase([{ kind: 'sacrifice', value: { type: 'creature' } }], 'X')).toBeNull();
    expect(costsPhrase([{ kind: 'resources', value: 'x' }], 'X')).toBeNull();
    expect(costsPhrase([], 'X')).toBeNull();
  });
});
