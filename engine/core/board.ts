import type { Action } from './actions';
import type { Engine } from './context';
import type { ObjectId, Seat } from './ids';
import { zoneKey } from './ids';
import type { GameState, LogLine } from './state';
import type { Decision } from '../decisions/types';
import type { TraceEntry } from './trace';
import { legalActions } from '../game/game';
import { findObject, objectAt } from './object-table';

/** A card as the table shows it. Hidden cards carry only their id. */
export interface CardView {
  id: ObjectId;
  hidden: boolean;
  card?: string;
  name?: string;
  typeLine?: string;
  text?: string;
  tapped: boolean;
  faceDown: boolean;
  counters: Readonly<Record<string, number>>;
  damage: number;
  stats: Readonly<Record<string, number>>;
  /** The object it is attached to (core/attachments.ts): the table draws it tucked under its host. */
  attachedTo?: ObjectId;
  /** True for a card no one has scripted: the game does not enforce its text (manual play). */
  unscripted?: boolean;
}

/** A card whose text waits to be resolved by hand (manual play): its physical id, name and text. */
export interface ManualResolution {
  card: string;
  name: string;
  text: string;
}

/** One zone of one seat. */
export interface ZoneView {
  zone: string;
  visibility: 'public' | 'private' | 'hidden';
  count: number;
  cards: CardView[];
}

/** Everything the renderer draws, for one viewing seat (hotseat: the seat to act). */
export interface BoardView {
  profile: string;
  stackName: string;
  seats: readonly Seat[];
  viewer: Seat;
  turn: { number: number; player: Seat; phase: string; step: string | null };
  priority: Seat | null;
  players: Array<{ seat: Seat; stats: Readonly<Record<string, number>>; lost: boolean; zones: ZoneView[] }>;
  stack: Array<{ id: string; label: string; controller: Seat; source?: ObjectId }>;
  decision: Decision | null;
  legal: Action[];
  over: boolean;
  winner: Seat | null;
  log: readonly LogLine[];
  trace: readonly TraceEntry[];
  /** Unscripted cards played whose text waits to be resolved by hand (`manual` `resolved` marks one done). */
  manual?: ManualResolution[];
}

/** Who acts next: the player a decision waits for, else the priority holder, else the turn player. */
export function actingSeat(state: GameState): Seat {
  return state.pending?.decision.player ?? state.turn.priority ?? state.turn.player;
}

/** The table as `viewer` sees it. Pure. */
export function boardView(engine: Engine, state: GameState, viewer: Seat = actingSeat(state)): BoardView {
  const players = state.seats.map((seat) => ({
    seat,
    stats: state.players[seat].stats,
    lost: state.players[seat].lost,
    zones: engine.profile.zones.map((spec): ZoneView => {
      const ids = state.zones[zoneKey(seat, spec.name)] ?? [];
      const visible = spec.visibility === 'public' || (spec.visibility === 'private' && seat === viewer);
      return {
        zone: spec.name,
        visibility: spec.visibility,
        count: ids.length,
        cards: ids.map((id) => cardView(engine, state, id, visible)),
      };
    }),
  }));
  return {
    profile: state.profile,
    stackName: engine.profile.stackName,
    seats: state.seats,
    viewer,
    turn: { number: state.turn.number, player: state.turn.player, phase: state.turn.phase, step: state.turn.step },
    priority: state.turn.priority,
    players,
    stack: [],
    decision: state.pending?.decision ?? null,
    legal: legalActions(engine, state, viewer),
    over: state.over,
    winner: state.winner,
    log: state.log.slice(-50),
    trace: state.trace.slice(-50),
    manual: manualResolutions(engine, state),
  };
}

/** The cards waiting to be resolved by hand (the `manual:<physical>` notes in `state.uses`). */
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

function cardView(engine: Engine, state: GameState, id: ObjectId, visible: boolean): CardView {
  const o = objectAt(state.objects, id)!;
  const base = { id, tapped: o.tapped, faceDown: o.faceDown, counters: o.counters, damage: o.damage, ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}) };
  if (!visible || o.faceDown) return { ...base, hidden: true, stats: {} };
  const def = engine.cards[o.card];
  return {
    ...base,
    hidden: false,
    card: o.card,
    name: def?.name ?? o.card,
    typeLine: def?.typeLine,
    text: def?.text,
    stats: { ...(def?.stats ?? {}), ...(o.stats ?? {}) },
    ...(def && !def.scripted ? { unscripted: true } : {}),
  };
}
