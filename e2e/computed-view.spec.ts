import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTACK, boostedAttackSave } from './fixtures/boosted-save';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';
import { SCREENSHOTS, useApp } from './fixtures/suite';

/** Issue 13: the table shows computed numbers, not printed ones (FAB-6.3.1). */
describe('a card under a +N effect shows its computed number', () => {
  const suite = useApp();

  it('fab: Quick Cut (2 power) under Press On (+2) is drawn with 4 power', async () => {
    const { text, printedPower } = boostedAttackSave();
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.open('saves');
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'boosted.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByTestId('save-row').first().waitFor();
    await new SavesPage(page).resume(0);
    const view = await suite.board.view();
    const attack = view.players.flatMap((p) => p.zones.filter((z) => z.zone === 'combat-chain').flatMap((z) => z.cards)).find((c) => c.card === ATTACK);
    expect(attack?.printed?.stats.power).toBe(printedPower);
    expect(attack?.stats.power).toBe(printedPower + 2);
    expect(await suite.board.cardZone(attack!.id)).toMatch(/^chain:link-\d+$/);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'fab-computed-power.png'));
    expect(suite.app.errors).toEqual([]);
  });
});
