import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HomePage } from './pages/HomePage';
import { useApp } from './fixtures/suite';

/** The serious and critical axe findings on the page as it is, one line each (rule, target, summary). */
async function serious(page: Page): Promise<string[]> {
  // The board is a WebGL canvas drawn by Pixi (its accessibility layer is the board's own); axe checks the DOM around it.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('canvas').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

/** Issue 17 item 8: the DOM screens pass axe with no serious or critical issue, in en and ja. */
describe('accessibility: axe finds no serious or critical issue on the DOM screens', () => {
  const suite = useApp({ width: 1280, height: 800 });

  for (const language of ['en', 'ja'] as const) {
    it(`${language}: home, collection, deck builder, saves, import, settings, rules lab and the game table`, async () => {
      const page = suite.app.page;
      const home = new HomePage(page);
      await home.setLanguage(language);
      await home.go();
      const found: Record<string, string[]> = {};
      found.home = await serious(page);
      // Flesh and Blood on Home: each seat on its default hero deck, with its deck's status line.
      await page.getByTestId('profile-select').selectOption('fab');
      await page.getByTestId('deck-status-B').locator('[data-legal="true"]').waitFor();
      found['home-fab'] = await serious(page);
      for (const screen of ['collection', 'decks', 'saves', 'import', 'lab'] as const) {
        await home.open(screen);
        if (screen === 'lab') await page.getByTestId('lab-title').filter({ hasText: /\S/ }).waitFor();
        found[screen] = await serious(page);
      }
      await home.go();
      await page.getByTestId('open-settings').click();
      await page.getByTestId('settings-screen').waitFor();
      found.settings = await serious(page);
      await page.getByTestId('settings-back').click();
      // The game Home deals by default: Rhinar against Katsu, heroes, weapons and equipment in play.
      await suite.board.startGame('fab');
      expect((await suite.board.view()).players.map((p) => p.zones.find((z) => z.zone === 'hero')?.cards[0]?.name)).toEqual(['Rhinar', 'Katsu']);
      found.game = await serious(page);
      expect(found).toEqual({ home: [], 'home-fab': [], collection: [], decks: [], saves: [], import: [], lab: [], settings: [], game: [] });
    });
  }
});
