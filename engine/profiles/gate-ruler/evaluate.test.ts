import { describe, expect, it } from 'vitest';
import { createNodeHost } from '../../../scripts/engine/node-host';
import { act } from '../../game/game';
import type { Action } from '../../core/actions';
import type { Engine } from '../../core/context';
import type { GameState } from '../../core/state';
import { valueFor } from '../../ai/evaluate';
import { evaluationOf } from '../../ai/evaluations';
import { setUpBoard, type BoardSeat } from '../../testing/scenario-board';
import { genericEvaluation } from '../evaluation';
import { evaluateGateRuler } from './evaluate';

const host = createNodeHost();

/** `n` cards in a deck (the starter's vanilla units: no counter abilities). */
const deck = (n: number): string[] => Array.from({ length: n }, () => 'footman');

/** A board with A and B as given (each with 20 cards in its deck unless given), A's main phase. */
function board(a: BoardSeat, b: BoardSeat = {}): { engine: Engine; state: GameState } {
  const seat = (s: BoardSeat): BoardSeat => ({ ...s, zones: { deck: deck(20), ...s.zones } });
  return setUpBoard(host, 'gate-ruler', { A: seat(a), B: seat(b) });
}

/** How good the position is for A, in [0, 1], as the computer sees it. */
const forA = (engine: Engine, state: GameState) => valueFor(engine, evaluateGateRuler, state, 'A');

function step(engine: Engine, state: GameState, action: Action): GameState {
  const r = act(engine, state, action);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

/** Passes until the turn reaches `stepName` (battle's attack or block step). */
function passTo(engine: Engine, state: GameState, stepName: string): GameState {
  for (let i = 0; i < 20 && host.position(state).step !== stepName; i++) state = step(engine, state, host.passAction(state)!);
  expect(host.position(state).step).toBe(stepName);
  return state;
}

describe('the computer\'s Gate Ruler evaluation', () => {
  it('is the one the computer plays Gate Ruler with', () => {
    expect(evaluationOf('gate-ruler')).toBe(evaluateGateRuler);
  });

  it('GR-13-4a / GR-13-5b: ruler damage dealt to the opponent is a better position; the generic evaluation does not see it', () => {
    const { engine, state: even } = board({});
    const { state: dealt } = board({}, { stats: { damage: 4 } });
    expect(forA(engine, dealt)).toBeGreaterThan(forA(engine, even) + 0.1);
    expect(valueFor(engine, genericEvaluation, dealt, 'A')).toBe(valueFor(engine, genericEvaluation, even, 'A'));
  });

  it('GR-13-6b: every card of the deck is a reveal left, worth more the nearer the cannot-reveal loss', () => {
    const at = (n: number) => evaluateGateRuler(board({ zones: { deck: deck(n) } }).engine, board({ zones: { deck: deck(n) } }).state, 'A');
    const far = at(30) - at(29);
    const near = at(3) - at(2);
    expect(far).toBeGreaterThan(0);
    expect(near).toBeGreaterThan(3 * far);
  });

  it('GR-13-5b / GR-13-6b: ruler damage counted beyond the deck is a settled loss, whatever the board', () => {
    const { engine, state } = board({ stats: { damage: 4 }, zones: { deck: deck(3), battlefield: ['giant', 'giant', 'knight'] } });
    expect(forA(engine, state)).toBeLessThan(0.001);
    // With one card more in the deck the last reveal can be made: not lost yet.
    const { state: oneMore } = board({ stats: { damage: 4 }, zones: { deck: deck(4), battlefield: ['giant', 'giant', 'knight'] } });
    expect(forA(engine, oneMore)).toBeGreaterThan(0.01);
  });

  it('GR-13-4b-1: the damage zone decides nothing (healing moves its cards to the graveyard and leaves the counter)', () => {
    const { engine, state } = board({});
    const { state: revealed } = board({ zones: { 'damage-zone': deck(10) } });
    expect(evaluateGateRuler(engine, revealed, 'A')).toBe(evaluateGateRuler(engine, state, 'A'));
  });

  it('near the cannot-reveal loss, an opposing board that can deal the rest in one attack weighs heavily, and an untapped blocker lifts it', () => {
    const withWarden = (cards: number, tapped: boolean) =>
      board({ zones: { deck: deck(cards), battlefield: [{ card: 'wall-warden', alias: 'w', tapped }] } }, { zones: { battlefield: ['giant'] } });
    /** What the Wall Warden being untapped (able to block the Giant) is worth to A, in points, by an evaluation. */
    const blocker = (cards: number, evaluate = evaluateGateRuler) => {
      const open = withWarden(cards, false);
      return evaluate(open.engine, open.state, 'A') - evaluate(open.engine, withWarden(cards, true).state, 'A');
    };
    // Four reveals left against the Giant's 5 power: the blocker is what keeps A from losing next turn.
    expect(blocker(4)).toBeGreaterThan(8);
    // Thirty left: the Giant's hit brings no loss near; an untapped unit is worth nothing more.
    expect(blocker(30)).toBe(0);
    // The generic evaluation tells the two apart at neither.
    expect(blocker(4, genericEvaluation)).toBe(0);
  });

  it('GR-BATTLE / GR-13-2a: an attack no blocker can stop counts as ruler damage before the damage step', () => {
    const { engine, state: main } = board({ zones: { battlefield: ['knight'] } });
    const attackStep = passTo(engine, main, 'attack');
    const attacking = step(engine, attackStep, { type: 'attack', by: 'A', with: attackStep.zones['A:battlefield']![0], target: 'B' });
    // B has no unit to block with: the Knight's 3 power is three reveals B owes, as if already dealt.
    const { state: dealt } = board({ zones: { battlefield: [{ card: 'knight', alias: 'k', tapped: true }] } }, { stats: { damage: 3 } });
    expect(evaluateGateRuler(engine, attacking, 'B')).toBeLessThan(evaluateGateRuler(engine, attackStep, 'B'));
    expect(evaluateGateRuler(engine, attacking, 'B')).toBeCloseTo(evaluateGateRuler(engine, dealt, 'B'), 5);
  });

  it('GR-BATTLE / GR-13-7a: before blockers are declared an untapped unit may stop the attack; declared, the fight is counted', () => {
    const { engine, state: main } = board({ zones: { battlefield: ['footman'] } }, { zones: { battlefield: ['knight'] } });
    const attackStep = passTo(engine, main, 'attack');
    const knight = attackStep.zones['B:battlefield']![0];
    const attacking = passTo(engine, step(engine, attackStep, { type: 'attack', by: 'A', with: attackStep.zones['A:battlefield']![0], target: 'B' }), 'block');
    // The Knight can still block: the Footman's hit is not counted yet.
    expect(evaluateGateRuler(engine, attacking, 'B')).toBe(evaluateGateRuler(engine, attackStep, 'B'));
    // Not blocked: the hit is one reveal B owes.
    const open = step(engine, attacking, { type: 'defend', by: 'B', with: [] });
    expect(evaluateGateRuler(engine, open, 'B')).toBeLessThan(evaluateGateRuler(engine, attacking, 'B'));
    // Blocked by the Knight (3 power against its 2 hp) the Footman is as good as gone; the Knight takes 1 and lives.
    const blocked = step(engine, attacking, { type: 'defend', by: 'B', with: [knight] });
    expect(forA(engine, blocked)).toBeLessThan(forA(engine, attacking));
    const { state: footmanGone } = board({}, { zones: { battlefield: [{ card: 'knight', alias: 'k', damage: 1 }] } });
    expect(evaluateGateRuler(engine, blocked, 'A')).toBeCloseTo(evaluateGateRuler(engine, footmanGone, 'A'), 5);
    expect(evaluateGateRuler(engine, blocked, 'B')).toBeCloseTo(evaluateGateRuler(engine, footmanGone, 'B'), 5);
  });

  it('units are worth what they fight with; a card with no ability in play is worth less than in hand', () => {
    const { engine, state: none } = board({});
    const worth = (zones: BoardSeat['zones']) => evaluateGateRuler(engine, board({ zones }).state, 'A') - evaluateGateRuler(engine, none, 'A');
    expect(worth({ battlefield: ['giant'] })).toBeGreaterThan(worth({ battlefield: ['knight'] }));
    expect(worth({ battlefield: ['knight'] })).toBeGreaterThan(worth({ battlefield: ['footman'] }));
    expect(worth({ battlefield: ['footman'] })).toBeGreaterThan(worth({ hand: ['footman'] }));
    // Old Banner (an Item with no text) does not fight: played, it is a card in hand lost.
    expect(worth({ battlefield: ['banner'] })).toBe(0);
    expect(worth({ hand: ['banner'] })).toBeGreaterThan(0);
  });
});
