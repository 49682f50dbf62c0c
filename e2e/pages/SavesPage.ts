import type { Locator, Page } from 'playwright-core';

/** The saved games screen and its replay viewer. */
export class SavesPage {
  constructor(readonly page: Page) {}

  /** The listed saves, most recent first (data-save: id, data-hash: stored state hash). */
  get rows(): Locator {
    return this.page.getByTestId('save-row');
  }

  /** Resumes a listed save and waits for the board; returns the hash the game screen shows. */
  async resume(index = 0): Promise<string> {
    await this.rows.nth(index).getByTestId('save-resume').click();
    await this.page.getByTestId('game-screen').waitFor();
    await this.page.getByTestId('board-canvas').waitFor();
    return (await this.page.getByTestId('game-screen').getAttribute('data-hash')) ?? '';
  }

  /** Opens the replay viewer of a listed save. */
  async replay(index = 0): Promise<void> {
    await this.rows.nth(index).getByTestId('save-replay').click();
    await this.page.locator('[data-testid="replay-screen"][data-step="0"]').waitFor();
  }
}
