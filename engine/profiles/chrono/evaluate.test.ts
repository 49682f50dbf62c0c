import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../../scripts/engine/node-host';
import { createEngine } from '../registry';
import { newGame } from '../../game/game';
import { change, edit } from '../../core/draft';
import { makeCtx } from '../../core/context';
import { createObject } from '../../core/zones';
import type { GameState } from '../../core/state';
import { simpleDeck } from '../../testing/decks';
import { genericEvaluation } from '../evaluation';
import { evaluateChrono } from './evaluate';

const sets = loadAllSets();
const engine = createEngine('chrono', sets.chrono ?? {});
const deck = simpleDeck(sets.chrono ?? {}, 40);
const base = newGame(engine, { seed: 1, decks: { A: deck, B: deck } });

const withUnit = (card: string): GameState => change(base, (d) => void createObject(makeCtx(engine, d, []), card, 'A', 'battlefield'));
const atLife = (life: number): GameState => change(base, (d) => void (edit(d, 'players', 'A', 'stats').life = life));

describe('the computer\'s Chrono evaluation', () => {
  it('CHR-COMBAT: three of the ten life are worth more than the smallest unit, and a unit is worth something', () => {
    const militia = evaluateChrono(engine, withUnit('militia'), 'A') - evaluateChrono(engine, base, 'A');
    const threeLife = evaluateChrono(engine, base, 'A') - evaluateChrono(engine, atLife(7), 'A');
    expect(militia).toBeGreaterThan(0);
    expect(militia).toBeLessThan(threeLife);
    // The generic weights count the numbers per point: there the Militia outweighs every life point.
    expect(genericEvaluation(engine, withUnit('militia'), 'A') - genericEvaluation(engine, base, 'A')).toBeGreaterThan(10 * threeLife);
  });

  it('a bigger unit is worth more, and no unit is worth a whole life total', () => {
    const worth = (card: string) => evaluateChrono(engine, withUnit(card), 'A') - evaluateChrono(engine, base, 'A');
    expect(worth('colossus')).toBeGreaterThan(worth('war-beast'));
    expect(worth('war-beast')).toBeGreaterThan(worth('militia'));
    expect(worth('colossus')).toBeLessThan(evaluateChrono(engine, base, 'A') - evaluateChrono(engine, atLife(0), 'A'));
  });
});
