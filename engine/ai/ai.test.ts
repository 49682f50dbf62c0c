import { describe, expect, it } from 'vitest';
import { loadAllSets } from '../../scripts/engine/node-host';
import { createEngine } from '../profiles/registry';
import { act, newGame } from '../game/game';
import { change } from '../core/draft';
import { editObject, objectAt } from '../core/object-table';
import { stableStringify } from '../core/hash';
import { zoneKey } from '../core/ids';
import type { GameState } from '../core/state';
import type { Engine } from '../core/context';
import { answerProblem } from '../decisions/answer';
import type { Decision } from '../decisions/types';
import { simpleDeck } from '../testing/decks';
import { informationSet, UNKNOWN_CARD } from './information-set';
import { answersOf, movesOf, seatToAct } from './moves';
import { BUDGETS, chooseAction, PLAYER_KINDS, type PlayerKind } from './player';
import { search } from './search';
import { evaluationOf } from './evaluations';

const sets = loadAllSets();
const fab = createEngine('fab', sets.fab ?? {});
const fabDeck = simpleDeck(sets.fab ?? {}, 40);

/** Plays a fab game with the computer on both seats for `steps` actions. */
function playFor(engine: Engine, deck: readonly string[], steps: number, kind: PlayerKind = 'easy', seed = 3): GameState {
  let state = newGame(engine, { seed, decks: { A: deck, B: deck } });
  for (let i = 0; i < steps && !state.over; i++) {
    const seat = seatToAct(state);
    if (seat === null) break;
    const r = act(engine, state, chooseAction(engine, state, seat, kind, { seed, budget: { iterations: 6 } }).action);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
  }
  return state;
}

/** A mid-game position where A is to act with a choice to make and B holds cards in hand. */
function position(): GameState {
  for (let steps = 30; steps < 200; steps++) {
    const s = playFor(fab, fabDeck, steps);
    if (!s.over && seatToAct(s) === 'A' && movesOf(fab, s).length > 2 && (s.zones[zoneKey('B', 'hand')]?.length ?? 0) > 0) return s;
  }
  throw new Error('no position found');
}

/** The same position with B's hidden cards (hand and deck) dealt differently: the hand swapped with deck cards. */
function otherDeal(s: GameState): GameState {
  const hand = s.zones[zoneKey('B', 'hand')] ?? [];
  const deck = s.zones[zoneKey('B', 'deck')] ?? [];
  return change(s, (w) => {
    hand.forEach((h, i) => {
      const d = deck.find((id) => objectAt(s.objects, id)!.card !== objectAt(s.objects, h)!.card && !hand.slice(0, i).includes(id)) ?? deck[i];
      const hc = objectAt(s.objects, h)!.card;
      editObject(w, h).card = objectAt(w.objects, d)!.card;
      editObject(w, d).card = hc;
    });
  });
}

describe('the computer reads only what its seat can know (issue 18: no peeking)', () => {
  const a = position();
  const b = otherDeal(a);

  it('the two positions really differ in B\'s hand', () => {
    const cards = (s: GameState) => (s.zones[zoneKey('B', 'hand')] ?? []).map((id) => objectAt(s.objects, id)!.card);
    expect(cards(a)).not.toEqual(cards(b));
  });

  it('gives equal information sets for positions that differ only in the opponent\'s hidden cards', () => {
    const ia = informationSet(fab, a, 'A');
    const ib = informationSet(fab, b, 'A');
    expect(stableStringify(ia)).toBe(stableStringify(ib));
    for (const id of a.zones[zoneKey('B', 'hand')] ?? []) expect(objectAt(ia.state.objects, id)!.card).toBe(UNKNOWN_CARD);
    // A's own hand is known to A; its deck (order unknown) is not.
    for (const id of a.zones[zoneKey('A', 'hand')] ?? []) expect(objectAt(ia.state.objects, id)!.card).toBe(objectAt(a.objects, id)!.card);
    for (const id of a.zones[zoneKey('A', 'deck')] ?? []) expect(objectAt(ia.state.objects, id)!.card).toBe(UNKNOWN_CARD);
  });

  it('makes the same choice, with the same seed, in both (every level)', () => {
    for (const kind of ['easy', 'normal', 'hard'] as const) {
      const ca = chooseAction(fab, a, 'A', kind, { seed: 11, budget: { iterations: 40, timeMs: undefined } });
      const cb = chooseAction(fab, b, 'A', kind, { seed: 11, budget: { iterations: 40, timeMs: undefined } });
      expect(cb.action).toEqual(ca.action);
      expect(stableStringify(cb.root ?? [])).toBe(stableStringify(ca.root ?? []));
    }
  });

  it('is deterministic for a seed', () => {
    const c1 = chooseAction(fab, a, 'A', 'normal', { seed: 5 });
    const c2 = chooseAction(fab, a, 'A', 'normal', { seed: 5 });
    expect(c2).toEqual(c1);
  });

  it('stops when asked (cancellable) and still answers with a legal move', () => {
    let polls = 0;
    const c = chooseAction(fab, a, 'A', 'hard', { seed: 5, shouldStop: () => ++polls > 3 });
    expect(c.iterations).toBe(3);
    expect(act(fab, a, c.action).ok).toBe(true);
  });

  it('refuses to act for a seat that is not to act', () => {
    expect(() => chooseAction(fab, a, 'B', 'easy', { seed: 1 })).toThrow(/not B's turn/);
  });
});

describe('a search stops once its choice is settled (issue 18: obvious decisions answered at once)', () => {
  it('chooses what the whole iteration budget chooses, in fewer iterations where one move leads', () => {
    const info = (s: GameState) => informationSet(fab, s, seatToAct(s)!);
    const budget = { ...BUDGETS.normal, iterations: 120 };
    // Positions along one game of the computer against itself, each with a choice to make.
    const positions: GameState[] = [];
    let state = newGame(fab, { seed: 3, firstPlayer: 'A', decks: { A: fabDeck, B: fabDeck } });
    for (let i = 0; i < 200 && !state.over && positions.length < 5; i++) {
      const seat = seatToAct(state);
      if (seat === null) break;
      if (i >= 30 && i % 9 === 0 && movesOf(fab, state).length >= 2) positions.push(state);
      const r = act(fab, state, chooseAction(fab, state, seat, 'easy', { seed: 3 }).action);
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    let saved = 0;
    let compared = 0;
    for (const [steps, s] of positions.map((p) => [p.actions.length, p] as const)) {
      const whole = search(fab, info(s), evaluationOf('fab'), { ...budget, stopWhenSettled: false }, 9);
      const early = search(fab, info(s), evaluationOf('fab'), { ...budget, stopWhenSettled: true }, 9);
      expect(early.action, `position after ${steps} actions`).toEqual(whole.action);
      expect(early.iterations).toBeLessThanOrEqual(whole.iterations);
      if (early.iterations < whole.iterations) saved++;
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(4);
    expect(saved).toBeGreaterThan(0);
  }, 180_000);
});

describe('the computer plays every profile through the engine\'s own actions and decisions', { timeout: 180_000 }, () => {
  for (const profile of ['fab', 'gate-ruler', 'chrono', 'mtg', 'scp', 'house']) {
    it(`${profile}: every action and answer it chooses is accepted`, () => {
      const engine = createEngine(profile, sets[profile] ?? {});
      const deck = simpleDeck(sets[profile] ?? {}, 30);
      // playFor throws on a refused action.
      const s = playFor(engine, deck, 120, 'normal', 2);
      expect(s.actions.length).toBeGreaterThan(20);
    });
  }
});

describe('FAB-4.1: the computer drawn to choose who plays first answers', () => {
  it('at every level, with a seat the engine accepts, and that seat takes turn 1', () => {
    let seed = 1;
    while (newGame(fab, { seed, decks: { A: fabDeck, B: fabDeck } }).pending?.decision.player !== 'B') seed++;
    const start = newGame(fab, { seed, decks: { A: fabDeck, B: fabDeck } });
    for (const kind of PLAYER_KINDS) {
      const { action } = chooseAction(fab, start, 'B', kind, { seed, budget: { iterations: 12 } });
      expect(action, kind).toMatchObject({ type: 'answer', by: 'B' });
      const r = act(fab, start, action);
      expect(r.ok, kind).toBe(true);
      if (r.ok && action.type === 'answer') expect(r.state.turn).toMatchObject({ number: 1, player: action.pick });
    }
  });
});

describe('answersOf: the answers the search tries are legal answers (every decision kind)', () => {
  const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `o${i + 1}`, label: `x${i}` }));
  const decisions: Decision[] = [
    { kind: 'targets', player: 'A', prompt: 'p', options: opts(4), min: 1, max: 2 },
    { kind: 'cards', player: 'A', prompt: 'p', options: opts(9), min: 0, max: 9 },
    { kind: 'order-triggers', player: 'A', prompt: 'p', options: opts(3) },
    { kind: 'order-replacements', player: 'A', prompt: 'p', options: opts(2) },
    { kind: 'order-effects', player: 'A', prompt: 'p', options: opts(2) },
    { kind: 'may', player: 'A', prompt: 'p', options: [] },
    { kind: 'pay', player: 'A', prompt: 'p', options: [] },
    { kind: 'mode', player: 'A', prompt: 'p', options: [{ value: '0', label: 'a' }, { value: '1', label: 'b' }] },
    { kind: 'number', player: 'A', prompt: 'p', options: [], min: 0, max: 30 },
    { kind: 'number', player: 'A', prompt: 'p', options: [{ value: '2', label: '2' }, { value: '5', label: '5' }] },
    { kind: 'split', player: 'A', prompt: 'p', options: opts(2), total: 3 },
    { kind: 'split', player: 'A', prompt: 'p', options: opts(3), total: 4 },
    { kind: 'first-player', player: 'A', prompt: 'p', options: [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }] },
    { kind: 'name-card', player: 'A', prompt: 'p', options: opts(60) },
    { kind: 'source', player: 'A', prompt: 'p', options: opts(2) },
    { kind: 'copy', player: 'A', prompt: 'p', options: opts(2) },
  ];
  for (const d of decisions) {
    it(`${d.kind} (${d.options.length} options)`, () => {
      const answers = answersOf(d);
      expect(answers.length).toBeGreaterThan(1);
      expect(answers.length).toBeLessThanOrEqual(40);
      for (const pick of answers) expect(answerProblem(d, pick)).toBeNull();
    });
  }
});
