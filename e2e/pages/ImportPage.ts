import type { Locator, Page } from 'playwright-core';

/** The import screen: sources, the progress bar, the result. */
export class ImportPage {
  constructor(readonly page: Page) {}

  /** The progress bar (aria-valuenow: percent, data-state: idle|running|done|cancelled|failed). */
  get bar(): Locator {
    return this.page.getByTestId('import-progress');
  }

  /** The catalogue counts the screen shows (data-cards, data-printings). */
  async catalogue(): Promise<{ cards: number; printings: number }> {
    const el = this.page.getByTestId('catalogue-count');
    await el.filter({ hasText: /\d/ }).waitFor();
    return { cards: Number(await el.getAttribute('data-cards')), printings: Number(await el.getAttribute('data-printings')) };
  }

  /** Starts a fab-cube import of a folder. */
  async startFabCube(folder: string): Promise<void> {
    await this.page.getByTestId('fab-cube-path').fill(folder);
    await this.page.getByTestId('import-fab-cube').click();
    await this.page.getByTestId('import-progress-panel').waitFor();
  }

  /** Waits for the job to end; returns the bar's final state. */
  async waitDone(timeout = 60_000): Promise<string> {
    await this.page.locator('[data-testid="import-progress"]:not([data-state="running"]):not([data-state="idle"])').waitFor({ timeout });
    return (await this.bar.getAttribute('data-state')) ?? '';
  }
}
