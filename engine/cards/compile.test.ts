import { describe, expect, it } from 'vitest';
import { compileCard, manaValue } from './compile';
import { keywordsInText } from './compile/keywords';
import { cardDialect } from '../profiles/registry';
import { lintCard } from './lint';
import { CardInput } from './schema';

const card = (profile: string, raw: Record<string, unknown>) => compileCard(profile, 'test', CardInput.parse({ id: 'c', name: 'C', text: '', ...raw }), cardDialect(profile));

describe('type lines', () => {
  it('fab: Generic is no class, Attack/Aura/Item after the dash are types, talents and classes apart', () => {
    expect(cardDialect('fab').typeLine('Generic Action - Attack')).toEqual({ types: ['Action', 'Attack'], subtypes: [], supertypes: [], classes: [], talents: [] });
    expect(cardDialect('fab').typeLine('Ninja Action - Attack')).toMatchObject({ classes: ['Ninja'], types: ['Action', 'Attack'] });
    expect(cardDialect('fab').typeLine('Draconic Ninja Action - Attack')).toMatchObject({ talents: ['Draconic'], classes: ['Ninja'] });
    expect(cardDialect('fab').typeLine('Generic Aura')).toMatchObject({ types: ['Aura'], classes: [] });
    expect(cardDialect('fab').typeLine('Generic Action - Aura')).toMatchObject({ types: ['Action', 'Aura'], subtypes: [] });
    expect(cardDialect('fab').typeLine('Mechanologist Item')).toMatchObject({ types: ['Item'], classes: ['Mechanologist'] });
    expect(cardDialect('fab').typeLine('Generic Defense Reaction')).toMatchObject({ types: ['Defense Reaction'] });
    expect(cardDialect('fab').typeLine('Ninja Weapon - Dagger')).toMatchObject({ types: ['Weapon'], subtypes: ['Dagger'] });
  });

  it('mtg: supertypes, types and subtypes', () => {
    expect(cardDialect('mtg').typeLine('Artifact Creature - Construct')).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Construct'], supertypes: [] });
    expect(cardDialect('mtg').typeLine('Creature - Human Wizard')).toMatchObject({ types: ['Creature'], subtypes: ['Human', 'Wizard'] });
    expect(cardDialect('mtg').typeLine('Basic Land - Forest')).toMatchObject({ supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] });
    expect(cardDialect('mtg').typeLine('Legendary Enchantment')).toMatchObject({ supertypes: ['Legendary'], types: ['Enchantment'] });
  });

  it('scp, chrono, gate-ruler: type and subtype (the scp object class)', () => {
    expect(cardDialect('scp').typeLine('Object - Safe')).toMatchObject({ types: ['Object'], subtypes: ['Safe'] });
    expect(cardDialect('chrono').typeLine('Unit - Dragon')).toMatchObject({ types: ['Unit'], subtypes: ['Dragon'] });
    expect(cardDialect('gate-ruler').typeLine('Unit')).toMatchObject({ types: ['Unit'], subtypes: [] });
  });

  it('adds the extra subtypes of a card and reads a mana cost', () => {
    const c = card('fab', { type: 'Ninja Action - Attack', subtypes: ['Dagger'] });
    expect(c.subtypes).toEqual(['Dagger']);
    const m = card('mtg', { type: 'Enchantment', cost: '{2}{R}{R}' });
    expect(m.manaCost).toBe('{2}{R}{R}');
    expect(m.stats.cost).toBe(4);
    expect(manaValue('{X}{U}')).toBe(1);
  });
});

describe('keywords', () => {
  const kw = (profile: string, text: string) => Object.fromEntries(keywordsInText(cardDialect(profile).keywords, text).keywords);

  it('fab: a keyword sentence, with a value or reminder text; not inside a longer sentence', () => {
    expect(kw('fab', 'Go again')).toEqual({ 'go-again': true });
    expect(kw('fab', 'The next attack action card you play this turn gets +3 power. Go again')).toEqual({ 'go-again': true });
    expect(kw('fab', 'Ward 1 (If you would be dealt damage, destroy this and prevent 1 of that damage.)')).toEqual({ ward: 1 });
    expect(kw('fab', 'Spellvoid X, where X is 1 plus the number of equipment.')).toEqual({ spellvoid: 'x' });
    expect(kw('fab', "If this has more power than its base power, it has dominate and 'When this hits a hero, that hero discards a card.'")).toEqual({});
  });

  it('chrono: haste, breakthrough N, soul change (X), harvest X Y, aura', () => {
    expect(kw('chrono', 'Haste. Wipe: draw a card.')).toEqual({ haste: true });
    expect(kw('chrono', 'Breakthrough 2')).toEqual({ breakthrough: 2 });
    expect(kw('chrono', 'Soul Change (Dragon)')).toEqual({ 'soul-change': 'Dragon' });
    expect(kw('chrono', 'Harvest grain 2')).toEqual({ harvest: { counter: 'grain', amount: 2 } });
    expect(kw('chrono', 'Aura')).toEqual({ aura: true });
    expect(kw('fab', 'Aura')).toEqual({});
  });

  it('mtg: changeling and modular N with reminder text', () => {
    expect(kw('mtg', 'Changeling (This card is every creature type.)')).toEqual({ changeling: true });
    expect(kw('mtg', 'Modular 2 (This creature enters the battlefield with two +1/+1 counters on it.)')).toEqual({ modular: 2 });
  });

  it('scp: 【rule】 names are keywords and rules', () => {
    const c = card('scp', { type: 'Object - Safe', text: '【Tool】. This object can\'t cross test.', abilities: [{ static: { rule: { cant: { what: 'cross-test', by: 'this' } } } }] });
    expect(c.keywords).toEqual(['tool']);
    expect(c.rules).toEqual(['tool']);
  });

  it('an explicit keywords entry wins over the text', () => {
    const c = card('fab', { type: 'Generic Equipment', text: 'Spellvoid X, where X is 2.', keywords: [{ spellvoid: 2 }, 'blade-break'] });
    expect(c.keywords).toEqual(['spellvoid', 'blade-break']);
    expect(c.keywordValues).toEqual({ spellvoid: 2 });
  });
});

describe('abilities', () => {
  it('numbers abilities from 1 within each kind and compiles bare arguments and costs', () => {
    const c = card('scp', {
      type: 'Object - Safe',
      text: 'x',
      abilities: [
        { activated: { cost: [], limit: { 'per-turn': 1 }, effects: [{ draw: 1 }] } },
        { static: { affects: 'this', modify: { containment: 1 } } },
        { activated: { cost: { tap: 'this' }, effects: [{ destroy: { each: { type: 'Object' } } }] } },
      ],
    });
    expect(c.abilities.map((a) => [a.kind, a.index])).toEqual([['activated', 1], ['static', 1], ['activated', 2]]);
    expect(c.abilities[2].body).toMatchObject({ cost: [{ kind: 'tap', value: 'this' }], effects: [{ word: 'destroy', args: { what: { each: { type: 'Object' } } } }] });
  });

  it('compiles nested effects: then, instead, replace, granted abilities', () => {
    const c = card('fab', {
      type: 'Generic Aura',
      text: 'x',
      abilities: [
        { effect: [{ pay: { resources: 1 }, may: true, then: [{ 'create-token': 'ponder' }] }, { replace: { event: { event: 'draw', player: 'you' }, instead: [{ 'gain-life': 5 }] } }] },
        { static: { affects: 'this', modify: { grant: [{ triggered: { when: { event: 'hit', attack: 'this' }, effects: [{ draw: 1 }] } }] } } },
      ],
    });
    const [fx, st] = c.abilities;
    expect(fx.body).toMatchObject({
      effects: [
        { word: 'pay', args: { cost: [{ kind: 'resources', value: 1 }] }, may: true, then: [{ word: 'create-token', args: { card: 'ponder', count: 1, controller: 'you' } }] },
        { word: 'replace', args: { instead: [{ word: 'gain-life', args: { amount: 5, player: 'you' } }], next: false, duration: 'this-turn' } },
      ],
    });
    expect(st.body).toMatchObject({ modify: { grant: [{ kind: 'triggered', index: 1, body: { effects: [{ word: 'draw' }] } }] } });
  });
});

describe('lint', () => {
  it('reports coded findings', () => {
    const c = card('fab', {
      type: 'Generic Action',
      text: 'If you control an aura, it has dominate.',
      keywords: ['go-again'],
      abilities: [{ activated: { effects: [{ destroy: 'target' }, { draw: 'rolled' }, { discard: { player: 'somebody' } }] } }],
    });
    expect(lintCard(c, cardDialect(c.profile ?? '')).map((f) => f.code).sort()).toEqual(
      ['activated-without-cost', 'keyword-not-on-card', 'rolled-without-roll', 'target-without-targets', 'unknown-reference'].sort(),
    );
  });
});
