// The worker the import durability test kills: it clears the fab catalogue and imports a
// fab-cube folder again, forever, printing after each commit. The parent kills it with
// SIGKILL at random moments and checks that readers see the whole catalogue or none of it
// (issue 19: imports are all or nothing to readers). Kept free of the engine so a restart
// costs little: the test restarts it hundreds of times.
import { openDatabase } from './connection';
import { importFabCube } from '../services/import/fab-cube';

const [dataDir, migrationsDir, folder] = process.argv.slice(2);
const db = openDatabase(dataDir, { migrationsDir });
const say = (line: string) => process.stdout.write(line + '\n');
say('ready');
const started = performance.now();

async function loop(): Promise<void> {
  for (;;) {
    // One transaction (printings and owned go with their cards).
    db.transaction(() => {
      db.prepare("DELETE FROM cards WHERE game = 'fab'").run();
      db.prepare("DELETE FROM sets WHERE game = 'fab'").run();
    }).immediate();
    say('cleared');
    await importFabCube(db, folder, { chunkSize: 10 });
    // With the time since ready, so the parent can spread its kills over a whole import.
    say(`imported ${Math.round(performance.now() - started)}`);
    // A pause with the whole catalogue in place, so some kills find it finished.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
void loop();
