import { change, edit } from '../core/draft';
import { describe, expect, it } from 'vitest';
import { makeCtx, type Ctx, type Engine } from '../core/context';
import { emptyState } from '../game/game';
import type { GameState } from '../core/state';
import type { Answer } from '../core/actions';
import { createEngine } from '../profiles/registry';
import { addReplacement } from './register';
import { runEvent } from './pipeline';
import type { EffectFrame } from '../interpreter/effects';

/**
 * FAB-6.5 ordering, checked on the pipeline itself: who is asked, how often, and what the
 * order does to the effects (the scenarios in profiles/fab/scenarios/ordering.yaml show the
 * same rules through cards).
 */

const engine: Engine = createEngine('fab', {});

function frameOf(seat: 'A' | 'B', card: string): EffectFrame {
  return { scope: { controller: seat }, source: { controller: seat, card }, targets: [] };
}

/** A's turn, both at 20 life, with the effects `setup` registers. */
function board(setup: (ctx: Ctx) => void): GameState {
  return change(emptyState(engine, 3, ['A', 'B']), (draft) => {
    edit(draft, 'turn').number = 2;
    edit(draft, 'turn').player = 'A';
    edit(draft, 'players', 'A', 'stats').life = 20;
    edit(draft, 'players', 'B', 'stats').life = 20;
    setup(makeCtx(engine, draft, []));
  });
}

/** Runs one damage event with queued answers; returns the new state and the decisions asked. */
function damage(state: GameState, to: 'A' | 'B', amount: number, answers: readonly Answer[]): { state: GameState; asked: string[] } {
  let asked: string[] = [];
  const next = change(state, (draft) => {
    const ctx = makeCtx(engine, draft, answers);
    runEvent(ctx, { type: 'damage', source: { controller: to === 'A' ? 'B' : 'A' }, target: to, amount });
    asked = [...ctx.asked];
  });
  return { state: next, asked };
}

const toA = { event: 'damage', to: 'A' };

describe('FAB-6.5 ordering replacement effects', () => {
  it("FAB-6.5.2a: the turn player orders none of the opponent's effects; their controller does", () => {
    const state = board((ctx) => {
      addReplacement(ctx, 'general', 'damage', { event: toA, instead: { amount: { times: ['event-amount', 2] } } }, frameOf('B', 'd1'), { kind: 'end-of-turn' });
      addReplacement(ctx, 'general', 'damage', { event: toA, instead: { amount: { plus: ['event-amount', 1] } } }, frameOf('B', 'p1'), { kind: 'end-of-turn' });
    });
    const plusFirst = state.replacements.damage?.find((r) => r.source.card === 'p1')?.id ?? '';
    const r = damage(state, 'A', 2, [plusFirst]);
    expect(r.asked).toEqual(['order-replacements@B']);
    // B's choice decided: (2 + 1) x 2.
    expect(r.state.players.A.stats.life).toBe(14);
  });

  it('FAB-6.5.2b: the first player is chosen once per event and kept through the prevention step', () => {
    const state = board((ctx) => {
      addReplacement(ctx, 'general', 'damage', { event: toA, instead: { amount: { times: ['event-amount', 2] } } }, frameOf('B', 'doubler'), { kind: 'end-of-turn' });
      addReplacement(ctx, 'prevention', 'damage', { event: toA, prevent: 4, shield: true }, frameOf('A', 'shield'), { kind: 'end-of-turn' }, 4);
      addReplacement(ctx, 'prevention', 'damage', { event: toA, prevent: 1 }, frameOf('B', 'pad'), { kind: 'end-of-turn' });
    });
    const r = damage(state, 'A', 2, ['B', 'B', 'B']);
    expect(r.asked.filter((a) => a.startsWith('first-player'))).toEqual(['first-player@A']);
    expect(r.state.players.A.stats.life).toBe(20);
    // B (chosen first) prevented 1 of the 4 before A's shield, so the shield used 3 of its 4.
    const shield = r.state.replacements.damage?.find((x) => x.source.card === 'shield');
    expect(shield?.remaining).toBe(1);
  });

  it('FAB-6.5.2: choosing A first lets the shield take all 4, and the 1-point prevention never applies', () => {
    const state = board((ctx) => {
      addReplacement(ctx, 'general', 'damage', { event: toA, instead: { amount: { times: ['event-amount', 2] } } }, frameOf('B', 'doubler'), { kind: 'end-of-turn' });
      addReplacement(ctx, 'prevention', 'damage', { event: toA, prevent: 4, shield: true }, frameOf('A', 'shield'), { kind: 'end-of-turn' }, 4);
      addReplacement(ctx, 'prevention', 'damage', { event: toA, prevent: 1 }, frameOf('B', 'pad'), { kind: 'end-of-turn' });
    });
    const r = damage(state, 'A', 2, ['A']);
    expect(r.state.players.A.stats.life).toBe(20);
    expect(r.state.replacements.damage?.find((x) => x.source.card === 'shield')).toBeUndefined();
  });

  it('FAB-6.5.1 / FAB-6.5.4-6.5.5: general effects before prevention whoever is first (doubling, then the 1-point prevention)', () => {
    const state = board((ctx) => {
      addReplacement(ctx, 'prevention', 'damage', { event: toA, prevent: 1 }, frameOf('A', 'pad'), { kind: 'end-of-turn' });
      addReplacement(ctx, 'general', 'damage', { event: toA, instead: { amount: { times: ['event-amount', 2] } } }, frameOf('B', 'doubler'), { kind: 'end-of-turn' });
    });
    for (const first of ['A', 'B']) {
      const r = damage(state, 'A', 3, [first]);
      expect(r.state.players.A.stats.life).toBe(15);
    }
  });
});
