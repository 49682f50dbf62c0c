// One profile's random play in a process of its own (scripts/bench/sim.ts): prints its figures as JSON.
import { simulate } from './simulate';

const profile = process.argv[2];
if (!profile) {
  console.error('usage: sim-child <profile>');
  process.exit(2);
}
process.stdout.write(JSON.stringify(simulate(profile)));
