import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileIds } from '../../engine/index';
import { openDatabase, type ArbiterDatabase } from '../db/connection';
import type { AppInfo } from '../ipc/contract';
import { GameSessions, starterCards, type CardSource } from './game-session';
import { SettingsService } from './settings';

/** How to build the services. */
export interface ServicesOptions {
  /** The folder holding arbiter.db (see electron/db/data-dir.ts). */
  dataDir: string;
  /** Which host serves them; reported by `app:info`. */
  host: AppInfo['host'];
  /** The app version (default: package.json's). */
  version?: string;
  /** Cards and starter decks for new games. */
  cards?: CardSource;
}

/** Every service of one host, built from a data folder. Main and the web host both build this. */
export interface Services {
  readonly dataDir: string;
  readonly db: ArbiterDatabase;
  readonly games: GameSessions;
  readonly settings: SettingsService;
  /** Facts for the about box and diagnostics. */
  info(): AppInfo;
  /** Closes the database; the object is unusable afterwards. */
  close(): void;
}

/** Opens the database in `dataDir` and builds the services on it. */
export function createServices(options: ServicesOptions): Services {
  const db = openDatabase(options.dataDir);
  const version = options.version ?? packageVersion();
  return {
    dataDir: options.dataDir,
    db,
    games: new GameSessions(options.cards ?? starterCards),
    settings: new SettingsService(db, db.readonlyReason),
    info: () => ({ version, host: options.host, dataDir: options.dataDir, profiles: profileIds() }),
    close: () => db.close(),
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
