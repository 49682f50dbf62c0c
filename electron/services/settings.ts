import type Database from 'better-sqlite3';
import { z } from 'zod';
import { deleteSetting, getSettings, setSetting } from '../db/repos/settings';
import type { ReadOnlyCause, Settings } from '../ipc/contract';
import { readOnlyError } from './errors';
import { DEFAULT_STOPS } from './table-flow';

/**
 * The settings a fresh install starts with. No language: until the user picks one the app
 * follows the system's (a Japanese desktop opens in Japanese), so none is stored or invented here.
 */
export const DEFAULT_SETTINGS: Settings = { seatNames: {}, passScreen: true, stops: { ...DEFAULT_STOPS, steps: [] }, home: null };

// Stored values are text the user (or an older version) may have edited: each one is
// parsed on its own, and one bad value falls back to its default without losing the rest.
const stored = {
  language: z.enum(['en', 'ja']),
  seatNames: z.record(z.string(), z.string().max(40)),
  passScreen: z.enum(['true', 'false']),
  stops: z.object({ autoPass: z.boolean(), respond: z.boolean(), skipReactions: z.boolean(), holdPriority: z.boolean(), steps: z.array(z.string()) }),
  // Whether the game and decks still exist is Home's to check (a game removed, a deck deleted): it falls back to the defaults.
  home: z.object({ game: z.string().min(1), decks: z.record(z.string(), z.number().int().positive().nullable()) }),
};

/** User settings (language, seat names, stops, Home's last choice), persisted in the settings table. */
export class SettingsService {
  constructor(
    private readonly db: Database.Database,
    /** Why the database cannot be written (a newer app's file), or null. */
    private readonly readonly: ReadOnlyCause | null = null,
  ) {}

  /** The current settings, defaults filled in. */
  get(): Settings {
    const raw = getSettings(this.db);
    const language = parse(stored.language, raw.language, false);
    return {
      ...(language ? { language } : {}),
      seatNames: parse(stored.seatNames, raw.seatNames, true) ?? { ...DEFAULT_SETTINGS.seatNames },
      passScreen: (parse(stored.passScreen, raw.passScreen, false) ?? String(DEFAULT_SETTINGS.passScreen)) === 'true',
      stops: parse(stored.stops, raw.stops, true) ?? { ...DEFAULT_SETTINGS.stops, steps: [] },
      home: parse(stored.home, raw.home, true) ?? null,
    };
  }

  /** Changes the given settings (a seat-name map replaces the old one) and returns them all. */
  set(patch: Partial<Settings>): Settings {
    if (this.readonly) throw readOnlyError(this.readonly);
    const write = this.db.transaction(() => {
      if (patch.language !== undefined) setSetting(this.db, 'language', patch.language);
      if (patch.seatNames !== undefined) setSetting(this.db, 'seatNames', JSON.stringify(patch.seatNames));
      if (patch.passScreen !== undefined) setSetting(this.db, 'passScreen', String(patch.passScreen));
      if (patch.stops !== undefined) setSetting(this.db, 'stops', JSON.stringify(patch.stops));
      if (patch.home === null) deleteSetting(this.db, 'home');
      else if (patch.home !== undefined) setSetting(this.db, 'home', JSON.stringify(patch.home));
    });
    write();
    return this.get();
  }
}

function parse<T>(schema: z.ZodType<T>, text: string | undefined, json: boolean): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown = text;
  if (json) {
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  const r = schema.safeParse(value);
  return r.success ? r.data : undefined;
}
