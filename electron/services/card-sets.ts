import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCardDb, loadSet, type CardDb, type LoadedSet } from '../../engine/index';

/**
 * The shipped card sets: every `assets/sets/<profile>/*.yaml` file, loaded through the card
 * language (engine/cards/load.ts) into one card database per profile. Plain Node: it reads
 * the files; the engine validates and compiles them.
 */

/** A set file that could not be read, parsed, validated or compiled. The message names the file (and card and field). */
export class CardSetError extends Error {
  constructor(
    /** The file as errors name it (`assets/sets/fab/lab.yaml`). */
    readonly file: string,
    /** Every problem found, each naming the file. */
    readonly problems: readonly string[],
  ) {
    super(problems.join('\n'));
    this.name = 'CardSetError';
  }
}

/**
 * The shipped `assets/sets` folder, found by walking up from this module: works from the
 * sources (electron/services), from the bundle (out/main) and inside a packaged app's asar.
 */
export function defaultSetsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'assets', 'sets');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve('assets', 'sets');
}

/** How a sets folder is named in errors: `assets/sets` for a shipped-style folder, else the path as given. */
function folderLabel(dir: string): string {
  return path.basename(path.dirname(dir)) === 'assets' && path.basename(dir) === 'sets' ? 'assets/sets' : dir;
}

/** The set files of one profile folder, sorted so that loading is deterministic. */
function setFiles(folder: string): string[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
}

/**
 * Reads and compiles every set file under `dir/<profile>/`. Throws a CardSetError naming the
 * file for an unreadable or invalid file, and for a set whose `profile:` differs from its folder.
 */
export function readCardSets(dir: string = defaultSetsDir()): LoadedSet[] {
  if (!fs.existsSync(dir)) throw new CardSetError(dir, [`${dir}: the card sets folder does not exist`]);
  const sets: LoadedSet[] = [];
  const profiles = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const profile of profiles) {
    for (const file of setFiles(path.join(dir, profile))) {
      const name = `${folderLabel(dir)}/${profile}/${file}`;
      let text: string;
      try {
        text = fs.readFileSync(path.join(dir, profile, file), 'utf8');
      } catch (e) {
        throw new CardSetError(name, [`${name}: cannot be read (${(e as Error).message})`]);
      }
      const r = loadSetCached(text, name);
      if (!r.ok) throw new CardSetError(name, r.errors);
      if (r.set.profile !== profile) {
        throw new CardSetError(name, [`${name}: profile: "${r.set.profile}" but the file is in the "${profile}" folder`]);
      }
      sets.push(r.set);
    }
  }
  return sets;
}

/** Groups loaded sets by profile into card databases; a duplicate card id within a profile throws, naming both sets. */
export function cardDbsByProfile(sets: readonly LoadedSet[], where = 'assets/sets'): Record<string, CardDb> {
  const byProfile = new Map<string, LoadedSet[]>();
  for (const s of sets) byProfile.set(s.profile, [...(byProfile.get(s.profile) ?? []), s]);
  const out: Record<string, CardDb> = {};
  for (const [profile, list] of byProfile) {
    try {
      out[profile] = buildCardDb(list);
    } catch (e) {
      throw new CardSetError(`${where}/${profile}`, [`${where}/${profile}: ${(e as Error).message}`]);
    }
  }
  return out;
}

const compiled = new Map<string, ReturnType<typeof loadSet>>();

/**
 * The card-language loader, remembered per file name and text: the shipped sets are compiled
 * once per process though the catalogue sync and the game card databases both read them
 * (compiling the fab sets takes a good part of a second; every new data folder syncs).
 */
export function loadSetCached(text: string, file: string): ReturnType<typeof loadSet> {
  const key = `${file}\0${text}`;
  let r = compiled.get(key);
  if (!r) {
    r = loadSet(text, file);
    compiled.set(key, r);
  }
  return r;
}

const cache = new Map<string, Record<string, CardDb>>();

/**
 * The card databases of every profile, by profile id, read from `dir` (default: the shipped
 * sets) once per process and cached. Throws a CardSetError naming the broken file.
 */
export function loadCardSets(dir: string = defaultSetsDir()): Record<string, CardDb> {
  const key = path.resolve(dir);
  const hit = cache.get(key);
  if (hit) return hit;
  const dbs = cardDbsByProfile(readCardSets(key), folderLabel(key));
  cache.set(key, dbs);
  return dbs;
}

/** Forgets the cached card databases (tests, or after a user drops a new set file in). */
export function clearCardSetCache(): void {
  cache.clear();
}
