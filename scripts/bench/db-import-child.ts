// Child process of the db benchmarks: imports a fab-cube folder into a fresh data folder and
// prints {seconds, peakMb} as JSON. Its own process, so peak RSS is the import's alone.
import { openDatabase } from '../../electron/db/connection';
import { importFabCube } from '../../electron/services/import/fab-cube';

const [folder, dataDir] = process.argv.slice(2);
const db = openDatabase(dataDir);
const t0 = performance.now();
const result = await importFabCube(db, folder);
const seconds = (performance.now() - t0) / 1000;
db.close();
if (result.errors.length || result.cancelled) {
  console.error(`import failed: ${result.errors.length} errors`);
  process.exit(1);
}
// maxRSS is in kilobytes: the peak resident set of this process over its whole life.
console.log(JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024 }));
