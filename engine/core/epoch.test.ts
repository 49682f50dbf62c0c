import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand';
import type { GameState } from './state';
import type { WorkingState } from './draft';
import { makeCtx, type Engine } from './context';
import { allObjects } from './object-table';
import { act, legalActions, newGame } from '../game/game';
import { attackFirst } from '../testing/attacking-play';
import { activeParts, conditionalEffectsInForce } from '../continuous/parts';
import { view } from '../continuous/view';
import { functionalTriggers } from '../triggers/detect';
import { staticReplacements } from '../events/replacement';
import { cantRules } from '../continuous/rules';
import { current, tracked } from '../continuous/application-scan';
import { wtrBlitz } from '../../scripts/engine/wtr-blitz-games';
import { wtrPairing } from '../../scripts/engine/wtr-blitz-decks';

/** A copy of a state without its bookkeeping (core/state-meta.ts): every cache computed anew. */
const fresh = (state: GameState): GameState => ({ ...state });

/** What the per-epoch caches and the per-view-epoch views of a state hold, in comparable form. */
function registries(engine: Engine, state: GameState) {
  const ctx = makeCtx(engine, state as WorkingState, []);
  const t = tracked(engine, state);
  return {
    parts: activeParts(engine, state).map((p) => `${p.effectId}/${p.key}/${p.order}`),
    conditional: conditionalEffectsInForce(engine, state),
    triggers: functionalTriggers(ctx, state).map((f) => `${f.object.id}/${f.index}/${f.keyword ?? ''}/${f.granted ?? ''}`),
    replacements: [...staticReplacements(engine, state)].map(([type, list]) => `${type}:${list.map((r) => r.id).join(',')}`),
    rules: cantRules(ctx).map((r) => `${r.self ?? r.card}`),
    applications: current(engine, state, t).list.map((c) => `${c.effectId}/${c.object.id}/${c.parts.map((p) => `${p.part.key}=${p.gave ?? ''}`).join(',')}`),
    views: allObjects(state.objects).map((o) => view(engine, state, o.id)),
  };
}

describe('the caches kept per state and epoch (core/epoch.ts)', () => {
  it('after every action of random WTR Blitz games, the effect registries and views a state carries over equal those computed anew', () => {
    const { engine, decks } = wtrBlitz();
    let checked = 0;
    for (const seed of [6, 11]) {
      const { decks: pair, inventory } = wtrPairing(decks, seed);
      const rng = xoroshiro128plus(seed);
      let state: GameState = newGame(engine, { seed, decks: pair, inventory });
      for (let step = 0; step < 250 && !state.over; step++) {
        const d = state.pending?.decision;
        const action = d
          ? { type: 'answer' as const, by: d.player, pick: attackFirst.answer(engine, state, d, rng) }
          : attackFirst.act(engine, state, legalActions(engine, state, state.turn.priority!).filter((x) => x.type !== 'concede'), rng);
        const r = act(engine, state, action);
        if (!r.ok) throw new Error(`seed ${seed}: refused ${JSON.stringify(action)}: ${r.refusal.message}`);
        state = r.state;
        expect(registries(engine, state), `seed ${seed}, action ${step}`).toEqual(registries(engine, fresh(state)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});
