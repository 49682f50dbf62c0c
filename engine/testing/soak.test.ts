import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createEngine } from '../profiles/registry';
import { newGame, replay, stateHash } from '../game/game';
import { playRandomGame } from './random-play';
import { simpleDeck } from './decks';

// Issue 7 soak: random legal actions and answers on every profile. 1,000 games in CI
// (ARBITER_SOAK_GAMES=20000 on demand); each game must end or reach the move cap, never get
// stuck, and replaying seed + action log must give the same final state hash.
const total = Number(process.env.ARBITER_SOAK_GAMES ?? 1000);
const profiles = ['fab', 'gate-ruler', 'chrono', 'mtg', 'scp'];
const perProfile = Math.max(1, Math.floor(total / profiles.length));
const sets = loadAllSets();

describe('random-play soak (issue 7): no exception, no stuck game, replay gives the same hash', () => {
  for (const profile of profiles) {
    it(`${profile}: ${perProfile} seeded random games`, () => {
      const engine = createEngine(profile, sets[profile] ?? {});
      const deck = simpleDeck(sets[profile] ?? {}, 30);
      const decks = { A: deck, B: deck };
      let ended = 0;
      for (let seed = 1; seed <= perProfile; seed++) {
        const game = playRandomGame(engine, decks, seed, 200);
        expect(game.stuck, `${profile} seed ${seed}`).toBeUndefined();
        if (game.ended) ended++;
        // Replaying is the costly half: check every game's log in CI-sized runs, a sample in long ones.
        if (seed <= 200 || seed % 10 === 0) {
          const again = replay(engine, newGame(engine, { seed, decks }), game.log);
          expect(again.ok, `${profile} seed ${seed} replay`).toBe(true);
          if (again.ok) expect(stateHash(again.state), `${profile} seed ${seed} hash`).toBe(stateHash(game.final));
        }
      }
      expect(ended + (perProfile - ended)).toBe(perProfile);
    }, 600_000);
  }
});
