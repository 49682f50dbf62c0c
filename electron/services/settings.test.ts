import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type ArbiterDatabase } from '../db/connection';
import { setSetting } from '../db/repos/settings';
import { DEFAULT_SETTINGS, SettingsService } from './settings';

let dir: string;
let db: ArbiterDatabase;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-settings-'));
  db = openDatabase(dir);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SettingsService', () => {
  it('starts from the defaults, with no language until the user picks one (the app follows the system)', () => {
    expect(new SettingsService(db).get()).toEqual(DEFAULT_SETTINGS);
    expect(new SettingsService(db).get()).not.toHaveProperty('language');
  });

  it('persists language and seat names across connections', () => {
    new SettingsService(db).set({ language: 'ja', seatNames: { A: 'Aiko' } });
    db.close();
    db = openDatabase(dir);
    expect(new SettingsService(db).get()).toEqual({ ...DEFAULT_SETTINGS, language: 'ja', seatNames: { A: 'Aiko' } });
  });

  it('changes only what the patch names', () => {
    const s = new SettingsService(db);
    s.set({ seatNames: { A: 'Ann', B: 'Bo' } });
    expect(s.set({ language: 'ja' })).toEqual({ ...DEFAULT_SETTINGS, language: 'ja', seatNames: { A: 'Ann', B: 'Bo' } });
  });

  it('falls back to the default for a corrupt stored value, keeping the others', () => {
    setSetting(db, 'language', 'klingon');
    setSetting(db, 'seatNames', '{"A":"Ann"}');
    expect(new SettingsService(db).get()).toEqual({ ...DEFAULT_SETTINGS, seatNames: { A: 'Ann' } });
    setSetting(db, 'seatNames', 'not json');
    expect(new SettingsService(db).get().seatNames).toEqual({});
  });

  it('keeps the pass-the-device screen and the stops, and falls back to their defaults when corrupt', () => {
    const s = new SettingsService(db);
    const stops = { autoPass: false, respond: true, skipReactions: false, holdPriority: true, steps: ['main'] };
    expect(s.set({ passScreen: false, stops })).toMatchObject({ passScreen: false, stops });
    setSetting(db, 'passScreen', 'maybe');
    setSetting(db, 'stops', '{"autoPass":1}');
    expect(s.get()).toMatchObject({ passScreen: true, stops: DEFAULT_SETTINGS.stops });
  });

  it("remembers Home's last game and decks across connections; a corrupt value is no choice, and null forgets it", () => {
    const home = { game: 'fab', decks: { A: 3, B: null } };
    new SettingsService(db).set({ home });
    db.close();
    db = openDatabase(dir);
    const s = new SettingsService(db);
    expect(s.get().home).toEqual(home);
    expect(s.set({ language: 'ja' }).home).toEqual(home);
    setSetting(db, 'home', '{"game":"fab","decks":{"A":"three"}}');
    expect(s.get()).toEqual({ ...DEFAULT_SETTINGS, language: 'ja', home: null });
    s.set({ home });
    expect(s.set({ home: null }).home).toBeNull();
  });

  it('refuses to write a read-only database and says why', () => {
    const ro = new SettingsService(db, { why: 'newer-schema', file: '/data/arbiter.db', version: 99, latest: 12 });
    expect(() => ro.set({ language: 'ja' })).toThrow('newer version of Arbiter (schema 99; this version knows up to 12)');
  });
});
