import { checkDeck, deckFormatsOf, deckRulesFor, type DeckCard, type DeckEntry, type DeckRules } from '../../../engine/index';
import type Database from 'better-sqlite3';
import { createDeck, deleteDeck, getDeck, getDeckCards, listDecks, updateDeck } from '../../db/repos/decks';
import { ownedByCard } from '../../db/repos/owned';
import { cardsByIds } from '../../db/search';
import { cachedStatement } from '../../db/statements';
import type { CardRow, DeckCardRow, DeckCheck, DeckDetail, DeckImportResult, DeckLine, DeckListIssue, DeckRow, ReadOnlyCause } from '../../ipc/types';
import { readOnlyError, ServiceError } from '../errors';
import { deckListError, deckNameFromList, formatDeckList, parseDeckList } from './deck-list';
import { suggestNames } from './suggest';

/** The deck rules for a game in a format; games without declared rules get the house rules' size and copies. */
export function rulesFor(game: string, format?: string | null): DeckRules {
  const rules = deckRulesFor(game, format) ?? deckRulesFor('house');
  if (!rules) throw new Error('the house game has no deck rules');
  return rules.profile === game ? rules : { ...rules, profile: game };
}

/** Refuses a format the game does not have ('' is always the game's default). */
function checkFormat(game: string, format: string | undefined): void {
  if (!format) return;
  const known = deckFormatsOf(game);
  if (!known.includes(format)) {
    const message = `${game} has no deck format "${format}"${known.length ? ` (formats: ${known.join(', ')})` : ''}`;
    throw new ServiceError('bad-request', message, 'format', { code: 'deck-format-not-in-game', params: { game, format, formats: [...known] } });
  }
}

/** No deck has the id (deleted, perhaps in another window): `deck` is the request's field that names it. */
export function deckNotFound(id: number): ServiceError {
  return new ServiceError('not-found', `no deck ${id}`, 'deck', { code: 'deck-not-found', params: { deck: id } });
}

/** The deck-rule view of a catalogue card. */
export function toDeckCard(c: CardRow): DeckCard {
  return {
    key: String(c.cardId), name: c.name, pitch: c.pitch, types: c.types, subtypes: c.subtypes, supertypes: c.supertypes,
    classes: c.classes, talents: c.talents, keywords: c.keywords, text: c.text, legality: c.legality,
  };
}

/** Decks: create, edit, delete, check against the profile's rules, and read and write deck lists. */
export class DeckService {
  constructor(
    private readonly db: Database.Database,
    private readonly readonly: ReadOnlyCause | null = null,
  ) {}

  /** Every deck, of one game when given. */
  list(game?: string): DeckRow[] {
    return listDecks(this.db, game);
  }

  /** One deck with its cards and rule check. */
  get(id: number): DeckDetail {
    const deck = getDeck(this.db, id);
    if (!deck) throw deckNotFound(id);
    return this.detail(deck, getDeckCards(this.db, id));
  }

  /** Checks unsaved deck contents (the builder calls this on every edit). */
  check(game: string, cards: readonly DeckCardRow[], format?: string): DeckCheck {
    checkFormat(game, format);
    const lines = this.lines(cards);
    const problems = checkDeck(rulesFor(game, format), lines.map(toEntry));
    return { problems, legal: !problems.some((p) => p.severity === 'error'), unscripted: unscriptedCopies(lines) };
  }

  /** Creates a deck (never an empty one). */
  create(deck: { game: string; format?: string; name: string; notes?: string; cards?: readonly DeckCardRow[] }): DeckDetail {
    this.writable();
    checkFormat(deck.game, deck.format);
    assertNotEmpty(deck.cards ?? []);
    this.assertCards(deck.game, deck.cards ?? []);
    return this.get(createDeck(this.db, deck, deck.cards ?? []));
  }

  /** Renames a deck, changes its notes or replaces its cards (never with none). */
  update(id: number, patch: { name?: string; format?: string; notes?: string; cards?: readonly DeckCardRow[] }): DeckDetail {
    this.writable();
    const deck = getDeck(this.db, id);
    if (!deck) throw deckNotFound(id);
    checkFormat(deck.game, patch.format);
    if (patch.cards) {
      assertNotEmpty(patch.cards);
      this.assertCards(deck.game, patch.cards);
    }
    updateDeck(this.db, id, patch);
    return this.get(id);
  }

  /** Deletes a deck. */
  remove(id: number): boolean {
    this.writable();
    return deleteDeck(this.db, id);
  }

  /** The deck as text ("3x Name (red)" or "4 Name" lines, per the game's style). */
  exportList(id: number): string {
    const d = this.get(id);
    const style = rulesFor(d.deck.game).listStyle;
    return formatDeckList(d.lines.map((l) => ({ section: l.section, count: l.count, name: l.card.name, pitch: l.card.pitch })), style, d.deck.format);
  }

  /**
   * Reads a deck list and saves it as a new deck (or replaces the cards of `deckId`), in the
   * format its `Format:` line names, else `format`. Lines that can't be read or name no card
   * come back as errors with their line numbers (an unknown name with the closest catalogue
   * names); with errors nothing is saved unless `partial` is set, so a typo never silently
   * drops a card. A game whose sections follow from a card's type (FaB) places each card by
   * what it is, wherever the list put it, except a card the list puts in its sideboard. A new
   * deck with no `name` is named from the list ("Katsu — Blitz"), else `untitled`. Every error
   * carries a code and parameters for the UI to word, and an English message.
   */
  importList(input: { game: string; format?: string; name?: string; untitled?: string; text: string; deckId?: number; partial?: boolean }): DeckImportResult {
    const rules = rulesFor(input.game);
    const parsed = parseDeckList(input.text, rules.listStyle);
    const errors = [...parsed.errors];
    // A "Format: Blitz" line in the list says what the list is; else its hero may (a young FaB
    // hero plays Blitz: FAB-FMT-HERO); else the request's format (the builder's choice). A list's
    // format the game lacks ("Format: Blitz" pasted into a Magic deck) is an error on its line.
    let listFormat = parsed.format ?? undefined;
    if (parsed.formatLine && listFormat && !deckFormatsOf(input.game).includes(listFormat)) {
      const { line, text, written } = parsed.formatLine;
      errors.push(deckListError(line, text, { code: 'format-not-in-game', params: { format: written, formatId: listFormat, game: input.game } }));
      listFormat = undefined;
    }
    let format = listFormat ?? input.format ?? undefined;
    checkFormat(input.game, format);
    const sectionOf = rules.sectionOf;
    const found = parsed.lines.map((l) => ({ line: l, card: this.findCard(input.game, l.name, l.pitch) }));
    const unknown = found.filter((f) => f.card === null);
    const names = unknown.length ? this.catalogueNames(input.game) : [];
    const cards: DeckCardRow[] = [];
    const rows = new Map(cardsByIds(this.db, [...new Set(found.flatMap((f) => (typeof f.card === 'number' ? [f.card] : [])))]).map((r) => [r.cardId, r]));
    let hero: CardRow | undefined;
    for (const { line: l, card } of found) {
      if (card === null) {
        errors.push(deckListError(l.line, l.name, { code: 'unknown-card', params: { game: input.game, name: l.name } }, suggestNames(l.name, names)));
      } else if (typeof card !== 'number') {
        errors.push(deckListError(l.line, l.name, card));
      } else {
        const row = rows.get(card);
        const section = l.section !== 'side' && row && sectionOf ? (sectionOf(toDeckCard(row)) ?? 'main') : l.section;
        if (section === 'hero' && row) hero ??= row;
        cards.push({ cardId: card, section, count: l.count });
      }
    }
    const heroFormat = !listFormat && hero ? rules.formatOfHero?.(toDeckCard(hero)) : undefined;
    // Only where its rules differ: an adult hero's list stays in the game's default format, named by none.
    if (heroFormat !== undefined && rulesFor(input.game, heroFormat) !== rulesFor(input.game, format)) format = heroFormat;
    // A list with no card is never saved (a deck holds at least one): said, not thrown.
    if (!cards.length && (!errors.length || input.partial)) errors.push(deckListError(0, '', { code: 'no-cards', params: { style: rules.listStyle } }));
    errors.sort((a, b) => a.line - b.line);
    if (errors.length && (!input.partial || !cards.length)) return { deck: null, errors };
    if (input.deckId !== undefined) return { deck: this.update(input.deckId, { cards, format }), errors };
    const name = input.name?.trim() || this.freeName(input.game, deckNameFromList(hero?.name, format) ?? input.untitled?.trim() ?? 'Imported deck');
    return { deck: this.create({ game: input.game, format, name, cards }), errors };
  }

  /** `name`, or "name (2)", "name (3)" … when a deck of the game has it already, so two imports of one list tell apart. */
  private freeName(game: string, name: string): string {
    const taken = new Set(this.list(game).map((d) => d.name.toLowerCase()));
    let n = 1;
    let candidate = name;
    while (taken.has(candidate.toLowerCase())) candidate = `${name} (${++n})`;
    return candidate;
  }

  /** Every card name of a game (English and Japanese), for "did you mean". */
  private catalogueNames(game: string): string[] {
    return cachedStatement(this.db, `SELECT name FROM cards WHERE game = ? UNION SELECT name_ja FROM cards WHERE game = ? AND name_ja IS NOT NULL`)
      .pluck()
      .all(game, game) as string[];
  }

  /**
   * The catalogue card a list line names (name, English or Japanese, and pitch), null when no
   * card has the name, or why the line is not enough to pick one (`no-such-pitch`,
   * `pitch-needed`). The shipped scripted card
   * comes first (lowest id) when an imported printing has the same name and pitch: both play
   * the same script (linkScripts).
   */
  findCard(game: string, name: string, pitch: number | null): number | Extract<DeckListIssue, { code: 'no-such-pitch' | 'pitch-needed' }> | null {
    const rows = cachedStatement(
      this.db,
      `SELECT id, pitch FROM cards WHERE game = ? AND (name = ? COLLATE NOCASE OR name_ja = ?) ORDER BY pitch, id`,
    ).all(game, name, name) as Array<{ id: number; pitch: number | null }>;
    if (!rows.length) return null;
    if (pitch !== null) {
      const match = rows.find((r) => r.pitch === pitch);
      return match ? match.id : { code: 'no-such-pitch', params: { name, pitch } };
    }
    const pitches = [...new Set(rows.map((r) => r.pitch))];
    if (pitches.length > 1) return { code: 'pitch-needed', params: { name, pitches } };
    return rows[0].id;
  }

  private lines(cards: readonly DeckCardRow[]): DeckLine[] {
    const ids = [...new Set(cards.map((c) => c.cardId))];
    const rows = new Map(cardsByIds(this.db, ids).map((r) => [r.cardId, r]));
    const owned = ownedByCard(this.db, ids);
    return cards.flatMap((c) => {
      const card = rows.get(c.cardId);
      return card ? [{ card, section: c.section, count: c.count, owned: owned.get(c.cardId) ?? 0 }] : [];
    });
  }

  private detail(deck: DeckRow, cards: readonly DeckCardRow[]): DeckDetail {
    const lines = this.lines(cards);
    const problems = checkDeck(rulesFor(deck.game, deck.format), lines.map(toEntry));
    return { deck, lines, problems, legal: !problems.some((p) => p.severity === 'error'), unscripted: unscriptedCopies(lines) };
  }

  private assertCards(game: string, cards: readonly DeckCardRow[]): void {
    const ids = [...new Set(cards.map((c) => c.cardId))];
    const found = cardsByIds(this.db, ids);
    const wrong = found.filter((c) => c.game !== game);
    if (found.length !== ids.length || wrong.length) {
      throw new ServiceError('bad-request', `a deck for ${game} can only hold ${game} cards from the catalogue`, 'cards', { code: 'deck-cards-not-in-game', params: { game } });
    }
  }

  private writable(): void {
    if (this.readonly) throw readOnlyError(this.readonly);
  }
}

/** Refuses an empty deck: a deck is saved with at least one card (issue 16: an empty deck can't be saved). */
function assertNotEmpty(cards: readonly DeckCardRow[]): void {
  if (!cards.some((c) => c.count > 0)) throw new ServiceError('bad-request', 'an empty deck is not saved: add at least one card', 'cards', { code: 'deck-empty', params: {} });
}

/** Copies played (main deck and hero) of cards the engine does not script: left to be resolved by hand. */
function unscriptedCopies(lines: readonly DeckLine[]): number {
  return lines.reduce((n, l) => n + (l.section !== 'side' && !l.card.scripted ? l.count : 0), 0);
}

// Owned copies are counted per card once: the same card in main and side shares its copies.
function toEntry(l: DeckLine): DeckEntry {
  return { card: toDeckCard(l.card), section: l.section, count: l.count, owned: l.owned };
}
