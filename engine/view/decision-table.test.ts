import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { wtrBlitzDecks, wtrPairing } from '../../scripts/engine/wtr-blitz-decks';
import { createEngine } from '../profiles/registry';
import { act, newGame, stateAtDecision, stateHash } from '../game/game';
import { objectAt } from '../core/object-table';
import type { GameState } from '../core/state';
import { attackFirst } from '../testing/attacking-play';
import { playRandomGame } from '../testing/random-play';
import { boardView } from './board';

// A waiting state is the state before its action (game.ts act: the answer replays the action),
// so the table a player decides at is rebuilt by stateAtDecision. Proven on real Welcome to Rathe
// Blitz games: decisions asked part way through an action (a hit's triggers to order, a "may"
// of an effect resolving, a pitch) show what the action did before asking.
const sets = loadAllSets();
const engine = createEngine('fab', sets.fab ?? {});
const decks = wtrBlitzDecks(sets.fab ?? {});

/** Every waiting state of a few seeded random games, in order. */
function waitingStates(seeds: readonly number[]): GameState[] {
  const out: GameState[] = [];
  for (const seed of seeds) {
    const setup = wtrPairing(decks, seed);
    const game = playRandomGame(engine, setup.decks, seed, 600, setup.inventory, attackFirst);
    let state = newGame(engine, { seed, ...setup });
    for (const action of game.log) {
      if (state.pending) out.push(state);
      const r = act(engine, state, action);
      if (!r.ok) throw new Error(`seed ${seed}: ${r.refusal.message}`);
      state = r.state;
    }
  }
  return out;
}

const waiting = waitingStates([1, 2, 3, 4, 5, 6]);

describe('the table a decision is made at', () => {
  it('is the game as the decision was asked: the waiting state itself is untouched and its answer still replays from it', () => {
    let differs = 0;
    for (const state of waiting) {
      const hash = stateHash(state);
      const shown = stateAtDecision(engine, state);
      expect(stateHash(state)).toBe(hash);
      expect(shown.pending).toBe(state.pending);
      if (shown !== state) differs++;
    }
    expect(waiting.length).toBeGreaterThan(50);
    expect(differs).toBeGreaterThan(10);
  });

  it('FAB-7.5: a decision asked after a hit (its triggers, a may) shows the hit: less life than the state before the action', () => {
    const afterDamage = waiting.filter((state) => {
      const shown = stateAtDecision(engine, state);
      return state.seats.some((s) => Number(shown.players[s].stats.life) < Number(state.players[s].stats.life));
    });
    expect(afterDamage.length).toBeGreaterThan(0);
    for (const state of afterDamage) {
      const view = boardView(engine, state, state.pending!.decision.player);
      const shown = stateAtDecision(engine, state);
      for (const p of view.players) expect(p.stats.life).toBe(shown.players[p.seat].stats.life);
    }
  });

  it('offers cards on that table: every card or target to pick is an object the table has; every seat gets a view', () => {
    // (A trigger to order may name a source that has left play since: last known information.)
    for (const state of waiting) {
      const shown = stateAtDecision(engine, state);
      const d = state.pending!.decision;
      if (d.kind === 'cards' || d.kind === 'targets') for (const o of d.options) if (o.object) expect(objectAt(shown.objects, o.object), `${d.prompt}: ${o.object}`).toBeDefined();
      for (const seat of state.seats) expect(() => boardView(engine, state, seat)).not.toThrow();
    }
  });
});
