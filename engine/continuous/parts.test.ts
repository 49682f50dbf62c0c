import { describe, expect, it } from 'vitest';
import { labEngine } from '../../scripts/engine/lab-engine';
import { change, edit } from '../core/draft';
import { makeCtx } from '../core/context';
import { createObject } from '../core/zones';
import { emptyState } from '../game/game';
import type { GameState } from '../core/state';
import { conditionalEffectsInForce } from './parts';
import { buildCardDb, loadSet } from '../index';
import { createEngine } from '../profiles/registry';
import type { Engine } from '../core/context';

const engine = labEngine('fab');

/**
 * A weapon written here: ward (a replacement keyword of the fab profile, read by the
 * replacement registry) while it is your turn.
 */
const written = loadSet(
  `set: t
profile: fab
name: T
cards:
  - id: warded-blade
    name: Warded Blade
    type: Generic Weapon - Sword (1H)
    power: 1
    text: "During your turn, this has ward 1."
    abilities:
      - static:
          affects: this
          while: {your-turn: true}
          modify: {keywords: {gain: [{ward: 1}]}}
`,
  't.yaml',
);
if (!written.ok) throw new Error(written.errors.join('\n'));
const wardEngine = createEngine('fab', buildCardDb([written.set]));

/** A's action phase with one weapon in A's weapon zone. */
function wielding(card: string, on: Engine = engine): GameState {
  return change(emptyState(on, 5, ['A', 'B']), (d) => {
    edit(d, 'turn').player = 'A';
    edit(d, 'turn').phase = 'action';
    createObject(makeCtx(on, d, []), card, 'A', 'weapons');
  });
}

describe('conditional effects and the effect registries (continuous/parts.ts, flow/turn.ts)', () => {
  it("FAB-6.2.1: a conditional change of numbers only (Anothos' +2 power while ...) leaves the registries alone as the turn moves on", () => {
    expect(conditionalEffectsInForce(engine, wielding('anothos'))).toBe(false);
  });

  it('FAB-6.2.1: a conditional keyword gain no registry reads (Harmonized Kodachi: go again while ...) leaves them alone too', () => {
    expect(conditionalEffectsInForce(engine, wielding('harmonized-kodachi'))).toBe(false);
  });

  it('FAB-6.2.1: a conditional gain of a replacement keyword (ward during your turn) makes a new phase recompute them', () => {
    expect(conditionalEffectsInForce(wardEngine, wielding('warded-blade', wardEngine))).toBe(true);
  });

  it('FAB-6.2.1: a conditional change of classes (Mirage Brute: an Illusionist while ...) makes a new phase recompute them', () => {
    const s = change(emptyState(engine, 5, ['A', 'B']), (d) => {
      createObject(makeCtx(engine, d, []), 'rl-mirage', 'A', 'combat-chain');
    });
    expect(conditionalEffectsInForce(engine, s)).toBe(true);
  });
});
