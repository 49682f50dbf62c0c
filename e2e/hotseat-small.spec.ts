import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { playableAttacks } from './pages/fab-turn';
import { HotseatPage } from './pages/HotseatPage';

/*
 * Issue 15 at 800x600 (below the smallest supported window): a defender declares a defending
 * card and confirms it (FAB-7.3) with the decision panel on screen; then the setting that turns
 * the pass-the-device screen off (one person practising both sides); then a practice game
 * against the computer, where the pass screen never shows (no one to pass the device to).
 */
describe('hotseat at 800x600: a defender declares, the pass screen setting, a practice game', () => {
  const suite = useApp({ width: 800, height: 600, hotseat: true });
  let table: HotseatPage;

  it('FAB-7.3: the defender declares a defending card at 800x600, the panel on screen', async () => {
    table = new HotseatPage(suite.app.page);
    // Home's default game (Rhinar against Katsu): heroes, weapons and equipment crowd the small table too.
    await table.startGameWithAttack();
    const attacker = (await table.view()).viewer;
    await table.reveal('click');
    const view = await table.view();
    const defender = view.seats.find((s) => s !== attacker) ?? 'B';
    const attack = playableAttacks(view)[0];
    expect(attack, 'a playable attack in the opening hand').toBeDefined();
    await table.clickCard(attack.id);
    // The attacker pays (the cards to pitch) and passes where it holds a response; the defender takes the device.
    await table.untilAsked(defender, 'decision.defend');
    const panel = suite.app.page.getByTestId('decision-panel');
    await panel.waitFor();
    // A card from the defender's hand defends: it goes to the combat chain, and to the graveyard when the chain closes.
    const defended = async () => (await table.zone(defender, 'combat-chain')).count + (await table.zone(defender, 'graveyard')).count;
    const before = await defended();
    const inHand = new Set((await table.zone(defender, 'hand')).cards.map((c) => c.id));
    const card = (await table.view()).decision!.options.find((o) => inHand.has(o.object ?? o.value));
    expect(card, 'a hand card among the defenders offered').toBeDefined();
    const option = panel.locator(`.decision-option[data-value="${card!.value}"]`);
    await option.click();
    const confirm = suite.app.page.getByTestId('decision-confirm');
    const box = await confirm.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 600 && box.x + box.width <= 800, 'Confirm is on screen at 800x600').toBe(true);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'hotseat-defend-800x600.png') });
    await table.nextView(() => confirm.click());
    expect(await defended()).toBe(before + 1);
  });

  it('the setting turns the pass-the-device screen off: the seats change without it', async () => {
    if (await table.passScreen.isVisible()) await table.reveal('click');
    await suite.app.page.getByTestId('game-settings').click();
    await suite.app.page.getByTestId('pass-screen-toggle').uncheck();
    await expect.poll(() => suite.app.page.getByTestId('settings-status').innerText()).not.toBe('');
    await suite.app.page.getByTestId('settings-back').click();
    await suite.app.page.getByTestId('game-screen').waitFor();
    const start = await table.view();
    for (let i = 0; i < 8 && (await table.view()).viewer === start.viewer && !(await table.view()).over; i++) {
      const v = await table.view();
      if (v.decision) await table.answer(v);
      else await table.clickControl('pass-button');
    }
    expect((await table.view()).viewer).not.toBe(start.viewer);
    expect(await table.passScreen.isVisible()).toBe(false);
    // Back on for the practice game below.
    await suite.app.page.getByTestId('game-settings').click();
    await suite.app.page.getByTestId('pass-screen-toggle').check();
    await suite.app.page.waitForTimeout(300);
    await suite.app.page.getByTestId('settings-back').click();
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
  });

  it('a practice game against the computer never shows the pass screen, though the setting is on', async () => {
    await suite.app.page.getByTestId('player-select-B').selectOption('easy');
    await table.startGame('house');
    for (let i = 0; i < 6; i++) {
      expect(await table.passScreen.isVisible()).toBe(false);
      const v = await table.view();
      if (v.over) break;
      if (v.legal.some((a) => a.type === 'pass' && a.by === 'A')) await table.clickControl('pass-button');
      else await suite.app.page.waitForTimeout(500);
    }
    expect((await table.view()).viewer).toBe('A');
    expect(await table.passScreen.isVisible()).toBe(false);
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
