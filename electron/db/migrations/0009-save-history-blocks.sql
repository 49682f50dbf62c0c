-- 0009: a snapshot's event history is stored in blocks written once (issue 19: every snapshot
-- wrote the whole history again, about 3.4 MB and 50 ms at 20,000 actions). A snapshot keeps
-- inline only the entries after its first `history_blocks` blocks; the blocks are rows of
-- save_history, shared by every later snapshot of the save. A snapshot stored before this step
-- has 0: its whole history inline.
ALTER TABLE save_snapshots ADD COLUMN history_blocks INTEGER NOT NULL DEFAULT 0;
-- What an autosave reads to know which blocks are already stored, answered from the index alone.
CREATE INDEX save_snapshots_blocks ON save_snapshots (save_id, seq, history_blocks);
CREATE TABLE save_history (
  save_id INTEGER NOT NULL REFERENCES saves (id) ON DELETE CASCADE,
  block   INTEGER NOT NULL,          -- entries from block x the block size (electron/db/repos/saves.ts HISTORY_BLOCK)
  entries TEXT NOT NULL,             -- JSON array of the block's history entries
  PRIMARY KEY (save_id, block)
) STRICT;
