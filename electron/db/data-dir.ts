import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder name Arbiter uses inside the platform's user data folder. */
export const APP_FOLDER = 'Arbiter';

/**
 * The folder that holds arbiter.db and the backups: `ARBITER_DATA_DIR` when set (tests, e2e,
 * portable installs), else the platform's user data folder. Creates it when missing.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const dir = chooseDataDir(env, platform);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The data folder for an environment and platform, without touching the disk. Pure. */
export function chooseDataDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  const explicit = env.ARBITER_DATA_DIR?.trim();
  if (explicit) return path.resolve(explicit);
  const home = env.HOME || env.USERPROFILE || os.homedir();
  // The same folders Electron's app.getPath('userData') picks, so the app and the CLI share a database.
  if (platform === 'win32') {
    const appData = env.APPDATA || path.join(home, 'AppData', 'Roaming');
    return path.join(appData, APP_FOLDER);
  }
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_FOLDER);
  const config = env.XDG_CONFIG_HOME || path.join(home, '.config');
  return path.join(config, APP_FOLDER);
}
