import { describe, expect, it } from 'vitest';
import { checkDeck, type DeckCard, type DeckEntry, type DeckRules } from '../deck-rules';
import { deckFormatsOf, deckRulesFor } from '../registry';

/** The fab profile's rules in a format, through the registry as the services read them. */
function rulesIn(format: string | null): DeckRules {
  const rules = deckRulesFor('fab', format);
  if (!rules) throw new Error('fab has no deck rules');
  return rules;
}

const card = (key: string, name: string, extra: Partial<DeckCard> = {}): DeckCard => ({ key, name, types: ['Action'], classes: [], talents: [], ...extra });
const youngKatsu = card('katsu', 'Katsu', { types: ['Hero'], subtypes: ['Young'], classes: ['Ninja'] });
const kodachi = card('kodachi', 'Harmonized Kodachi', { types: ['Weapon'], classes: ['Ninja'] });
const headJab = card('head-jab-red', 'Head Jab', { pitch: 1, classes: ['Ninja'] });
const generic = (i: number) => card(`g${i}`, `Generic ${i}`, { pitch: 1, classes: ['Generic'] });

/** A Blitz deck as the shipped ones are: a young hero, a weapon, 40 cards, one of each. */
function blitzDeck(): DeckEntry[] {
  const main = Array.from({ length: 40 }, (_, i): DeckEntry => ({ card: generic(i), section: 'main', count: 1 }));
  return [{ card: youngKatsu, section: 'hero', count: 1 }, { card: kodachi, section: 'inventory', count: 1 }, ...main];
}

const errors = (rules: DeckRules, entries: readonly DeckEntry[]) => checkDeck(rules, entries).filter((p) => p.severity === 'error');

describe('Flesh and Blood deck formats (issue 14 item 5)', () => {
  it('FAB-FMT-HERO the formats are Classic Constructed (the default, listed first) and Blitz', () => {
    expect(deckFormatsOf('fab')).toEqual(['cc', 'blitz']);
    expect(rulesIn(null)).toBe(rulesIn('cc'));
    expect(rulesIn('blitz').minCards).toBe(40);
    expect(deckFormatsOf('house')).toEqual([]);
  });

  it('FAB-BLITZ-deck-size a young hero with 40 cards, one of each, is a legal Blitz deck', () => {
    expect(errors(rulesIn('blitz'), blitzDeck())).toEqual([]);
  });

  it('FAB-BLITZ-copies 3 copies of one card in a Blitz deck are named on a line of their own', () => {
    // 37 single cards and 3 Head Jab: 40 cards, the right size.
    const deck: DeckEntry[] = [...blitzDeck().slice(0, 39), { card: headJab, section: 'main', count: 3 }];
    const found = errors(rulesIn('blitz'), deck);
    expect(found.map((p) => [p.code, p.rule, p.message, p.cards])).toEqual([
      ['too-many-copies', 'FAB-BLITZ-copies', '3 copies of Head Jab (red); at most 1', ['Head Jab (red)']],
    ]);
    // The same deck is fine on copies in Classic Constructed (3 allowed), where its size and hero are not.
    expect(errors(rulesIn('cc'), deck).map((p) => p.code)).toEqual(['too-few-cards', 'hero-age']);
  });

  it('FAB-FMT-HERO a Blitz deck checked as Classic Constructed lists each problem: too few cards and a young hero', () => {
    const found = errors(rulesIn('cc'), blitzDeck());
    expect(found.map((p) => p.message)).toEqual(['the deck has 40 cards; it needs at least 60', 'Classic Constructed is played with an adult hero; Katsu is young']);
    expect(found.map((p) => p.params)).toEqual([
      { size: 40, min: 60 },
      { hero: 'Katsu', format: 'Classic Constructed', formatId: 'cc', age: 'adult' },
    ]);
  });

  it('FAB-BLITZ-deck-size a short Blitz deck needs exactly 40: the problem carries both bounds, for a UI to say "exactly"', () => {
    const found = errors(rulesIn('blitz'), blitzDeck().slice(0, 32));
    expect(found.map((p) => [p.code, p.message, p.params])).toEqual([['too-few-cards', 'the deck has 30 cards; it needs exactly 40', { size: 30, min: 40, max: 40 }]]);
  });
});
