-- 0003: supertypes (Basic, Legendary, Young ...) for deck rules such as MTG's basic lands.
ALTER TABLE cards ADD COLUMN supertypes TEXT NOT NULL DEFAULT '[]';
