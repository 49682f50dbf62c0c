import type { Locator, Page } from 'playwright-core';

/** The deck builder: card search, the deck's lines, the live rule check, save. */
export class DeckBuilderPage {
  constructor(readonly page: Page) {}

  /** The legal/illegal verdict (data-legal="true"|"false"). */
  get verdict(): Locator {
    return this.page.getByTestId('deck-legal');
  }

  /** The rule problems listed. */
  get problems(): Locator {
    return this.page.getByTestId('deck-problem');
  }

  /** Picks the deck's game. */
  async selectGame(game: string): Promise<void> {
    await this.page.getByTestId('deck-game').selectOption(game);
    await this.page.getByTestId('deck-result').first().waitFor();
  }

  /** Adds a card from the search results `times` times. */
  async add(name: string, times = 1): Promise<void> {
    const row = this.page.locator(`[data-testid="deck-result"][data-name="${name}"]`).first();
    for (let i = 0; i < times; i++) await row.getByTestId('add-card').click();
  }

  /** The number of main-deck cards. */
  async size(): Promise<number> {
    return Number(await this.page.getByTestId('deck-size').getAttribute('data-count'));
  }

  /** Waits until the rule check says legal or not. */
  async waitVerdict(legal: boolean): Promise<void> {
    await this.page.locator(`[data-testid="deck-legal"][data-legal="${legal}"]`).waitFor();
  }

  /** Names and saves the deck. */
  async save(name: string): Promise<void> {
    await this.page.getByTestId('deck-name').fill(name);
    await this.page.getByTestId('deck-save').click();
    await this.page.locator('[data-testid="deck-pick"] option', { hasText: name }).first().waitFor({ state: 'attached' });
  }
}
