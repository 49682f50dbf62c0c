import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createEngine, profileIds } from '../profiles/registry';
import { act, newGame } from '../game/game';
import { gamePrefix } from '../core/citations';
import { zoneKey } from '../core/ids';
import { playRandomGame } from './random-play';
import { simpleDeck } from './decks';

// Issue 17: "Each trace entry cites the rule of the profile that made the ruling: a test over
// random games of every profile finds no citation of another game's rule." Besides the trace of
// each random game, every card in the acting seat's hand is tried at sampled positions, so the
// rules behind refusals (costs, targets, timing, limits) are checked too.
const GAMES = Number(process.env.ARBITER_CITATION_GAMES ?? 15);
const sets = loadAllSets();

describe('every ruling cites its own game’s rule or the kernel’s (issue 17)', () => {
  for (const profile of profileIds()) {
    it(`${profile}: ${GAMES} random games cite no other game's rule`, () => {
      const engine = createEngine(profile, sets[profile] ?? {});
      const own = engine.profile.citations?.prefix;
      expect(own, `${profile} declares its rule prefix`).toBeDefined();
      const deck = simpleDeck(sets[profile] ?? {}, 30);
      const foreign = new Map<string, string>();
      let cited = 0;
      const note = (rule: string | undefined, where: string): void => {
        if (rule === undefined) return;
        cited++;
        const prefix = gamePrefix(rule);
        if (prefix !== undefined && prefix !== own && !foreign.has(rule)) foreign.set(rule, where);
      };
      for (let seed = 1; seed <= GAMES; seed++) {
        const game = playRandomGame(engine, { A: deck, B: deck }, seed, 300);
        for (const t of game.final.trace) note(t.rule, `${t.key} (seed ${seed})`);
        let state = newGame(engine, { seed, decks: { A: deck, B: deck } });
        game.log.forEach((action, i) => {
          const seat = state.turn.priority;
          if (i % 20 === 0 && seat && !state.pending) {
            for (const card of state.zones[zoneKey(seat, 'hand')] ?? []) {
              const r = act(engine, state, { type: 'play', by: seat, card });
              if (!r.ok) note(r.refusal.rule, `refusal "${r.refusal.message}" (seed ${seed})`);
            }
          }
          const next = act(engine, state, action);
          if (next.ok) state = next.state;
        });
      }
      expect(cited, `${profile} games cited rules`).toBeGreaterThan(0);
      expect(Object.fromEntries(foreign)).toEqual({});
    }, 300_000);
  }
});
