import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';
import type { WorkingState } from '../core/draft';
import { makeCtx } from '../core/context';
import { zoneKey } from '../core/ids';
import { objectAt } from '../core/object-table';
import { legalActions } from '../game/game';
import { activatedAbilities, checkActivate, checkPlay } from './play';
import { ruledOut } from './ruled-out';
import { walkWtrGames, wtrBlitz } from '../../scripts/engine/wtr-blitz-games';

type Candidate = Extract<Action, { type: 'play' | 'activate' }>;

/**
 * Every play of a card in hand, arsenal or banished (Katsu's search: "you may play it this turn")
 * and every activation of a permanent's ability, for each seat.
 */
function candidates(state: GameState): Candidate[] {
  const out: Candidate[] = [];
  for (const seat of state.seats) {
    for (const zone of ['hand', 'arsenal', 'banished']) for (const card of state.zones[zoneKey(seat, zone)] ?? []) out.push({ type: 'play', by: seat, card });
    for (const zone of ['hero', 'weapons', 'head', 'chest', 'arms', 'legs', 'arena']) {
      for (const card of state.zones[zoneKey(seat, zone)] ?? []) {
        activatedAbilities(wtrBlitz().engine.cards[objectAt(state.objects, card)!.card]).forEach((_, i) => out.push({ type: 'activate', by: seat, card, ability: i + 1 }));
      }
    }
  }
  return out;
}

describe('listing legal actions, the cheapest checks first (stack/ruled-out.ts)', () => {
  it('SCP-600.1a: at every priority of WTR Blitz games, a play or activation ruled out is one the full check refuses; the legal ones are exactly those it accepts', () => {
    const { engine } = wtrBlitz();
    let ruled = 0;
    let legal = 0;
    walkWtrGames([3, 14], 300, (state, seed, step) => {
      if (state.pending || state.over) return;
      const ctx = makeCtx(engine, state as WorkingState, []);
      const accepted: Candidate[] = [];
      for (const c of candidates(state)) {
        const problem = c.type === 'play' ? checkPlay(ctx, c) : checkActivate(ctx, c);
        if (ruledOut(ctx, c)) {
          expect(problem, `seed ${seed}, action ${step}: ${JSON.stringify(c)} ruled out but legal`).not.toBeNull();
          ruled++;
        }
        if (!problem) accepted.push(c);
      }
      const seat = state.turn.priority!;
      const listed = legalActions(engine, state, seat).filter((x): x is Candidate => x.type === 'play' || x.type === 'activate');
      expect(listed, `seed ${seed}, action ${step}`).toEqual(accepted.filter((c) => c.by === seat));
      legal += listed.length;
    });
    // Both kinds happen: the check is not vacuous.
    expect(ruled).toBeGreaterThan(500);
    expect(legal).toBeGreaterThan(50);
  });
});
