import { profileIds } from '../../../engine/index';
import { packageVersion } from '../../services/services';
import { EXIT, type Command } from '../command';

/** `arbiter version`: the app version, the Node version and the rules profiles built in. */
export const version: Command = {
  name: 'version',
  summary: 'print the version',
  usage: 'arbiter version',
  async run(args, io) {
    if (args.length > 0) {
      io.err(`arbiter version takes no arguments\n\n${this.usage}`);
      return EXIT.usage;
    }
    io.out(`arbiter ${packageVersion()} (node ${process.versions.node}; profiles: ${profileIds().join(', ')})`);
    return EXIT.ok;
  },
};
