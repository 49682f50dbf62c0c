import type { Engine } from '../core/context';
import type { Seat } from '../core/ids';
import { zoneKey } from '../core/ids';
import { findObject, objectAt } from '../core/object-table';
import type { GameState } from '../core/state';
import type { TraceEntry } from '../core/trace';
import type { Decision } from '../decisions/types';
import { legalActions, stateAtDecision } from '../game/game';
import { cardView } from './card';
import { CARD_PARAMS, namesOfCards } from './card-names';
import { labelledForTable, questionOf } from './labels';
import { nameFor, openSight, sightOf, type Sight } from './sight';
import { stackEntries } from './stack';
import type { BoardView, ChainLinkView, DecisionView, ManualResolution, PlayerView, WaitingPlay, ZoneView } from './types';

/** How many of the latest log lines and trace entries a view carries (older log lines: `saves:logPage`). */
export const VIEW_LOG_LINES = 50;
const RECENT = VIEW_LOG_LINES;

/** Who acts next: the player a decision waits for, else the priority holder, else the turn player. */
export function actingSeat(state: GameState): Seat {
  return state.pending?.decision.player ?? state.turn.priority ?? state.turn.player;
}

/** How a view is made. */
export interface ViewOptions {
  /**
   * Every card face up, whoever views (the rules lab and tests: a table with no opponent to
   * hide from). Never for a game a person plays against someone.
   */
  open?: boolean;
}

/**
 * The table as `viewer` sees it (default: the seat to act, as in hotseat play): the one place
 * a game's view is assembled. Every card the viewer may see carries its computed
 * characteristics; every card it may not see is a handle (./sight.ts). Pure.
 *
 * While a decision waits, the table is the game as it stood when the decision was asked
 * (`stateAtDecision`): what the action did before asking (a hit's damage, a card drawn) shows.
 */
export function boardView(engine: Engine, waitingState: GameState, viewer: Seat = actingSeat(waitingState), options: ViewOptions = {}): BoardView {
  const state = stateAtDecision(engine, waitingState);
  const sight = options.open ? openSight(viewer) : sightOf(engine, state, viewer);
  const players = state.seats.map(
    (seat): PlayerView => ({
      seat,
      stats: state.players[seat].stats,
      lost: state.players[seat].lost,
      zones: engine.profile.zones.map((spec): ZoneView => {
        const ids = state.zones[zoneKey(seat, spec.name)] ?? [];
        return {
          zone: spec.name,
          role: spec.role,
          visibility: spec.visibility,
          count: ids.length,
          cards: ids.map((id, i) => cardView(engine, state, objectAt(state.objects, id)!, i, sight)),
        };
      }),
    }),
  );
  const log = state.log.slice(-RECENT);
  const trace = state.trace.slice(-RECENT).map((entry) => traceFor(state, sight, entry));
  return {
    profile: state.profile,
    stackName: engine.profile.stackName,
    seats: state.seats,
    viewer,
    turn: { number: state.turn.number, player: state.turn.player, phase: state.turn.phase, step: state.turn.step },
    priority: state.turn.priority,
    players,
    stack: stackEntries(engine, state, sight),
    ...(engine.profile.rules?.chainLinks ? { chain: chainFor(engine, state, sight) } : {}),
    decision: decisionFor(engine, state, state.pending?.decision ?? null, viewer),
    ...waitingFor(engine, state, sight),
    legal: legalActions(engine, waitingState, viewer),
    over: state.over,
    winner: state.winner,
    log,
    trace,
    cardNames: namesOfCards(engine, [...log, ...trace]),
    manual: manualResolutions(engine, state),
  };
}

/** The combat chain's links as the viewer may see them (cards on the chain are public; a handle otherwise). */
function chainFor(engine: Engine, state: GameState, sight: Sight): ChainLinkView[] {
  return (engine.profile.rules?.chainLinks?.(engine, state) ?? []).map((link) => ({
    attack: nameFor(state, sight, link.attack),
    defenders: link.defenders.map((id) => nameFor(state, sight, id)),
    reactions: link.reactions.map((card) => ({ card, name: engine.cards[card]?.name ?? card })),
    power: link.power,
    defense: link.defense,
    active: link.active,
  }));
}

/** The play or activation the pending decision belongs to (a pitch paying for it), if any. */
function waitingFor(engine: Engine, state: GameState, sight: Sight): { waiting?: WaitingPlay } {
  const action = state.pending?.action;
  if (!action || (action.type !== 'play' && action.type !== 'activate')) return {};
  const object = objectAt(state.objects, action.card);
  if (!object) return {};
  return { waiting: { card: nameFor(state, sight, action.card), name: engine.cards[object.card]?.name ?? object.card, action: action.type } };
}

/** The cards waiting to be resolved by hand (the `manual:<physical>` notes in `state.uses`): cards played, so public. */
function manualResolutions(engine: Engine, state: GameState): ManualResolution[] {
  const out: ManualResolution[] = [];
  for (const key of Object.keys(state.uses)) {
    if (!key.startsWith('manual:')) continue;
    const physical = key.slice('manual:'.length);
    const o = findObject(state.objects, (x) => x.physical === physical);
    const def = o ? engine.cards[o.card] : undefined;
    out.push({ card: physical, name: def?.name ?? physical, text: def?.text ?? '' });
  }
  return out;
}

/**
 * The pending decision as the viewer may see it: whole for the seat that answers it; for any
 * other seat only what is being decided, since its options can name cards that seat holds
 * unseen (a hand to discard from, a deck to search).
 */
function decisionFor(engine: Engine, state: GameState, decision: Decision | null, viewer: Seat): DecisionView | null {
  if (decision === null) return null;
  if (decision.player === viewer) return labelledForTable(engine, state, decision);
  const { options: _options, ...question } = decision;
  return { ...question, options: [], ...questionOf(engine, state, decision) };
}

/**
 * A rule trace entry with the objects the viewer may not see named by their handles. An entry
 * about an object the viewer may not see does not name its card either (intimidate's card,
 * banished face down: the other seat learns that a card went, not which).
 */
function traceFor(state: GameState, sight: Sight, entry: TraceEntry): TraceEntry {
  if (entry.objects === undefined || entry.objects.length === 0) return entry;
  const objects = entry.objects.map((id) => nameFor(state, sight, id));
  if (objects.every((id, i) => id === entry.objects![i])) return entry;
  return { ...entry, objects, ...(entry.params ? { params: unnamed(entry.params) } : {}) };
}

/** Trace parameters without the cards they name (`card`, `host`: '' where present). */
function unnamed(params: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const out = { ...params };
  for (const key of CARD_PARAMS) if (key in out) out[key] = '';
  return out;
}
