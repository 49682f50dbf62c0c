import fs from 'node:fs';
import path from 'node:path';
import { EXIT, type Command } from '../command';
import { repoRoot, runTs } from '../run-ts';

/** The scenario runner's own command line (scripts/engine/conformance-cli.ts). */
export const CONFORMANCE_CLI = 'scripts/engine/conformance-cli.ts';

/** `arbiter conformance ...`: runs the rules scenarios through scripts/engine/conformance-cli.ts. */
export const conformance: Command = {
  name: 'conformance',
  summary: 'run rules scenarios (the conformance suite) against the engine',
  usage: [
    'arbiter conformance [arguments of the scenario runner]',
    '',
    `The arguments go to ${CONFORMANCE_CLI} unchanged; \`arbiter conformance --help\` lists them.`,
  ].join('\n'),
  async run(args, io) {
    if (!fs.existsSync(path.join(repoRoot, CONFORMANCE_CLI))) {
      io.err(`arbiter conformance: the scenario runner (${CONFORMANCE_CLI}) is not in this build`);
      return EXIT.usage;
    }
    return runTs(CONFORMANCE_CLI, args);
  },
};
