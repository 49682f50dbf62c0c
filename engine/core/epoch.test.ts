import { describe, expect, it } from 'vitest';
import type { GameState } from './state';
import type { WorkingState } from './draft';
import { makeCtx, type Engine } from './context';
import { allObjects } from './object-table';
import { activeParts, conditionalEffectsInForce } from '../continuous/parts';
import { view } from '../continuous/view';
import { functionalTriggers } from '../triggers/detect';
import { staticReplacements } from '../events/replacement';
import { cantRules } from '../continuous/rules';
import { current, tracked } from '../continuous/application-scan';
import { walkWtrGames, wtrBlitz } from '../../scripts/engine/wtr-blitz-games';
import { bumpEpoch, cacheKey, cachedPerState } from './epoch';

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
    const { engine } = wtrBlitz();
    let checked = 0;
    walkWtrGames([6, 11], 250, (state, seed, step) => {
      expect(registries(engine, state), `seed ${seed}, action ${step}`).toEqual(registries(engine, fresh(state)));
      checked++;
    });
    expect(checked).toBeGreaterThan(400);
  });
});

describe('a move carries over the caches that do not read the moved card (core/epoch.ts bumpEpoch)', () => {
  const rules = { cards: {}, profile: wtrBlitz().engine.profile } as unknown as Engine;
  const triggers = cacheKey<string[]>('test-triggers', () => new Set(['head-jab-red']));
  const everything = cacheKey<string[]>('test-everything');

  it('a card the cache does not read leaves its value; a card it reads, or a move with no card named, drops it', () => {
    const state = {};
    let computed = 0;
    const read = (key: typeof triggers) => cachedPerState(key, state, () => [`v${++computed}`]);
    const first = read(triggers);
    read(everything);
    bumpEpoch(state, { card: 'romping-club', rules });
    expect(read(triggers)).toBe(first);
    expect(computed).toBe(2);
    read(everything);
    expect(computed).toBe(3);
    bumpEpoch(state, { card: 'head-jab-red', rules });
    expect(read(triggers)).not.toBe(first);
    const second = read(triggers);
    bumpEpoch(state);
    expect(read(triggers)).not.toBe(second);
  });
});
