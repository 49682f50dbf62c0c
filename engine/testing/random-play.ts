import { xoroshiro128plus, unsafeUniformIntDistribution, type RandomGenerator } from 'pure-rand';
import type { Action, Answer } from '../core/actions';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import type { CardId, Seat } from '../core/ids';
import type { Decision } from '../decisions/types';
import { act, legalActions, newGame } from '../game/game';

/** The outcome of one random game. */
export interface RandomGame {
  seed: number;
  /** Actions and answers applied, in order (the replay log). */
  log: Action[];
  final: GameState;
  ended: boolean;
  /** Set when the game got stuck: nobody could act and no decision was waiting. */
  stuck?: string;
}

/** One element of a list, uniformly. */
export function pick<T>(rng: RandomGenerator, list: readonly T[]): T {
  return list[unsafeUniformIntDistribution(0, list.length - 1, rng)];
}

/** Cards taken in a random order until their weights cover the need (a pitch, FAB-1.14). */
function coveringPicks(rng: RandomGenerator, cover: NonNullable<Decision['cover']>, values: readonly string[], max: number, atMost: Decision['atMost']): string[] {
  const pool = [...values];
  const out: string[] = [];
  let sum = 0;
  while (sum < cover.need && pool.length > 0) {
    const v = pool.splice(unsafeUniformIntDistribution(0, pool.length - 1, rng), 1)[0];
    out.push(v);
    sum += cover.weights[v] ?? 0;
  }
  // Without the heaviest pick the rest must fall short: drop picks that were not needed.
  out.sort((a, b) => (cover.weights[b] ?? 0) - (cover.weights[a] ?? 0));
  while (out.length > 1 && sum - (cover.weights[out[out.length - 1]] ?? 0) >= cover.need) sum -= cover.weights[out.pop()!] ?? 0;
  const capped = (list: readonly string[]) => (atMost ? list.filter((v) => atMost.of.includes(v)).length : 0);
  if (out.length <= max && (!atMost || capped(out) <= atMost.count)) return out;
  // Too many cards, or too many of the capped ones (some must stay in hand): the heaviest
  // allowed ones, which pay with the fewest.
  const heaviest = [...values].sort((a, b) => (cover.weights[b] ?? 0) - (cover.weights[a] ?? 0));
  const few: string[] = [];
  for (let i = 0, paid = 0; paid < cover.need && i < heaviest.length; i++) {
    if (atMost?.of.includes(heaviest[i]) && capped(few) >= atMost.count) continue;
    few.push(heaviest[i]);
    paid += cover.weights[heaviest[i]] ?? 0;
  }
  return few;
}

/** A random legal answer to a decision (any kind). */
export function randomAnswer(rng: RandomGenerator, d: Decision): Answer {
  const values = d.options.map((o) => o.value);
  switch (d.kind) {
    case 'targets':
    case 'cards': {
      if (d.cover) return coveringPicks(rng, d.cover, values, d.max ?? values.length, d.atMost);
      const min = d.min ?? 1;
      const max = Math.min(d.max ?? 1, values.length);
      const n = unsafeUniformIntDistribution(min, Math.max(min, max), rng);
      const pool = [...values];
      const out: string[] = [];
      for (let i = 0; i < n && pool.length > 0; i++) out.push(pool.splice(unsafeUniformIntDistribution(0, pool.length - 1, rng), 1)[0]);
      if (!d.atMost) return out;
      // Keep within the limit: drop picks among the limited options beyond their count.
      let kept = 0;
      return out.filter((v) => !d.atMost!.of.includes(v) || kept++ < d.atMost!.count);
    }
    case 'order-cards': {
      const pool = [...values];
      const out: string[] = [];
      while (pool.length > 0) out.push(pool.splice(unsafeUniformIntDistribution(0, pool.length - 1, rng), 1)[0]);
      return out;
    }
    case 'order-replacements':
    case 'order-triggers':
    case 'order-effects':
    case 'first-player':
    case 'name-card':
    case 'source':
    case 'copy':
      return pick(rng, values);
    case 'mode':
      return Number(pick(rng, values));
    case 'may':
    case 'pay':
      return unsafeUniformIntDistribution(0, 1, rng) === 1;
    case 'number':
      if (values.length > 0) return Number(pick(rng, values));
      return unsafeUniformIntDistribution(d.min ?? 0, d.max ?? d.min ?? 0, rng);
    case 'split': {
      const total = d.total ?? 0;
      const out: Record<string, number> = Object.fromEntries(values.map((v) => [v, 0]));
      for (let i = 0; i < total; i++) out[pick(rng, values)] += 1;
      return out;
    }
  }
}

/**
 * How a random player chooses: its action when it holds priority (among its legal actions,
 * concede excluded) and its answer to a decision. Both draw only from `rng`, so a game stays
 * a pure function of its seed.
 */
export interface PlayPolicy {
  act(engine: Engine, state: GameState, legal: readonly Action[], rng: RandomGenerator): Action;
  answer(engine: Engine, state: GameState, decision: Decision, rng: RandomGenerator): Answer;
}

/**
 * The default player: it acts rather than passes two times in three, choosing uniformly among
 * its other legal actions, so games move on; it answers every decision at random.
 */
export const actOrPass: PlayPolicy = {
  act(_engine, _state, legal, rng) {
    const others = legal.filter((a) => a.type !== 'pass');
    return others.length > 0 && unsafeUniformIntDistribution(0, 2, rng) > 0 ? pick(rng, others) : legal.find((a) => a.type === 'pass') ?? legal[0];
  },
  answer: (_engine, _state, d, rng) => randomAnswer(rng, d),
};

/**
 * Plays one game with random legal actions and answers from a seed: pure and deterministic.
 * The acting seat is whoever a decision waits for, else the priority holder; it chooses by
 * `policy` (default actOrPass). The game ends, or stops at `maxActions`. `inventory`: each
 * seat's cards that start in play (fab: hero, weapons, equipment; FAB-4.1).
 */
export function playRandomGame(
  engine: Engine,
  decks: Readonly<Record<Seat, readonly CardId[]>>,
  seed: number,
  maxActions = 400,
  inventory?: Readonly<Record<Seat, readonly CardId[]>>,
  policy: PlayPolicy = actOrPass,
): RandomGame {
  const rng = xoroshiro128plus(seed);
  let state = newGame(engine, { seed, decks, ...(inventory ? { inventory } : {}) });
  const log: Action[] = [];
  for (let step = 0; step < maxActions && !state.over; step++) {
    let action: Action;
    if (state.pending) {
      const d = state.pending.decision;
      action = { type: 'answer', by: d.player, pick: policy.answer(engine, state, d, rng) };
    } else {
      const seat = state.turn.priority;
      if (!seat) return { seed, log, final: state, ended: false, stuck: `no priority holder at ${state.flow}` };
      const legal = legalActions(engine, state, seat).filter((a) => a.type !== 'concede');
      if (legal.length === 0) return { seed, log, final: state, ended: false, stuck: `no legal action for ${seat} at ${state.flow}` };
      action = policy.act(engine, state, legal, rng);
    }
    const r = act(engine, state, action);
    if (!r.ok) {
      // A legal action must be accepted; a random answer may be refused only if it was malformed.
      return { seed, log, final: state, ended: false, stuck: `refused ${JSON.stringify(action)}: ${r.refusal.message}` };
    }
    state = r.state;
    log.push(action);
  }
  return { seed, log, final: state, ended: state.over };
}
