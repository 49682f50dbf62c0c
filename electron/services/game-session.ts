import { randomInt, randomUUID } from 'node:crypto';
import {
  act,
  actingSeat,
  asksFirstPlayer,
  boardView,
  createEngine,
  getProfile,
  newGame,
  profileIds,
  stateAtDecision,
  stateHash,
  toArray,
  type Action,
  type CardDb,
  type CardId,
  type Engine,
  type GameState,
  type Seat,
  LEVELS,
  recordedSetup,
  setupCards,
  setupOptions,
  type FirstPlayerSetup,
  type GameSetup,
  type Level,
} from '../../engine/index';
import type { GameChangedEvent, GameReply } from '../ipc/contract';
import { ServiceError } from './errors';
import { starterCards, type CardSource } from './starter-cards';
import type { ComputerHost } from './computer/computer';
import { bindSeats, controlledSeats, peopleClient, viewerFor, type Client, type SeatBindings } from './game-seats';
import { MANUAL_STOPS, runAutoPasses, type PassUntil, type SeatStops, type UntilOrder } from './table-flow';
import { planUndo } from './undo';

/**
 * What `game:new` needs (decks already resolved to card ids and checked against the deck
 * rules; seats without one get the starter deck). The host picks the seed: a client that
 * chose it could deal itself the cards it wants.
 */
export interface NewGameRequest {
  profile: string;
  seats?: readonly Seat[];
  decks?: Readonly<Record<Seat, readonly CardId[]>>;
  /** Each seat's inventory: the cards that start in play (fab: hero, weapons, equipment). */
  inventory?: Readonly<Record<Seat, readonly CardId[]>>;
  /** The seats the computer plays, at a level each (the others are people). */
  computer?: Readonly<Record<Seat, Level>>;
  /** The saved game's name. */
  name?: string;
  /** The stops every person's seat starts with (default: none, every pass by hand). */
  stops?: SeatStops;
  /**
   * Who plays first, when the request settles it (FirstPlayerSetup, FAB-4.1): `firstPlayer`
   * takes the first turn and nobody is asked; `firstPlayerChooser` (a rematch: the loser of the
   * game before) is asked instead of a player a random draw picks. Neither: the random draw.
   */
  firstPlayer?: Seat;
  firstPlayerChooser?: Seat;
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

/** One open game: its rules, its current state, the save it autosaves into, who plays which seat and at what level the computer plays. */
interface OpenGame {
  readonly engine: Engine;
  /** Names the engine's cards for the computer's worker, which keeps one engine per key. */
  readonly engineKey: string;
  state: GameState;
  /** The state's hash (kept: hashing a whole state per request would cost every action twice). */
  hash: string;
  /** The save it autosaves into: made with a person's first action (a game no one acted in is not kept). */
  save: number | null;
  readonly name: string;
  readonly setup: GameSetup;
  /** The state before any action, for undo's replays. */
  readonly start: GameState;
  /**
   * Counts every change of the state (actions, the host's passes, the computer's moves, undos):
   * a request chosen on an older version is stale and refused. A counter rather than the state
   * hash: an undo brings back an earlier hash, and a click chosen before it must still be stale.
   */
  version: number;
  /**
   * Log positions of the actions no person at this table chose: the host's passes (stops, pass
   * until) and the computer's moves. Undo takes them back with the person's action before them.
   */
  auto: Set<number>;
  /** Each person's seat's stops (the computer's seats have none: it decides every pass itself). */
  stops: Map<Seat, SeatStops>;
  until: Map<Seat, UntilOrder>;
  /** The seats each client plays (the computer's seats are no client's). */
  readonly seats: SeatBindings;
  readonly computer: Readonly<Record<Seat, Level>>;
  /** The computer seat whose move is being searched for, if any. */
  thinking: Seat | null;
  /** Never saved: a game opened at a board no seed and action log can rebuild (the rules lab). */
  readonly unsaved?: true;
}

/** Who plays first as a request settles it, checked: each a seat of the game (FirstPlayerSetup; only the keys given). */
function firstPlayerSetup(seats: readonly Seat[], request: FirstPlayerSetup): FirstPlayerSetup {
  const out: FirstPlayerSetup = {};
  for (const key of ['firstPlayer', 'firstPlayerChooser'] as const) {
    const seat = request[key];
    if (seat === undefined) continue;
    if (!seats.includes(seat)) throw new ServiceError('bad-request', `"${seat}" is not a seat of this game (${seats.join(', ')}), so it can't be the one who plays first`, key);
    out[key] = seat;
  }
  if (out.firstPlayer !== undefined && out.firstPlayerChooser !== undefined) {
    throw new ServiceError('bad-request', 'name who plays first or who chooses it, not both', 'firstPlayerChooser');
  }
  return out;
}

/** The computer's seats of a request, checked: seats of the game, known levels. */
function computerSeats(seats: readonly Seat[], computer: Readonly<Record<Seat, Level>> | undefined): Record<Seat, Level> {
  const out: Record<Seat, Level> = {};
  for (const [seat, level] of Object.entries(computer ?? {})) {
    if (!seats.includes(seat)) throw new ServiceError('bad-request', `"${seat}" is not a seat of this game`, `computer.${seat}`);
    if (!LEVELS.includes(level)) throw new ServiceError('bad-request', `"${level}" is not a level (${LEVELS.join(', ')})`, `computer.${seat}`);
    out[seat] = level;
  }
  return out;
}

/**
 * The open games of one host, by id. Every state change goes through the engine's `act`.
 * Each game is bound to the client (window, connection) that plays its people's seats: a
 * client acts only for its seats and is sent only what the seat it views may see (engine/view/).
 */
export class GameSessions {
  private readonly games = new Map<string, OpenGame>();
  private nextEngine = 1;

  constructor(
    private readonly source: CardSource = starterCards,
    /** Seeds for games whose request has none (injectable so tests are reproducible). */
    private readonly newSeed: () => number = () => randomInt(0, 2 ** 31 - 1),
    /** Autosaving (none: games live in memory only). */
    private readonly persist: GamePersistence | null = null,
    /** Plays the computer's seats (none: games with computer seats are refused). */
    private readonly computer: ComputerHost | null = null,
    /** Told when a game changed without a request: the computer moved, or could not. */
    private readonly changed: (game: string, reply: GameChangedEvent) => void = () => {},
  ) {}

  /** Starts a game for `client` and returns its id and first view. */
  create(request: NewGameRequest, client: Client): GameReply {
    if (!getProfile(request.profile)) {
      throw new ServiceError('not-found', `unknown profile "${request.profile}" (known: ${profileIds().join(', ')})`, 'profile');
    }
    const seats = request.seats ? [...request.seats] : ['A', 'B'];
    if (new Set(seats).size !== seats.length) throw new ServiceError('bad-request', 'seat names must differ', 'seats');
    const unknownSeat = Object.keys(request.decks ?? {}).find((s) => !seats.includes(s));
    if (unknownSeat !== undefined) throw new ServiceError('bad-request', `"${unknownSeat}" is not a seat of this game`, `decks.${unknownSeat}`);
    const decks: Record<Seat, CardId[]> = {};
    for (const seat of seats) decks[seat] = [...(request.decks?.[seat] ?? this.source.deck(request.profile, seat))];
    const inventory: Record<Seat, CardId[]> = {};
    for (const [seat, cards] of Object.entries(request.inventory ?? {})) if (cards.length > 0) inventory[seat] = [...cards];
    const computer = computerSeats(seats, request.computer);
    if (Object.keys(computer).length > 0 && !this.computer) throw new ServiceError('bad-request', 'this host has no computer opponent', 'computer');
    const first = firstPlayerSetup(seats, request);
    const setup: GameSetup = { seats, decks, ...(Object.keys(inventory).length > 0 ? { inventory } : {}), ...(Object.keys(computer).length > 0 ? { computer } : {}), ...first };
    const engine = createEngine(request.profile, this.source.cards(request.profile, setupCards(setup)));
    const bindings = bindSeats(seats, client, computer);
    let state: GameState;
    try {
      state = newGame(engine, { seed: this.newSeed(), seats, decks, inventory, ...first });
    } catch (e) {
      // A bad inventory (a card that is no hero, weapon or equipment) is the request's fault.
      throw new ServiceError('bad-request', e instanceof Error ? e.message : String(e), 'inventory');
    }
    const stops = request.stops ?? MANUAL_STOPS;
    const game: OpenGame = {
      engine, engineKey: `e${this.nextEngine++}`, state, hash: stateHash(state), save: null,
      // The setup records the rules revision the game plays by: a replay from its seed needs it.
      name: request.name ?? defaultName(request.profile), setup: recordedSetup(setup, state), start: state, version: 0, auto: new Set(),
      stops: new Map(seats.filter((s) => computer[s] === undefined).map((seat) => [seat, stops])), until: new Map(),
      seats: bindings, computer, thinking: null,
    };
    const id = randomUUID();
    this.games.set(id, game);
    // The first seat may have nothing to do but pass (an upkeep): its stops apply from the start.
    const { state: flowed, passes } = this.flow(game, state);
    if (passes > 0) return this.commit(id, game, flowed, passes, client);
    this.think(id, game);
    return this.reply(id, game, client);
  }

  /**
   * A new game with the same profile, seats, decks, computer seats and stops as an open one, and
   * a new seed. Where the game's start asks who plays first, the loser of this game chooses
   * (FAB-4.1, MTG-103.2: the later games of a match); a game no one lost alone (a draw) starts
   * as this one was set up.
   */
  rematch(id: string, client: Client): GameReply {
    const game = this.get(id, client);
    const { seats, decks, inventory, computer, firstPlayer, firstPlayerChooser } = game.setup;
    const person = seats.find((s) => game.stops.has(s));
    const losers = game.state.over ? seats.filter((s) => game.state.players[s]?.lost) : [];
    const first: FirstPlayerSetup = asksFirstPlayer(game.state.profile) && losers.length === 1 ? { firstPlayerChooser: losers[0] } : { firstPlayer, firstPlayerChooser };
    return this.create({ profile: game.state.profile, seats, decks, inventory, computer, stops: person === undefined ? undefined : game.stops.get(person), ...first }, client);
  }

  /**
   * Reopens a saved game with its exact state (the caller checked it against the stored
   * hash). A game already open on the same save is closed first: one save, one open game.
   */
  resume(save: number, setup: GameSetup, state: GameState, client: Client, stops: SeatStops = MANUAL_STOPS, name = ''): GameReply {
    for (const [id, g] of this.games) if (g.save === save) this.closeGame(id);
    const engine = createEngine(state.profile, this.source.cards(state.profile, setupCards(setup)));
    // Undo replays from this start: as the setup dealt it, under the rules revision the saved game was played by.
    const start = newGame(engine, { seed: state.seed, ...setupOptions(setup) });
    const id = randomUUID();
    // A saved game against the computer goes on against it: the setup names its seats.
    const computer = this.computer ? computerSeats(setup.seats, setup.computer) : {};
    // The save keeps no record of the host's passes; the computer's moves are known by their seat.
    const auto = new Set(toArray(state.actions).flatMap((a, i) => (computer[a.by] !== undefined ? [i] : [])));
    // A save does not record who played: the client that resumes it plays every person's seat.
    const game: OpenGame = {
      engine, engineKey: `e${this.nextEngine++}`, state, hash: stateHash(state), save, name, setup, start, version: 0, auto,
      stops: new Map(state.seats.filter((s) => computer[s] === undefined).map((seat) => [seat, stops])), until: new Map(),
      seats: bindSeats(state.seats, client, computer), computer, thinking: null,
    };
    this.games.set(id, game);
    this.think(id, game);
    return this.reply(id, game, client);
  }

  /**
   * Opens a game at a given state with its engine, every seat the client's, not saved: the
   * rules lab's "play on from here" (a scenario's board is no deal from a seed, so it has no
   * setup to save or replay).
   */
  open(engine: Engine, state: GameState, client: Client): GameReply {
    const id = randomUUID();
    const game: OpenGame = {
      engine, engineKey: `e${this.nextEngine++}`, state, hash: stateHash(state), save: null,
      name: '', setup: { seats: [...state.seats], decks: {} }, start: state, version: 0, auto: new Set(),
      stops: new Map(state.seats.map((seat) => [seat, MANUAL_STOPS])), until: new Map(),
      seats: bindSeats(state.seats, client, {}), computer: {}, thinking: null, unsaved: true,
    };
    this.games.set(id, game);
    return this.reply(id, game, client);
  }

  /** The engine for a profile and a game's setup (replays: resuming, save-file checks). */
  engineFor(profile: string, setup?: GameSetup): Engine | undefined {
    const cards = this.cardsFor(profile, setup);
    return cards && createEngine(profile, cards);
  }

  /** The cards a game of a profile and setup plays with (the replay viewer's worker builds its engine from them); undefined for an unknown profile. */
  cardsFor(profile: string, setup?: GameSetup): CardDb | undefined {
    if (!getProfile(profile)) return undefined;
    return this.source.cards(profile, setup ? setupCards(setup) : []);
  }

  /**
   * The game as one of the client's seats sees it: `viewer` when given, else the seat to act
   * when the client plays it (hotseat), else the client's own seat (against the computer).
   */
  view(id: string, client: Client, viewer?: Seat): GameReply {
    const game = this.get(id, client);
    if (viewer !== undefined && !game.state.seats.includes(viewer)) {
      throw new ServiceError('bad-request', `"${viewer}" is not a seat of this game`, 'viewer');
    }
    if (viewer !== undefined && !controlledSeats(game.seats, client).includes(viewer)) {
      throw new ServiceError('forbidden', `this window does not play seat "${viewer}" and may not see what it sees`, 'viewer');
    }
    return this.reply(id, game, client, viewer);
  }

  /**
   * Applies an action for one of the client's seats, then the passes the seats' stops let the
   * host make; a refusal comes back in the reply with the state unchanged. `version`: the
   * view's version the action was chosen on; an older one is refused as stale (a double click
   * never acts twice, nor on the next seat's turn).
   */
  act(id: string, client: Client, action: Action, version?: number): GameReply {
    const game = this.get(id, client);
    this.checkSeat(game, client, action.by, 'action.by');
    if (version !== undefined && version !== game.version) return { ...this.reply(id, game, client), notice: 'stale' };
    return this.apply(id, game, action, client, false);
  }

  /**
   * "Pass until": passes for `seat` now and goes on passing for it until the order is
   * fulfilled (another seat acts, the next phase, the next turn) or a decision asks it.
   */
  passUntil(id: string, client: Client, seat: Seat, until: PassUntil, version?: number): GameReply {
    const game = this.get(id, client);
    this.checkSeat(game, client, seat, 'seat');
    if (version !== undefined && version !== game.version) return { ...this.reply(id, game, client), notice: 'stale' };
    const s = game.state;
    const order: UntilOrder = { kind: until, turn: s.turn.number, phase: s.turn.phase, from: s.actions.length + 1, stack: s.stack.length };
    const result = act(game.engine, s, { type: 'pass', by: seat });
    if (!result.ok) return { ...this.reply(id, game, client), refusal: result.refusal };
    game.until.set(seat, order);
    const { state, passes } = this.flow(game, result.state);
    return this.commit(id, game, state, passes, client);
  }

  /** Every person's seat's stops, and the phases of the game's turn to stop in. */
  stops(id: string, client: Client): { stops: Record<Seat, SeatStops>; phases: string[] } {
    const game = this.get(id, client);
    const phases: string[] = [];
    for (const p of game.engine.profile.rules?.phases ?? []) {
      phases.push(p.name);
      for (const step of p.steps ?? []) phases.push(`${p.name}.${step.name}`);
    }
    return { stops: Object.fromEntries(game.stops), phases };
  }

  /** Changes the stops of one of the client's seats; the host then passes for it if the new stops say so. */
  setStops(id: string, client: Client, seat: Seat, stops: SeatStops): GameReply {
    const game = this.get(id, client);
    this.checkSeat(game, client, seat, 'seat');
    game.stops.set(seat, stops);
    const { state, passes } = this.flow(game, game.state);
    return passes === 0 ? this.reply(id, game, client) : this.commit(id, game, state, passes, client);
  }

  /**
   * Takes back the last action a person chose (with the host's passes and the computer's moves
   * after it) by replaying the log without them: never past the start of the turn, and never
   * past a card shown or a random outcome unless `agreed` (undo.ts). No passes follow an undo:
   * it stops where it lands.
   */
  undo(id: string, client: Client, version?: number, agreed = false): GameReply {
    const game = this.get(id, client);
    if (version !== undefined && version !== game.version) return { ...this.reply(id, game, client), notice: 'stale' };
    const planned = planUndo(game.engine, game.start, game.state, game.auto, agreed);
    if (!planned.ok) return { ...this.reply(id, game, client), notice: planned.problem };
    const { keep, state } = planned.plan;
    for (const i of [...game.auto]) if (i >= keep) game.auto.delete(i);
    game.until.clear();
    return this.commit(id, game, state, 0, client);
  }

  /** A person's seat the client plays, or a clear error. */
  private checkSeat(game: OpenGame, client: Client, seat: Seat, where: string): void {
    if (!game.state.seats.includes(seat)) throw new ServiceError('bad-request', `"${seat}" is not a seat of this game`, where);
    if (game.computer[seat] !== undefined) throw new ServiceError('bad-request', `the computer plays "${seat}" in this game`, where);
    if (!controlledSeats(game.seats, client).includes(seat)) throw new ServiceError('forbidden', `this window does not play seat "${seat}"`, where);
  }

  /**
   * Applies an action, a person's or the computer's alike, then the passes the people's stops
   * let the host make, and lets the computer think if it is to act next.
   */
  private apply(id: string, game: OpenGame, action: Action, client: Client, byComputer: boolean): GameReply {
    const result = act(game.engine, game.state, action);
    if (!result.ok) return { ...this.reply(id, game, client), refusal: result.refusal };
    if (byComputer) game.auto.add(game.state.actions.length);
    const { state, passes } = this.flow(game, result.state);
    return this.commit(id, game, state, passes, client);
  }

  /** Runs the host's passes from `state` (each marked in the game's `auto` set); the computer's seats get none. */
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
   * its save is). A person's first action makes the game's save (passes the host made and the
   * computer's moves alone do not: a game no person acted in is not kept).
   */
  private commit(id: string, game: OpenGame, state: GameState, passes: number, client: Client): GameReply {
    const hash = stateHash(state);
    try {
      if (game.save !== null) this.persist?.changed(game.save, state, hash);
      else if (!game.unsaved && byPerson(state, game.auto)) game.save = this.persist?.started(game.name, game.setup, state, hash) ?? null;
    } catch (e) {
      for (const i of [...game.auto]) if (i >= game.state.actions.length) game.auto.delete(i);
      throw e;
    }
    game.state = state;
    game.hash = hash;
    game.version++;
    this.think(id, game);
    const reply = this.reply(id, game, client);
    if (passes > 0) reply.autoPasses = passes;
    return reply;
  }

  /**
   * When a computer seat is to act, asks the worker for its move and applies it through the
   * same path as a person's action (so saves, replays and the log treat it alike), unless the
   * game has moved on or closed meanwhile. The result is pushed with `changed`.
   */
  private think(id: string, game: OpenGame): void {
    const state = game.state;
    const seat = state.over ? null : (state.pending?.decision.player ?? state.turn.priority);
    const level = seat === null ? undefined : game.computer[seat];
    if (seat === null || level === undefined || !this.computer) {
      game.thinking = null;
      return;
    }
    game.thinking = seat;
    const seed = state.seed * 31 + state.seats.indexOf(seat);
    this.computer
      .think({ game: id, engineKey: game.engineKey, profile: state.profile, cards: () => game.engine.cards, state, seat, level, seed })
      .then(
        (action) => {
          if (action === null || this.games.get(id) !== game || game.state !== state) return;
          game.thinking = null;
          // Pushed as the person's client sees it: the computer's seats are never shown.
          this.changed(id, this.apply(id, game, action, peopleClient(game.seats), true));
        },
        (e: unknown) => {
          if (this.games.get(id) !== game || game.state !== state) return;
          game.thinking = null;
          console.error(`[arbiter] the computer could not move in game ${id}:`, e);
          this.changed(id, { ...this.reply(id, game, peopleClient(game.seats)), error: `the computer could not move: ${e instanceof Error ? e.message : String(e)}` });
        },
      );
  }

  /** Closes a game the client plays in (a search for it stops); false when no such game was open. */
  close(id: string, client: Client): boolean {
    if (!this.games.has(id)) return false;
    this.get(id, client);
    return this.closeGame(id);
  }

  private closeGame(id: string): boolean {
    this.computer?.stop(id);
    return this.games.delete(id);
  }

  /** The current state of a game (host-side use only, never sent to a client: saves, tests, the computer opponent). */
  state(id: string): GameState {
    return this.find(id).state;
  }

  /** The game as its table shows it: while a decision waits, as it stood when asked (stateAtDecision). Host-side use only. */
  tableState(id: string): GameState {
    const game = this.find(id);
    return stateAtDecision(game.engine, game.state);
  }

  /** Ids of the open games. */
  ids(): string[] {
    return [...this.games.keys()];
  }

  private find(id: string): OpenGame {
    const game = this.games.get(id);
    if (!game) throw new ServiceError('not-found', `no open game "${id}"`, 'game');
    return game;
  }

  /** An open game the client plays in. */
  private get(id: string, client: Client): OpenGame {
    const game = this.find(id);
    if (controlledSeats(game.seats, client).length === 0) throw new ServiceError('forbidden', `this window plays no seat of game "${id}"`, 'game');
    return game;
  }

  /** The reply to a client: the view of the seat it acts for now (viewerFor), and the seats it plays. */
  private reply(id: string, game: OpenGame, client: Client, viewer?: Seat): GameReply {
    const seats = controlledSeats(game.seats, client);
    const view = boardView(game.engine, game.state, viewer ?? viewerFor(seats, actingSeat(game.state)));
    const reply: GameReply = { game: id, view, hash: game.hash, seats: [...seats], version: game.version };
    if (game.save !== null) reply.save = game.save;
    if (Object.keys(game.computer).length > 0) reply.computer = { ...game.computer };
    if (game.thinking !== null) reply.thinking = game.thinking;
    return reply;
  }
}

/** A new save's default name: the profile and the local date and time (`house 2025-01-31 14:05`). */
function defaultName(profile: string): string {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${profile} ${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Whether a person chose any action of the log (the host's passes and the computer's moves are in `auto`). */
function byPerson(state: GameState, auto: ReadonlySet<number>): boolean {
  for (let i = 0; i < state.actions.length; i++) if (!auto.has(i)) return true;
  return false;
}
