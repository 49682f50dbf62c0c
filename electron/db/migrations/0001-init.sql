-- 0001: the first table. Key/value settings, stored as text (the service parses them).
CREATE TABLE settings (
  key   TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
) STRICT;
