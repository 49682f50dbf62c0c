import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createScenarioHost } from '../conformance/engine-host';
import { zoneKey } from '../core/ids';
import type { Decision } from '../decisions/types';
import { act, stateHash } from '../game/game';
import { boardView } from './board';
import { costsPhrase } from './cost-words';
import { labelledForTable } from './labels';
import { setUpBoard } from '../testing/scenario-board';

const host = createScenarioHost(loadAllSets());

describe('decision labels at the table', () => {
  it('tell apart two colours of one name offered together, and name a trigger by its card, leaving the state decision as it was', () => {
    const r = setUpBoard(host, 'fab', { A: { zones: { hand: ['flic-flak-red', 'flic-flak-blue'] } } });
    const [red, blue] = r.state.zones[zoneKey('A', 'hand')] ?? [];
    const discard: Decision = {
      kind: 'cards',
      player: 'A',
      prompt: 'decision.discard',
      options: [
        { value: red, label: 'Flic Flak', object: red },
        { value: blue, label: 'Flic Flak', object: blue },
      ],
    };
    expect(labelledForTable(r.engine, r.state, discard).options.map((o) => o.label)).toEqual(['Flic Flak (red)', 'Flic Flak (blue)']);
    expect(discard.options[0].label).toBe('Flic Flak');
    // A trigger is offered by its card's id (engine/stack/put-triggers.ts); the table reads the card's name.
    const order: Decision = { kind: 'order-triggers', player: 'A', prompt: 'decision.order-triggers', options: [{ value: 'p1', label: 'dawnblade' }, { value: 'p2', label: 'decision.top' }] };
    expect(labelledForTable(r.engine, r.state, order).options.map((o) => o.label)).toEqual(['Dawnblade', 'decision.top']);
  });
});

describe('an optional additional cost names its cost (the decision in the state does not)', () => {
  /** A's action phase with `hand` and `graveyard`, resources to pay with: A plays the first card in hand. */
  function playFirst(hand: string[], graveyard: string[], resources = 0) {
    const r = setUpBoard(host, 'fab', { A: { stats: { ap: 1, resources }, zones: { hand, graveyard } } });
    const card = (r.state.zones[zoneKey('A', 'hand')] ?? [])[0];
    const played = act(r.engine, r.state, { type: 'play', by: 'A', card });
    if (!played.ok) throw new Error(played.refusal.message);
    return { engine: r.engine, before: r.state, state: played.state };
  }

  it('Nimble Strike: "banish a card named Nimblism from your graveyard", for both seats, and the state keeps its plain prompt and hash', () => {
    const { engine, state } = playFirst(['nimble-strike-red'], ['nimblism-red'], 1);
    const pending = state.pending?.decision;
    expect(pending).toMatchObject({ kind: 'pay', prompt: 'decision.additional-cost' });
    const hash = stateHash(state);
    const named = {
      key: 'decision.additional-cost-named',
      params: {
        card: 'Nimble Strike (red)',
        cost: { key: 'cost-words.banish', params: { cards: { key: 'cost-words.cards', params: { count: 1, which: [{ key: 'cost-words.which.named', params: { name: 'Nimblism' } }] } }, zone: { key: 'cost-words.zone.graveyard' } } },
      },
    };
    expect(boardView(engine, state, 'A').decision?.question).toEqual(named);
    // The other seat sees what is asked (the card played is public), not the options.
    expect(boardView(engine, state, 'B').decision?.question).toEqual(named);
    expect(state.pending?.decision).not.toHaveProperty('question');
    expect(stateHash(state)).toBe(hash);
  });

  it('Staunch Response: "4 resources", from the card\'s own definition', () => {
    const def = host.setup({ profile: 'fab', seats: ['A'], turn: 'A', seed: 1, players: { A: { stats: {}, zones: {} } } });
    if (!def.ok) throw new Error(def.message);
    const staunch = def.engine.cards['staunch-response-red'].abilities.find((a) => a.kind === 'additional-cost');
    expect(staunch?.kind === 'additional-cost' && costsPhrase(staunch.body.cost, 'Staunch Response (red)')).toEqual({ key: 'cost-words.resources', params: { count: 4 } });
  });

  it('another "pay?" (an effect\'s "you may pay", decision.pay) gets no question: its cost is no additional cost of the card played', () => {
    const { engine, state } = playFirst(['nimble-strike-red'], ['nimblism-red'], 1);
    const effectPay: Decision = { kind: 'pay', player: 'A', prompt: 'decision.pay', options: [] };
    expect(labelledForTable(engine, state, effectPay).question).toBeUndefined();
  });
});
