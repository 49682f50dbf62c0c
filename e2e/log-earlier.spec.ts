import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableLog } from '../renderer/src/hud/log-reading';
import { longLogSave } from './fixtures/long-log-save';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';

/**
 * Issue 19: the game state keeps only its latest 1,000 log lines and a view the latest 50; the
 * log panel's "Earlier lines" pages the older ones from the save (`saves:logPage`) and shows
 * them above, in order, back to the game's first line.
 */
describe('the log panel pages earlier lines from the save (issue 19)', () => {
  const suite = useApp({ width: 1280, height: 800 });

  it('a game past the state\'s 1,000 lines: "Earlier lines" shows every older line above the latest, oldest first', async () => {
    const { text, log } = longLogSave(1_100);
    expect(log.length).toBeGreaterThan(1_050);
    const page = suite.app.page;
    await new HomePage(page).open('saves');
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'long.arbiter', mimeType: 'application/x-ndjson', buffer: Buffer.from(text) });
    await page.getByTestId('save-row').first().waitFor({ timeout: 60_000 });
    await new SavesPage(page).resume(0);

    const earlier = page.getByTestId('log-earlier');
    const older = page.getByTestId('log-line-earlier');
    await earlier.waitFor();
    expect(await earlier.innerText()).toBe('Earlier lines');
    expect(await older.count()).toBe(0);
    // The view's 50 lines are the newest; everything before them is paged, 100 raw lines a click.
    const expected = readableLog(log.slice(0, log.length - 50)).map((l) => String(l.seq ?? ''));
    let clicks = 0;
    while (await earlier.isVisible()) {
      const shown = await older.count();
      await earlier.click();
      clicks++;
      await expect.poll(() => older.count(), { timeout: 30_000 }).toBeGreaterThan(shown);
      await expect.poll(() => earlier.isDisabled().catch(() => false)).toBe(false);
      if (clicks === 1) {
        // The first page: the lines just before the view's, and the list scrolled to show them.
        expect(await older.evaluateAll((li) => li.map((l) => l.getAttribute('data-seq')))).toEqual(expected.slice(-(await older.count())));
        await page.screenshot({ path: path.join(SCREENSHOTS, 'log-earlier-first-page.png') });
      }
      expect(clicks).toBeLessThan(20);
    }
    expect(clicks).toBe(Math.ceil((log.length - 50) / 100));
    // Every older line, in the order the game wrote them, above the view's lines.
    expect(await older.evaluateAll((li) => li.map((l) => l.getAttribute('data-seq')))).toEqual(expected);
    const order = await page.getByTestId('game-log').evaluate((list) => [...list.children].map((li) => (li.matches('[data-testid="log-line-earlier"]') ? 'older' : 'view')));
    expect(order.lastIndexOf('older')).toBeLessThan(order.indexOf('view'));
    await expect.poll(() => page.getByTestId('log-earlier-status').innerText()).toBe("The game's first line is shown.");
    await page.getByTestId('game-log').evaluate((list) => (list.scrollTop = 0));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'log-earlier-start.png') });
    expect(suite.app.errors).toEqual([]);
  }, 240_000);
});
