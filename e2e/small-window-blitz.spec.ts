import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { chooseFirstPlayer, HomePage } from './pages/HomePage';
import { HotseatPage } from './pages/HotseatPage';

/** The zones a FaB hero's inventory lies in (FAB-4.1). */
const INVENTORY = new Set(['hero', 'weapons', 'head', 'chest', 'arms', 'legs']);

/** The page's test-only board hook (the e2e project compiles without DOM types). */
type Box = { x: number; y: number; width: number; height: number };
type Hooked = { __arbiterBoard?: { cardBox(id: string): Box | null } };

/*
 * A new user in a 1024 x 640 window, in Japanese, starting a Flesh and Blood Blitz game: the
 * new-game menu keeps its seat columns inside its panel with the long Blitz deck names, and the
 * board shows every card of each hero's inventory (hero, weapon, four pieces of equipment) whole,
 * none lying over another; and with a decision open, the side panel shows whose turn it is and the
 * decision's answer at once.
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
    await chooseFirstPlayer(page, 'A');
    const panel = await page.locator('.home-panel').boundingBox();
    expect(panel).not.toBeNull();
    for (const id of ['profile-select', 'first-player-select', 'player-select-A', 'player-select-B', 'deck-select-A', 'deck-select-B']) {
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

  it('with a decision of the person open, the turn header and the answer are both in sight in the side panel', async () => {
    const page = suite.app.page;
    const table = new HotseatPage(page);
    type Screen = { __arbiterView?: TableView; document: { querySelector(s: string): { dataset: Record<string, string | undefined> } | null } };
    for (let step = 0; step < 80; step++) {
      // The person (seat A) acts when it has priority and the computer is not thinking, or has a decision to make.
      await page.waitForFunction(() => {
        const g = globalThis as unknown as Screen;
        const v = g.__arbiterView;
        const thinking = g.document.querySelector('[data-testid="game-screen"]')?.dataset.thinking;
        return v !== undefined && (v.over || v.decision?.player === 'A' || (v.priority === 'A' && thinking === ''));
      });
      const v = await table.view();
      if (v.over) break;
      if (v.decision?.player === 'A') {
        await page.getByTestId('decision-panel').waitFor();
        const answer = page.locator('[data-testid="decision-confirm"], .decision-option').last();
        const [hud, turn, control] = await Promise.all([page.getByTestId('hud').boundingBox(), page.getByTestId('turn-indicator').boundingBox(), answer.boundingBox()]);
        await page.screenshot({ path: path.join(SCREENSHOTS, 'small-window-decision-ja.png') });
        const inside = (b: Box | null) => b !== null && b.y >= hud!.y - 1 && b.y + b.height <= hud!.y + hud!.height + 1;
        expect(inside(turn), `the turn header ${JSON.stringify(turn)} within the side panel ${JSON.stringify(hud)}`).toBe(true);
        expect(inside(control), `the decision's last control ${JSON.stringify(control)} within the side panel ${JSON.stringify(hud)}`).toBe(true);
        return;
      }
      const hand = v.players.find((p) => p.seat === 'A')!.zones.find((z) => z.zone === 'hand')!.cards.map((c) => c.id);
      const play = v.legal.find((a) => a.type === 'play' && hand.includes(a.card));
      if (play) await table.act(v, play);
      else await table.clickControl('pass-button');
    }
    throw new Error('the person had no decision to make in 80 steps');
  });
});
