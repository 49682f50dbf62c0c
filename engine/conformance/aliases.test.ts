import { describe, expect, it } from 'vitest';
import { assignAliases } from './aliases';
import { parseScenarioFile, type Scenario } from './format';

function scenario(players: string): Scenario {
  const [e] = parseScenarioFile(`id: t/x\nprofile: toy\nrules: []\ntitle: t\nplayers:\n${players}\nexpect: []\n`, 'f.yaml');
  if (!e.ok) throw new Error(e.problems.join('; '));
  return e.scenario;
}

function aliases(players: string): string[] {
  const t = assignAliases(scenario(players));
  return Object.values(t.placed).flatMap((zones) => Object.values(zones).flatMap((cards) => cards.map((c) => c.alias)));
}

describe('aliases (FORMAT.md "References")', () => {
  it('uses the card id for a card that appears once', () => {
    expect(aliases('  A: {hand: [bolt], arena: [bear]}')).toEqual(['bolt', 'bear']);
  });

  it('numbers copies id#N from 1 in file order, across players and zones', () => {
    expect(aliases('  A: {hand: [bear], arena: [bolt, bear]}\n  B: {arena: [bear]}')).toEqual(['bear#1', 'bolt', 'bear#2', 'bear#3']);
  });

  it('expands card*N into N numbered copies', () => {
    expect(aliases('  A: {deck: [filler*3, bolt]}')).toEqual(['filler#1', 'filler#2', 'filler#3', 'bolt']);
    expect(aliases('  A: {deck: [bolt*1]}')).toEqual(['bolt']);
  });

  it('takes `as` aliases, counting those copies in the numbering', () => {
    expect(aliases('  A: {arena: [{card: scout, as: a-scout}, scout, scout]}')).toEqual(['a-scout', 'scout#2', 'scout#3']);
  });

  it('accepts convenience names that never shadow a primary alias', () => {
    const t = assignAliases(scenario('  A: {hand: [bolt], arena: [{card: scout, as: a-scout}, scout]}'));
    expect(t.names.get('bolt#1')).toBe('bolt');
    expect(t.names.get('scout#1')).toBe('a-scout');
    // The bare id names the one copy without an `as`.
    expect(t.names.get('scout')).toBe('scout#2');
    const two = assignAliases(scenario('  A: {hand: [bolt, bolt]}'));
    expect(two.names.has('bolt')).toBe(false);
  });

  it('reports duplicate aliases and aliases that are seat names, at their key path', () => {
    expect(assignAliases(scenario('  A: {hand: [{card: a, as: x}, {card: b, as: x}]}')).problems).toEqual(['players.A.hand[1].as: duplicate alias "x"']);
    expect(assignAliases(scenario('  A: {hand: [{card: a, as: B}]}')).problems).toEqual(['players.A.hand[0].as: alias "B" is also a seat']);
  });

  it('keeps each card\'s setup fields and where it was written', () => {
    const t = assignAliases(scenario('  A: {arena: [{card: bear, counters: {steam: 2}, tapped: true}]}'));
    expect(t.placed.A.arena[0]).toEqual({ card: 'bear', alias: 'bear', counters: { steam: 2 }, tapped: true, at: 'players.A.arena[0]' });
  });
});
