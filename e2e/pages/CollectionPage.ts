import type { Locator, Page } from 'playwright-core';

/** The collection screen: filters, the virtualized card list (one row per card), owned counts, the card panel. */
export class CollectionPage {
  constructor(readonly page: Page) {}

  /** The scrolling list (data-total: matches, data-drawn: rows in the DOM). */
  get list(): Locator {
    return this.page.getByTestId('collection-list');
  }

  /** The rows currently drawn. */
  get rows(): Locator {
    return this.page.getByTestId('collection-row');
  }

  /** How many cards match the filters. */
  async total(): Promise<number> {
    return Number(await this.list.getAttribute('data-total'));
  }

  /** How many rows the list holds in the DOM. */
  async drawn(): Promise<number> {
    return Number(await this.list.getAttribute('data-drawn'));
  }

  /** Polls until `read` returns `want` (or `ms` pass); returns the last value read. */
  private async until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
    const end = Date.now() + ms;
    let v = await read();
    while (!done(v) && Date.now() < end) {
      await this.page.waitForTimeout(50);
      v = await read();
    }
    return v;
  }

  /** Picks the game filter and waits for its results. */
  async selectGame(game: string): Promise<void> {
    const before = await this.list.getAttribute('data-total');
    await this.page.getByTestId('filter-game').selectOption(game);
    await this.until(() => this.list.getAttribute('data-total'), (v) => v !== before, 3000);
    await this.rows.first().waitFor();
  }

  /** Types a search and waits until the list answers it (the text is debounced). */
  async search(text: string): Promise<void> {
    const before = await this.list.getAttribute('data-total');
    await this.page.getByTestId('search-text').fill(text);
    await this.until(() => this.list.getAttribute('data-total'), (v) => v !== before, 3000);
    await this.page.waitForTimeout(250);
  }

  /** The drawn row of a card (the first with that name). */
  row(name: string): Locator {
    return this.page.locator(`[data-testid="collection-row"][data-name="${name}"]`).first();
  }

  /** Sets a card's total owned copies by typing it, and waits for the row to show it. */
  async setOwned(name: string, count: number): Promise<void> {
    const input = this.row(name).getByTestId('owned-input');
    await input.fill(String(count));
    await input.press('Enter');
    // The row is redrawn from the service's answer: wait for a row showing the new count.
    if (count > 0) await this.page.locator(`[data-testid="collection-row"][data-name="${name}"].owned`).first().waitFor();
    const shown = await this.until(() => this.row(name).getByTestId('owned-input').inputValue(), (v) => v === String(count));
    if (shown !== String(count)) throw new Error(`${name}: the collection shows ${shown} owned, not ${count}`);
  }

  /** The card panel beside the list (text of the card pointed at; printings of the picked one). */
  get card(): Locator {
    return this.page.getByTestId('collection-card');
  }

  /** Picks a card by clicking its row's name, and waits for the panel to list its printings. */
  async pick(name: string): Promise<void> {
    await this.row(name).locator('.card-name').click();
    await this.card.getByTestId('card-printing').first().waitFor();
  }
}
