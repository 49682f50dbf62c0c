import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { cardIdByUid, fillCardsFromPrintings, linkScripts, upsertCard, upsertPrinting, upsertSet } from '../../db/repos/catalogue';
import { beginImportRun, finishImportRun } from '../../db/repos/import-runs';
import type { ImportResult } from '../../ipc/types';
import type { LineRow } from './delimited-stream';
import { mapCard, mapPrinting, mapSet, type FabCubeRow } from './fab-cube-map';
import { ImportTally, type ImportOptions } from './progress';
import { storeDelimited } from './store-delimited';

/** The fab-cube files, in the order they must be read (printings refer to cards). */
export const FAB_CUBE_FILES = ['set.csv', 'card.csv', 'card-printing.csv'] as const;

const PHASES = { 'set.csv': 'sets', 'card.csv': 'cards', 'card-printing.csv': 'printings' } as const;

/**
 * Imports the fab-cube tab-separated export (sets, cards, printings) into the catalogue.
 * Streams each file in chunks, one transaction per chunk, so memory stays flat and other
 * requests are served between chunks; keyed on fab-cube's Unique IDs so a second import
 * updates in place and never duplicates. A bad row is reported with its file and line and
 * skipped.
 *
 * All or nothing to readers (issue 19): the import is recorded in `import_runs` before its
 * first chunk and marked finished in its last transaction; until then search and facets
 * leave fab out. A cancel, a failure or a kill leaves the run unfinished (fab stays hidden,
 * and the Import screen offers to run it again: the committed chunks are kept, so a rerun
 * resumes, writing only what is missing or changed).
 */
export async function importFabCube(db: Database.Database, folder: string, options: ImportOptions = {}): Promise<ImportResult> {
  const files = FAB_CUBE_FILES.map((f) => path.join(folder, f));
  const missing = files.filter((f) => !fs.existsSync(f));
  if (missing.length) throw new Error(`not a fab-cube folder: missing ${missing.map((f) => path.basename(f)).join(', ')} in ${folder}`);

  const tally = new ImportTally(options.maxErrors ?? 1000);
  const sizes = files.map((f) => fs.statSync(f).size);
  const total = sizes.reduce((a, b) => a + b, 0);
  let before = 0;
  const cardIds = new Map<string, number>();
  const seenSets = new Set<string>();
  const run = beginImportRun(db, { game: 'fab', kind: 'fab-cube', source: path.resolve(folder) });

  const handlers: Record<(typeof FAB_CUBE_FILES)[number], (r: LineRow) => boolean | null> = {
    'set.csv': ({ row }) => {
      const set = mapSet(row as FabCubeRow);
      // set.csv lists some codes twice (a pack and its Black Label reprint): the first name wins.
      if (seenSets.has(set.code)) return null;
      seenSets.add(set.code);
      return upsertSet(db, set).changed;
    },
    'card.csv': ({ row }) => {
      const card = mapCard(row as FabCubeRow);
      const r = upsertCard(db, card);
      cardIds.set(card.uid, r.id);
      return r.changed;
    },
    'card-printing.csv': ({ row }) => {
      const p = mapPrinting(row as FabCubeRow);
      const cardId = cardIds.get(p.cardUid) ?? cardIdByUid(db, 'fab', p.cardUid);
      if (cardId === undefined) throw new Error(`unknown Card Unique ID "${p.cardUid}"`);
      const { cardUid: _cardUid, ...rest } = p;
      return upsertPrinting(db, { ...rest, cardId }).changed;
    },
  };

  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const name = FAB_CUBE_FILES[i];
    const phase = PHASES[name];
    const handle = handlers[name];
    const report = (bytes: number) =>
      options.onProgress?.({ phase, done: before + bytes, total, rows: tally.rows, errors: tally.errorCount });
    report(0);
    const streamed = await storeDelimited(db, file, { delimiter: '\t', file: name, tally, options, store: handle, progress: report });
    if (streamed.cancelled) return tally.result(true);
    before += sizes[i];
    report(0);
  }

  db.transaction(() => {
    fillCardsFromPrintings(db, 'fab');
    linkScripts(db, 'fab');
    // Merge the FTS index's segments: the import wrote it in many small pieces.
    db.exec("INSERT INTO cards_fts (cards_fts) VALUES ('optimize')");
    finishImportRun(db, run);
  }).immediate();
  db.pragma('optimize');
  options.onProgress?.({ phase: 'done', done: total, total, rows: tally.rows, errors: tally.errorCount });
  return tally.result(false);
}
