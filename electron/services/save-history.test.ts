import { describe, expect, it } from 'vitest';
import { act, createEngine, newGame, stateHash, storedSnapshot, treeStateHash, type GameSetup, type GameState } from '../../engine/index';
import { longGameAction, playLong } from '../../engine/testing/test-games';
import { openDatabase } from '../db/connection';
import { HISTORY_BLOCK } from '../db/repos/saves';
import { tempDatabase } from '../db/test-db';
import { ReplaySteps } from './replay/replay-steps';
import { SaveService, SNAPSHOT_EVERY } from './saves';
import { starterCards } from './starter-cards';

/** A fab game with the starter decks: about two history entries an action (a house game records none). */
function longFabGame() {
  const engine = createEngine('fab', starterCards.cards('fab'));
  const setup: GameSetup = { seats: ['A', 'B'], decks: { A: starterCards.deck('fab', 'A'), B: starterCards.deck('fab', 'B') } };
  return { engine, setup, start: newGame(engine, { seed: 7, seats: setup.seats, decks: setup.decks }) };
}

type Row = { block: number; rowid: number; n: number };

// Issue 19: a snapshot every 100 actions wrote the whole event history again (3.4 MB at 20,000 actions).
describe('history blocks (migration 0009)', () => {
  it('each snapshot stores only the history blocks no earlier snapshot stored; resume, replay and undo read them back', () => {
    const { db, dir } = tempDatabase();
    const { engine, setup, start } = longFabGame();
    const saves = new SaveService(db, { engineFor: () => engine });
    const save = saves.create('Long', setup, start).id;
    const states: GameState[] = [];
    const blocks = () => db.prepare('SELECT block, rowid, json_array_length(entries) AS n FROM save_history WHERE save_id = ? ORDER BY block').all(save) as Row[];
    const firstWritten = new Map<number, number>();
    const end = playLong(engine, start, 1_000, (s) => {
      saves.autosave(save, s);
      states.push(s);
      for (const b of blocks()) if (!firstWritten.has(b.block)) firstWritten.set(b.block, b.rowid);
    });
    const stored = blocks();
    // Every whole block up to the last snapshot's history is stored once, with HISTORY_BLOCK entries, never rewritten.
    const lastSnap = states[Math.floor(end.actions.length / SNAPSHOT_EVERY) * SNAPSHOT_EVERY - 1];
    expect(stored.map((b) => b.block)).toEqual([...Array(Math.floor(lastSnap.history.length / HISTORY_BLOCK)).keys()]);
    expect(stored.length).toBeGreaterThan(2);
    for (const b of stored) {
      expect(b.n).toBe(HISTORY_BLOCK);
      expect(b.rowid).toBe(firstWritten.get(b.block));
    }
    // A snapshot holds inline only the history after its blocks.
    const inline = db.prepare("SELECT json_array_length(snapshot, '$.history') FROM save_snapshots WHERE save_id = ?").pluck().all(save) as number[];
    for (const n of inline) expect(n).toBeLessThan(HISTORY_BLOCK);

    db.close();
    const reopened = openDatabase(dir);
    const again = new SaveService(reopened, { engineFor: () => engine });
    expect(stateHash(again.load(save).state)).toBe(stateHash(end));
    const viewer = new ReplaySteps(reopened, () => engine);
    for (const step of [1, 150, 555, 1_000]) expect(stateHash(viewer.at(save, step).state)).toBe(stateHash(states[step - 1]));

    // An undo back to step 450, then another line of play: the undone line's blocks go, the new line's are stored.
    again.autosave(save, states[449]);
    const other: GameState[] = [];
    let s = states[449];
    for (let i = 0; i < 400; i++) {
      // Another choice than the first line's at the same step (playLong takes longGameAction(i)).
      const action = longGameAction(engine, s, 3 * i + 1);
      if (!action) throw new Error(`the game ended at ${s.actions.length}`);
      const r = act(engine, s, action);
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
      again.autosave(save, s);
      other.push(s);
    }
    expect(stateHash(again.load(save).state)).toBe(stateHash(s));
    const viewer2 = new ReplaySteps(reopened, () => engine);
    for (const k of [60, 250, 399]) expect(stateHash(viewer2.at(save, 450 + k + 1).state)).toBe(stateHash(other[k]));
    reopened.close();
  });

  it('a snapshot stored before history blocks (the whole history inline) and a hash taken the older way still load, and autosaves go on', () => {
    const { db } = tempDatabase();
    const { engine, setup, start } = longFabGame();
    const saves = new SaveService(db, { engineFor: () => engine });
    const save = saves.create('Old', setup, start).id;
    const end = playLong(engine, start, 530, (s) => saves.autosave(save, s));
    const at500 = playLong(engine, start, 500);
    // What a save of the last session holds: every snapshot with its whole history, no blocks,
    // and the head's hash as it was taken then (the log and trace hashed as arrays).
    db.prepare('DELETE FROM save_history WHERE save_id = ?').run(save);
    db.prepare('UPDATE save_snapshots SET snapshot = ?, history_blocks = 0 WHERE save_id = ? AND seq = 500').run(JSON.stringify(storedSnapshot(at500)), save);
    db.prepare('DELETE FROM save_snapshots WHERE save_id = ? AND seq > 0 AND seq < 500').run(save);
    db.prepare('UPDATE saves SET state_hash = ? WHERE id = ?').run(treeStateHash(end), save);
    expect(treeStateHash(end)).not.toBe(stateHash(end));
    const loaded = saves.load(save);
    expect(stateHash(loaded.state)).toBe(stateHash(end));
    expect(loaded.summary.stateHash).toBe(stateHash(end));
    expect(at500.history.length).toBeGreaterThan(2 * HISTORY_BLOCK);
    // The next snapshot stores every block from the first.
    const more = playLong(engine, end, SNAPSHOT_EVERY, (s) => saves.autosave(save, s));
    expect(db.prepare('SELECT count(*) FROM save_history WHERE save_id = ?').pluck().get(save)).toBe(Math.floor(more.history.length / HISTORY_BLOCK));
    expect(stateHash(saves.load(save).state)).toBe(stateHash(more));
    // A save file exported before, with the older hash, imports.
    const [head, ...rest] = saves.exportFile(save).split('\n');
    const file = JSON.parse(head) as { stateHash: string };
    file.stateHash = treeStateHash(more);
    expect(stateHash(saves.load(saves.importFile([JSON.stringify(file), ...rest].join('\n')).id).state)).toBe(stateHash(more));
  });
});
