import { describe, expect, it } from 'vitest';
import { checkDeck, type DeckCard, type DeckEntry, type DeckRules } from './deck-rules';
import { deckRulesFor, profileIds } from './registry';

/** A profile's default deck rules (its own `deck`, through the registry). */
function rulesOf(profile: string): DeckRules {
  const rules = deckRulesFor(profile);
  if (!rules) throw new Error(`${profile} has no deck rules`);
  return rules;
}

const card = (key: string, name: string, extra: Partial<DeckCard> = {}): DeckCard => ({ key, name, types: ['Action'], classes: [], talents: [], ...extra });
const kano = card('kano', 'Kano', { types: ['Hero'], classes: ['Wizard'] });
const dart = (pitch: number) => card(`dart${pitch}`, 'Aether Dart', { pitch, classes: ['Wizard'] });
const generic = (i: number) => card(`g${i}`, `Generic ${i}`, { pitch: 1, classes: ['Generic'] });
const codes = (entries: DeckEntry[], profile = 'fab') => checkDeck(rulesOf(profile), entries).map((p) => p.code);

function legalFab(): DeckEntry[] {
  const main: DeckEntry[] = Array.from({ length: 20 }, (_, i) => ({ card: generic(i), section: 'main', count: 3 }));
  return [{ card: kano, section: 'hero', count: 1 }, ...main];
}

describe('deck rules', () => {
  it('FAB-1.1.3 a hero with 60 class or Generic cards, 3 copies each, is legal', () => {
    expect(codes(legalFab())).toEqual([]);
  });

  it('FAB deck needs 60 to 80 cards besides the hero (80 is the pool: deck plus inventory)', () => {
    expect(codes(legalFab().slice(0, 20))).toEqual(['too-few-cards']);
    const big = [...legalFab(), ...Array.from({ length: 7 }, (_, i): DeckEntry => ({ card: generic(100 + i), section: 'main', count: 3 }))];
    expect(codes(big)).toEqual(['pool-size']);
  });

  it('FAB copies count by name and pitch: 3 red and 3 blue Aether Dart are fine, 4 red are not', () => {
    const deck = legalFab().slice(0, 19);
    expect(codes([...deck, { card: dart(1), section: 'main', count: 3 }, { card: dart(3), section: 'main', count: 3 }])).toEqual([]);
    const bad = checkDeck(rulesOf('fab'), [
      ...deck,
      { card: dart(1), section: 'main', count: 3 },
      { card: dart(3), section: 'main', count: 3 },
      { card: dart(1), section: 'side', count: 1 },
    ]);
    expect(bad.map((p) => p.message)).toEqual(['4 copies of Aether Dart (red); at most 3']);
  });

  it('FAB-1.1.3 a card of another class or talent is refused; no hero or two heroes too', () => {
    const warrior = card('steel', 'Steelblade Supremacy', { pitch: 1, classes: ['Warrior'] });
    const draconic = card('df', 'Dragon Fire', { pitch: 1, classes: ['Wizard'], talents: ['Draconic'] });
    const deck = [...legalFab(), { card: warrior, section: 'main', count: 1 }, { card: draconic, section: 'main', count: 1 }] as DeckEntry[];
    const problems = checkDeck(rulesOf('fab'), deck);
    expect(problems.map((p) => [p.code, p.cards])).toEqual([['off-class', ['Steelblade Supremacy (red)', 'Dragon Fire (red)']]]);
    expect(codes(legalFab().slice(1))).toEqual(['no-hero']);
    expect(codes([...legalFab(), { card: { ...kano, key: 'k2', name: 'Other Hero' }, section: 'main', count: 1 }])).toEqual(['several-heroes']);
  });

  it('MTG allows any number of basic lands and 4 of anything else', () => {
    const forest = card('forest', 'Forest', { types: ['Land'], supertypes: ['Basic'] });
    const bolt = card('bolt', 'Lightning Bolt');
    expect(codes([{ card: forest, section: 'main', count: 56 }, { card: bolt, section: 'main', count: 4 }], 'mtg')).toEqual([]);
    expect(codes([{ card: forest, section: 'main', count: 55 }, { card: bolt, section: 'main', count: 5 }], 'mtg')).toEqual(['too-many-copies']);
  });

  it('SCP-607.5 at most one 【Proposal】 card per deck', () => {
    const fill = Array.from({ length: 14 }, (_, i): DeckEntry => ({ card: card(`s${i}`, `Object ${i}`), section: 'main', count: 3 }));
    const p1 = card('p1', 'Proposal A', { text: '【Proposal】 Your objects get +1.' });
    const p2 = card('p2', 'Proposal B', { keywords: ['Proposal'] });
    expect(codes([...fill, { card: p1, section: 'main', count: 1 }], 'scp')).toEqual([]);
    const two = checkDeck(rulesOf('scp'), [...fill, { card: p1, section: 'main', count: 1 }, { card: p2, section: 'main', count: 1 }]);
    expect(two.map((p) => [p.code, p.rule])).toEqual([['marker-limit', 'SCP-607.5']]);
  });

  it('SCP-607.6 (607.6c) at most one 【Tool】 card per sandbox class, not per deck', () => {
    const fill = Array.from({ length: 14 }, (_, i): DeckEntry => ({ card: card(`s${i}`, `Object ${i}`, { subtypes: ['Safe'] }), section: 'main', count: 3 }));
    const tool = (key: string, classes: string[]) => card(key, `Tool ${key}`, { types: ['Object'], subtypes: classes, text: '【Tool】' });
    const deck = (...tools: Array<[DeckCard, number]>): DeckEntry[] => [...fill, ...tools.map(([c, count]): DeckEntry => ({ card: c, section: 'main', count }))];
    // One Tool in each of the three sandboxes is legal.
    expect(codes(deck([tool('t1', ['Safe']), 1], [tool('t2', ['Euclid']), 1], [tool('t3', ['Keter']), 1]), 'scp')).toEqual([]);
    // Two in the Safe sandbox are not, whether two cards or two copies of one.
    const two = checkDeck(rulesOf('scp'), deck([tool('t1', ['Safe']), 1], [tool('t2', ['Safe']), 1]));
    expect(two.map((p) => [p.code, p.rule, p.cards])).toEqual([['marker-per-class', 'SCP-607.6', ['Tool t1', 'Tool t2']]]);
    expect(codes(deck([tool('t1', ['Safe']), 2]), 'scp')).toEqual(['marker-per-class']);
    // SCP-607.7b: a Safe-and-Euclid (neutralized) Tool goes into whichever sandbox has room.
    expect(codes(deck([tool('t1', ['Safe']), 1], [tool('n', ['Safe', 'Euclid']), 1]), 'scp')).toEqual([]);
    expect(codes(deck([tool('t1', ['Safe']), 1], [tool('t2', ['Euclid']), 1], [tool('n', ['Safe', 'Euclid']), 1]), 'scp')).toEqual(['marker-per-class']);
    // Side-deck cards are not in a sandbox.
    expect(codes([...deck([tool('t1', ['Safe']), 1]), { card: tool('t2', ['Safe']), section: 'side', count: 1 }], 'scp')).toEqual([]);
  });

  it('warns, without making the deck illegal, where it needs more copies than owned', () => {
    const deck = legalFab().map((e, i) => (i === 1 ? { ...e, owned: 1 } : { ...e, owned: 5 }));
    const problems = checkDeck(rulesOf('fab'), deck);
    expect(problems).toEqual([
      { code: 'not-enough-owned', severity: 'warning', message: 'Generic 0 (red): the deck uses 3, you own 1', cards: ['Generic 0 (red)'],
        params: { card: 'Generic 0 (red)', used: 3, owned: 1 } },
    ]);
  });

  it('every profile the engine plans has deck rules, its own', () => {
    expect(profileIds().filter((p) => deckRulesFor(p)?.profile === p).sort()).toEqual(['chrono', 'fab', 'gate-ruler', 'house', 'mtg', 'scp']);
  });
});
