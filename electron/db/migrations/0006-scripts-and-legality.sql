-- 0006 (numbered 0005 on a branch before main's save snapshots took that number): an imported
-- card can play as a scripted card of the shipped sets (the same FaB name and pitch: WTR and
-- its reprints play the `wtr` set's scripts), and carries its formats' legality.
-- applied-when: SELECT 1 FROM pragma_table_info('cards') WHERE name = 'script'
ALTER TABLE cards ADD COLUMN script TEXT;                     -- the shipped card id it plays as, or null
ALTER TABLE cards ADD COLUMN legality TEXT NOT NULL DEFAULT '{}'; -- JSON: {"blitz": true, "cc": false, ...}
-- A deck's format (fab: blitz or cc); '' is the game's default rules.
ALTER TABLE decks ADD COLUMN format TEXT NOT NULL DEFAULT '';
