-- 0007: a record of each catalogue import that streams in many transactions (fab-cube). While a
-- game has an unfinished run (running, cancelled, failed or killed), readers (search, facets)
-- leave that game's catalogue out, so nobody sees half a catalogue; the Import screen offers to
-- run it again (imports are keyed on unique ids, so a rerun resumes). Finishing a run is part
-- of the import's last transaction.
CREATE TABLE import_runs (
  id           INTEGER PRIMARY KEY,
  game         TEXT NOT NULL,
  kind         TEXT NOT NULL,               -- fab-cube
  source       TEXT NOT NULL,               -- the folder imported from
  started_at   INTEGER NOT NULL,
  finished_at  INTEGER                      -- null while unfinished
) STRICT;
CREATE INDEX import_runs_unfinished ON import_runs (game) WHERE finished_at IS NULL;
