import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { additionalCostSave, STRIKE } from './fixtures/additional-cost-save';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';
import { SCREENSHOTS, useApp } from './fixtures/suite';

/**
 * Play-test: "Pay the additional cost?" did not say what the cost was. Nimble Strike's is "you
 * may banish a card named Nimblism from your graveyard": the question names it, in en and ja.
 */
describe('an optional additional cost is asked by name', () => {
  const suite = useApp({ width: 1024, height: 640 });

  it('playing Nimble Strike with a Nimblism in the graveyard asks to banish it, naming the card and the cost (en, then ja)', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.open('saves');
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'nimble.json', mimeType: 'application/json', buffer: Buffer.from(additionalCostSave()) });
    await page.getByTestId('save-row').first().waitFor();
    await new SavesPage(page).resume(0);
    const view = await suite.board.view();
    const strike = view.players.flatMap((p) => p.zones.flatMap((z) => z.cards)).find((c) => c.card === STRIKE);
    expect(strike, 'Nimble Strike in hand').toBeDefined();
    await suite.board.clickCard(strike!.id);
    const prompt = page.getByTestId('decision-prompt');
    await expect.poll(() => prompt.innerText()).toBe('As an additional cost to play Nimble Strike (red), you may banish a card named Nimblism from your graveyard. Pay it?');
    // The yes / no answers are still there, and in sight at 1024 x 640.
    expect(await page.locator('.decision-option[data-value="yes"]').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'additional-cost-en.png') });
    await suite.board.setLanguage('ja');
    await suite.board.closeSettings();
    await expect.poll(() => prompt.innerText()).toBe('Nimble Strike (red)をプレイする追加コストとして、墓地から「Nimblism」という名前のカード1枚を追放することができます。支払いますか？');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'additional-cost-ja.png') });
    expect(suite.app.errors).toEqual([]);
  });
});
