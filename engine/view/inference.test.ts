import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { describe, expect, it } from 'vitest';
import { act, legalActions, newGame, stateAtDecision } from '../game/game';
import type { Action } from '../core/actions';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import { zoneKey } from '../core/ids';
import { objectAt } from '../core/object-table';
import { profileIds } from '../profiles/registry';
import { labEngine } from '../../scripts/engine/lab-engine';
import { simpleDeck } from '../testing/decks';
import { randomAnswer } from '../testing/random-play';
import { actingSeat, boardView } from './board';

/*
 * Issue 19, "Hidden cards can be worked out from the wire": the inference attack, played. An
 * attacker holds the public deck lists and every view its seat is sent; it learns, from 200
 * games of its own where it knows the answers, which card each name a hidden card goes by
 * stands for (the attack of the issue: object ids handed out in deck-list order named every
 * card of both decks and the other hand), then guesses the hidden cards of 200 other games
 * (both decks' order, the other seat's hand). It must do no better than an attacker that
 * knows only each hidden card's place (which pile, how far down: what a player at a real table
 * sees), which is chance plus public knowledge.
 */

const GAMES = Number(process.env.ARBITER_INFERENCE_GAMES ?? 200);
/** Views per game: the opening view and after each of a few random actions (draws, plays, decisions). */
const ACTIONS = 8;

/** One hidden card in one view: the name the view gives it, its place, and (for scoring) what it is. */
interface Sample {
  name: string;
  place: string;
  card: string;
}

/** The hidden cards of one view, with the truth from the state. */
function hiddenSamples(engine: Engine, waiting: GameState): Sample[] {
  const v = boardView(engine, waiting, actingSeat(waiting));
  // The view shows a waiting decision's table as it was asked (stateAtDecision): the truth is there.
  const state = stateAtDecision(engine, waiting);
  const out: Sample[] = [];
  for (const p of v.players)
    for (const z of p.zones)
      z.cards.forEach((c, i) => {
        if (!c.hidden) return;
        const id = state.zones[zoneKey(p.seat, z.zone)]![i];
        out.push({ name: c.id, place: `${p.seat}:${z.zone}:${i}`, card: objectAt(state.objects, id)!.card });
      });
  return out;
}

/** The hidden cards of the views of one seeded random game. */
function playGame(engine: Engine, decks: Record<string, string[]>, seed: number): Sample[] {
  const rng = xoroshiro128plus(seed);
  let state = newGame(engine, { seed, decks });
  const samples = hiddenSamples(engine, state);
  for (let step = 0; step < ACTIONS && !state.over; step++) {
    let action: Action | undefined;
    if (state.pending) action = { type: 'answer', by: state.pending.decision.player, pick: randomAnswer(rng, state.pending.decision) };
    else {
      const legal = legalActions(engine, state, actingSeat(state)).filter((a) => a.type !== 'concede');
      action = legal.length === 0 ? undefined : legal[unsafeUniformIntDistribution(0, legal.length - 1, rng)];
    }
    if (!action) break;
    const r = act(engine, state, action);
    if (!r.ok) break;
    state = r.state;
    samples.push(...hiddenSamples(engine, state));
  }
  return samples;
}

/** A guesser learned from samples: the card most often behind each key. */
function learn(samples: readonly Sample[], key: (s: Sample) => string): (s: Sample) => string {
  const counts = new Map<string, Map<string, number>>();
  for (const s of samples) {
    const k = key(s);
    const c = counts.get(k) ?? new Map<string, number>();
    c.set(s.card, (c.get(s.card) ?? 0) + 1);
    counts.set(k, c);
  }
  const best = new Map([...counts].map(([k, c]) => [k, [...c].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]]));
  return (s) => best.get(key(s)) ?? '';
}

describe('issue 19: the inference attack on hidden cards does no better than chance', () => {
  it.each(profileIds())(`%s: learned from ${GAMES} games, guessing ${GAMES} others`, (profile) => {
    const engine = labEngine(profile);
    const list = simpleDeck(engine.cards, 40);
    const decks = { A: list, B: list };
    const train = Array.from({ length: GAMES }, (_, g) => playGame(engine, decks, 1 + g)).flat();
    const byName = learn(train, (s) => s.name);
    const byPlace = learn(train, (s) => s.place);
    // Per test game: how many more hidden cards the names give away than places alone.
    const gains: number[] = [];
    let hidden = 0;
    let namedRight = 0;
    let placedRight = 0;
    for (let g = 0; g < GAMES; g++) {
      const samples = playGame(engine, decks, 100_001 + g);
      hidden += samples.length;
      const right = (guess: (s: Sample) => string) => samples.filter((s) => guess(s) === s.card).length;
      namedRight += right(byName);
      placedRight += right(byPlace);
      gains.push((right(byName) - right(byPlace)) / Math.max(1, samples.length));
    }
    const mean = gains.reduce((a, b) => a + b, 0) / gains.length;
    const sd = Math.sqrt(gains.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, gains.length - 1));
    expect(hidden).toBeGreaterThan(GAMES * 20);
    // Three standard errors of the per-game gain: a leak of even a few cards a game shows far beyond it.
    expect(mean, `of ${hidden} hidden cards, names guessed ${namedRight}, places ${placedRight}`).toBeLessThanOrEqual((3 * sd) / Math.sqrt(gains.length) + 0.001);
  }, 600_000);
});
