import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { change, edit } from '../core/draft';
import { makeCtx } from '../core/context';
import type { GameState } from '../core/state';
import { attackWith } from '../testing/test-board';
import { activeParts } from '../continuous/parts';
import { view } from '../continuous/view';
import { performTurnAction } from './turn';

const engine = labEngine('fab');

/** An attack on A's chain with one effect that lasts (not until end of turn), then A's turn ends. */
function acrossTheTurn(spec: Readonly<Record<string, unknown>>): { before: GameState; after: GameState; attack: string } {
  const board = attackWith(engine, 'light-jab', [{ id: 'e1', timestamp: 10, spec }]);
  const before = change(board.state, (d) => {
    edit(d, 'effects', 0).duration = { kind: 'permanent' };
  });
  activeParts(engine, before); // as when the legal actions were listed from it
  const after = change(before, (d) => performTurnAction(makeCtx(engine, d, []), 'endTurn'));
  return { before, after, attack: board.attack };
}

describe('the turn moving on (flow/turn.ts)', () => {
  it('FAB-6.2.3d / FAB-6.3.5: a conditional effect is re-evaluated when the turn passes, and the effect registries with it', () => {
    const { before, after, attack } = acrossTheTurn({ keywords: { gain: ['go-again'] }, while: { 'your-turn': true } });
    expect(after.turn.player).toBe('B');
    expect(view(engine, before, attack).keywords).toContain('go-again');
    expect(view(engine, after, attack).keywords).not.toContain('go-again');
    // What the effect gives can change with the turn: the registries are computed anew.
    expect(activeParts(engine, after)).not.toBe(activeParts(engine, before));
  });

  it('FAB-6.3.5: without a conditional effect, a new turn changes views only: the registries carry over', () => {
    const { before, after, attack } = acrossTheTurn({ keywords: { gain: ['go-again'] } });
    expect(view(engine, after, attack).keywords).toContain('go-again');
    expect(activeParts(engine, after)).toBe(activeParts(engine, before));
  });
});

describe('SCP-603.5: the uses of a turn end with it', () => {
  /** A's turn ends with a once-per-turn use, and an additional use allowed this turn, on the record. */
  function endTurnWithUses(rules: number | undefined): GameState {
    const board = attackWith(engine, 'light-jab', []);
    const before = change(board.state, (d) => {
      d.rules = rules;
      d.uses = { 'p1:a0:t1:turn': 1, 'p1:a0:t1:turn:additional': 1, 'p2:a0:game': 1 };
    });
    return change(before, (d) => performTurnAction(makeCtx(engine, d, []), 'endTurn'));
  }

  it('the additional uses allowed this turn end with the turn, as the uses they add to; a once-per-game use stays', () => {
    expect(Object.keys(endTurnWithUses(1).uses)).toEqual(['p2:a0:game']);
  });

  it('a game saved before revision 1 keeps them, as it did when it was played', () => {
    expect(Object.keys(endTurnWithUses(undefined).uses).sort()).toEqual(['p1:a0:t1:turn:additional', 'p2:a0:game']);
  });
});
