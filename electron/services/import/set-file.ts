import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { cardDialect, profileIds, type CardDef, type SetReading } from '../../../engine/index';
import { upsertCard, upsertPrinting, upsertSet, type CardInput } from '../../db/repos/catalogue';
import type { ImportResult } from '../../ipc/types';
import type { DelimitedSource } from './delimited-stream';
import { ImportTally } from './progress';

/**
 * The part of the card-language loader (engine/cards/load.ts) the importer needs: a set file
 * read card by card (`readSet`), so the import stores each card as it comes and never holds
 * the whole file's cards or its YAML tree.
 */
export type SetLoader = (text: string, file: string) => SetReading;

/** The catalogue row of a card-language card (scripted when it has behaviour the engine enforces). */
export function cardFromDef(profile: string, setId: string, def: CardDef): CardInput {
  const stat = (k: string) => (typeof def.stats[k] === 'number' ? def.stats[k] : null);
  const pitch = stat('pitch');
  return {
    game: profile, uid: def.id, setCode: setId, number: def.id, name: def.name, nameJa: def.ja?.name ?? null, text: def.text,
    textJa: def.ja?.text ?? null, typeLine: def.typeLine, types: def.types, subtypes: def.subtypes, supertypes: def.supertypes,
    classes: def.classes, talents: def.talents, keywords: def.keywords,
    // The colour a pitch value shows, as the game's dialect reads it (FaB's pitch bar; none elsewhere).
    color: pitch !== null ? (cardDialect(profile).colors({ pitch })[0] ?? null) : null,
    pitch, cost: stat('cost'), costText: def.manaCost ?? (stat('cost') === null ? null : String(stat('cost'))), power: stat('power'),
    defense: stat('defense'), hp: stat('hp') ?? stat('life'), stats: { ...def.stats }, scripted: def.scripted,
  };
}

/**
 * The largest set file taken (bytes). The biggest shipped set is about 20 KB; a YAML document
 * costs about 70 times its size while it is parsed (the loader parses one card at a time, but
 * the text itself is held), so a cap keeps a mistaken or hostile file (50 MB took 2.9 GB) from
 * taking the app down.
 */
export const MAX_SET_FILE_BYTES = 4 * 1024 * 1024;

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * Imports one of Arbiter's own set files (YAML, validated and compiled by the card-language
 * loader) into the catalogue, in one transaction, card by card as the loader reads them: a
 * set is either in the catalogue whole or not at all, and its import holds one card at a time. Keyed on (profile, card id), so re-importing updates.
 * Loader errors (which name the file, card and field) come back as the result's errors.
 */
export function importSetFile(db: Database.Database, source: DelimitedSource, loader: SetLoader): ImportResult {
  const tally = new ImportTally(1000);
  const file = typeof source === 'string' ? source : source.name;
  let text: string;
  try {
    const size = typeof source === 'string' ? fs.statSync(source).size : Buffer.byteLength(source.text);
    if (size > MAX_SET_FILE_BYTES) {
      tally.error({ file, line: 0, message: `${file}: the file is ${megabytes(size)}; a set file may be at most ${megabytes(MAX_SET_FILE_BYTES)}` });
      return tally.result(false);
    }
    text = typeof source === 'string' ? fs.readFileSync(source, 'utf8') : source.text;
  } catch (e) {
    tally.error({ file, line: 0, message: (e as Error).message });
    return tally.result(false);
  }
  const reading = loader(text, file);
  if (!reading.ok) {
    for (const message of reading.errors) tally.error({ file, line: 0, message });
    return tally.result(false);
  }
  const { set } = reading;
  // A set of a game Arbiter has no rules for would make a game no one can play: refused.
  if (!profileIds().includes(set.profile)) {
    tally.error({ file, line: 0, message: `${file}: profile: unknown profile "${set.profile}" (known: ${profileIds().join(', ')})` });
    return tally.result(false);
  }
  // Each card is stored as it is read; a card in error rolls the whole set back (the rest
  // are still read, so every error is reported), and nothing of the set is stored.
  let failed = false;
  try {
    db.transaction(() => {
      upsertSet(db, { game: set.profile, code: set.id, name: set.name, nameJa: set.nameJa ?? null, source: 'arbiter' });
      for (const r of reading.cards()) {
        if (!r.ok) {
          failed = true;
          for (const message of r.errors) tally.error({ file, line: r.line, message });
        }
        if (failed || !r.ok) continue;
        const def = r.card;
        tally.rows++;
        const card = upsertCard(db, cardFromDef(set.profile, set.id, def));
        const printing = upsertPrinting(db, {
          game: set.profile, uid: `${set.id}:${def.id}`, cardId: card.id, setCode: set.id, number: def.id, edition: '', finish: 'normal', art: '',
        });
        tally.stored(card.changed || printing.changed);
      }
      if (failed) throw new SetRolledBack();
    }).immediate();
  } catch (e) {
    if (!(e instanceof SetRolledBack)) throw e;
    tally.rows = tally.written = tally.unchanged = 0;
  }
  return tally.result(false);
}

/** Thrown inside the import's transaction to roll back a set with a card in error. */
class SetRolledBack extends Error {}

/** Imports every `<profile>/<set>.yaml` under a sets folder (the sets the app ships, or a user's folder). */
export function importSetsFolder(db: Database.Database, dir: string, loader: SetLoader): ImportResult[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs.readdirSync(path.join(dir, d.name)).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => path.join(dir, d.name, f)),
    );
  return files.map((f) => importSetFile(db, f, loader));
}
