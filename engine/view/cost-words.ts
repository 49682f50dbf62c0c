import type { CostNode } from '../cards/schema';
import type { Filter, NumberTest } from '../cards/schema/common';
import type { Phrase } from './types';

/**
 * Costs as the table words them (what a `pay` decision asks to pay), in the card's own terms:
 * "banish a card named Nimblism from your graveyard", "discard a card with 6 or more power",
 * "4 resources". Phrases of the `cost-words.*` catalog entries, never English in the engine.
 * A cost the catalog has no words for (a selector other than `this`, a filter on something
 * other than a name or a number) is null: the table then asks its plain question
 * rather than name a cost wrongly. Pure.
 */
export function costsPhrase(costs: readonly CostNode[], self: string): Phrase | null {
  const parts = costs.map((c) => costPhrase(c, self));
  if (parts.length === 0 || parts.some((p) => p === null)) return null;
  // "pay 1 resource and banish ...": each further cost joins the words before it.
  return (parts as Phrase[]).reduce((first, rest) => ({ key: 'cost-words.and', params: { first, rest } }));
}

/** One cost's words, or null when the catalog has none for it. */
function costPhrase(cost: CostNode, self: string): Phrase | null {
  switch (cost.kind) {
    case 'resources':
      return typeof cost.value === 'number' ? { key: 'cost-words.resources', params: { count: cost.value } } : null;
    case 'life':
      return { key: 'cost-words.life', params: { count: cost.value } };
    case 'soul':
      return { key: 'cost-words.soul', params: { count: cost.value } };
    case 'mana':
      return { key: 'cost-words.mana', params: { mana: cost.value } };
    case 'draw':
      return { key: 'cost-words.draw', params: { count: cost.value } };
    case 'tap':
    case 'untap':
    case 'destroy':
    case 'sacrifice':
      return cost.value === 'this' ? { key: `cost-words.${cost.kind}`, params: { card: self } } : null;
    case 'remove-counters':
      return { key: 'cost-words.remove-counters', params: { count: cost.value.amount, counter: cost.value.kind, card: self } };
    case 'discard': {
      const { count, filter, random } = typeof cost.value === 'number' ? { count: cost.value, filter: undefined, random: false } : cost.value;
      if (random) return filter ? null : { key: 'cost-words.discard-random', params: { count } };
      const cards = cardsPhrase(count, filter);
      return cards && { key: 'cost-words.discard', params: { cards } };
    }
    case 'banish':
    case 'reveal':
    case 'put-on-bottom': {
      const cards = cardsPhrase(cost.value.count, cost.value.filter);
      return cards && { key: `cost-words.${cost.kind}`, params: { cards, zone: { key: `cost-words.zone.${cost.value.from}` } } };
    }
  }
}

/** The filter keys the catalog can word, each as the qualifiers it adds to "a card". */
const QUALIFIERS: { readonly [K in keyof Filter]?: (value: NonNullable<Filter[K]>) => Phrase[] | null } = {
  name: (name) => [{ key: 'cost-words.which.named', params: { name } }],
  power: (test) => numberQualifiers('power', test),
  defense: (test) => numberQualifiers('defense', test),
  cost: (test) => numberQualifiers('cost', test),
};

/** "a card", "2 cards", "a card named Nimblism with 1 power": null when the filter says more than the catalog can word. */
function cardsPhrase(count: number, filter: Filter | undefined): Phrase | null {
  const which: Phrase[] = [];
  for (const [key, value] of Object.entries(filter ?? {})) {
    const word = QUALIFIERS[key as keyof Filter] as ((v: unknown) => Phrase[] | null) | undefined;
    const said = word && value !== undefined ? word(value) : null;
    if (!said) return null;
    which.push(...said);
  }
  return { key: 'cost-words.cards', params: { count, which } };
}

/** "with 6 or more power", "with 1 power", "with 2 or less cost" (`gt`/`lt` as the next whole number). */
function numberQualifiers(stat: 'power' | 'defense' | 'cost', test: NumberTest): Phrase[] | null {
  const of = { key: `cost-words.stat.${stat}` };
  if (typeof test === 'number') return [{ key: 'cost-words.which.equal', params: { n: test, stat: of } }];
  const out: Phrase[] = [];
  const { gte, gt, lte, lt, eq } = test;
  if (eq !== undefined) out.push({ key: 'cost-words.which.equal', params: { n: eq, stat: of } });
  const low = gte ?? (gt === undefined ? undefined : gt + 1);
  const high = lte ?? (lt === undefined ? undefined : lt - 1);
  if (low !== undefined) out.push({ key: 'cost-words.which.at-least', params: { n: low, stat: of } });
  if (high !== undefined) out.push({ key: 'cost-words.which.at-most', params: { n: high, stat: of } });
  return out.length > 0 ? out : null;
}
