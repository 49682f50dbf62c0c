import type { CardId, Seat } from '../core/ids';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import { act, newGame } from '../game/game';
import { seatToAct } from './moves';
import { chooseAction, type PlayerKind } from './player';
import type { SearchBudget } from './search';
import type { Evaluation } from './evaluate';

/** One computer-versus-computer game's setup. */
export interface MatchSetup {
  seed: number;
  decks: Readonly<Record<Seat, readonly CardId[]>>;
  /** Each seat's cards that start in play (fab: hero, weapons, equipment; FAB-4.1). */
  inventory?: Readonly<Record<Seat, readonly CardId[]>>;
  /** Who plays each seat. */
  players: Readonly<Record<Seat, PlayerKind>>;
  /** The game is a draw when it has not ended after this many actions. */
  maxActions: number;
  /** Per seat, an evaluation in place of the profile's (one evaluation against another). */
  evaluations?: Readonly<Partial<Record<Seat, Evaluation>>>;
  /** A budget override for the searching levels (the sim's --iterations, --time-ms). */
  budget?: Partial<SearchBudget>;
  /** A clock for time budgets and decision times (the engine has none). */
  now?: () => number;
}

/** How a game went. */
export interface MatchResult {
  winner: Seat | null;
  ended: boolean;
  actions: number;
  /** The seat that took the first turn (most profiles: the first seat; Magic: the one chosen, MTG-103.2). */
  first: Seat;
  /** Per seat: how long each decision with a choice to make took (empty without a clock). */
  decisionMs: Record<Seat, number[]>;
  final: GameState;
}

/**
 * Plays one game between computer players, every action through `act` as a person's. Each
 * seat chooses from its own information set only, with a seed of its own.
 */
export function playMatch(engine: Engine, setup: MatchSetup): MatchResult {
  const inventory = setup.inventory && Object.values(setup.inventory).some((cards) => cards.length > 0) ? { inventory: setup.inventory } : {};
  let state = newGame(engine, { seed: setup.seed, decks: setup.decks, ...inventory });
  const decisionMs: Record<Seat, number[]> = Object.fromEntries(state.seats.map((s) => [s, []]));
  let actions = 0;
  // The first turn's player is settled by the time the first turn is under way (a start-of-game
  // decision may still change it while the turn number is 1, as Magic's play-or-draw does).
  let first = state.turn.player;
  while (!state.over && actions < setup.maxActions) {
    const seat = seatToAct(state);
    if (seat === null) throw new Error(`the game is stuck at ${state.flow}: no one can act and no decision waits`);
    const t0 = setup.now?.() ?? 0;
    const choice = chooseAction(engine, state, seat, setup.players[seat], {
      seed: setup.seed * 7919 + state.seats.indexOf(seat),
      now: setup.now,
      budget: setup.budget,
      evaluation: setup.evaluations?.[seat],
    });
    if (setup.now && choice.moves > 1) decisionMs[seat].push(setup.now() - t0);
    const r = act(engine, state, choice.action);
    if (!r.ok) throw new Error(`the engine refused the computer's ${JSON.stringify(choice.action)}: ${r.refusal.message}`);
    state = r.state;
    actions++;
    if (state.turn.number === 1) first = state.turn.player;
  }
  return { winner: state.over ? state.winner : null, ended: state.over, actions, first, decisionMs, final: state };
}
