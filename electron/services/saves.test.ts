import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, newGame, setupOptions, stateHash, toArray, type Engine, type GameSetup } from '../../engine/index';
import { starterCards } from './starter-cards';
import { asFormatOne, houseGame, longHouseGame, playLong, playSteps } from '../../engine/testing/test-games';
import { openDatabase } from '../db/connection';
import { tempDatabase } from '../db/test-db';
import { ServiceError } from './errors';
import { ReplaySteps } from './replay/replay-steps';
import { SaveService, SNAPSHOT_EVERY } from './saves';

/** A FaB game of the starter decks (no heroes: the start is all that matters here). */
function fabGame(): { engine: Engine; setup: GameSetup } {
  const engine = createEngine('fab', starterCards.cards('fab'));
  return { engine, setup: { seats: ['A', 'B'], decks: { A: starterCards.deck('fab', 'A'), B: starterCards.deck('fab', 'B') } } };
}

/** A save service that replays FaB games. */
function fabService() {
  let t = Date.UTC(2025, 0, 1);
  const { engine } = fabGame();
  return new SaveService(tempDatabase().db, { clock: () => (t += 1000), engineFor: (p) => (p === 'fab' ? engine : undefined) });
}

function service(db = tempDatabase().db) {
  let t = Date.UTC(2025, 0, 1);
  const { engine } = houseGame();
  return new SaveService(db, { clock: () => (t += 1000), engineFor: (p) => (p === 'house' ? engine : undefined) });
}

describe('saved games', () => {
  it('a game autosaves after every action and resumes to the exact state, after reopening the database', () => {
    const { db, dir } = tempDatabase();
    const saves = service(db);
    const { engine, setup, start } = houseGame();
    const save = saves.create('Hotseat', setup, start);
    const hashes: string[] = [];
    const end = playSteps(engine, start, 40, (s) => {
      saves.autosave(save.id, s);
      hashes.push(stateHash(s));
    });
    db.close();
    const reopened = openDatabase(dir);
    const again = service(reopened);
    const loaded = again.load(save.id);
    expect(stateHash(loaded.state)).toBe(stateHash(end));
    expect(loaded.summary.actionCount).toBe(end.actions.length);
    expect(loaded.setup).toEqual({ ...setup, rules: start.rules });
    const { engine: rules } = houseGame();
    expect(stateHash(new ReplaySteps(reopened, () => rules).at(save.id, 10).state)).toBe(hashes[9]);
    expect(again.actions(save.id)).toEqual(toArray(end.actions));
  });

  it('a game saved in state format 1 resumes, exports and autosaves in the current format', () => {
    const saves = service();
    const { engine, setup, start } = houseGame();
    const end = playSteps(engine, start, 20);
    const save = saves.create('Old', setup, asFormatOne(end));
    expect(save.formatVersion).toBe(1);
    const loaded = saves.load(save.id);
    expect(stateHash(loaded.state)).toBe(stateHash(end));
    expect(loaded.summary).toMatchObject({ formatVersion: end.formatVersion, stateHash: stateHash(end) });
    const other = service();
    expect(stateHash(other.load(other.importFile(saves.exportFile(save.id)).id).state)).toBe(stateHash(end));
    const next = playSteps(engine, loaded.state, 5, (s) => saves.autosave(save.id, s));
    expect(saves.list()[0]).toMatchObject({ formatVersion: end.formatVersion, stateHash: stateHash(next) });
  });

  it('a game saved before rules revisions were kept (its states carry none) exports, imports and resumes under the rules it was played by', () => {
    const saves = service();
    const { engine, setup } = houseGame();
    const start = newGame(engine, { seed: 7, seats: setup.seats, decks: setup.decks, rules: 0 });
    expect(start.rules).toBeUndefined();
    const save = saves.create('Before revisions', setup, start);
    const end = playSteps(engine, start, 30, (s) => saves.autosave(save.id, s));
    const other = service();
    // The import replays the log from the seed: under revision 0, or it would reach another hash.
    const imported = other.load(other.importFile(saves.exportFile(save.id)).id);
    expect(stateHash(imported.state)).toBe(stateHash(end));
    expect(imported.state.rules).toBeUndefined();
  });

  it('saves are listed most recent first, renamed and deleted', () => {
    const saves = service();
    const { setup, start } = houseGame();
    const a = saves.create('First', setup, start);
    const b = saves.create('Second', setup, start);
    expect(saves.list().map((s) => s.name)).toEqual(['Second', 'First']);
    expect(saves.rename(a.id, 'Renamed').name).toBe('Renamed');
    expect(saves.remove(b.id)).toBe(true);
    expect(saves.list().map((s) => s.name)).toEqual(['Renamed']);
    expect(() => saves.load(b.id)).toThrow(ServiceError);
  });

  it('a save file export -> import -> export is identical, and the import resumes to the same state', () => {
    const saves = service();
    const { engine, setup, start } = houseGame();
    const save = saves.create('Export me', setup, start);
    const end = playSteps(engine, start, 30, (s) => saves.autosave(save.id, s));
    const text = saves.exportFile(save.id);
    const other = service();
    const imported = other.importFile(text);
    expect(stateHash(other.load(imported.id).state)).toBe(stateHash(end));
    expect(other.exportFile(imported.id)).toBe(text);
  });

  it('an imported save whose log does not lead to its snapshot is refused', () => {
    const saves = service();
    const { engine, setup, start } = houseGame();
    const save = saves.create('x', setup, start);
    playSteps(engine, start, 12, (s) => saves.autosave(save.id, s));
    // The header (line 1) with another setup: the same actions no longer lead to the saved position.
    const [head, ...rest] = saves.exportFile(save.id).split('\n');
    const file = JSON.parse(head);
    file.setup.decks.A = file.setup.decks.B;
    expect(() => service().importFile([JSON.stringify(file), ...rest].join('\n'))).toThrow(/action log does not lead to its saved position|its action \d+ \(line \d+ of a file Arbiter exported\) can't be played there/);
  });

  it('1,000 garbled save files are refused with a service error, never a crash or a half-written save', () => {
    const saves = service();
    const { engine, setup, start } = houseGame();
    const save = saves.create('x', setup, start);
    playSteps(engine, start, 8, (s) => saves.autosave(save.id, s));
    const text = saves.exportFile(save.id);
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 100 }), fc.tuple(fc.nat(text.length), fc.string({ maxLength: 6 })).map(([at, ins]) => text.slice(0, at) + ins + text.slice(at + 1))),
        (garbled) => {
          try {
            saves.importFile(garbled);
          } catch (e) {
            expect(e).toBeInstanceOf(ServiceError);
          }
        },
      ),
      { numRuns: 1000 },
    );
    for (const s of saves.list()) expect(stateHash(saves.load(s.id).state)).toBe(s.stateHash);
  });

  it('issue 19: an autosave appends its action and stores a snapshot only every N actions; resume and replay start from the nearest', () => {
    const { db, dir } = tempDatabase();
    const { engine, setup, start } = longHouseGame();
    const saves = new SaveService(db, { engineFor: () => engine });
    const save = saves.create('Long', setup, start);
    const hashes: string[] = [];
    const snapshotWrites: number[] = [];
    const end = playLong(engine, start, 2 * SNAPSHOT_EVERY + 30, (s) => {
      const before = db.prepare('SELECT total_changes()').pluck().get() as number;
      saves.autosave(save.id, s);
      snapshotWrites.push((db.prepare('SELECT total_changes()').pluck().get() as number) - before);
      hashes.push(stateHash(s));
    });
    // One action row and the head row per action; a snapshot row every SNAPSHOT_EVERY actions.
    expect(snapshotWrites.filter((n) => n > 2)).toHaveLength(2);
    expect(db.prepare('SELECT seq FROM save_snapshots WHERE save_id = ? ORDER BY seq').pluck().all(save.id)).toEqual([0, SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]);
    db.close();
    const reopened = openDatabase(dir);
    const again = new SaveService(reopened, { engineFor: () => engine });
    const loaded = again.load(save.id);
    expect(stateHash(loaded.state)).toBe(stateHash(end));
    expect(loaded.summary.stateHash).toBe(stateHash(end));
    const viewer = new ReplaySteps(reopened, () => engine);
    for (const step of [1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 7, end.actions.length]) {
      expect(stateHash(viewer.at(save.id, step).state)).toBe(hashes[step - 1]);
    }
  });

  it('a saved game whose log was tampered with after its last snapshot is refused as damaged', () => {
    const { db } = tempDatabase();
    const { engine, setup, start } = houseGame();
    const saves = new SaveService(db, { engineFor: () => engine });
    const save = saves.create('x', setup, start);
    playSteps(engine, start, 20, (s) => saves.autosave(save.id, s));
    db.prepare('DELETE FROM save_actions WHERE save_id = ? AND seq = 20').run(save.id);
    db.prepare('UPDATE saves SET action_count = 19 WHERE id = ?').run(save.id);
    expect(() => saves.load(save.id)).toThrow(/damaged: its state does not match/);
  });

  it('FAB-4.1: a game set up with B first exports and imports replayed from its seed with B first; a file naming no seat of the game is refused', () => {
    const { engine, setup } = fabGame();
    const withB: GameSetup = { ...setup, firstPlayer: 'B' };
    const start = newGame(engine, { seed: 7, ...setupOptions(withB) });
    expect(start.turn.player).toBe('B');
    const saves = fabService();
    const save = saves.create('B first', withB, start);
    const end = playSteps(engine, start, 30, (s) => saves.autosave(save.id, s));
    const text = saves.exportFile(save.id);
    const other = fabService();
    const imported = other.load(other.importFile(text).id);
    expect(imported.setup).toMatchObject({ firstPlayer: 'B' });
    expect(stateHash(imported.state)).toBe(stateHash(end));
    // Without B first the same log would be answering a question it never answered: the setup is what replays it.
    const [head, ...rest] = text.split('\n');
    const file = JSON.parse(head);
    file.setup.firstPlayer = 'C';
    expect(() => fabService().importFile([JSON.stringify(file), ...rest].join('\n'))).toThrow(/damaged: setup\.firstPlayer: "C" is not one of its seats/);
    delete file.setup.firstPlayer;
    expect(() => fabService().importFile([JSON.stringify(file), ...rest].join('\n'))).toThrow(/damaged/);
  });

  it('FAB-4.1: a game started before rules revision 2 (A first, nothing asked) exports, imports and resumes as it was played', () => {
    const { engine, setup } = fabGame();
    const start = newGame(engine, { seed: 7, ...setupOptions(setup), rules: 1 });
    expect(start.pending).toBeNull();
    expect(start.turn.player).toBe('A');
    const saves = fabService();
    const save = saves.create('Revision 1', setup, start);
    const end = playSteps(engine, start, 30, (s) => saves.autosave(save.id, s));
    const other = fabService();
    const imported = other.load(other.importFile(saves.exportFile(save.id)).id);
    expect(imported.setup.rules).toBe(1);
    expect(stateHash(imported.state)).toBe(stateHash(end));
  });

  it('a read-only database refuses to save', () => {
    const { setup, start } = houseGame();
    const ro = new SaveService(tempDatabase().db, { readonly: { why: 'unwritable', file: '/data/arbiter.db' } });
    expect(() => ro.create('x', setup, start)).toThrow("can't write to /data/arbiter.db");
  });
});
