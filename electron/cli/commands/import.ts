import { readSet } from '../../../engine/index';
import fs from 'node:fs';
import { openDatabase } from '../../db/connection';
import { resolveDataDir } from '../../db/data-dir';
import type { ImportProgress, ImportResult } from '../../ipc/types';
import { importFabCube } from '../../services/import/fab-cube';
import { defaultSetsDir } from '../../services/card-sets';
import { syncShippedSets } from '../../services/game-cards';
import { importOwnedCsv } from '../../services/import/owned-csv';
import { importSetFile } from '../../services/import/set-file';
import { EXIT, type CliIo, type Command } from '../command';

const KINDS = ['fab-cube', 'set', 'owned'] as const;
/** How many row errors the terminal shows before summing up the rest. */
const SHOWN_ERRORS = 20;

/** `arbiter import fab-cube|set|owned <path>`: fills the catalogue or the collection in ARBITER_DATA_DIR's database. */
export const importCommand: Command = {
  name: 'import',
  summary: 'import a card database (fab-cube), an Arbiter set file, or a CSV of owned cards',
  usage: [
    'arbiter import fab-cube <folder> | set <file.yaml> | owned <file.csv> [--add]',
    '',
    '  fab-cube <folder>  the fab-cube tab-separated export (set.csv, card.csv, card-printing.csv)',
    '  set <file>         an Arbiter set file (assets/sets/<profile>/<set>.yaml format)',
    '  owned <file>       a CSV of owned cards: name,set,number,finish,count[,game]',
    '  --add              (owned) add the counts to the collection instead of setting them',
    '',
    'The database is arbiter.db in ARBITER_DATA_DIR (else the user data folder). Importing twice',
    'updates, never duplicates. Ctrl+C stops after the current chunk: an owned CSV changes nothing;',
    'a fab-cube import keeps what it stored but hidden from search until it is run again (resumes).',
  ].join('\n'),
  async run(args, io) {
    const [kind, target, ...rest] = args;
    const add = rest.includes('--add');
    const unknown = rest.filter((a) => a !== '--add');
    if (!kind || !KINDS.includes(kind as (typeof KINDS)[number]) || !target || unknown.length || (add && kind !== 'owned')) {
      io.err(`arbiter import: ${!kind ? 'say what to import' : !target ? `say which ${kind === 'fab-cube' ? 'folder' : 'file'}` : `unexpected "${[kind, ...unknown].join(' ')}"`}\n\n${this.usage}`);
      return EXIT.usage;
    }
    if (!fs.existsSync(target)) {
      io.err(`arbiter import: ${target} does not exist`);
      return EXIT.usage;
    }
    const db = openDatabase(resolveDataDir());
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop);
    try {
      if (db.readonlyReason) {
        io.err(`arbiter import: ${db.readonlyReason}`);
        return EXIT.failed;
      }
      // The shipped sets first, as the app does at startup: imported printings link to the
      // scripts they play as (a WTR card shows as scripted) only once those are in the catalogue.
      syncShippedSets(db, defaultSetsDir(), false);
      const progress = progressPrinter(io);
      let result: ImportResult;
      if (kind === 'fab-cube') result = await importFabCube(db, target, { signal: controller.signal, onProgress: progress });
      else if (kind === 'set') result = importSetFile(db, target, readSet);
      else result = await importOwnedCsv(db, target, { signal: controller.signal, onProgress: progress, mode: add ? 'add' : 'set' });
      return report(io, result);
    } finally {
      process.off('SIGINT', stop);
      db.close();
    }
  },
};

// One line per phase and per tenth of the way: readable in a terminal and in a log file.
function progressPrinter(io: CliIo): (p: ImportProgress) => void {
  let phase = '';
  let tenth = -1;
  return (p) => {
    const t = p.total ? Math.floor((p.done / p.total) * 10) : 0;
    if (p.phase === phase && t === tenth) return;
    phase = p.phase;
    tenth = t;
    const pct = p.total ? Math.round((p.done / p.total) * 100) : 0;
    io.err(`${p.phase.padEnd(9)} ${String(pct).padStart(3)}%  ${p.rows} rows${p.errors ? `, ${p.errors} errors` : ''}`);
  };
}

function report(io: CliIo, r: ImportResult): number {
  for (const e of r.errors.slice(0, SHOWN_ERRORS)) io.err(`${e.file}${e.line ? `:${e.line}` : ''}: ${e.message}`);
  if (r.errors.length > SHOWN_ERRORS) io.err(`... and ${r.errors.length - SHOWN_ERRORS} more errors`);
  const summary = `${r.rows} rows: ${r.written} written, ${r.unchanged} unchanged, ${r.errors.length} errors (${(r.ms / 1000).toFixed(1)} s)`;
  if (r.cancelled) {
    io.err(`cancelled after ${summary}; the rows stored so far stay, import again to finish`);
    return EXIT.failed;
  }
  io.out(summary);
  return r.errors.length ? EXIT.failed : EXIT.ok;
}
