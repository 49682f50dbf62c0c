import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { playableAttacks } from './pages/fab-turn';
import { HotseatPage } from './pages/HotseatPage';

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
