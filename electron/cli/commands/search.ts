import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/connection';
import { resolveDataDir } from '../../db/data-dir';
import { searchCards, type SearchQuery } from '../../db/search';
import type { CardRow } from '../../ipc/types';
import { EXIT, type Command } from '../command';

const COLORS = ['', 'red', 'yellow', 'blue'];

/** One result as a line: set and number, name (with FaB colour), type line, cost, owned copies. */
export function formatRow(r: CardRow): string {
  const color = r.game === 'fab' && r.pitch ? ` (${COLORS[r.pitch] ?? r.pitch})` : '';
  const ja = r.nameJa ? ` / ${r.nameJa}` : '';
  const cost = r.costText ?? (r.cost === null ? '' : String(r.cost));
  const where = r.setCode ? `${r.setCode}${r.number && r.number !== r.uid ? r.number : ''}` : '';
  return [r.game, where, `${r.name}${color}${ja}`, r.typeLine, cost ? `cost ${cost}` : '', r.owned ? `owned ${r.owned}` : '']
    .filter(Boolean)
    .join('\t');
}

/** `arbiter search <query> [filters]`: searches the catalogue in ARBITER_DATA_DIR's database, one card a line. */
export const search: Command = {
  name: 'search',
  summary: 'search the card catalogue (one matching card a line)',
  usage: [
    'arbiter search [query] [--game g] [--set s] [--type t] [--class c] [--pitch n] [--cost n] [--rarity r] [--owned] [--limit n]',
    '',
    '  query       words found in names, types and text (English or Japanese); "quotes" keep a phrase',
    '  --type      a card type or subtype (Action, Aura, Unit ...)   --class  a class or talent',
    '  --rarity    a rarity letter or name (C, R, M, L, common ...)  --owned  only cards you own',
    '  --limit     how many lines (default 50, at most 500)',
    '',
    'Exit code 1 when nothing matches (as grep does).',
  ].join('\n'),
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: {
          game: { type: 'string' }, set: { type: 'string' }, type: { type: 'string' }, class: { type: 'string' },
          pitch: { type: 'string' }, cost: { type: 'string' }, rarity: { type: 'string' }, owned: { type: 'boolean' }, limit: { type: 'string' },
        },
      });
    } catch (e) {
      io.err(`arbiter search: ${(e as Error).message}\n\n${this.usage}`);
      return EXIT.usage;
    }
    const v = parsed.values;
    const num = (name: string, text: string | undefined): number | undefined | string => {
      if (text === undefined) return undefined;
      return /^\d{1,4}$/.test(text) ? Number(text) : `--${name} takes a whole number, not "${text}"`;
    };
    const pitch = num('pitch', v.pitch);
    const cost = num('cost', v.cost);
    const limit = num('limit', v.limit);
    for (const n of [pitch, cost, limit]) {
      if (typeof n === 'string') {
        io.err(`arbiter search: ${n}`);
        return EXIT.usage;
      }
    }
    const query: SearchQuery = {
      text: parsed.positionals.join(' '), game: v.game, set: v.set, type: v.type, class: v.class,
      pitch: pitch as number | undefined, cost: cost as number | undefined, rarity: v.rarity, ownedOnly: v.owned,
      limit: (limit as number | undefined) ?? 50,
    };
    const db = openDatabase(resolveDataDir());
    try {
      const result = searchCards(db, query);
      for (const row of result.rows) io.out(formatRow(row));
      io.err(`${result.rows.length} of ${result.total} cards`);
      return result.total ? EXIT.ok : EXIT.failed;
    } finally {
      db.close();
    }
  },
};
