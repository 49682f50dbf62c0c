import type Database from 'better-sqlite3';
import { printingsOfCard, setCardTotal } from '../db/repos/card-printings';
import { MissingRowError } from '../db/repos/missing-row';
import { addOwned, setOwned } from '../db/repos/owned';
import { searchCards, type SearchQuery } from '../db/search';
import type { CardPrinting, CardTotalChange, ImportResult, OwnedChange, ReadOnlyCause, SearchResult } from '../ipc/types';
import { readOnlyError, ServiceError } from './errors';
import type { DelimitedSource } from './import/delimited-stream';
import { exportOwnedCsv, importOwnedCsv, type OwnedImportOptions } from './import/owned-csv';

/** The collection: catalogue search and the copies the player owns. */
export class CollectionService {
  constructor(
    private readonly db: Database.Database,
    private readonly readonly: ReadOnlyCause | null = null,
  ) {}

  /** Searches the catalogue (filters, sorting, paging); see electron/db/search.ts. */
  search(query: SearchQuery): SearchResult {
    return searchCards(this.db, query);
  }

  /** Sets the copies owned of one printing and finish; returns the new count. */
  set(change: OwnedChange): number {
    this.writable();
    return this.guard(() => setOwned(this.db, change));
  }

  /** Adds copies (a negative delta removes them, never below zero); returns the new count. */
  add(printingId: number, delta: number, finish?: string): number {
    this.writable();
    return this.guard(() => addOwned(this.db, printingId, delta, finish));
  }

  /** Applies many changes at once, all or none (the bulk editor's "apply"). */
  bulkSet(changes: readonly OwnedChange[]): number {
    this.writable();
    return this.guard(() => this.db.transaction(() => changes.reduce((n, c) => (setOwned(this.db, c), n + 1), 0)).immediate());
  }

  /**
   * Sets cards' total owned copies, all or none (the collection lists one row per card): the
   * printings keep which copies are which (electron/db/repos/card-printings.ts). Returns the totals.
   */
  setTotals(changes: readonly CardTotalChange[]): CardTotalChange[] {
    this.writable();
    return this.guard(() => this.db.transaction(() => changes.map((c) => ({ cardId: c.cardId, count: setCardTotal(this.db, c.cardId, c.count) }))).immediate());
  }

  /** A card's printings with their owned copies (its own and those of the imported cards that play it). */
  printings(cardId: number): CardPrinting[] {
    return this.guard(() => printingsOfCard(this.db, cardId));
  }

  /** The owned list as CSV (name, set, number, finish, count, game). */
  exportCsv(game?: string): string {
    return exportOwnedCsv(this.db, game);
  }

  /** Imports an owned list (a file path, or text from an upload); line-numbered errors for lines that match nothing. */
  importCsv(source: DelimitedSource, options: OwnedImportOptions = {}): Promise<ImportResult> {
    this.writable();
    return importOwnedCsv(this.db, source, options);
  }

  /** Runs a change, refusing one that names a card or printing the catalogue does not have (removed with an imported set). */
  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      if (!(e instanceof MissingRowError)) throw e;
      throw e.table === 'card'
        ? new ServiceError('not-found', e.message, undefined, { code: 'card-not-found', params: { card: e.id } })
        : new ServiceError('not-found', e.message, undefined, { code: 'printing-not-found', params: { printing: e.id } });
    }
  }

  private writable(): void {
    if (this.readonly) throw readOnlyError(this.readonly);
  }
}
