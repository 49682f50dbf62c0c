import type { Command } from '../command';
import { runTs } from '../run-ts';

/** `arbiter coverage <profile>`: scripted names and rows per shipped set, and each scripted name's scenarios. */
export const coverage: Command = {
  name: 'coverage',
  summary: 'how much of each shipped card set is scripted and tested by scenarios',
  usage: [
    'arbiter coverage <profile> [--fab-cube DIR]',
    '',
    'Prints, per shipped set of the profile, the scripted names and rows and the scripted names with a passing',
    'scenario of their own (engine/profiles/<profile>/scenarios/<set>/, ids "<set>/<name>-..."); with --fab-cube,',
    'also how many printings of those cards in each real set play a scripted card.',
  ].join('\n'),
  run: (args) => runTs('scripts/engine/coverage.ts', args),
};
