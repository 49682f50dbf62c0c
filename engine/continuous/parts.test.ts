import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { change, edit } from '../core/draft';
import { makeCtx } from '../core/context';
import { createObject } from '../core/zones';
import { emptyState } from '../game/game';
import type { GameState } from '../core/state';
import { conditionalEffectsInForce } from './parts';

const engine = labEngine('fab');

/** A's action phase with one weapon in A's weapon zone. */
function wielding(card: string): GameState {
  return change(emptyState(engine, 5, ['A', 'B']), (d) => {
    edit(d, 'turn').player = 'A';
    edit(d, 'turn').phase = 'action';
    createObject(makeCtx(engine, d, []), card, 'A', 'weapons');
  });
}

describe('conditional effects and the effect registries (continuous/parts.ts, flow/turn.ts)', () => {
  it("FAB-6.2.1: a conditional change of numbers only (Anothos' +2 power while ...) leaves the registries alone as the turn moves on", () => {
    expect(conditionalEffectsInForce(engine, wielding('anothos'))).toBe(false);
  });

  it('FAB-6.2.1: a conditional keyword gain (Harmonized Kodachi: go again while ...) makes a new phase recompute them', () => {
    expect(conditionalEffectsInForce(engine, wielding('harmonized-kodachi'))).toBe(true);
  });
});
