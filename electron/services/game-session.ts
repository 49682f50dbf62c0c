import { randomInt, randomUUID } from 'node:crypto';
import {
  act,
  actingSeat,
  createEngine,
  getProfile,
  newGame,
  profileIds,
  stateHash,
  type Action,
  type CardDb,
  type CardId,
  type Engine,
  type GameState,
  type Seat,
} from '../../engine/index';
import { setupCards, type GameSetup } from '../../engine/replay/save-format';
import type { GameReply } from '../ipc/contract';
import { ServiceError } from './errors';
import { CardSetError, loadCardSets } from './card-sets';
import { deckRules } from '../../engine/profiles/deck-rules';
import { tableView } from './table-view';

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
  /** Each seat's inventory: the cards that start in play (fab: hero, weapons, equipment). */
  inventory?: Readonly<Record<Seat, readonly CardId[]>>;
  /** The saved game's name. */
  name?: string;
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
  readonly save: number | null;
}

/** Cards per starter deck when the profile has no deck rules. */
const DEFAULT_STARTER_SIZE = 40;

/**
 * A starter deck for a profile: the cards of its `basics` set (the whole database when it has
 * none: the house game's core set), in set order, repeated up to the profile's smallest legal
 * deck size. Empty when the profile has no cards at all.
 */
export function starterDeck(profile: string, cards: CardDb, size: number = deckRules[profile]?.minCards ?? DEFAULT_STARTER_SIZE): CardId[] {
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
    const inventory: Record<Seat, CardId[]> = {};
    for (const [seat, cards] of Object.entries(request.inventory ?? {})) if (cards.length > 0) inventory[seat] = [...cards];
    const setup = { seats, decks, ...(Object.keys(inventory).length > 0 ? { inventory } : {}) };
    const engine = createEngine(request.profile, this.source.cards(request.profile, setupCards(setup)));
    let state: GameState;
    try {
      state = newGame(engine, { seed: request.seed ?? this.newSeed(), seats, decks, inventory });
    } catch (e) {
      // A bad inventory (a card that is no hero, weapon or equipment) is the request's fault.
      throw new ServiceError('bad-request', e instanceof Error ? e.message : String(e), 'inventory');
    }
    const hash = stateHash(state);
    const save = this.persist?.started(request.name ?? defaultName(request.profile), setup, state, hash) ?? null;
    const id = randomUUID();
    this.games.set(id, { engine, state, save });
    return this.reply(id, this.games.get(id) as OpenGame, undefined, hash);
  }

  /**
   * Reopens a saved game with its exact state (the caller checked it against the stored
   * hash). A game already open on the same save is closed first: one save, one open game.
   */
  resume(save: number, setup: GameSetup, state: GameState): GameReply {
    for (const [id, g] of this.games) if (g.save === save) this.games.delete(id);
    const engine = createEngine(state.profile, this.source.cards(state.profile, setupCards(setup)));
    const id = randomUUID();
    this.games.set(id, { engine, state, save });
    return this.reply(id, this.games.get(id) as OpenGame);
  }

  /** The engine for a profile and a game's setup (replays: the viewer, save-file checks). */
  engineFor(profile: string, setup?: GameSetup): Engine | undefined {
    if (!getProfile(profile)) return undefined;
    return createEngine(profile, this.source.cards(profile, setup ? setupCards(setup) : []));
  }

  /** The game as `viewer` sees it (default: the seat to act, for hotseat play). */
  view(id: string, viewer?: Seat): GameReply {
    const game = this.get(id);
    if (viewer !== undefined && !game.state.seats.includes(viewer)) {
      throw new ServiceError('bad-request', `"${viewer}" is not a seat of this game`, 'viewer');
    }
    return this.reply(id, game, viewer);
  }

  /** Applies an action; a refusal comes back in the reply with the state unchanged. */
  act(id: string, action: Action): GameReply {
    const game = this.get(id);
    if (!game.state.seats.includes(action.by)) {
      throw new ServiceError('bad-request', `"${action.by}" is not a seat of this game`, 'action.by');
    }
    const result = act(game.engine, game.state, action);
    if (!result.ok) return { ...this.reply(id, game), refusal: result.refusal };
    const hash = stateHash(result.state);
    // Saved first, kept second: if the autosave fails, the game stays where its save is.
    if (game.save !== null) this.persist?.changed(game.save, result.state, hash);
    game.state = result.state;
    return this.reply(id, game, undefined, hash);
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
    const reply: GameReply = { game: id, view: tableView(game.engine, game.state, viewer), hash };
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
