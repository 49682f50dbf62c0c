import fs from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from '../db/data-dir';
import { defaultWebRoot, startWebHost, type WebHost } from './server';

/** The port tried first when none is asked for (next to Vite's 5173), so bookmarks keep working. */
export const PREFERRED_PORT = 5174;

/** Options of `runWebHost`, read from flags and the environment. */
export interface RunOptions {
  port?: number;
  dataDir?: string;
  webRoot?: string;
}

/** Parses `--port N`, `--data-dir DIR`, `--web-root DIR`; returns an error message for anything else. */
export function parseRunArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): RunOptions | string {
  const out: RunOptions = {};
  if (env.ARBITER_PORT) out.port = Number(env.ARBITER_PORT);
  for (let i = 0; i < args.length; i++) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined && ['--port', '--data-dir', '--web-root'].includes(flag)) return `${flag} needs a value`;
    if (flag === '--port') out.port = Number(value);
    else if (flag === '--data-dir') out.dataDir = value;
    else if (flag === '--web-root') out.webRoot = value;
    else return `unknown option "${flag}"`;
    i++;
  }
  if (out.port !== undefined && !(Number.isInteger(out.port) && out.port >= 0 && out.port < 65536)) return 'the port must be a number from 0 to 65535';
  return out;
}

/**
 * Starts the web host for people: on the asked port, else 5174 when free, else any free
 * port; prints the URL; resolves with the running host. Null (after saying why) when the
 * renderer has not been built.
 */
export async function launchWebHost(options: RunOptions, log: (line: string) => void = console.log, warn: (line: string) => void = console.error): Promise<WebHost | null> {
  const webRoot = path.resolve(options.webRoot ?? defaultWebRoot());
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
    warn(`The browser build is missing (${webRoot}/index.html). Run \`npm run build:web\` first.`);
    return null;
  }
  const dataDir = options.dataDir ?? resolveDataDir();
  let host: WebHost;
  if (options.port !== undefined) {
    host = await startWebHost({ port: options.port, dataDir, webRoot });
  } else {
    try {
      host = await startWebHost({ port: PREFERRED_PORT, dataDir, webRoot });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
      host = await startWebHost({ port: 0, dataDir, webRoot });
    }
  }
  log(`Arbiter is running at ${host.url}`);
  log(`(data: ${dataDir}; press Ctrl+C to stop)`);
  return host;
}

/** Runs the web host until SIGINT or SIGTERM; returns the process exit code. */
export async function runWebHost(args: readonly string[]): Promise<number> {
  const options = parseRunArgs(args);
  if (typeof options === 'string') {
    console.error(`arbiter web: ${options}`);
    return 2;
  }
  const host = await launchWebHost(options);
  if (!host) return 1;
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await host.close();
  return 0;
}
