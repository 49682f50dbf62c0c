import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';

/**
 * Issue 19: a saved game leaves the app as a file and comes back whole, through the Saves
 * screen as a user does it: Export downloads the file (streamed, a line at a time), Import reads
 * it back to the same state hash; a file cut short is refused with its line named, and nothing
 * is imported.
 */
describe('save files through the Saves screen (issue 19)', () => {
  const suite = useApp({ width: 1024, height: 640 });

  it('exports a game to a file, imports it back to the same state, and refuses the file cut short', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await suite.board.startGame('house');
    for (let i = 0; i < 6; i++) await suite.board.pass();
    const playedHash = await page.getByTestId('game-screen').getAttribute('data-hash');
    await home.open('saves');
    const saves = new SavesPage(page);
    await saves.rows.first().waitFor();
    expect(await saves.rows.count()).toBe(1);
    const stored = await saves.rows.first().getAttribute('data-hash');
    expect(stored).toBe(playedHash);

    const [download] = await Promise.all([page.waitForEvent('download'), saves.rows.first().getByTestId('save-export').click()]);
    const file = path.join(SCREENSHOTS, 'exported-save.arbiter');
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(3);

    // Cut short: the last line (the end mark) missing. Refused, naming how far it got; nothing imported.
    const cut = lines.slice(0, -1).join('\n') + '\n';
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'cut.arbiter', mimeType: 'application/x-ndjson', buffer: Buffer.from(cut) });
    const toast = page.getByTestId('toasts');
    await expect.poll(() => toast.innerText()).toMatch(/ends early: it has \d+ of its \d+ lines.*Nothing was imported/s);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'save-file-cut.png') });
    expect(await saves.rows.count()).toBe(1);

    // The whole file: a second save with the same state, which resumes to it.
    await page.getByTestId('saves-import-file').setInputFiles(file);
    await expect.poll(() => saves.rows.count()).toBe(2);
    const hashes = await saves.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
    expect(hashes).toEqual([stored, stored]);
    const ids = await saves.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-save')));
    const imported = Math.max(...ids.map(Number));
    const index = ids.indexOf(String(imported));
    expect(await saves.resume(index)).toBe(stored);
    expect(suite.app.errors).toEqual([]);
  });
});
