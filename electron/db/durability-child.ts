// The worker the durability test kills: it autosaves a game and rewrites the collection
// (through the service and through the CSV importer), each in one transaction, forever, and
// prints what it committed after each commit. The parent kills it with SIGKILL at random
// moments and checks the database holds the state before or after the interrupted write.
import { openDatabase } from './connection';
import { listOwned } from './repos/owned';
import { CollectionService } from '../services/collection';
import { importOwnedCsv } from '../services/import/owned-csv';
import { SaveService } from '../services/saves';
import { houseGame, playSteps } from '../../engine/testing/test-games';

const [dataDir, migrationsDir, saveIdText] = process.argv.slice(2);
const db = openDatabase(dataDir, { migrationsDir });
const { engine, start } = houseGame();
const saves = new SaveService(db, { engineFor: () => engine });
const collection = new CollectionService(db);
const saveId = Number(saveIdText);
let state = saves.load(saveId).state;
const owned = listOwned(db);
let k = owned[0].count;

// Writes to a pipe are synchronous on Linux: once a line is printed, the parent gets it even if we die next.
const say = (line: string) => process.stdout.write(line + '\n');
say('ready');

async function loop(): Promise<void> {
  for (let i = 0; ; i++) {
    const next = playSteps(engine, state, 1);
    state = next === state || next.over ? start : next;
    saves.autosave(saveId, state);
    say(`save ${state.actions.length}`);
    k = (k % 9000) + 1;
    if (i % 2 === 0) {
      collection.bulkSet(owned.map((o) => ({ printingId: o.printingId, finish: o.finish, count: k })));
    } else {
      const csv = ['name,set,number,finish,count,game', ...owned.map((o) => `"${o.name}",${o.setCode},${o.number},${o.finish},${k},${o.game}`)].join('\n');
      await importOwnedCsv(db, { name: 'owned.csv', text: csv }, { chunkSize: 10_000 });
    }
    say(`owned ${k}`);
  }
}
void loop();
