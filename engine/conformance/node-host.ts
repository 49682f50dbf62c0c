import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSet, buildCardDb, type LoadedSet } from '../cards/load';
import type { CardDb } from '../cards/types';
import type { ScenarioHost } from './host';
import { createScenarioHost } from './engine-host';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Reads every set file under assets/sets/<profile>/ into card databases by profile; throws on a broken file. */
export function loadAllSets(dir = join(root, 'assets', 'sets')): Record<string, CardDb> {
  const byProfile: Record<string, LoadedSet[]> = {};
  if (!existsSync(dir)) return {};
  for (const profile of readdirSync(dir)) {
    const folder = join(dir, profile);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))) {
      const path = join(folder, file);
      const r = loadSet(readFileSync(path, 'utf8'), `assets/sets/${profile}/${file}`);
      if (!r.ok) throw new Error(r.errors.join('\n'));
      (byProfile[r.set.profile] ??= []).push(r.set);
    }
  }
  return Object.fromEntries(Object.entries(byProfile).map(([p, sets]) => [p, buildCardDb(sets)]));
}

/** The scenario host over the real engine, with the project's card sets (the runner's default host). */
export function createNodeHost(): ScenarioHost {
  return createScenarioHost(loadAllSets());
}
