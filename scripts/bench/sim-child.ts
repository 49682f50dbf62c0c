// One profile's random play in a process of its own (scripts/bench/sim.ts): prints its figures as JSON.
import { simulate, simulateBlitz } from './simulate';

const profile = process.argv[2];
if (!profile) {
  console.error('usage: sim-child <profile>');
  process.exit(2);
}
// `fab-blitz`: the shipped WTR Blitz decks under the fab profile (issue 14).
process.stdout.write(JSON.stringify(profile === 'fab-blitz' ? simulateBlitz() : simulate(profile)));
