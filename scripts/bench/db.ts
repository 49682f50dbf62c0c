import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../electron/db/connection';
import { upsertCard, upsertPrinting } from '../../electron/db/repos/catalogue';
import type { SearchQuery } from '../../electron/db/search';
import { CollectionService } from '../../electron/services/collection';
import { SaveService } from '../../electron/services/saves';
import { houseGame, playSteps } from '../../engine/testing/test-games';
import type { Benchmark } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The real catalogue: FABCUBE_DIR, else ../shared/data/fab-cube beside the checkout. */
const FABCUBE = process.env.FABCUBE_DIR ?? path.resolve(root, '../shared/data/fab-cube');

let imported: Promise<{ seconds: number; peakMb: number; dataDir: string }> | undefined;

// One child import serves the time, the memory and the search figures (it leaves the database).
function importOnce(): Promise<{ seconds: number; peakMb: number; dataDir: string }> {
  imported ??= Promise.resolve().then(() => {
    if (!fs.existsSync(path.join(FABCUBE, 'card.csv'))) throw new Error(`fab-cube data not found at ${FABCUBE} (set FABCUBE_DIR)`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arb-bench-db-'));
    const out = execFileSync(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(root, 'scripts/bench/db-import-child.ts'), FABCUBE, dataDir], {
      encoding: 'utf8',
    });
    return { ...(JSON.parse(out.trim().split('\n').pop() as string) as { seconds: number; peakMb: number }), dataDir };
  });
  return imported;
}

const KATAKANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
// fab-cube has English only: a Japanese set of 600 cards makes the Japanese queries real work.
function addJapaneseSet(dataDir: string): void {
  const db = openDatabase(dataDir);
  db.transaction(() => {
    for (let i = 0; i < 600; i++) {
      const word = (n: number) => Array.from({ length: 4 }, (_, k) => KATAKANA[(n * 7 + k * 13 + i) % KATAKANA.length]).join('');
      const name = i % 10 === 0 ? `炎のドラゴン${i}` : `${word(i)}の${word(i + 3)}`;
      const card = upsertCard(db, {
        game: 'gate-ruler', uid: `ja-${i}`, setCode: 'JA', number: String(i), name: `Card ${i}`, nameJa: name, text: '',
        textJa: `相手のユニット1体に${i % 5}ダメージを与える。${word(i + 5)}を引く。`, typeLine: 'Unit', types: ['Unit'], subtypes: [],
        classes: [], talents: [], keywords: [], stats: {}, cost: i % 6, scripted: false,
      });
      upsertPrinting(db, { game: 'gate-ruler', uid: `JA-${i}`, cardId: card.id, setCode: 'JA', number: String(i), edition: '', finish: 'normal', art: '' });
    }
  })();
  db.close();
}

const QUERIES: SearchQuery[] = [
  { game: 'fab', limit: 60 },
  { text: 'attack', limit: 60 },
  { text: 'go again', unit: 'printing', limit: 60 },
  { game: 'fab', class: 'Ninja', sort: 'cost', limit: 60 },
  { game: 'fab', type: 'Aura', pitch: 3, limit: 60 },
  { rarity: 'M', sort: 'name', limit: 60, offset: 60 },
  { text: 'eth', limit: 60 },
  { text: 'neak at', limit: 60 },
  { text: 'arcane damage', sort: 'cost', limit: 60 },
  { text: 'ar', limit: 60 },
  { text: 'ドラゴン', limit: 60 },
  { text: 'ダメージ', limit: 60 },
  { text: '竜', limit: 60 },
  { text: 'の', limit: 60 },
  { unit: 'printing', sort: 'set', limit: 60, offset: 6000 },
];

let searchTimes: Promise<number[]> | undefined;

// Times every query of the mix through the collection service (SQL, paging, row mapping).
function measureSearch(): Promise<number[]> {
  searchTimes ??= importOnce().then(({ dataDir }) => {
    addJapaneseSet(dataDir);
    const db = openDatabase(dataDir);
    const svc = new CollectionService(db);
    for (const q of QUERIES) svc.search(q); // warm-up: statements prepared, pages cached
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const q of QUERIES) {
        const t0 = performance.now();
        svc.search(q);
        times.push(performance.now() - t0);
      }
    }
    db.close();
    return times.sort((a, b) => a - b);
  });
  return searchTimes;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The database figures: catalogue import, search latency, autosave. */
export const benchmarks: Benchmark[] = [
  { name: 'db.import_fabcube_s', unit: 's', better: 'lower', run: async () => (await importOnce()).seconds },
  { name: 'db.import_fabcube_peak_mb', unit: 'MB', better: 'lower', run: async () => (await importOnce()).peakMb },
  { name: 'db.search_median_ms', unit: 'ms', better: 'lower', run: async () => quantile(await measureSearch(), 0.5) },
  { name: 'db.search_p95_ms', unit: 'ms', better: 'lower', run: async () => quantile(await measureSearch(), 0.95) },
  {
    name: 'db.save_ms',
    unit: 'ms',
    better: 'lower',
    run() {
      // The median autosave of a whole house game: one action row and the snapshot, hash included.
      const db = openDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'arb-bench-save-')));
      const saves = new SaveService(db);
      const { engine, setup, start } = houseGame();
      const save = saves.create('bench', setup, start);
      const times: number[] = [];
      playSteps(engine, start, 400, (s) => {
        const t0 = performance.now();
        saves.autosave(save.id, s);
        times.push(performance.now() - t0);
      });
      db.close();
      return quantile(times.sort((a, b) => a - b), 0.5);
    },
  },
];
