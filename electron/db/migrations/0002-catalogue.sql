-- 0002: the card catalogue, owned copies, decks and saved games. One schema for every game:
-- `game` is the engine profile id (fab, mtg, scp, gate-ruler, chrono, house).

CREATE TABLE sets (
  id       INTEGER PRIMARY KEY,
  game     TEXT NOT NULL,
  code     TEXT NOT NULL,                 -- printed set code: WTR, 1HP, lab
  name     TEXT NOT NULL,
  name_ja  TEXT,
  source   TEXT NOT NULL,                 -- fab-cube | arbiter | user
  UNIQUE (game, code)
) STRICT;

-- A card is one rules object (for FaB: a name and pitch). Printed numbers every game shares
-- get columns so search can filter and sort on them; the rest live in `stats` (JSON).
CREATE TABLE cards (
  id          INTEGER PRIMARY KEY,
  game        TEXT NOT NULL,
  uid         TEXT NOT NULL,              -- stable key: fab-cube Unique ID, or the card-language id
  set_code    TEXT,                       -- the set that defines it (first printing for fab-cube)
  number      TEXT,
  name        TEXT NOT NULL,
  name_ja     TEXT,
  text        TEXT NOT NULL DEFAULT '',
  text_ja     TEXT,
  type_line   TEXT NOT NULL DEFAULT '',
  types       TEXT NOT NULL DEFAULT '[]', -- JSON arrays, for display; filters use card_traits
  subtypes    TEXT NOT NULL DEFAULT '[]',
  classes     TEXT NOT NULL DEFAULT '[]',
  talents     TEXT NOT NULL DEFAULT '[]',
  keywords    TEXT NOT NULL DEFAULT '[]',
  color       TEXT,                       -- red / yellow / blue for FaB; W U B R G for MTG
  pitch       INTEGER,
  cost        INTEGER,                    -- null when the cost is not a number (X)
  cost_text   TEXT,
  power       INTEGER,
  defense     INTEGER,
  hp          INTEGER,
  stats       TEXT NOT NULL DEFAULT '{}', -- every printed number, JSON
  rarity      TEXT,
  scripted    INTEGER NOT NULL DEFAULT 0 CHECK (scripted IN (0, 1)),
  row_hash    TEXT NOT NULL,              -- hash of the imported fields: unchanged rows are not rewritten
  UNIQUE (game, uid)
) STRICT;
CREATE INDEX cards_game_name ON cards (game, name COLLATE NOCASE, pitch);
CREATE INDEX cards_game_cost ON cards (game, cost);
CREATE INDEX cards_game_pitch ON cards (game, pitch);

-- Types, classes, talents, subtypes and keywords, one row each, for indexed filters.
CREATE TABLE card_traits (
  card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  kind    TEXT NOT NULL,                  -- type | subtype | class | talent | keyword
  value   TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (card_id, kind, value)
) STRICT, WITHOUT ROWID;
CREATE INDEX card_traits_lookup ON card_traits (kind, value, card_id);

-- Trigram FTS so any 3+ character substring matches, Japanese included.
CREATE VIRTUAL TABLE cards_fts USING fts5 (
  name, name_ja, type_line, text, text_ja,
  content = 'cards', content_rowid = 'id',
  tokenize = 'trigram remove_diacritics 1'
);
CREATE TRIGGER cards_fts_insert AFTER INSERT ON cards BEGIN
  INSERT INTO cards_fts (rowid, name, name_ja, type_line, text, text_ja)
  VALUES (new.id, new.name, new.name_ja, new.type_line, new.text, new.text_ja);
END;
CREATE TRIGGER cards_fts_delete AFTER DELETE ON cards BEGIN
  INSERT INTO cards_fts (cards_fts, rowid, name, name_ja, type_line, text, text_ja)
  VALUES ('delete', old.id, old.name, old.name_ja, old.type_line, old.text, old.text_ja);
END;
CREATE TRIGGER cards_fts_update AFTER UPDATE OF name, name_ja, type_line, text, text_ja ON cards BEGIN
  INSERT INTO cards_fts (cards_fts, rowid, name, name_ja, type_line, text, text_ja)
  VALUES ('delete', old.id, old.name, old.name_ja, old.type_line, old.text, old.text_ja);
  INSERT INTO cards_fts (rowid, name, name_ja, type_line, text, text_ja)
  VALUES (new.id, new.name, new.name_ja, new.type_line, new.text, new.text_ja);
END;

-- A printing is one physical version of a card: set, number, edition, finish, art.
CREATE TABLE printings (
  id         INTEGER PRIMARY KEY,
  card_id    INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  game       TEXT NOT NULL,
  uid        TEXT NOT NULL,               -- fab-cube printing Unique ID, or set:number:finish
  set_code   TEXT NOT NULL,
  number     TEXT NOT NULL,
  edition    TEXT NOT NULL DEFAULT '',
  rarity     TEXT,
  finish     TEXT NOT NULL DEFAULT 'normal',  -- normal | rainbow | cold | gold | foil
  art        TEXT NOT NULL DEFAULT '',
  image_url  TEXT,
  row_hash   TEXT NOT NULL,
  UNIQUE (game, uid)
) STRICT;
CREATE INDEX printings_card ON printings (card_id);
CREATE INDEX printings_set_number ON printings (game, set_code, number);
CREATE INDEX printings_set ON printings (set_code COLLATE NOCASE, card_id);
CREATE INDEX printings_rarity ON printings (rarity, card_id);

-- Owned copies, per printing and finish. Kept when the catalogue is re-imported (upserts keep ids).
CREATE TABLE owned (
  printing_id INTEGER NOT NULL REFERENCES printings (id) ON DELETE CASCADE,
  finish      TEXT NOT NULL,
  count       INTEGER NOT NULL CHECK (count > 0),
  updated_at  INTEGER NOT NULL,
  PRIMARY KEY (printing_id, finish)
) STRICT, WITHOUT ROWID;

CREATE TABLE decks (
  id          INTEGER PRIMARY KEY,
  game        TEXT NOT NULL,
  name        TEXT NOT NULL,
  notes       TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX decks_game ON decks (game, name);

CREATE TABLE deck_cards (
  deck_id  INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  card_id  INTEGER NOT NULL REFERENCES cards (id),
  section  TEXT NOT NULL DEFAULT 'main',    -- hero | main | side
  count    INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (deck_id, section, card_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX deck_cards_card ON deck_cards (card_id);

-- A saved game: the head row holds the latest snapshot; the action log is appended one row
-- per action, so an autosave writes one small row plus the snapshot in one transaction.
CREATE TABLE saves (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL,
  profile         TEXT NOT NULL,
  format_version  INTEGER NOT NULL,
  seed            INTEGER NOT NULL,
  setup           TEXT NOT NULL,            -- JSON: seats and decks the game started from
  snapshot        TEXT NOT NULL,            -- JSON GameState after the last action
  state_hash      TEXT NOT NULL,
  action_count    INTEGER NOT NULL,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
) STRICT;
CREATE INDEX saves_updated ON saves (updated_at DESC);

CREATE TABLE save_actions (
  save_id  INTEGER NOT NULL REFERENCES saves (id) ON DELETE CASCADE,
  seq      INTEGER NOT NULL,                -- 1-based position in the log
  action   TEXT NOT NULL,                   -- JSON Action
  PRIMARY KEY (save_id, seq)
) STRICT, WITHOUT ROWID;
