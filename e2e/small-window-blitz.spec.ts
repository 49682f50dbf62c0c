import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';

/** The zones a FaB hero's inventory lies in (FAB-4.1). */
const INVENTORY = new Set(['hero', 'weapons', 'head', 'chest', 'arms', 'legs']);

/** The page's test-only board hook (the e2e project compiles without DOM types). */
type Box = { x: number; y: number; width: number; height: number };
type Hooked = { __arbiterBoard?: { cardBox(id: string): Box | null } };

/*
 * A new user in a 1024 x 640 window, in Japanese, starting a Flesh and Blood Blitz game: the
 * new-game menu keeps its seat columns inside its panel with the long Blitz deck names, and the
 * board shows every card of each hero's inventory (hero, weapon, four pieces of equipment) whole,
 * none lying over another.
 */
describe('a Blitz game in a small window, in Japanese', () => {
  const suite = useApp({ width: 1024, height: 640 });

  it('the new-game menu keeps both seats\' choices inside its panel with the Blitz decks chosen', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.setLanguage('ja');
    await home.go();
    await page.getByTestId('profile-select').selectOption('fab');
    for (const [seat, name] of [['A', 'Rhinar'], ['B', 'Katsu']] as const) {
      const option = page.getByTestId(`deck-select-${seat}`).locator('option', { hasText: name }).first();
      await option.waitFor({ state: 'attached' });
      await page.getByTestId(`deck-select-${seat}`).selectOption((await option.getAttribute('value')) ?? '');
    }
    await page.getByTestId('player-select-B').selectOption('normal');
    const panel = await page.locator('.home-panel').boundingBox();
    expect(panel).not.toBeNull();
    for (const id of ['player-select-A', 'player-select-B', 'deck-select-A', 'deck-select-B']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.x, id).toBeGreaterThanOrEqual(panel!.x);
      expect(box!.x + box!.width, id).toBeLessThanOrEqual(panel!.x + panel!.width);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'small-window-menu-ja.png') });
  });

  it('every card of both heroes\' inventory is drawn on screen, none lying over another', async () => {
    const page = suite.app.page;
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('board-canvas').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as { __arbiterView?: unknown }).__arbiterView !== undefined);
    const view = await page.evaluate(() => (globalThis as unknown as { __arbiterView: TableView }).__arbiterView);
    const inventory = view.players.flatMap((p) => p.zones.filter((z) => INVENTORY.has(z.zone)).flatMap((z) => z.cards.map((c) => c.id)));
    expect(inventory.length).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'small-window-blitz-ja.png') });
    const boxes = await page.evaluate((ids) => ids.map((id) => (globalThis as unknown as Hooked).__arbiterBoard?.cardBox(id) ?? null), inventory);
    expect(boxes.every((b) => b !== null)).toBe(true);
    const [w, h] = [1024, 640];
    // A card's shadow and playable glow reach a few pixels past its face: boxes may touch, not overlap by more.
    const slack = 6;
    boxes.forEach((a, i) => {
      expect(a!.x >= 0 && a!.y >= 0 && a!.x + a!.width <= w && a!.y + a!.height <= h, `card ${inventory[i]} on screen`).toBe(true);
      boxes.slice(i + 1).forEach((b, k) => {
        const overlap = Math.min(a!.x + a!.width, b!.x + b!.width) - Math.max(a!.x, b!.x);
        const overlapY = Math.min(a!.y + a!.height, b!.y + b!.height) - Math.max(a!.y, b!.y);
        expect(overlap <= slack || overlapY <= slack, `${inventory[i]} and ${inventory[i + 1 + k]} overlap`).toBe(true);
      });
    });
  });
});
