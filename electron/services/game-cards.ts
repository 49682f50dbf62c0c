import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { readingOf, type CardDb, type CardDef, type CardId } from '../../engine/index';
import { cardLists, type CardListColumns } from '../db/card-lists';
import { getSettings, setSetting } from '../db/repos/settings';
import { linkScripts } from '../db/repos/catalogue';
import { cachedStatement } from '../db/statements';
import type { DeckDetail } from '../ipc/types';
import { ServiceError } from './errors';
import { importSetsFolder } from './import/set-file';
import { loadSetCached } from './card-sets';

/** The settings key holding the fingerprint of the shipped sets last imported into the catalogue. */
const SHIPPED_KEY = 'catalogue.shippedSets';

/** A fingerprint of every set file under a sets folder: names and contents. */
export function setsFingerprint(dir: string): string {
  const hash = createHash('sha256');
  if (!fs.existsSync(dir)) return 'none';
  for (const profile of fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of fs.readdirSync(path.join(dir, profile)).filter((f) => /\.ya?ml$/.test(f)).sort()) {
      hash.update(`${profile}/${file}\0`).update(fs.readFileSync(path.join(dir, profile, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Puts the shipped sets into the catalogue at startup, so their cards can be owned, searched
 * and put in decks. Idempotent (upserts keyed on profile and card id) and skipped entirely
 * when the files are unchanged since the last run (one hash over a few small files).
 * Returns what happened, for the log.
 */
export function syncShippedSets(db: Database.Database, dir: string, readonly: boolean): 'imported' | 'unchanged' | 'read-only' {
  if (readonly) return 'read-only';
  const fingerprint = setsFingerprint(dir);
  if (getSettings(db)[SHIPPED_KEY] === fingerprint) return 'unchanged';
  const results = importSetsFolder(db, dir, (text, file) => readingOf(loadSetCached(text, file)));
  for (const r of results) for (const e of r.errors) console.error(`[arbiter] shipped set ${e.file}: ${e.message}`);
  // Imported cards follow the shipped scripts as they change (a new set file scripts more of them).
  for (const game of fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) linkScripts(db, game.name);
  setSetting(db, SHIPPED_KEY, fingerprint);
  return 'imported';
}

interface CatalogueCard extends CardListColumns {
  uid: string;
  script: string | null;
  set_code: string | null;
  name: string;
  name_ja: string | null;
  text: string;
  text_ja: string | null;
  type_line: string;
  stats: string;
}

/**
 * The cards a game plays with: the profile's shipped card database (scripted cards), plus a
 * definition for every catalogue card a deck uses that the shipped sets don't define (an
 * imported fab-cube card): the script it is linked to, under its own id, or else a plain
 * unscripted one that can be drawn, played and moved, its text shown but nothing on it
 * enforced. A catalogue card's engine id is its `uid`.
 */
export class GameCards {
  constructor(
    private readonly db: Database.Database,
    private readonly shipped: (profile: string) => CardDb,
  ) {}

  /** The card database for a game of `profile` that uses `ids`. */
  cards(profile: string, ids: Iterable<CardId> = []): CardDb {
    const base = this.shipped(profile);
    const missing = [...new Set(ids)].filter((id) => !base[id]);
    if (!missing.length) return base;
    const extra: Record<CardId, CardDef> = {};
    const read = cachedStatement(
      this.db,
      `SELECT uid, script, set_code, name, name_ja, text, text_ja, type_line, types, subtypes, supertypes, classes, talents, keywords, stats
       FROM cards WHERE game = ? AND uid = ?`,
    );
    for (const id of missing) {
      const row = read.get(profile, id) as CatalogueCard | undefined;
      if (!row) throw new ServiceError('not-found', `the card "${id}" is not in the ${profile} catalogue any more`, 'decks', { code: 'card-gone', params: { game: profile, card: id } });
      // An imported printing of a scripted card plays the script (same name and pitch: linkScripts).
      const script = row.script !== null ? base[row.script] : undefined;
      extra[id] = script ? { ...script, id } : unscriptedDef(profile, row);
    }
    return { ...base, ...extra };
  }

  /**
   * A saved deck as the engine's deck: the main section's cards, each repeated by its count,
   * but the inventory (see `inventory`); the sideboard stays out.
   */
  deck(detail: DeckDetail, profile: string): CardId[] {
    this.checkGame(detail, profile);
    return detail.lines.filter((l) => l.section === 'main' && !isInventory(profile, l.card.types)).flatMap((l) => Array<CardId>(l.count).fill(l.card.uid));
  }

  /**
   * A saved deck's inventory, the cards that start in play (fab FAB-4.1; engine `newGame`'s
   * `inventory`): the hero section, the inventory section (a deck list's Weapons and Equipment
   * lines), and weapons and equipment listed in the main section.
   */
  inventory(detail: DeckDetail, profile: string): CardId[] {
    this.checkGame(detail, profile);
    return detail.lines
      .filter((l) => l.section === 'hero' || l.section === 'inventory' || (l.section === 'main' && isInventory(profile, l.card.types)))
      .flatMap((l) => Array<CardId>(l.count).fill(l.card.uid));
  }

  private checkGame(detail: DeckDetail, profile: string): void {
    if (detail.deck.game !== profile) {
      throw new ServiceError('bad-request', `deck "${detail.deck.name}" is a ${detail.deck.game} deck, not ${profile}`, 'decks', {
        code: 'deck-other-game',
        params: { name: detail.deck.name, game: detail.deck.game, profile },
      });
    }
  }
}

/** Whether a card of a deck starts in play rather than in the deck: fab heroes, weapons and equipment (FAB-4.1). */
function isInventory(profile: string, types: readonly string[]): boolean {
  return profile === 'fab' && types.some((t) => t === 'Hero' || t === 'Weapon' || t === 'Equipment');
}

function unscriptedDef(profile: string, row: CatalogueCard): CardDef {
  const stats: Record<string, number> = {};
  for (const [k, v] of Object.entries(JSON.parse(row.stats) as Record<string, unknown>)) if (typeof v === 'number') stats[k] = v;
  const ja = row.name_ja || row.text_ja ? { name: row.name_ja ?? undefined, text: row.text_ja ?? undefined } : undefined;
  return {
    id: row.uid, set: row.set_code ?? 'catalogue', profile, name: row.name, typeLine: row.type_line, ...cardLists(row),
    stats, text: row.text, ...(ja ? { ja } : {}), abilities: [], scripted: false,
  };
}
