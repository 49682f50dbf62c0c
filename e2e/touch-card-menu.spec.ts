import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { additionalCostSave, STRIKE } from './fixtures/additional-cost-save';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { playableAttacks } from './pages/fab-turn';
import { HomePage } from './pages/HomePage';
import { HotseatPage } from './pages/HotseatPage';
import { SavesPage } from './pages/SavesPage';

/** Counts the page's clicks from now on (read by `clicks`): a browser takes a held touch for a tap too. */
async function countClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const g = globalThis as unknown as { clicks: number; document: { addEventListener(type: string, f: () => void, capture: boolean): void } };
    g.clicks = 0;
    g.document.addEventListener('click', () => g.clicks++, true);
  });
}

const clicks = (page: Page): Promise<number> => page.evaluate(() => (globalThis as unknown as { clicks: number }).clicks);

/*
 * Play-test: on a touch screen a long press only zoomed a card, so its menu (its actions by
 * hand, "Show details") was out of a touch player's reach. A long press is the touch screen's
 * right-click: it opens the card's menu alone, and the finger lifted after it plays nothing; a
 * tap still does what a click does. At 1024 x 640, the smallest supported window.
 */
describe('touch screen: a long press opens the card menu, a tap acts', () => {
  const suite = useApp({ width: 1024, height: 640, hotseat: true, touch: true });
  let table: HotseatPage;
  let attack = '';
  let name = '';

  it('a long press on a hand card opens its menu alone, and plays nothing', async () => {
    const page = suite.app.page;
    table = new HotseatPage(page);
    await table.startGameWithAttack();
    await table.reveal('click');
    const card = playableAttacks(await table.view())[0];
    attack = card.id;
    name = card.name ?? '';
    const before = await table.version();
    // A browser takes a held touch for a tap too (CDP's touches make a click however long held):
    // the click of the lifted finger must not reach the menu that opened under it.
    await page.evaluate(() => {
      const g = globalThis as unknown as { clicks: number; document: { addEventListener(type: string, f: () => void, capture: boolean): void } };
      g.clicks = 0;
      g.document.addEventListener('click', () => g.clicks++, true);
    });
    await table.longPressCard(attack);
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    expect((await menu.innerText()).toLowerCase()).toContain(name.toLowerCase());
    // After the finger is lifted: the menu stays open, alone, and the card was not played.
    await page.waitForTimeout(600);
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByTestId('card-zoom').isVisible()).toBe(false);
    expect(await page.getByTestId('card-details').isVisible()).toBe(false);
    expect(await table.version()).toBe(before);
    expect((await table.view()).waiting ?? null).toBeNull();
    expect(await page.evaluate(() => (globalThis as unknown as { clicks: number }).clicks), 'clicks made by the long press').toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-long-press-menu.png') });
  });

  it('its "Show details" shows the card large in place of the menu; a tap elsewhere closes a menu', async () => {
    const page = suite.app.page;
    await page.getByTestId('card-menu-details').tap();
    await page.getByTestId('card-details').waitFor();
    expect(await page.getByTestId('card-menu').isVisible()).toBe(false);
    expect((await page.getByTestId('card-details').innerText()).toLowerCase()).toContain(name.toLowerCase());
    await page.keyboard.press('Escape');
    await page.getByTestId('card-details').waitFor({ state: 'hidden' });
    // Pressed again, then a tap outside the menu: it closes, and nothing was played.
    const before = await table.version();
    await table.longPressCard(attack);
    await page.getByTestId('card-menu').waitFor();
    await page.getByTestId('turn-indicator').tap();
    await page.getByTestId('card-menu').waitFor({ state: 'hidden' });
    expect(await table.version()).toBe(before);
  });

  it('a tap on the card does what a click does: it plays the attack', async () => {
    const page = suite.app.page;
    const p = await table.cardPoint(attack);
    await table.nextView(() => page.touchscreen.tap(p.x, p.y));
    const after = await table.view();
    // The attack waits for its cost (the cards to pitch, FAB-1.14) or is on its way.
    expect(after.waiting?.card === attack || !(await table.zone(after.viewer, 'hand')).cards.some((c) => c.id === attack), 'the attack was played').toBe(true);
    expect(await page.getByTestId('card-menu').isVisible()).toBe(false);
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});

/*
 * Play-test: cards in an opened pile's list (the graveyard, the banished zone ...) and the
 * items on the stack had no long-press menu, so on a touch screen their text, details and
 * changes by hand were out of reach. They open it as a card on the table does (long-press.ts,
 * card-pointer.ts): alone, the lifted finger clicking nothing under it; a tap does what it did.
 */
describe('touch screen: a card in an opened pile and an item on the stack open their menu by a long press', () => {
  const suite = useApp({ width: 1024, height: 640, touch: true });
  let table: HotseatPage;
  let strike = '';

  it('a long press on a card in the graveyard\'s list opens its menu alone, over the list; the lifted finger clicks nothing; a tap opens none', async () => {
    const page = suite.app.page;
    await new HomePage(page).open('saves');
    await page.getByTestId('saves-import-file').setInputFiles({ name: 'nimble.json', mimeType: 'application/json', buffer: Buffer.from(additionalCostSave()) });
    await page.getByTestId('save-row').first().waitFor();
    await new SavesPage(page).resume(0);
    table = new HotseatPage(page);
    const view = await table.view();
    strike = view.players.flatMap((p) => p.zones.flatMap((z) => z.cards)).find((c) => c.card === STRIKE)!.id;
    const nimblism = (await table.zone('A', 'graveyard')).cards.find((c) => c.name === 'Nimblism');
    expect(nimblism, 'Nimblism in A\'s graveyard').toBeDefined();
    // The graveyard opened by a tap on its pile.
    const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
    const pile = await page.evaluate(() => (globalThis as unknown as { __arbiterBoard: { pilePoint(s: string, z: string): { x: number; y: number } | null } }).__arbiterBoard.pilePoint('A', 'graveyard'));
    await page.touchscreen.tap(canvas.x + pile!.x, canvas.y + pile!.y);
    const list = page.locator('[data-testid="pile-list"][data-seat="A"][data-zone="graveyard"]');
    await list.waitFor();
    const row = list.locator(`[data-testid="pile-card"][data-card="${nimblism!.id}"]`);
    const box = (await row.boundingBox())!;
    const before = await table.version();
    await countClicks(page);
    await table.longPressAt({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain('Nimblism');
    // After the finger is lifted: the menu stays open, alone, on top, and nothing was clicked or done.
    await page.waitForTimeout(600);
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByTestId('card-details').isVisible()).toBe(false);
    expect(await page.getByTestId('card-zoom').isVisible()).toBe(false);
    expect(await clicks(page), 'clicks made by the long press').toBe(0);
    expect(await table.version()).toBe(before);
    const menuBox = (await menu.boundingBox())!;
    const topmost = await page.evaluate(([x, y]) => (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null } }).document.elementFromPoint(x, y)?.closest('[data-testid="card-menu"]') != null, [menuBox.x + 20, menuBox.y + 12] as const);
    expect(topmost, 'the menu lies over the list').toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-pile-card-menu.png') });
    // Escape closes the menu alone; a tap on the row then opens no menu.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await list.isVisible()).toBe(true);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(600);
    expect(await menu.isVisible()).toBe(false);
    expect(await table.version()).toBe(before);
  });

  it('a long press on the attack on the stack opens its menu alone; the lifted finger clicks nothing; a tap opens none', async () => {
    const page = suite.app.page;
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="pile-list"]').waitFor({ state: 'hidden' });
    // Nimble Strike played by a tap, its questions answered (its additional cost, FAB-1.14's pitch): it waits on the stack, A holding priority.
    const at = await table.cardPoint(strike);
    await table.nextView(() => page.touchscreen.tap(at.x, at.y));
    const onStack = (v: TableView) => v.stack.find((e) => e.card === STRIKE && e.kind === 'card');
    for (let i = 0; i < 6 && !onStack(await table.view()); i++) await table.answer(await table.view());
    // A card that changes zones becomes a new object: the attack on the stack has an id of its own.
    const item = onStack(await table.view());
    expect(item?.object, 'Nimble Strike on the stack').toBeDefined();
    const card = item!.object!;
    expect(await page.evaluate((id) => (globalThis as unknown as { __arbiterBoard: { cardZone(id: string): string | null } }).__arbiterBoard.cardZone(id), card)).toBe('stack');
    const before = await table.version();
    await countClicks(page);
    await table.longPressCard(card);
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain('Nimble Strike');
    await page.waitForTimeout(600);
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByTestId('card-details').isVisible()).toBe(false);
    expect(await clicks(page), 'clicks made by the long press').toBe(0);
    expect(await table.version()).toBe(before);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-stack-item-menu.png') });
    // Its "Show details" shows the card large; a tap on the item afterwards opens no menu and does nothing.
    await page.getByTestId('card-menu-details').tap();
    await page.getByTestId('card-details').waitFor();
    expect(await page.getByTestId('card-details').innerText()).toContain('Nimble Strike');
    await page.keyboard.press('Escape');
    await page.getByTestId('card-details').waitFor({ state: 'hidden' });
    const p = await table.cardPoint(card);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForTimeout(600);
    expect(await menu.isVisible()).toBe(false);
    expect(await table.version()).toBe(before);
    expect(suite.app.errors).toEqual([]);
  });
});
