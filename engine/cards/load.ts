import { parseDocument } from 'yaml';
import type { CardDb, CardDef } from './types';
import { CardInput, SetHeader } from './schema';
import { flattenIssues } from './schema/issues';
import { compileCard } from './compile';
import type { CardDialects } from './dialect';

/** A loaded, validated and compiled set. */
export interface LoadedSet {
  id: string;
  profile: string;
  name: string;
  cards: CardDef[];
}

/** The outcome of loading one set file: the set, or every error found (file, card and field named). */
export type LoadResult = { ok: true; set: LoadedSet } | { ok: false; errors: string[] };

function cardLabel(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? `card "${id}"` : `card #${index + 1}`;
}

/**
 * Parses a set file's YAML text and validates and compiles every card. Errors read
 * `assets/sets/fab/lab.yaml: card "tome": abilities[0].effect[0].draw: expected number`.
 * Each card is compiled in its set's game's dialect (`dialectOf`: the profile registry's
 * `cardDialect`, which `engine/index.ts` passes). Pure: the caller reads the file (`file` only
 * names it in errors).
 */
export function loadSet(text: string, file: string, dialectOf: CardDialects): LoadResult {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return { ok: false, errors: doc.errors.map((e) => `${file}: YAML: ${e.message.split('\n')[0].replace(/:$/, '')}`) };
  }
  let data: unknown;
  try {
    // Aliases are expanded here: a file of nested aliases (a "billion laughs") is refused by the
    // YAML library's alias limit, and the error names the file like any other.
    data = doc.toJS();
  } catch (e) {
    return { ok: false, errors: [`${file}: YAML: ${(e as Error).message}`] };
  }
  const header = SetHeader.safeParse(data);
  if (!header.success) return { ok: false, errors: flattenIssues(header.error.issues).map((m) => `${file}: ${m}`) };
  const { set, profile, name } = header.data;
  const dialect = dialectOf(profile);
  const errors: string[] = [];
  const cards: CardDef[] = [];
  const seen = new Map<string, number>();
  header.data.cards.forEach((raw, i) => {
    const label = cardLabel(raw, i);
    const parsed = CardInput.safeParse(raw);
    if (!parsed.success) {
      errors.push(...flattenIssues(parsed.error.issues).map((m) => `${file}: ${label}: ${m}`));
      return;
    }
    const first = seen.get(parsed.data.id);
    if (first !== undefined) {
      errors.push(`${file}: ${label}: id: duplicate id (also card #${first + 1})`);
      return;
    }
    seen.set(parsed.data.id, i);
    try {
      cards.push(compileCard(profile, set, parsed.data, dialect));
    } catch (e) {
      errors.push(`${file}: ${label}: ${(e as Error).message}`);
    }
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, set: { id: set, profile, name, cards } };
}

/**
 * The card database of loaded sets, by card id. Ids are unique per profile: give it the sets
 * of one profile (a later set's card with an id already taken throws, naming both sets).
 */
export function buildCardDb(sets: readonly LoadedSet[]): CardDb {
  const db: Record<string, CardDef> = {};
  for (const s of sets) {
    for (const card of s.cards) {
      const prior = db[card.id];
      if (prior) throw new Error(`duplicate card id "${card.id}" in sets "${prior.set}" and "${s.id}"`);
      db[card.id] = card;
    }
  }
  return db;
}
