import { z } from 'zod';
import { actionSchema, type Refusal, type Seat } from '../../engine/index';
import { channelNames, eventNames, isServerEvent, methodName as channelMethodName, type ChannelName, type EventName } from './channel-names';
import { SAVE_PART_CHARS } from './limits';
import type {
  CardPrinting,
  CardTotalChange,
  DeckCheck,
  DeckDetail,
  DeckImportResult,
  DeckRow,
  Facets,
  ImportJob,
  ImportResult,
  LabEntry,
  LabFrameView,
  LabSummary,
  ReplayStep,
  LogPage,
  SaveSummary,
  ReadOnlyCause,
  SearchResult,
  ServerEvent,
  ServiceIssue,
  TableView,
  ComputerLevel,
} from './types';

export { channelNames, eventNames, isServerEvent };
export type * from './types';

const id = z.number().int().positive();
const game = z.string().min(1).max(32);
const name = z.string().trim().min(1).max(120);
/** Text uploads (a CSV, a deck list, a save file) travel inside one message: at most ~1 MB. */
const upload = z.string().max(900_000);
/** A part of a save file moved in parts (electron/ipc/limits.ts), and the upload it belongs to. */
const savePart = z.string().max(SAVE_PART_CHARS);
const uploadId = z.string().uuid();
const section = z.enum(['hero', 'main', 'inventory', 'side']);
const format = z.string().max(32);
const deckCards = z.array(z.object({ cardId: id, section, count: z.number().int().min(1).max(999) }).strict()).max(500);
const gameId = z.string().min(1).max(64);
const seatName = z.string().min(1).max(32);
/** The view version a request was chosen on (GameReply.version): the host refuses a stale one. */
const chosenOn = z.number().int().min(0);
const seatStops = z
  .object({
    autoPass: z.boolean(),
    respond: z.boolean(),
    skipReactions: z.boolean(),
    holdPriority: z.boolean(),
    steps: z.array(z.string().min(1).max(64)).max(64),
  })
  .strict();
/** Home's last choice: a game and each seat's deck (null: the starter deck). */
const homeChoice = z.object({ game, decks: z.record(seatName, id.nullable()) }).strict();
const ownedChange = z.object({ printingId: id, finish: z.string().min(1).max(32).optional(), count: z.number().int().min(0).max(99_999) }).strict();

/**
 * The API contract between the renderer and the services: one entry per channel,
 * `domain:verb`, with a zod schema for its argument. The Electron main process and the web
 * host both validate every request with these schemas before calling a service.
 */
export const channels = {
  'app:info': z.object({}).strict(),
  'settings:get': z.object({}).strict(),
  'settings:set': z
    .object({
      language: z.enum(['en', 'ja']).optional(),
      seatNames: z.record(z.string(), z.string().max(40)).optional(),
      passScreen: z.boolean().optional(),
      stops: seatStops.optional(),
      home: homeChoice.nullable().optional(),
    })
    .strict(),
  'game:new': z
    .object({
      profile: z.string().min(1).max(32),
      seats: z.array(z.string().min(1).max(32)).min(2).max(4).optional(),
      /** A saved deck (of this profile) per seat; seats without one get the starter deck. */
      decks: z.record(z.string().min(1).max(32), id).optional(),
      /** Play decks the deck rules call illegal anyway (a casual game): never implied. */
      casual: z.boolean().optional(),
      /** The seats the computer plays, with its level; the others are people. */
      computer: z.record(z.string().min(1).max(32), z.enum(['easy', 'normal', 'hard'])).optional(),
      /** The saved game's name (default: the profile and the time). */
      name: name.optional(),
      /**
       * The seat that takes the first turn, nobody asked (a game whose start asks who plays
       * first: AppInfo.firstPlayerChoice). Absent: the rules' random draw picks who chooses (FAB-4.1).
       */
      firstPlayer: seatName.optional(),
    })
    .strict(),
  /** The game as one of this window's seats sees it (default: the seat to act, when this window plays it). */
  'game:view': z.object({ game: z.string().min(1).max(64), viewer: z.string().max(32).optional() }).strict(),
  /** An action for one of this window's seats (`action.by`), with the version of the view it was chosen on (stale: refused). */
  'game:act': z.object({ game: gameId, action: actionSchema, version: chosenOn }).strict(),
  'game:close': z.object({ game: z.string().min(1).max(64) }).strict(),
  /** Takes back the last chosen action; `agreed`: the other seat agreed to undo past hidden information. */
  'game:undo': z.object({ game: gameId, version: chosenOn, agreed: z.boolean().optional() }).strict(),
  'game:passUntil': z.object({ game: gameId, seat: seatName, until: z.enum(['event', 'phase', 'turn']), version: chosenOn }).strict(),
  'game:stops': z.object({ game: gameId }).strict(),
  'game:setStops': z.object({ game: gameId, seat: seatName, stops: seatStops }).strict(),
  'game:rematch': z.object({ game: gameId }).strict(),
  'collection:search': z
    .object({
      text: z.string().max(200).optional(),
      game: game.optional(),
      set: z.string().max(32).optional(),
      type: z.string().max(64).optional(),
      class: z.string().max(64).optional(),
      pitch: z.number().int().min(0).max(9).optional(),
      cost: z.number().int().min(0).max(99).optional(),
      rarity: z.string().max(32).optional(),
      ownedOnly: z.boolean().optional(),
      sort: z.enum(['relevance', 'name', 'cost', 'pitch', 'power', 'defense', 'set']).optional(),
      descending: z.boolean().optional(),
      unit: z.enum(['card', 'printing']).optional(),
      limit: z.number().int().min(0).max(500).optional(),
      offset: z.number().int().min(0).optional(),
    })
    .strict(),
  'collection:facets': z.object({ game: game.optional() }).strict(),
  'collection:set': ownedChange,
  'collection:add': z.object({ printingId: id, delta: z.number().int().min(-99_999).max(99_999), finish: z.string().min(1).max(32).optional() }).strict(),
  'collection:bulkSet': z.object({ changes: z.array(ownedChange).min(1).max(20_000) }).strict(),
  'collection:setTotals': z.object({ changes: z.array(z.object({ cardId: id, count: z.number().int().min(0).max(99_999) }).strict()).min(1).max(20_000) }).strict(),
  'collection:printings': z.object({ card: id }).strict(),
  'collection:exportCsv': z.object({ game: game.optional() }).strict(),
  'collection:importCsv': z.object({ text: upload, name: z.string().max(200).optional(), mode: z.enum(['set', 'add']).optional(), game: game.optional() }).strict(),
  'decks:list': z.object({ game: game.optional() }).strict(),
  'decks:get': z.object({ deck: id }).strict(),
  'decks:create': z.object({ game, format: format.optional(), name, notes: z.string().max(4000).optional(), cards: deckCards.optional() }).strict(),
  'decks:update': z.object({ deck: id, format: format.optional(), name: name.optional(), notes: z.string().max(4000).optional(), cards: deckCards.optional() }).strict(),
  'decks:delete': z.object({ deck: id }).strict(),
  'decks:check': z.object({ game, format: format.optional(), cards: deckCards }).strict(),
  'decks:importList': z.object({ game, format: format.optional(), name: name.optional(), untitled: name.optional(), text: upload, deck: id.optional(), partial: z.boolean().optional() }).strict(),
  'decks:exportList': z.object({ deck: id }).strict(),
  /** The saved decks a new game of `game` deals each seat unless another is chosen (Home's preselection). */
  'decks:defaults': z.object({ game }).strict(),
  'saves:list': z.object({}).strict(),
  'saves:rename': z.object({ save: id, name }).strict(),
  'saves:delete': z.object({ save: id }).strict(),
  'saves:resume': z.object({ save: id }).strict(),
  'saves:replayStep': z.object({ save: id, step: z.number().int().min(0) }).strict(),
  /** Older log lines: the `limit` lines before the newest `before` of the log after `step` actions (absent: the save's last). */
  'saves:logPage': z.object({
    save: id, step: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(), before: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), limit: z.number().int().min(1).max(500),
  }).strict(),
  /** The next part of a save file: `from` 0 (the default) starts the export, a later part starts where the last ended. */
  'saves:export': z.object({ save: id, from: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() }).strict(),
  /** A part of a save file too large for one message (`upload` absent: a new upload); `saves:import` sends the last. */
  'saves:importPart': z.object({ upload: uploadId.optional(), text: savePart }).strict(),
  /** A save file, or the last part of an upload. */
  'saves:import': z.object({ text: upload, upload: uploadId.optional() }).strict(),
  'saves:lastUnfinished': z.object({}).strict(),
  'import:fabCube': z.object({ path: z.string().trim().min(1).max(1000) }).strict(),
  'import:setFile': z.object({ name: z.string().min(1).max(200), text: upload }).strict(),
  'import:ownedCsv': z.object({ name: z.string().max(200).optional(), text: upload, mode: z.enum(['set', 'add']).optional(), game: game.optional() }).strict(),
  'import:cancel': z.object({ job: z.string().min(1).max(64) }).strict(),
  'lab:list': z.object({}).strict(),
  /** A shipped scenario file (as `lab:list` names it) or a picked file's text; `id`: which scenario of the file (default the first). */
  'lab:open': z
    .object({ file: z.string().min(1).max(200).optional(), text: upload.optional(), name: z.string().max(200).optional(), id: z.string().min(1).max(200).optional() })
    .strict()
    .refine((r) => (r.file === undefined) !== (r.text === undefined), { message: 'give either file or text' }),
  'lab:frame': z.object({ lab: z.string().min(1).max(64), index: z.number().int().min(0).max(10_000) }).strict(),
  /** Opens a hotseat game at a lab step (not saved). */
  'lab:play': z.object({ lab: z.string().min(1).max(64), index: z.number().int().min(0).max(10_000) }).strict(),
} as const;

/** A channel name. */
export type Channel = keyof typeof channels;

// Compile-time check: the schema table and the zod-free name list (used by the preload) agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _namesMatch: Same<Channel, ChannelName> = true;
void _namesMatch;
/** The argument of a channel. */
export type Request<C extends Channel> = z.infer<(typeof channels)[C]>;

/** Application facts for the about box and diagnostics. */
export interface AppInfo {
  version: string;
  host: 'electron' | 'web';
  dataDir: string;
  profiles: string[];
  /**
   * Each game's named deck formats, its default first (fab: `cc`, `blitz`): the deck builder's
   * format choice. A game with one set of deck rules has none.
   */
  deckFormats: Record<string, string[]>;
  /**
   * The games whose start has a player picked at random choose who plays first (fab FAB-4.1,
   * mtg MTG-103.2): Home offers to settle it (`game:new` `firstPlayer`).
   */
  firstPlayerChoice: string[];
  /** Why the database is read-only (written by a newer Arbiter, or not writable), in English, or null when it is writable. */
  readonlyReason: string | null;
  /** The same, for the UI to word in the player's language. */
  readonlyCause: ReadOnlyCause | null;
}

/**
 * What Home last had chosen, so the app opens on it again: the game, and the deck each seat
 * played (a saved deck's id; null: the game's starter deck). A seat left out gets the deck the
 * game deals it by default.
 */
export interface HomeChoice {
  game: string;
  decks: Record<string, number | null>;
}

/** User settings. */
export interface Settings {
  /** Absent until the user picks one: the app then speaks the system's language (renderer/src/main.ts). */
  language?: 'en' | 'ja';
  seatNames: Record<string, string>;
  /** Hotseat: hide the table behind a "pass the device" screen whenever the seat to act changes. */
  passScreen: boolean;
  /** The stops every seat of a new game starts with. */
  stops: SeatStops;
  /** Home's last choice (null: none yet, Home opens on its default game). */
  home: HomeChoice | null;
}

/** One seat's stops: when the host passes priority for it (electron/services/table-flow.ts). */
export interface SeatStops {
  /** The host passes for the seat at all (off: every priority waits for the player). */
  autoPass: boolean;
  /** Stop where I can respond: whenever I hold an action other than passing (mana abilities aside). */
  respond: boolean;
  /** Skip reaction windows (something on the stack / chain) unless I hold a reaction; off: stop in every one. */
  skipReactions: boolean;
  /** Hold priority: after my own play or activation, stop before passing, so I can respond to it. */
  holdPriority: boolean;
  /** Phases (or `phase.step`) where I always stop when I get priority. */
  steps: string[];
}

/**
 * Why the host did not do what a game request asked, besides the engine's refusals: the view
 * it was chosen on is stale, or an undo is not possible (nothing to undo, the turn's start, or
 * it would show hidden information without the other seat's agreement).
 */
export type HostNotice = 'stale' | 'nothing-to-undo' | 'turn-start' | 'needs-agreement';

/**
 * A game as one window sees it. The view holds only what `view.viewer` may see: the host
 * filters it (engine/view/), so the other seat's hand, face-down cards and deck order never
 * reach the renderer.
 */
export interface GameReply {
  game: string;
  view: TableView;
  /** The seats this window plays (hotseat: all; practice: the person's). */
  seats: Seat[];
  /** Set when the action was refused; the view is then unchanged. */
  refusal?: Refusal;
  /** The game state's hash (engine `stateHash`): equal hashes, equal games. */
  hash?: string;
  /** The saved game this game autosaves into (absent until the first action, and when the database is read-only). */
  save?: number;
  /** The state's version: one more per change. Actions name the version they were chosen on. */
  version: number;
  /** Set when the host did not apply the request (the view is then unchanged). */
  notice?: HostNotice;
  /** How many passes the host made for seats after the action (their stops let it). */
  autoPasses?: number;
  /** The seats the computer plays, with its level (absent: every seat is a person's). */
  computer?: Record<string, ComputerLevel>;
  /** The computer seat whose move is being searched for; its move arrives as a `game:changed` event. */
  thinking?: string;
}

/** The reply type of each channel. */
export interface Replies {
  'app:info': AppInfo;
  'settings:get': Settings;
  'settings:set': Settings;
  'game:new': GameReply;
  'game:view': GameReply;
  'game:act': GameReply;
  'game:close': { closed: boolean };
  'game:undo': GameReply;
  'game:passUntil': GameReply;
  'game:stops': { stops: Record<string, SeatStops>; phases: string[] };
  'game:setStops': GameReply;
  'game:rematch': GameReply;
  'collection:search': SearchResult;
  'collection:facets': Facets;
  'collection:set': { count: number };
  'collection:add': { count: number };
  'collection:bulkSet': { changed: number };
  'collection:setTotals': { totals: CardTotalChange[] };
  'collection:printings': { printings: CardPrinting[] };
  'collection:exportCsv': { text: string };
  'collection:importCsv': ImportResult;
  'decks:list': DeckRow[];
  'decks:get': DeckDetail;
  'decks:create': DeckDetail;
  'decks:update': DeckDetail;
  'decks:delete': { deleted: boolean };
  'decks:check': DeckCheck;
  'decks:importList': DeckImportResult;
  'decks:exportList': { text: string };
  /** Seat to saved deck id; a seat left out plays the game's starter deck. */
  'decks:defaults': { decks: Record<string, number> };
  'saves:list': SaveSummary[];
  'saves:rename': SaveSummary;
  'saves:delete': { deleted: boolean };
  'saves:resume': GameReply;
  'saves:replayStep': ReplayStep;
  'saves:logPage': LogPage;
  /** `text`: the part from the request's `from`; `total`: the whole file's length in characters. */
  /** The next part of the file (made as it is read: its length is known only at its end); `done` with the last. */
  'saves:export': { name: string; text: string; done: boolean };
  'saves:importPart': { upload: string; received: number };
  'saves:import': SaveSummary;
  'saves:lastUnfinished': SaveSummary | null;
  'import:fabCube': ImportJob;
  'import:setFile': ImportJob;
  'import:ownedCsv': ImportJob;
  'import:cancel': { cancelled: boolean };
  'lab:list': LabEntry[];
  'lab:open': LabSummary;
  'lab:frame': LabFrameView;
  'lab:play': GameReply;
}

/** A pushed event's name. */
export type { EventName };

/** Listens to pushed events; returns a function that stops listening. */
export type EventSubscribe = (listener: (event: ServerEvent) => void) => () => void;


/** Every reply is either a value or an error that says what and where. */
export type Reply<C extends Channel = Channel> = { ok: true; value: Replies[C] } | { ok: false; error: ApiError };

/**
 * An error reply: a code, a message (English), the offending path in the request when known,
 * and, when the service knows why in words the UI can put in the player's language, the issue.
 */
export interface ApiError {
  code: 'bad-request' | 'unknown-channel' | 'not-found' | 'refused' | 'internal' | 'forbidden';
  message: string;
  path?: string;
  issue?: ServiceIssue;
}

/** The typed API the renderer calls (`window.arbiter` in Electron, a WebSocket client in the browser). */
export type ArbiterApi = { [C in Channel]: (request: Request<C>) => Promise<Reply<C>> };

/** A request over the web host's `/api` WebSocket: the client picks the id, the reply echoes it. */
export interface SocketRequest {
  id: number | string;
  channel: string;
  request: unknown;
}

/** A reply over the `/api` WebSocket. `id` is null when the message was too malformed to carry one. */
export interface SocketReply {
  id: number | string | null;
  reply: Reply;
}

/** Validates a request for a channel; returns the parsed request or an error naming the field. */
export function validateRequest<C extends Channel>(
  channel: string,
  request: unknown,
): { ok: true; channel: C; request: Request<C> } | { ok: false; error: ApiError } {
  if (!Object.prototype.hasOwnProperty.call(channels, channel)) {
    return { ok: false, error: { code: 'unknown-channel', message: `unknown channel "${String(channel).slice(0, 60)}"` } };
  }
  const schema = channels[channel as C];
  const parsed = schema.safeParse(request ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue.path.join('.');
    return { ok: false, error: { code: 'bad-request', message: `${channel}: ${path ? path + ': ' : ''}${issue.message}`, path } };
  }
  return { ok: true, channel: channel as C, request: parsed.data as Request<C> };
}

/** The name of a channel's function on `window.arbiter` (`game:act` -> `gameAct`). */
export function methodName(channel: Channel): string {
  return channelMethodName(channel);
}
