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

  /** The codes of the rule problems listed (errors and warnings, in order). */
  async problemCodes(severity?: 'error' | 'warning'): Promise<string[]> {
    const rows = severity ? this.page.locator(`[data-testid="deck-problem"][data-severity="${severity}"]`) : this.problems;
    return rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? ''));
  }

  /** Opens a saved deck of the chosen game by (a part of) its name. */
  async pick(name: string): Promise<void> {
    const option = this.page.getByTestId('deck-pick').locator('option', { hasText: name }).first();
    await option.waitFor({ state: 'attached' });
    const id = (await option.getAttribute('value')) ?? '';
    await this.page.getByTestId('deck-pick').selectOption(id);
    await this.page.locator(`[data-testid="deck-screen"][data-deck="${id}"]`).waitFor();
  }

  /** The deck's format (FaB: `blitz` or `cc`), as the format selector shows it. */
  format(): Promise<string> {
    return this.page.getByTestId('deck-format').inputValue();
  }

  /** Chooses the deck's format; the rule check reruns for it. */
  async selectFormat(format: string): Promise<void> {
    await this.page.getByTestId('deck-format').selectOption(format);
  }

  /** Pastes a deck list into the import panel and confirms it (importList waits for it to succeed; a list with mistakes leaves the panel open with its errors). */
  async pasteList(text: string): Promise<void> {
    await this.page.getByTestId('deck-import').click();
    await this.page.getByTestId('deck-list-text').fill(text);
    await this.page.getByTestId('deck-list-confirm').click();
  }

  /** Pastes a deck list into the import panel and imports it as a new deck. */
  async importList(text: string): Promise<void> {
    await this.pasteList(text);
    await this.page.getByTestId('deck-list-dialog').waitFor({ state: 'hidden' });
  }

  /** The saved deck's list as the export panel shows it. */
  async exportList(): Promise<string> {
    await this.page.getByTestId('deck-export').click();
    const text = this.page.getByTestId('deck-list-text');
    await text.waitFor();
    const value = await text.inputValue();
    await this.page.getByTestId('deck-list-close').click();
    return value;
  }

  /** Names and saves the deck. */
  async save(name: string): Promise<void> {
    await this.page.getByTestId('deck-name').fill(name);
    await this.page.getByTestId('deck-save').click();
    await this.page.locator('[data-testid="deck-pick"] option', { hasText: name }).first().waitFor({ state: 'attached' });
  }
}
