import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/state';
import { act, replay, stateHash, newGame } from '../game/game';
import { DEFEND_PROMPT } from '../decisions/types';
import { toArray } from '../core/persistent-list';
import { walkWtrGames, wtrBlitz } from '../../scripts/engine/wtr-blitz-games';
import { wtrPairing } from '../../scripts/engine/wtr-blitz-decks';

/** The states of random WTR Blitz games where a decision waits, with the game's seed. */
function waiting(seeds: readonly number[], steps: number, prompt?: string): Array<{ state: GameState; seed: number }> {
  const out: Array<{ state: GameState; seed: number }> = [];
  walkWtrGames(seeds, steps, (state, seed) => {
    if (state.pending && (prompt === undefined || state.pending.decision.prompt === prompt)) out.push({ state, seed });
  });
  return out;
}

describe('resume points: an answer goes on from its decision (flow/resume.ts)', () => {
  it('FAB-7.3: the defenders decision waits in the defend step it began, and its answer goes on from there', () => {
    const { engine } = wtrBlitz();
    const found = waiting([1, 2, 3], 200, DEFEND_PROMPT);
    expect(found.length).toBeGreaterThan(5);
    for (const { state } of found) {
      // The pass that ended the attack step is done: the waiting state is the defend step as it began.
      expect(state.turn.step).toBe('defend');
      expect(state.turn.priority).toBeNull();
      expect(state.pending!.action).toMatchObject({ type: 'resume-step', round: 0, asked: `cards@${state.pending!.decision.player}` });
      const pick = state.pending!.decision.options.slice(0, 1).map((o) => o.value);
      const r = act(engine, state, { type: 'answer', by: state.pending!.decision.player, pick });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      // The defender joined the link (from hand onto the chain, or equipment marked), and the step went on.
      if (pick.length > 0) expect(r.state.trace.some((t) => t.key === 'trace.defenders-declared' && t.params?.count === 1)).toBe(true);
      expect(r.state.pending === null ? r.state.turn.priority : r.state.pending.decision.player).not.toBeNull();
    }
  });

  it('FAB-4.4.3: the arsenal and pitch-order decisions of the end phase each wait where they come up', () => {
    const found = waiting([1, 2, 3, 4], 300).filter(({ state }) => state.turn.phase === 'end');
    const prompts = new Set(found.map(({ state }) => state.pending!.decision.prompt));
    expect(prompts).toContain('decision.arsenal');
    expect(prompts).toContain('decision.pitch-order');
    for (const { state } of found) {
      const resume = state.pending!.action;
      expect(resume.type).toBe('resume-step');
      // Answers given before the resume point are part of its state: the continuation keeps none of them.
      expect(state.pending!.answers).toEqual([]);
    }
  });

  it('a game answered through resume points is the game its action log replays to from the start', () => {
    const { engine, decks } = wtrBlitz();
    let last: { state: GameState; seed: number } | undefined;
    walkWtrGames([5, 6], 400, (state, seed) => {
      last = { state, seed };
      if (state.pending || state.over || state.actions.length % 25 !== 0) return;
      const { decks: pair, inventory } = wtrPairing(decks, seed);
      const again = replay(engine, newGame(engine, { seed, decks: pair, inventory }), toArray(state.actions));
      expect(again.ok).toBe(true);
      if (again.ok) expect(stateHash(again.state)).toBe(stateHash(state));
    });
    expect(last).toBeDefined();
  });
});
