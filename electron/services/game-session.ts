import { randomInt, randomUUID } from 'node:crypto';
import {
  act,
  actingSeat,
  createEngine,
  getProfile,
  newGame,
  profileIds,
  starterRecipe,
  stateHash,
  type Action,
  type CardDb,
  type CardId,
  type Engine,
  type GameState,
  type Seat,
} from '../../engine/index';
import type { GameSetup } from '../../engine/replay/save-format';
import type { GameReply } from '../ipc/contract';
import { ServiceError } from './errors';
import { CardSetError, loadCardSets } from './card-sets';
import { deckRules } from '../../engine/profiles/deck-rules';
import { tableView } from './table-view';
import { MANUAL_STOPS, runAutoPasses, type PassUntil, type SeatStops, type UntilOrder } from './table-flow';
import { planUndo } from './undo';

/** Where a game's cards and decks come from (the shipped sets, plus the catalogue's cards a deck uses). */
export interface CardSource {
  /** The card database for a profile, holding at least `ids` (the cards the game's decks use). */
  cards(profile: string, ids?: readonly CardId[]): CardDb;
  /** The deck a seat starts with when the request names none. */
  deck(profile: string, seat: Seat): CardId[];
}

/** What `game:new` needs (decks already resolved to card ids; seats without one get the starter deck). */
export interface NewGameRequest {
  profile: string;
  seed?: number;
  seats?: readonly Seat[];
  decks?: Readonly<Record<Seat, readonly CardId[]>>;
  /** The saved game's name. */
  name?: string;
  /** Every seat's stops (default: none, every pass by hand). */
  stops?: SeatStops;
}

/**
 * Where games are saved: `started` once when a game opens (returns the save id, or null when
 * saving is impossible, e.g. a read-only database), `changed` after every applied action. A
 * `changed` that throws refuses the action: the open game and its save never disagree.
 */
export interface GamePersistence {
  started(name: string, setup: GameSetup, state: GameState, hash: string): number | null;
  changed(save: number, state: GameState, hash: string): void;
}

/** One open game: its rules, its current state, and the save it autosaves into. */
interface OpenGame {
  readonly engine: Engine;
  state: GameState;
  /** The save it autosaves into: made with the first action (a game no one acted in is not kept). */
  save: number | null;
  readonly name: string;
  readonly setup: GameSetup;
  /** The state before any action, for undo's replays. */
  readonly start: GameState;
  /** Counts every change of the state (actions, undos): an action chosen on an older view is stale. */
  version: number;
  /** Log positions of the passes the host made (undo takes them back with the action before them). */
  auto: Set<number>;
  stops: Map<Seat, SeatStops>;
  until: Map<Seat, UntilOrder>;
}

/** Cards per starter deck when the profile has no deck rules. */
const DEFAULT_STARTER_SIZE = 40;

/**
 * A starter deck for a profile: the profile's own recipe (`Profile.starter`, legal under its
 * deck rules) when it has one and its cards are there; otherwise the cards of its `basics` set
 * (the whole database when it has none: the house game's core set), in set order, repeated up
 * to the profile's smallest legal deck size. Empty when the profile has no cards at all.
 */
export function starterDeck(profile: string, cards: CardDb, size: number = deckRules[profile]?.minCards ?? DEFAULT_STARTER_SIZE): CardId[] {
  const recipe = starterRecipe(profile, cards);
  if (recipe) return recipe;
  const all = Object.values(cards);
  const basics = all.filter((c) => c.set === 'basics');
  const pool = (basics.length > 0 ? basics : all).map((c) => c.id);
  if (pool.length === 0) return [];
  return Array.from({ length: size }, (_, i) => pool[i % pool.length]);
}

/** The card database of a profile from the shipped sets; a broken set file becomes a service error naming it. */
function shippedDb(profile: string): CardDb {
  try {
    return loadCardSets()[profile] ?? {};
  } catch (e) {
    if (e instanceof CardSetError) throw new ServiceError('internal', `a card set file is broken: ${e.problems[0] ?? e.file}`, 'profile');
    throw e;
  }
}

/** The default card source: the shipped card sets (assets/sets), starter decks from each profile's basics. */
export const starterCards: CardSource = {
  cards: (profile) => shippedDb(profile),
  deck: (profile) => starterDeck(profile, shippedDb(profile)),
};

/** The open games of one host, by id. Every state change goes through the engine's `act`. */
export class GameSessions {
  private readonly games = new Map<string, OpenGame>();

  constructor(
    private readonly source: CardSource = starterCards,
    /** Seeds for games whose request has none (injectable so tests are reproducible). */
    private readonly newSeed: () => number = () => randomInt(0, 2 ** 31 - 1),
    /** Autosaving (none: games live in memory only). */
    private readonly persist: GamePersistence | null = null,
  ) {}

  /** Starts a game and returns its id and first view. */
  create(request: NewGameRequest): GameReply {
    if (!getProfile(request.profile)) {
      throw new ServiceError('not-found', `unknown profile "${request.profile}" (known: ${profileIds().join(', ')})`, 'profile');
    }
    const seats = request.seats ? [...request.seats] : ['A', 'B'];
    if (new Set(seats).size !== seats.length) throw new ServiceError('bad-request', 'seat names must differ', 'seats');
    const unknownSeat = Object.keys(request.decks ?? {}).find((s) => !seats.includes(s));
    if (unknownSeat !== undefined) throw new ServiceError('bad-request', `"${unknownSeat}" is not a seat of this game`, `decks.${unknownSeat}`);
    const decks: Record<Seat, CardId[]> = {};
    for (const seat of seats) decks[seat] = [...(request.decks?.[seat] ?? this.source.deck(request.profile, seat))];
    const engine = createEngine(request.profile, this.source.cards(request.profile, Object.values(decks).flat()));
    const state = newGame(engine, { seed: request.seed ?? this.newSeed(), seats, decks });
    const stops = request.stops ?? MANUAL_STOPS;
    const game: OpenGame = {
      engine, state, save: null, name: request.name ?? defaultName(request.profile), setup: { seats, decks }, start: state,
      version: 0, auto: new Set(), stops: new Map(seats.map((seat) => [seat, stops])), until: new Map(),
    };
    const id = randomUUID();
    this.games.set(id, game);
    // The first seat may have nothing to do but pass (an upkeep): its stops apply from the start.
    const { state: flowed, passes } = this.flow(game, state);
    return passes === 0 ? this.reply(id, game) : this.commit(id, game, flowed, passes);
  }

  /** A new game with the same profile, seats, decks and stops as an open one, and a new seed. */
  rematch(id: string): GameReply {
    const game = this.get(id);
    const { profile } = game.state;
    const seats = game.setup.seats;
    return this.create({ profile, seats, decks: game.setup.decks, stops: game.stops.get(seats[0]) });
  }

  /**
   * Reopens a saved game with its exact state (the caller checked it against the stored
   * hash). A game already open on the same save is closed first: one save, one open game.
   */
  resume(save: number, setup: GameSetup, state: GameState, stops: SeatStops = MANUAL_STOPS, name = ''): GameReply {
    for (const [id, g] of this.games) if (g.save === save) this.games.delete(id);
    const engine = createEngine(state.profile, this.source.cards(state.profile, Object.values(setup.decks).flat()));
    const start = newGame(engine, { seed: state.seed, seats: setup.seats, decks: setup.decks, shuffle: setup.shuffle });
    const id = randomUUID();
    const game: OpenGame = {
      engine, state, save, name, setup, start, version: 0, auto: new Set(),
      stops: new Map(state.seats.map((seat) => [seat, stops])), until: new Map(),
    };
    this.games.set(id, game);
    return this.reply(id, game);
  }

  /** The engine for a profile and a game's setup (replays: the viewer, save-file checks). */
  engineFor(profile: string, setup?: GameSetup): Engine | undefined {
    if (!getProfile(profile)) return undefined;
    return createEngine(profile, this.source.cards(profile, setup ? Object.values(setup.decks).flat() : []));
  }

  /** The game as `viewer` sees it (default: the seat to act, for hotseat play). */
  view(id: string, viewer?: Seat): GameReply {
    const game = this.get(id);
    if (viewer !== undefined && !game.state.seats.includes(viewer)) {
      throw new ServiceError('bad-request', `"${viewer}" is not a seat of this game`, 'viewer');
    }
    return this.reply(id, game, viewer);
  }

  /**
   * Applies an action, then the passes the seats' stops let the host make; a refusal comes back
   * in the reply with the state unchanged. `version`: the view's version the action was chosen
   * on; an older one is refused as stale (a double click never acts on the next seat's turn).
   */
  act(id: string, action: Action, version?: number): GameReply {
    const game = this.get(id);
    if (!game.state.seats.includes(action.by)) {
      throw new ServiceError('bad-request', `"${action.by}" is not a seat of this game`, 'action.by');
    }
    if (version !== undefined && version !== game.version) return { ...this.reply(id, game), notice: 'stale' };
    const result = act(game.engine, game.state, action);
    if (!result.ok) return { ...this.reply(id, game), refusal: result.refusal };
    const { state, passes } = this.flow(game, result.state);
    return this.commit(id, game, state, passes);
  }

  /**
   * "Pass until": passes for `seat` now and goes on passing for it until the order is
   * fulfilled (another seat acts, the next phase, the next turn) or a decision asks it.
   */
  passUntil(id: string, seat: Seat, until: PassUntil, version?: number): GameReply {
    const game = this.get(id);
    if (!game.state.seats.includes(seat)) throw new ServiceError('bad-request', `"${seat}" is not a seat of this game`, 'seat');
    if (version !== undefined && version !== game.version) return { ...this.reply(id, game), notice: 'stale' };
    const s = game.state;
    const order: UntilOrder = { kind: until, turn: s.turn.number, phase: s.turn.phase, from: s.actions.length + 1, stack: s.stack.length };
    const result = act(game.engine, s, { type: 'pass', by: seat });
    if (!result.ok) return { ...this.reply(id, game), refusal: result.refusal };
    game.until.set(seat, order);
    const { state, passes } = this.flow(game, result.state);
    return this.commit(id, game, state, passes);
  }

  /** A seat's stops (every seat's when `seat` is absent), and the phases of the game's turn to stop in. */
  stops(id: string): { stops: Record<Seat, SeatStops>; phases: string[] } {
    const game = this.get(id);
    const phases: string[] = [];
    for (const p of game.engine.profile.rules?.phases ?? []) {
      phases.push(p.name);
      for (const step of p.steps ?? []) phases.push(`${p.name}.${step.name}`);
    }
    return { stops: Object.fromEntries(game.stops), phases };
  }

  /** Changes a seat's stops; the host then passes for it if the new stops say so. */
  setStops(id: string, seat: Seat, stops: SeatStops): GameReply {
    const game = this.get(id);
    if (!game.state.seats.includes(seat)) throw new ServiceError('bad-request', `"${seat}" is not a seat of this game`, 'seat');
    game.stops.set(seat, stops);
    const { state, passes } = this.flow(game, game.state);
    return passes === 0 ? this.reply(id, game) : this.commit(id, game, state, passes);
  }

  /**
   * Takes back the last action a player chose (and the host's passes after it) by replaying
   * the log without them: never past the start of the turn, and never past a card shown or a
   * random outcome unless `agreed` (undo.ts). No passes follow an undo: it stops where it lands.
   */
  undo(id: string, version?: number, agreed = false): GameReply {
    const game = this.get(id);
    if (version !== undefined && version !== game.version) return { ...this.reply(id, game), notice: 'stale' };
    const planned = planUndo(game.engine, game.start, game.state, game.auto, agreed);
    if (!planned.ok) return { ...this.reply(id, game), notice: planned.problem };
    const { keep, state } = planned.plan;
    for (const i of [...game.auto]) if (i >= keep) game.auto.delete(i);
    game.until.clear();
    return this.commit(id, game, state, 0);
  }

  /** Runs the host's passes from `state` (each marked in the game's `auto` set). */
  private flow(game: OpenGame, state: GameState): { state: GameState; passes: number } {
    return runAutoPasses(
      game.engine,
      state,
      (seat) => game.stops.get(seat) ?? MANUAL_STOPS,
      (seat) => game.until.get(seat),
      (s, pass) => {
        const r = act(game.engine, s, pass);
        if (!r.ok) return null;
        game.auto.add(s.actions.length);
        return r.state;
      },
      (seat) => game.until.delete(seat),
    );
  }

  /**
   * Keeps a new state: saved first, kept second (if the autosave fails, the game stays where
   * its save is). The first action a player chose makes the game's save (passes the host
   * made alone do not: a game no one acted in is not kept).
   */
  private commit(id: string, game: OpenGame, state: GameState, passes: number): GameReply {
    const hash = stateHash(state);
    try {
      if (game.save !== null) this.persist?.changed(game.save, state, hash);
      else if (state.actions.some((_, i) => !game.auto.has(i))) game.save = this.persist?.started(game.name, game.setup, state, hash) ?? null;
    } catch (e) {
      for (const i of [...game.auto]) if (i >= game.state.actions.length) game.auto.delete(i);
      throw e;
    }
    game.state = state;
    game.version++;
    const reply = this.reply(id, game, undefined, hash);
    if (passes > 0) reply.autoPasses = passes;
    return reply;
  }

  /** Closes a game; false when no such game was open. */
  close(id: string): boolean {
    return this.games.delete(id);
  }

  /** The current state of a game (read-only use: saves, tests, the AI host). */
  state(id: string): GameState {
    return this.get(id).state;
  }

  /** Ids of the open games. */
  ids(): string[] {
    return [...this.games.keys()];
  }

  private get(id: string): OpenGame {
    const game = this.games.get(id);
    if (!game) throw new ServiceError('not-found', `no open game "${id}"`, 'game');
    return game;
  }

  private reply(id: string, game: OpenGame, viewer: Seat = actingSeat(game.state), hash: string = stateHash(game.state)): GameReply {
    const reply: GameReply = { game: id, view: tableView(game.engine, game.state, viewer), hash, version: game.version };
    if (game.save !== null) reply.save = game.save;
    return reply;
  }
}

/** A new save's default name: the profile and the local date and time (`house 2025-01-31 14:05`). */
function defaultName(profile: string): string {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${profile} ${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
