import { change, edit } from '../../core/draft';
import { describe, expect, it } from 'vitest';
import type { Action, Answer } from '../../core/actions';
import type { Engine } from '../../core/context';
import type { GameState } from '../../core/state';
import { act, legalActions } from '../../game/game';
import { zoneKey } from '../../core/ids';
import { loadAllSets } from '../../../scripts/engine/node-host';
import { createScenarioHost } from '../../conformance/engine-host';
import { flowProbe } from '../../flow/driver';
import { randomAnswer } from '../../testing/random-play';
import { xoroshiro128plus } from 'pure-rand';
import { DEFEND_PROMPT } from '../../decisions/types';
import { COMBAT } from './combat';
import { editObject, objectAt } from '../../core/object-table';
import { toArray } from '../../core/persistent-list';

const host = createScenarioHost(loadAllSets());

/** A game in A's action phase: hands as given (card ids; each card's alias is `<seat>:<card>`). */
function board(hands: { A: string[]; B: string[] }, stats: { A?: Record<string, number>; B?: Record<string, number> } = {}) {
  const zones = (seat: 'A' | 'B') => ({ hand: hands[seat].map((card, i) => ({ card, alias: `${seat}:${card}:${i}` })), deck: [{ card: 'filler', alias: `${seat}:deck` }] });
  const r = host.setup({
    profile: 'fab',
    seats: ['A', 'B'],
    turn: 'A',
    seed: 1,
    players: { A: { stats: { ap: 1, ...stats.A }, zones: zones('A') }, B: { stats: { ...stats.B }, zones: zones('B') } },
  });
  if (!r.ok) throw new Error(r.message);
  return new Game(r.engine, r.state);
}

class Game {
  constructor(
    readonly engine: Engine,
    public state: GameState,
  ) {}
  card(seat: string, card: string): string {
    const id = (this.state.zones[zoneKey(seat, 'hand')] ?? []).find((x) => objectAt(this.state.objects, x)!.card === card);
    if (!id) throw new Error(`${card} is not in ${seat}'s hand`);
    return id;
  }
  try(action: Action) {
    return act(this.engine, this.state, action);
  }
  do(action: Action): this {
    const r = this.try(action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.refusal.message}`);
    this.state = r.state;
    return this;
  }
  play(seat: string, card: string, targets?: string[]): this {
    return this.do({ type: 'play', by: seat, card: this.card(seat, card), ...(targets ? { targets } : {}) });
  }
  pass(): this {
    return this.do({ type: 'pass', by: this.state.turn.priority! });
  }
  answer(pick: Answer): this {
    return this.do({ type: 'answer', by: this.state.pending!.decision.player, pick });
  }
  /** Passes until the step is reached (a decision stops it). */
  to(step: string | null): this {
    for (let i = 0; i < 40 && this.state.turn.step !== step && !this.state.pending; i++) this.pass();
    return this;
  }
  get step() {
    return this.state.turn.step;
  }
  chain(seat: string): string[] {
    return (this.state.zones[zoneKey(seat, 'combat-chain')] ?? []).map((id) => objectAt(this.state.objects, id)!.card);
  }
  life(seat: string): number {
    return this.state.players[seat].stats.life ?? 0;
  }
}

describe('FaB combat chain (FAB-7)', () => {
  it('FAB-7.0: the combat steps are the action phase\'s data, in the rules\' order', () => {
    expect(COMBAT.steps.map((s) => s.name)).toEqual(['layer', 'attack', 'defend', 'reaction', 'damage', 'resolution', 'close']);
    expect(COMBAT.steps.filter((s) => !s.priority).map((s) => s.name)).toEqual(['close']);
  });

  it('FAB-7.1, FAB-7.2: playing an attack opens the layer step; resolving it starts the attack step with the turn player\'s priority', () => {
    const g = board({ A: ['light-jab'], B: [] }).play('A', 'light-jab');
    expect([g.state.flow, g.state.turn.priority]).toEqual(['action__layer', 'A']);
    g.pass().pass();
    expect([g.step, g.state.turn.priority, g.chain('A')]).toEqual(['attack', 'A', ['light-jab']]);
  });

  it('FAB-7.3: the defending hero is asked a cards decision, 0..n of the cards in hand with a defense value', () => {
    const g = board({ A: ['heavy-hitter'], B: ['light-jab', 'swift-strike', 'filler'] }).play('A', 'heavy-hitter').to('defend');
    const d = g.state.pending!.decision;
    expect([d.kind, d.player, d.prompt, d.min, d.max, d.rule]).toEqual(['cards', 'B', DEFEND_PROMPT, 0, 2, 'FAB-7.3']);
    expect(d.options.map((o) => objectAt(g.state.objects, o.object!)!.card).sort()).toEqual(['light-jab', 'swift-strike']);
    g.answer([d.options[0].value]);
    expect([g.step, g.state.turn.priority, g.chain('B').length]).toEqual(['defend', 'A', 1]);
  });

  it('FAB-7.3: with no card able to defend, nothing is asked', () => {
    const g = board({ A: ['heavy-hitter'], B: ['filler'] }).play('A', 'heavy-hitter').to('defend');
    expect(g.state.pending).toBeNull();
    expect(g.step).toBe('defend');
  });

  it('FAB-KW-DOMINATE: an attack with dominate is defended by one card from hand at most', () => {
    const g = board({ A: ['come-to-fight', 'thump'], B: ['light-jab', 'swift-strike'] }, { A: { ap: 2 } });
    g.play('A', 'come-to-fight').pass().pass().play('A', 'thump').to('defend');
    const d = g.state.pending!.decision;
    expect(d.max).toBe(1);
    expect(g.try({ type: 'answer', by: 'B', pick: d.options.map((o) => o.value) }).ok).toBe(false);
  });

  it('FAB-7.5: damage is power minus total defense, never below 0; blocked completely, no hit', () => {
    const g = board({ A: ['heavy-hitter'], B: ['light-jab', 'swift-strike'] }).play('A', 'heavy-hitter').to('defend');
    g.answer(g.state.pending!.decision.options.map((o) => o.value)).to('resolution');
    expect(g.life('B')).toBe(18);
    expect(toArray(g.state.history).filter((h) => h.type === 'hit')).toHaveLength(1);
    const h = board({ A: ['light-jab'], B: ['heavy-hitter'] }).play('A', 'light-jab').to('defend');
    h.answer(h.state.pending!.decision.options.map((o) => o.value)).to('resolution');
    expect(h.life('B')).toBe(20);
    expect(toArray(h.state.history).filter((x) => x.type === 'hit')).toHaveLength(0);
    expect(h.state.trace.find((t) => t.rule === 'FAB-7.5')?.params).toEqual({ power: 2, defense: 3, amount: 0 });
  });

  it('FAB-7.4: reactions only in the reaction step: attack reactions by the attacker, defense reactions by the defender', () => {
    const g = board({ A: ['light-jab', 'rl-press-on', 'rl-parry'], B: ['rl-press-on', 'rl-parry'] }, { A: { ap: 1 } }).play('A', 'light-jab').to('attack');
    const attack = g.state.zones['A:combat-chain'][0];
    expect(g.try({ type: 'play', by: 'A', card: g.card('A', 'rl-press-on'), targets: [attack] }).ok).toBe(false);
    g.to('defend').answer([]).to('reaction');
    expect(g.try({ type: 'play', by: 'A', card: g.card('A', 'rl-parry'), targets: [attack] }).ok).toBe(false);
    g.play('A', 'rl-press-on', [attack]).pass().pass();
    expect(g.chain('A')).toEqual(['light-jab']);
    g.pass(); // B holds priority
    expect(g.try({ type: 'play', by: 'B', card: g.card('B', 'rl-press-on'), targets: [attack] }).ok).toBe(false);
    g.play('B', 'rl-parry', [attack]).pass().pass();
    // The defense reaction resolved: it defends (2) and took 1 power off (2 + 2 - 1 = 3 power).
    expect(g.chain('B')).toEqual(['rl-parry']);
    g.to('resolution');
    expect(g.life('B')).toBe(19);
  });

  it('FAB-7.6, FAB-KW-GO-AGAIN: the action point comes back in the resolution step, not when the attack resolves', () => {
    const g = board({ A: ['swift-strike', 'light-jab'], B: [] }).play('A', 'swift-strike').to('attack');
    expect(g.state.players.A.stats.ap).toBe(0);
    g.to('damage');
    expect(g.state.players.A.stats.ap).toBe(0);
    g.to('resolution');
    expect(g.state.players.A.stats.ap).toBe(1);
    g.play('A', 'light-jab');
    expect(g.state.flow).toBe('action__layer');
    g.pass().pass();
    expect([g.step, g.chain('A')]).toEqual(['attack', ['swift-strike', 'light-jab']]);
  });

  it('FAB-7.7: when the attacker does not continue, the chain closes: every chain card to its owner\'s graveyard, the action phase resumes', () => {
    const g = board({ A: ['heavy-hitter'], B: ['light-jab'] }).play('A', 'heavy-hitter').to('defend');
    g.answer(g.state.pending!.decision.options.map((o) => o.value)).to('resolution').pass().pass();
    expect([g.state.flow, g.step, g.state.turn.priority]).toEqual(['action', null, 'A']);
    expect([g.chain('A'), g.chain('B')]).toEqual([[], []]);
    const grave = (seat: string) => g.state.zones[zoneKey(seat, 'graveyard')].map((id) => objectAt(g.state.objects, id)!.card);
    expect([grave('A'), grave('B')]).toEqual([['heavy-hitter'], ['light-jab']]);
    // Resumed, not re-entered: the action phase's action point is not given again.
    expect(g.state.players.A.stats.ap).toBe(0);
  });

  it('FAB-7.1: an attack that leaves the stack without resolving ends the layer step in the close step', () => {
    const g = board({ A: ['light-jab'], B: [] }).play('A', 'light-jab');
    g.state = change(g.state, (s) => {
      const item = s.stack[0];
      edit(s, 'stack').splice(0, 1);
      const id = item.object!;
      const zones = edit(s, 'zones');
      zones['A:stack'] = [];
      zones['A:graveyard'] = [id];
      editObject(s, id).zone = 'A:graveyard';
    });
    g.pass().pass();
    expect([g.state.flow, g.state.turn.priority]).toEqual(['action', 'A']);
    expect(g.state.trace.some((t) => t.rule === 'FAB-7.7')).toBe(true);
  });

  it('FAB-7.6: outside the resolution step no action card is played while the chain is open', () => {
    const g = board({ A: ['light-jab', 'swift-strike'], B: [] }, { A: { ap: 2 } }).play('A', 'light-jab').to('attack');
    for (const step of ['attack', 'defend', 'reaction', 'damage']) {
      g.to(step);
      expect(g.try({ type: 'play', by: 'A', card: g.card('A', 'swift-strike') }).ok, step).toBe(false);
    }
    g.to('resolution');
    expect(g.try({ type: 'play', by: 'A', card: g.card('A', 'swift-strike') }).ok).toBe(true);
  });

  it('a whole attack costs 8 flow transitions (XState ~13 us each): one per step change', () => {
    let transitions = 0;
    flowProbe.around = <T>(step: () => T): T => {
      transitions++;
      return step();
    };
    try {
      board({ A: ['light-jab'], B: [] }).play('A', 'light-jab').to('resolution').pass().pass();
    } finally {
      flowProbe.around = undefined;
    }
    // combat.attack, combat.link, four steps ended by passing, the resolution step, the close step.
    expect(transitions).toBe(8);
  });

  it('FAB-7.3: random play answers the declaration (the decision protocol), and no seat is left without a move', () => {
    const rng = xoroshiro128plus(3);
    const g = board({ A: ['heavy-hitter'], B: ['light-jab', 'swift-strike'] }).play('A', 'heavy-hitter').to('defend');
    const d = g.state.pending!.decision;
    expect(legalActions(g.engine, g.state, 'B')).toEqual([]);
    g.answer(randomAnswer(rng, d));
    expect(legalActions(g.engine, g.state, 'A').some((a) => a.type === 'pass')).toBe(true);
  });
});
