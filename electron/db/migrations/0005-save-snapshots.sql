-- 0005: a save keeps a snapshot every N actions instead of rewriting one after each (issue 19:
-- an autosave appends its action row and updates the head; resume starts from the latest
-- snapshot, the replay viewer from the nearest before its step).
-- applied-when: SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'save_snapshots'
CREATE TABLE save_snapshots (
  save_id    INTEGER NOT NULL REFERENCES saves (id) ON DELETE CASCADE,
  seq        INTEGER NOT NULL,          -- the actions applied before it (its place in the log)
  snapshot   TEXT NOT NULL,             -- JSON GameState without the action log
  state_hash TEXT NOT NULL,             -- the hash of that state
  digests    TEXT NOT NULL,             -- JSON chain digests of its append-only lists (engine stateDigests); '{}' when not known
  PRIMARY KEY (save_id, seq)
) STRICT, WITHOUT ROWID;
INSERT INTO save_snapshots (save_id, seq, snapshot, state_hash, digests)
  SELECT id, action_count, snapshot, state_hash, '{}' FROM saves;
ALTER TABLE saves DROP COLUMN snapshot;
