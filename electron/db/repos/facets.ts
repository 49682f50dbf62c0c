import type Database from 'better-sqlite3';
import type { Facets } from '../../ipc/types';
import { importUnfinished, unfinishedImports } from './import-runs';
import { cachedStatement } from '../statements';

/**
 * Reads the filter choices and counts. Each is one indexed scan; the list is short (a few
 * hundred values at most), so the screen asks once per game switch, not per keystroke.
 * A game with an unfinished import counts as empty (issue 19: no half catalogue shown) and
 * is listed in `unfinished`.
 */
export function catalogueFacets(db: Database.Database, game?: string): Facets {
  const g = game ?? null;
  const games = cachedStatement(db, `SELECT DISTINCT game FROM cards c WHERE NOT ${importUnfinished('c.game')} ORDER BY game`).pluck().all() as string[];
  // One choice per printed set code, upper case as printed (WTR): a shipped set's id is its code
  // in lower case (`wtr`, engine/cards/printed-sets.ts) and sits beside the imported set of the
  // same code. Their rows stay apart (the case tells a shipped entry from a real printing:
  // linkScripts, card-printings), so they are merged here, named as the real set is; the
  // search matches a set code in any case (search.ts), so the one choice finds both.
  const sets = cachedStatement(
    db,
    `SELECT code, name, nameJa FROM (
       SELECT upper(s.code) AS code, s.name, s.name_ja AS nameJa,
              row_number() OVER (PARTITION BY upper(s.code) ORDER BY s.source = 'arbiter', s.game, s.id) AS rank
       FROM sets s WHERE (? IS NULL OR s.game = ?) AND NOT ${importUnfinished('s.game')}
         AND EXISTS (SELECT 1 FROM printings p WHERE p.game = s.game AND p.set_code = s.code))
     WHERE rank = 1 ORDER BY code`,
  ).all(g, g) as Facets['sets'];
  const traits = (kinds: string) =>
    cachedStatement(
      db,
      `SELECT DISTINCT t.value FROM card_traits t JOIN cards c ON c.id = t.card_id
       WHERE t.kind IN (${kinds}) AND (? IS NULL OR c.game = ?) AND NOT ${importUnfinished('c.game')} ORDER BY t.value COLLATE NOCASE`,
    )
      .pluck()
      .all(g, g) as string[];
  const rarities = cachedStatement(
    db,
    `SELECT DISTINCT coalesce(p.rarity, c.rarity) AS r FROM printings p JOIN cards c ON c.id = p.card_id
     WHERE r IS NOT NULL AND (? IS NULL OR p.game = ?) AND NOT ${importUnfinished('p.game')} ORDER BY r`,
  )
    .pluck()
    .all(g, g) as string[];
  const count = (sql: string) => (cachedStatement(db, sql).pluck().get(g, g) as number | null) ?? 0;
  return {
    games,
    sets,
    types: traits(`'type', 'subtype'`),
    classes: traits(`'class', 'talent'`),
    rarities,
    cards: count(`SELECT count(*) FROM cards c WHERE (? IS NULL OR game = ?) AND NOT ${importUnfinished('c.game')}`),
    printings: count(`SELECT count(*) FROM printings p WHERE (? IS NULL OR game = ?) AND NOT ${importUnfinished('p.game')}`),
    owned: count(
      `SELECT coalesce(sum(o.count), 0) FROM owned o JOIN printings p ON p.id = o.printing_id WHERE (? IS NULL OR p.game = ?) AND NOT ${importUnfinished('p.game')}`,
    ),
    unfinished: unfinishedImports(db),
  };
}
