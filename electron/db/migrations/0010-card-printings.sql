-- 0010: one catalogue card per rules card. An imported card that plays a shipped script (the
-- same FaB name and pitch: linkScripts) is the same card as that script's row: lists show the
-- scripted row once, with the imported card's printings as its own. `card_printings` says
-- which printings a listed card has: its own, and those of every imported card linked to it.
CREATE INDEX cards_script ON cards (game, script);
CREATE VIEW card_printings AS
  SELECT p.card_id AS card_id, p.id AS printing_id, p.set_code, p.rarity FROM printings p
  UNION ALL
  SELECT s.id AS card_id, p.id AS printing_id, p.set_code, p.rarity
  FROM cards i JOIN cards s ON s.game = i.game AND s.uid = i.script JOIN printings p ON p.card_id = i.id
  WHERE i.script IS NOT NULL;
