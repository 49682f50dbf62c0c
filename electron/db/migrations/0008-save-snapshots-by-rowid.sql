-- 0008: save snapshots move to a rowid table with its key in an index of its own (issue 19).
-- In the WITHOUT ROWID table of 0005 each snapshot's text lived in the key's b-tree, and a
-- snapshot is larger than a page: SQLite compares a cell whose payload overflows by reading
-- the whole payload, so finding a save's latest snapshot (every autosave does) read whole
-- snapshots, about 8 ms at 20,000 actions and growing with the game. Here the key is an index
-- of (save_id, seq, rowid) entries, and a snapshot's text is read only when it is selected.
CREATE TABLE save_snapshots_by_rowid (
  save_id    INTEGER NOT NULL REFERENCES saves (id) ON DELETE CASCADE,
  seq        INTEGER NOT NULL,          -- the actions applied before it (its place in the log)
  snapshot   TEXT NOT NULL,             -- JSON GameState without the action log
  state_hash TEXT NOT NULL,             -- the hash of that state
  digests    TEXT NOT NULL,             -- JSON chain digests of its append-only lists (engine stateDigests); '{}' when not known
  UNIQUE (save_id, seq)
) STRICT;
INSERT INTO save_snapshots_by_rowid (save_id, seq, snapshot, state_hash, digests)
  SELECT save_id, seq, snapshot, state_hash, digests FROM save_snapshots ORDER BY save_id, seq;
DROP TABLE save_snapshots;
ALTER TABLE save_snapshots_by_rowid RENAME TO save_snapshots;
