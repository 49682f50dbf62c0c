-- 0004: the collection view lists every printing by set and number; this index lets a page
-- deep in that list be read in index order instead of sorting all 13,000 printings each time.
CREATE INDEX printings_set_order ON printings (set_code, number, id);
