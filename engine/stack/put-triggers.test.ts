import { describe, expect, it } from 'vitest';
import { createNodeHost } from '../../scripts/engine/node-host';
import { act } from '../game/game';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import { setUpBoard } from '../testing/scenario-board';

const host = createNodeHost();

/** Player A controls two Silk Robes and a Dream Circlet ("when this is destroyed ...") and plays Shatter: three triggers at once. */
function threeTriggers(): { engine: Engine; state: GameState } {
  const setup = setUpBoard(host, 'fab', { A: { stats: { ap: 1 }, zones: { arena: ['kimono', 'kimono', 'diadem'], hand: ['shatter-all'] } } });
  const hand = setup.state.zones['A:hand'] ?? [];
  const played = act(setup.engine, setup.state, { type: 'play', by: 'A', card: hand[0] });
  if (!played.ok) throw new Error(played.refusal.message);
  // Both players pass: Shatter resolves and destroys all three.
  let state = played.state;
  for (let i = 0; i < 4 && !state.pending; i++) {
    const pass = host.passAction(state);
    if (!pass) break;
    const r = act(setup.engine, state, pass);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
  }
  return { engine: setup.engine, state };
}

describe('FAB-6.6.6b: a player orders their simultaneous triggers', () => {
  it('a full order is asked once: the three layers go on the stack in that order', () => {
    const { engine, state } = threeTriggers();
    expect(state.pending?.decision.kind).toBe('order-triggers');
    const order = state.pending!.decision.options.map((o) => o.value).reverse();
    const r = act(engine, state, { type: 'answer', by: 'A', pick: order });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.pending?.decision.kind).not.toBe('order-triggers');
    expect(r.state.stack.filter((i) => i.kind === 'trigger').map((i) => i.source.card)).toEqual(['diadem', 'kimono', 'kimono']);
  });

  it('a game started before revision 1 (a saved game) is asked again for the layers left, as it was played', () => {
    const { engine, state } = threeTriggers();
    const before: GameState = { ...state, rules: undefined };
    const order = before.pending!.decision.options.map((o) => o.value).reverse();
    const r = act(engine, before, { type: 'answer', by: 'A', pick: order });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.pending?.decision.kind).toBe('order-triggers');
    expect(r.state.pending?.decision.options).toHaveLength(2);
  });
});
