import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asksFirstPlayer, deckFormatsOf, profileIds } from '../../engine/index';
import { openDatabase, type ArbiterDatabase } from '../db/connection';
import type { AppInfo } from '../ipc/contract';
import { defaultSetsDir } from './card-sets';
import { CollectionService } from './collection';
import { DeckService } from './decks/decks';
import { EventHub } from './events';
import { GameCards, syncShippedSets } from './game-cards';
import { defaultDecks } from './decks/default-decks';
import { decksDirBeside, readShippedDecks, syncShippedDecks, type ShippedDeck } from './decks/shipped-decks';
import { GameSessions, type GamePersistence } from './game-session';
import { starterCards, type CardSource } from './starter-cards';
import { ImportJobs } from './import/jobs';
import { SaveService } from './saves';
import { SaveTransfers } from './save-transfer';
import { SettingsService } from './settings';
import { WorkerComputer } from './computer/computer';
import { WorkerReplays } from './replay/replays';
import { RulesLab } from './rules-lab';

/** How to build the services. */
export interface ServicesOptions {
  /** The folder holding arbiter.db (see electron/db/data-dir.ts). */
  dataDir: string;
  /** Which host serves them; reported by `app:info`. */
  host: AppInfo['host'];
  /** The app version (default: package.json's). */
  version?: string;
  /** Cards and starter decks for new games (default: the shipped sets plus the catalogue's cards). */
  cards?: CardSource;
  /** The shipped sets folder imported into the catalogue at startup (default: assets/sets). */
  setsDir?: string;
  /** The shipped deck lists added to the decks at startup (default: assets/decks, beside the sets). */
  decksDir?: string;
}

/** Every service of one host, built from a data folder. Main and the web host both build this. */
export interface Services {
  readonly dataDir: string;
  readonly db: ArbiterDatabase;
  readonly games: GameSessions;
  readonly settings: SettingsService;
  readonly collection: CollectionService;
  readonly decks: DeckService;
  readonly saves: SaveService;
  /** Save files moved in parts (exports and imports larger than one message). */
  readonly transfers: SaveTransfers;
  /** The replay viewer's steps, replayed in a worker thread. */
  readonly replays: WorkerReplays;
  readonly imports: ImportJobs;
  /** The cards games play with: shipped sets plus the catalogue cards decks use. */
  readonly gameCards: GameCards;
  /** The rules lab: scenarios stepped on the table. */
  readonly lab: RulesLab;
  /** Events pushed to the renderer (import progress). */
  readonly events: EventHub;
  /** The saved decks a new game of `game` deals seats A and B unless others are chosen (a seat left out: the starter deck). */
  defaultDecks(game: string): Record<string, number>;
  /** Facts for the about box and diagnostics. */
  info(): AppInfo;
  /** Closes the database; the object is unusable afterwards. */
  close(): void;
}

/**
 * Opens the database in `dataDir` and builds the services on it. The shipped sets go into the
 * catalogue first (skipped when unchanged). A database from a newer Arbiter opens read-only:
 * every writing service refuses with its message, and games are played without autosave.
 */
export function createServices(options: ServicesOptions): Services {
  const db = openDatabase(options.dataDir);
  const version = options.version ?? packageVersion();
  const readonly = db.readonlyCause;
  try {
    syncShippedSets(db, options.setsDir ?? defaultSetsDir(), readonly !== null);
  } catch (e) {
    // A broken shipped set must not keep the app from opening: games report it when they start.
    console.error('[arbiter] could not import the shipped sets into the catalogue:', e);
  }
  const decks = new DeckService(db, readonly);
  const decksDir = options.decksDir ?? decksDirBeside(options.setsDir ?? defaultSetsDir());
  let shipped: ShippedDeck[] = [];
  try {
    shipped = readShippedDecks(decksDir);
    syncShippedDecks(db, decksDir, decks, readonly !== null);
  } catch (e) {
    console.error('[arbiter] could not add the shipped decks:', e);
  }
  const gameCards = new GameCards(db, (profile) => starterCards.cards(profile));
  const source: CardSource = options.cards ?? {
    cards: (profile, ids) => gameCards.cards(profile, ids),
    deck: (profile, seat) => starterCards.deck(profile, seat),
  };
  let games: GameSessions | null = null;
  const saves = new SaveService(db, { readonly, engineFor: (profile, setup) => games?.engineFor(profile, setup) });
  const persist: GamePersistence = {
    started: (name, setup, state, hash) => (readonly ? null : saves.create(name, setup, state, hash).id),
    changed: (save, state, hash) => saves.autosave(save, state, hash),
  };
  const events = new EventHub();
  const computer = new WorkerComputer();
  games = new GameSessions(source, undefined, persist, computer, (_game, reply) => events.emit('game:changed', reply));
  const imports = new ImportJobs(db, events, readonly);
  const replays = new WorkerReplays({ db, generation: (save) => saves.generation(save), cardsFor: (profile, setup) => games?.cardsFor(profile, setup) });
  return {
    dataDir: options.dataDir,
    db,
    games,
    settings: new SettingsService(db, readonly),
    collection: new CollectionService(db, readonly),
    decks,
    saves,
    transfers: new SaveTransfers(),
    replays,
    imports,
    gameCards,
    lab: new RulesLab(),
    events,
    defaultDecks: (game) => defaultDecks(decks, shipped, game, ['A', 'B']),
    info: () => ({
      version, host: options.host, dataDir: options.dataDir, profiles: profileIds(),
      deckFormats: Object.fromEntries(profileIds().map((p) => [p, deckFormatsOf(p)] as const).filter(([, formats]) => formats.length > 0)),
      firstPlayerChoice: profileIds().filter(asksFirstPlayer),
      readonlyReason: db.readonlyReason,
      readonlyCause: readonly,
    }),
    close: () => {
      void computer.close();
      void replays.close();
      imports.stop();
      db.close();
    },
  };
}

/** The version in package.json, found by walking up from this file (works from source and from out/). */
export function packageVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'arbiter' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return '0.0.0';
}
