import { parseRunArgs, runWebHost } from '../../web-host/run';
import { EXIT, type Command } from '../command';

/** `arbiter web`: the app in a browser, served on 127.0.0.1 until Ctrl+C. */
export const web: Command = {
  name: 'web',
  summary: 'serve the app to a browser on 127.0.0.1 (needs npm run build:web)',
  usage: [
    'arbiter web [--port N] [--data-dir DIR] [--web-root DIR]',
    '',
    '  --port N        the port (default: ARBITER_PORT, else 5174 when free, else any free port)',
    '  --data-dir DIR  the data folder (default: ARBITER_DATA_DIR, else the user data folder)',
    '  --web-root DIR  the browser build to serve (default: out/web)',
  ].join('\n'),
  async run(args, io) {
    const parsed = parseRunArgs(args);
    if (typeof parsed === 'string') {
      io.err(`arbiter web: ${parsed}\n\n${this.usage}`);
      return EXIT.usage;
    }
    return runWebHost(args);
  },
};
