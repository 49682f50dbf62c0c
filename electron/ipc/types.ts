import type { Action, BoardView, LogLine, TraceEntry } from '../../engine/index';

/*
 * The data the collection, deck, save and import channels carry. Declared here once, apart
 * from the services that produce them, so the renderer shares them without importing services
 * or the database; the database repos and services import their row and result types from here.
 */

/** Sort keys of a catalogue search. */
export type SearchSort = 'relevance' | 'name' | 'cost' | 'pitch' | 'power' | 'defense' | 'set';

/** One catalogue search result: the card's fields, plus the printing's when searching printings. */
export interface CardRow {
  cardId: number;
  game: string;
  uid: string;
  name: string;
  nameJa: string | null;
  typeLine: string;
  text: string;
  /** The Japanese text, where the catalogue has one (the shipped sets' `ja`). */
  textJa: string | null;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  classes: string[];
  talents: string[];
  keywords: string[];
  color: string | null;
  pitch: number | null;
  cost: number | null;
  costText: string | null;
  power: number | null;
  defense: number | null;
  hp: number | null;
  rarity: string | null;
  setCode: string | null;
  number: string | null;
  scripted: boolean;
  /** The formats the card is legal in, where the catalogue knows (fab-cube: `{blitz: true, cc: false, ...}`). */
  legality: Record<string, boolean>;
  /** Copies owned (of this printing and finish, or of all the card's printings). */
  owned: number;
  printingId: number | null;
  finish: string | null;
  edition: string | null;
  imageUrl: string | null;
  /** The set codes the card is printed in (upper case, first printing first; a printing row: its own). */
  sets: string[];
}

/** A page of search results and how many match in all (a virtualized list sizes itself by it). */
export interface SearchResult {
  rows: CardRow[];
  total: number;
}

/** What the filters of one game can offer, and how big its catalogue is. */
export interface Facets {
  games: string[];
  /** Each set once, by its printed code in upper case; `nameJa` where the set has a Japanese name. */
  sets: Array<{ code: string; name: string; nameJa: string | null }>;
  types: string[];
  classes: string[];
  rarities: string[];
  cards: number;
  printings: number;
  owned: number;
  /** Imports that did not finish (cancelled, failed or killed): their game's catalogue is hidden until one is run again. */
  unfinished: UnfinishedImport[];
}

/** An import that did not finish; running it again (same source) resumes it. */
export interface UnfinishedImport {
  game: string;
  kind: 'fab-cube';
  /** The folder it imports from. */
  source: string;
  startedAt: number;
}

/** A change to the collection: set the copies owned of one printing and finish (0 removes it). */
export interface OwnedChange {
  printingId: number;
  /** Defaults to the printing's own finish. */
  finish?: string;
  count: number;
}

/** A card's total owned copies to set (the collection's row editor); the printings keep which copies are which. */
export interface CardTotalChange {
  cardId: number;
  count: number;
}

/** One printing of a card in the collection's card panel, with its owned copies. */
export interface CardPrinting {
  printingId: number;
  /** Upper case: the shipped `wtr` set's entry reads WTR, as the real set does. */
  setCode: string;
  number: string;
  edition: string;
  finish: string;
  rarity: string | null;
  owned: number;
  /** The entry of a set shipped with the app (scripted), not a printing of a real set. */
  shipped: boolean;
}

/**
 * Why a line of an imported file was not taken, where the importer knows it as a case the UI
 * words in the player's language (renderer/src/screens/import-problems.ts); the English
 * `message` stays for logs and the command line.
 */
export type RowIssue =
  /** A line the CSV reader could not read (a stray quote, a broken line). */
  | { code: 'csv-syntax'; params: Record<string, never> }
  /** An owned list's first line is not a header naming its columns (`line` as read, cut to 80 characters). */
  | { code: 'owned-header'; params: { line: string } }
  /** An owned list's header names columns it does not have (`columns` quoted, comma-separated). */
  | { code: 'owned-columns'; params: { columns: string } }
  /** A count that is not a whole number (`value` as written). */
  | { code: 'owned-count'; params: { value: string } }
  /** A line with neither a name nor a set and a number. */
  | { code: 'owned-no-card'; params: Record<string, never> }
  /** A finish no printing has (`finish` as written). */
  | { code: 'owned-finish'; params: { finish: string } }
  /** No printing matches the line (`card`: its name and/or set and number). */
  | { code: 'owned-no-match'; params: { card: string } };

/** A problem with one row of an imported file. */
export interface RowProblem {
  file: string;
  line: number;
  message: string;
  /** The problem as a case the UI words itself, when the importer knows one. */
  issue?: RowIssue;
}

/** What an import did. A cancelled import keeps every chunk committed before the cancel. */
export interface ImportResult {
  cancelled: boolean;
  rows: number;
  written: number;
  unchanged: number;
  /** The first problems (at most `maxErrors`, default 1,000); `errorCount` counts them all. */
  errors: RowProblem[];
  /** How many rows had a problem, exactly (the list above may hold only the first of them). */
  errorCount: number;
  ms: number;
}

/** A deck's head row. */
export interface DeckRow {
  id: number;
  game: string;
  /** The format whose rules the deck is checked by (fab: `blitz`, `cc`); '' is the game's default. */
  format: string;
  name: string;
  notes: string;
  /** Cards in the main deck (what the deck rules' size counts; the hero and the sideboard aside). */
  cards: number;
  /** Copies in the main deck and hero section of cards the engine does not script (resolved by hand in a game). */
  unscripted: number;
  createdAt: number;
  updatedAt: number;
}

/** Where a card sits in a deck. */
export type DeckSection = 'hero' | 'main' | 'inventory' | 'side';

/** One card line of a deck as stored and sent. */
export interface DeckCardRow {
  cardId: number;
  section: DeckSection;
  count: number;
}

/** A problem the deck rules found: errors make the deck illegal, warnings (too few owned) do not. */
export interface DeckProblem {
  code: string;
  severity: 'error' | 'warning';
  rule?: string;
  message: string;
  cards: string[];
  /** The message's numbers and names, for wording it in the UI's language. */
  params?: Readonly<Record<string, string | number>>;
}

/** Why the database is open read-only: its file or folder can't be written, or a newer Arbiter wrote it (schema `version`; this app knows up to `latest`). */
export type ReadOnlyCause =
  | { why: 'unwritable'; file: string }
  | { why: 'newer-schema'; file: string; version: number; latest: number };

/**
 * Why a service refused a request, as a code and the names and numbers its message needs, so
 * the UI words it in the player's language (renderer/src/error-text.ts). The error's `message`
 * says the same in English, for logs and the command line.
 */
export type ServiceIssue =
  /** A write to a database open read-only. */
  | { code: 'read-only'; params: ReadOnlyCause }
  /** No deck has the id: it was deleted (in another window, or before the app restarted). */
  | { code: 'deck-not-found'; params: { deck: number } }
  /** The game has no deck format `format`; `formats` are the ones it has. */
  | { code: 'deck-format-not-in-game'; params: { game: string; format: string; formats: string[] } }
  /** A deck's cards include one that is not a card of its game's catalogue (or none at all). */
  | { code: 'deck-cards-not-in-game'; params: { game: string } }
  /** A deck with no card is not saved. */
  | { code: 'deck-empty'; params: Record<string, never> }
  /** A deck the deck rules call illegal, played in a game that is not casual; `problem`: its first error. */
  | { code: 'deck-not-legal'; params: { name: string; problem?: DeckProblem } }
  /** A deck of another game (`game`) chosen for a game of `profile`. */
  | { code: 'deck-other-game'; params: { name: string; game: string; profile: string } }
  /** A deck's card (by uid) is no longer in its game's catalogue (an imported set was removed). */
  | { code: 'card-gone'; params: { game: string; card: string } }
  /** No catalogue card has the id. */
  | { code: 'card-not-found'; params: { card: number } }
  /** No printing has the id. */
  | { code: 'printing-not-found'; params: { printing: number } }
  /** An import runs already: one at a time. */
  | { code: 'import-running'; params: Record<string, never> }
  /** No folder at `path` on the host's machine. */
  | { code: 'folder-not-found'; params: { path: string } };

/** The codes of `ServiceIssue`. */
export type ServiceIssueCode = ServiceIssue['code'];

/** A deck line with its card and the copies owned. */
export interface DeckLine {
  card: CardRow;
  section: DeckSection;
  count: number;
  owned: number;
}

/** A deck as the deck builder shows it, with its live rule check. */
export interface DeckDetail {
  deck: DeckRow;
  lines: DeckLine[];
  problems: DeckProblem[];
  /** True when no problem is an error (warnings about owned copies allowed). */
  legal: boolean;
  /** Copies in the main deck and hero section of cards the engine does not script. */
  unscripted: number;
}

/** The rule check of unsaved deck contents. */
export interface DeckCheck {
  problems: DeckProblem[];
  legal: boolean;
  /** Copies in the main deck and hero section of cards the engine does not script. */
  unscripted: number;
}

/**
 * Why a deck-list line could not be read or matched: a code and the names and numbers its
 * message needs, so the UI words it in the player's language (renderer/src/screens/decks/list-errors.ts).
 */
export type DeckListIssue =
  /** A `Format:` line names no format the list reader knows (`format` as written). */
  | { code: 'unknown-format'; params: { format: string } }
  /** A `Format:` line names a format the game does not have (`format` as written, `formatId` as read). */
  | { code: 'format-not-in-game'; params: { format: string; formatId: string; game: string } }
  /** A section header (`Deck:`) with cards after it on its own line (`header` as written). */
  | { code: 'cards-after-header'; params: { header: string } }
  /** A count with no card name after it ("3x"); `style` says how the game's lists write a line. */
  | { code: 'count-without-name'; params: { style: 'fab' | 'mtg' } }
  /** A count below 1 or above `max`. */
  | { code: 'bad-count'; params: { max: number } }
  /** A line whose name is empty once its pitch is read ("3x (red)"). */
  | { code: 'name-missing'; params: Record<string, never> }
  /** A name longer than `max` characters. */
  | { code: 'name-too-long'; params: { max: number } }
  /** No card of `game` has the name (English or Japanese); `suggestions` holds the closest ones. */
  | { code: 'unknown-card'; params: { game: string; name: string } }
  /** The card exists, but not in the pitch written (`pitch`: 1 red, 2 yellow, 3 blue). */
  | { code: 'no-such-pitch'; params: { name: string; pitch: number } }
  /** The name is several cards of different pitch (`pitches`, null for none) and the line says none. */
  | { code: 'pitch-needed'; params: { name: string; pitches: Array<number | null> } }
  /** The list names no card at all (reported on line 0: no line of it is at fault). */
  | { code: 'no-cards'; params: { style: 'fab' | 'mtg' } };

/** The codes of `DeckListIssue`. */
export type DeckListIssueCode = DeckListIssue['code'];

/**
 * A deck-list line that could not be read or matched: where (`line`, 0 for the list as a
 * whole; `text`, the part of the line at fault), why (`code`, `params`), and the same in
 * English (`message`, for logs and the command line).
 */
export type DeckListError = DeckListIssue & {
  line: number;
  text: string;
  message: string;
  /** For a name no card has: the closest catalogue names (at most three), for "did you mean". */
  suggestions?: string[];
};

/** What importing a deck list did. */
export interface DeckImportResult {
  deck: DeckDetail | null;
  errors: DeckListError[];
}

/** A saved game as the list shows it. */
export interface SaveSummary {
  id: number;
  name: string;
  profile: string;
  formatVersion: number;
  seed: number;
  actionCount: number;
  stateHash: string;
  createdAt: number;
  updatedAt: number;
}

/** A page of a saved game's older log lines (`saves:logPage`, issue 19), oldest first. */
export interface LogPage {
  lines: LogLine[];
  /** The step (actions played) the log was read at: pass it on to page further back. */
  step: number;
  /** The `before` of the next older page: the lines counted from the newest that this page and the newer ones cover. */
  before: number;
  /** Whether there are older lines. */
  more: boolean;
  /** The printed names of the cards the lines name, by card id (engine/view/card-names.ts). */
  cardNames: Record<string, string>;
}

/** One step of the replay viewer: the board after `step` actions of the save's log. */
export interface ReplayStep {
  save: number;
  step: number;
  steps: number;
  /** The action that led here (none at step 0). */
  action: Action | null;
  view: TableView;
  hash: string;
}

/** A scenario of the rules lab's shipped library (a file that can't be read is listed with its problems). */
export interface LabEntry {
  file: string;
  id: string;
  profile: string;
  title: string;
  rules: string[];
  problems?: string;
}

/** One step of an opened lab scenario, as the script writes it; a failing step says why. */
export interface LabStep {
  /** `setup` or the step's key path (`script[2]`). */
  at: string;
  step: string;
  failure?: string;
}

/** A scenario opened in the rules lab: its steps (index 0 is the board as set up) and its result. */
export interface LabSummary {
  /** The opened run, for `lab:frame` and `lab:play`. */
  lab: string;
  id: string;
  profile: string;
  title: string;
  rules: string[];
  seats: string[];
  steps: LabStep[];
  /** The expectations as written, checked after the last step. */
  expect: string[];
  result: { status: 'pass' | 'skip' } | { status: 'fail'; reason: string };
}

/** The board after one lab step, every card face up, with the rule trace that step added. */
export interface LabFrameView {
  lab: string;
  index: number;
  view: TableView;
  trace: TraceEntry[];
}

/** A started import job; its progress and outcome arrive as events with this id. */
export interface ImportJob {
  job: string;
}

/** Where an import stands: one bar for the whole import (bytes or rows done of total). */
export interface ImportProgress {
  phase: string;
  done: number;
  total: number;
  rows: number;
  errors: number;
}

/** `import:progress`: where a job stands. */
export interface ImportProgressEvent extends ImportProgress {
  job: string;
  kind: 'fab-cube' | 'set-file' | 'owned-csv';
}

/** `import:done`: a job finished (result), was cancelled (result.cancelled) or failed (error). */
export interface ImportDoneEvent {
  job: string;
  kind: ImportProgressEvent['kind'];
  result: ImportResult | null;
  error: string | null;
}

/** The payload of each pushed event. */
export interface EventPayloads {
  'import:progress': ImportProgressEvent;
  'import:done': ImportDoneEvent;
  'game:changed': GameChangedEvent;
}

/** The computer's levels (engine/ai LEVELS), as the new-game menu offers them. */
export type ComputerLevel = 'easy' | 'normal' | 'hard';

/**
 * `game:changed`: an open game changed without a request of the renderer's (the computer
 * moved). The reply as `game:view` gives it, for the seat a person plays; `error` when the
 * computer could not move.
 */
export interface GameChangedEvent {
  game: string;
  view: TableView;
  hash?: string;
  save?: number;
  /** The state's version after the change (GameReply.version): the next action names it. */
  version: number;
  /** Passes the host made for the person's seat after the computer's move (its stops let it). */
  autoPasses?: number;
  computer?: Record<string, ComputerLevel>;
  thinking?: string;
  error?: string;
}

/** A pushed event as it travels: its name and payload. */
export type ServerEvent = { [E in keyof EventPayloads]: { event: E; payload: EventPayloads[E] } }[keyof EventPayloads];

/**
 * The view a game sends the renderer: the engine's board view (engine/view/), made for one
 * seat and holding only what that seat may see. Its wire format is described in
 * electron/ipc/README.md.
 */
export type TableView = BoardView;
