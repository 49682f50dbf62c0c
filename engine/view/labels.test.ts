import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createScenarioHost } from '../conformance/engine-host';
import { zoneKey } from '../core/ids';
import type { Decision } from '../decisions/types';
import { labelledForTable } from './labels';

const host = createScenarioHost(loadAllSets());

describe('decision labels at the table', () => {
  it('tell apart two colours of one name offered together, and name a trigger by its card, leaving the state decision as it was', () => {
    const r = host.setup({
      profile: 'fab',
      seats: ['A', 'B'],
      turn: 'A',
      seed: 1,
      players: { A: { stats: {}, zones: { hand: [{ card: 'flic-flak-red', alias: 'r' }, { card: 'flic-flak-blue', alias: 'b' }] } }, B: { stats: {}, zones: {} } },
    });
    if (!r.ok) throw new Error(r.message);
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
