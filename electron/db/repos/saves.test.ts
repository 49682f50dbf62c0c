import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { loadMigrations } from '../migrate';
import { LATEST_SNAPSHOT_SEQ, readSave, writeSave } from './saves';

// A snapshot larger than a database page (4 KB), as every snapshot of a long game is.
const big = (seq: number) => ({ snapshot: JSON.stringify({ seq, pad: 'x'.repeat(20_000) }), stateHash: `h${seq}`, digests: '{}' });

describe('save snapshots (issue 19)', () => {
  it("an autosave finds the save's latest snapshot in the (save, step) index without reading any snapshot", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-snap-'));
    const db = openDatabase(dir);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${LATEST_SNAPSHOT_SEQ}`).all(1, 100) as { detail: string }[];
    // A covering index: the query is answered from (save_id, seq) entries alone. In the WITHOUT
    // ROWID table of migration 0005 it searched the primary key, whose cells held the snapshots.
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/COVERING INDEX/);
    db.close();
  });

  it('a database from before migration 0008 keeps every snapshot, and autosaves go on snapshotting after it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-snap-'));
    const all = loadMigrations();
    const at = all.findIndex((m) => m.name === 'save-snapshots-by-rowid');
    expect(at).toBeGreaterThan(0);
    const old = openDatabase(dir, { migrations: all.slice(0, at) });
    const actions = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'pass', by: 'A', i }));
    // What the autosave of that time stored: the head, 250 action rows, snapshots at 0, 100 and 200.
    const id = Number(old.prepare("INSERT INTO saves (name, profile, format_version, seed, setup, state_hash, action_count, created_at, updated_at) VALUES ('g', 'fab', 2, 1, '{}', 'h250', 250, 0, 250)").run().lastInsertRowid);
    for (let n = 1; n <= 250; n++) old.prepare('INSERT INTO save_actions (save_id, seq, action) VALUES (?, ?, ?)').run(id, n, JSON.stringify(actions(n)[n - 1]));
    for (const n of [0, 100, 200]) old.prepare('INSERT INTO save_snapshots (save_id, seq, snapshot, state_hash, digests) VALUES (?, ?, ?, ?, ?)').run(id, n, big(n).snapshot, `h${n}`, '{}');
    old.close();
    const db = openDatabase(dir);
    expect(db.schemaVersion).toBe(all.length);
    const seqs = () => (db.prepare('SELECT seq FROM save_snapshots WHERE save_id = ? ORDER BY seq').pluck().all(id) as number[]);
    expect(seqs()).toEqual([0, 100, 200]);
    expect(JSON.parse(readSave(db, id, 150)?.snapshot?.snapshot ?? '{}').seq).toBe(100);
    for (let n = 251; n <= 300; n++) writeSave(db, id, { stateHash: `h${n}`, actions: actions(n), at: n }, () => big(n), 100);
    expect(seqs()).toEqual([0, 100, 200, 300]);
    // An undo to step 120 drops the later snapshots, as before.
    writeSave(db, id, { stateHash: 'u', actions: actions(120), at: 999 }, () => big(120), 100);
    expect(seqs()).toEqual([0, 100]);
    // Deleting the save deletes its snapshots (the foreign key survived the move).
    db.prepare('DELETE FROM saves WHERE id = ?').run(id);
    expect(seqs()).toEqual([]);
    db.close();
  });
});
