import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HotseatPage } from './pages/HotseatPage';

/*
 * Issue 15 in Magic at the smallest supported window (1024x640): the pass-the-device screen,
 * a land played by click and undone, played again by keys, tapped for mana by click, the
 * keyboard help in English and Japanese, and the turn handed to the other seat by keys.
 */
describe('hotseat mtg: clicks and keys at 1024x640 with the pass-the-device screen on', () => {
  const suite = useApp({ width: 1024, height: 640, hotseat: true });
  let table: HotseatPage;
  let seat = 'A';

  const landInHand = async () => {
    const view = await table.view();
    const hand = await table.zone(seat, 'hand');
    return hand.cards.find((c) => /land/i.test(c.typeLine ?? '') && view.legal.some((a) => a.type === 'play' && a.card === c.id));
  };

  it('starts with the table hidden for the first seat; a click shows it', async () => {
    table = new HotseatPage(suite.app.page);
    await table.startGame('mtg');
    seat = (await table.view()).viewer;
    await table.waitForPassScreen(seat);
    await table.reveal('click');
    expect((await table.view()).viewer).toBe(seat);
    // MTG-103: play or draw, then each seat keeps its hand (each takes the device for it).
    await table.settleStart();
    seat = (await table.view()).viewer;
    expect((await table.view()).decision).toBeNull();
  });

  it('sets a stop in the main phase, so the host does not pass for the seat once its land is down', async () => {
    // The default stops pass for a seat with nothing but mana abilities left (as MTG Arena
    // does); a player who wants to tap lands by hand asks for a stop in the main phase.
    await suite.app.page.getByTestId('stops-toggle').click();
    await suite.app.page.getByTestId('stop-step-main').waitFor();
    await table.nextView(() => suite.app.page.getByTestId('stop-step-main').check());
    expect(await suite.app.page.getByTestId('stop-step-main').isChecked()).toBe(true);
    await suite.app.page.getByTestId('stops-toggle').click();
  });

  it('plays a land by clicking it, and undo puts it back in hand (MTG-305.1)', async () => {
    const land = await landInHand();
    expect(land, 'a land to play').toBeDefined();
    const hand = (await table.zone(seat, 'hand')).count;
    await table.clickCard(land!.id);
    expect((await table.zone(seat, 'hand')).count).toBe(hand - 1);
    expect((await table.zone(seat, 'battlefield')).cards.some((c) => c.card === land!.card)).toBe(true);
    await table.key('Control+KeyZ');
    expect((await table.zone(seat, 'hand')).count).toBe(hand);
    expect((await table.zone(seat, 'battlefield')).count).toBe(0);
    expect(await table.passScreen.isVisible()).toBe(false);
  });

  it('plays the land again by keys: N picks it, Enter plays it', async () => {
    const land = await landInHand();
    let picked = '';
    for (let i = 0; i < 12 && !picked.includes(land!.name ?? '?'); i++) {
      await suite.app.page.keyboard.press('KeyN');
      picked = await suite.app.page.getByTestId('key-focus').innerText();
    }
    expect(picked).toContain(land!.name);
    await table.key('Enter');
    expect((await table.zone(seat, 'battlefield')).count).toBe(1);
  });

  it('taps the land for mana by clicking it (MTG-605: a mana ability)', async () => {
    const land = (await table.zone(seat, 'battlefield')).cards[0];
    expect(land.tapped).toBe(false);
    const view = await table.view();
    expect(view.legal.some((a) => a.type === 'activate' && a.card === land.id)).toBe(true);
    await table.clickCard(land.id);
    expect((await table.zone(seat, 'battlefield')).cards[0].tapped).toBe(true);
  });

  it('clicking a card that cannot be played says why (the engine’s refusal)', async () => {
    const view = await table.view();
    const hand = await table.zone(seat, 'hand');
    const stuck = hand.cards.find((c) => !view.legal.some((a) => a.type !== 'pass' && 'card' in a && a.card === c.id));
    expect(stuck, 'a card with no legal play').toBeDefined();
    const p = await table.cardPoint(stuck!.id);
    await table.nextView(() => suite.app.page.mouse.click(p.x, p.y));
    // The refusal's code in the player's language (refusal.* in the catalogs).
    await expect.poll(() => suite.app.page.getByTestId('toasts').innerText()).toMatch(/not legal|cannot pay|priority|prevents|target/);
    expect((await table.zone(seat, 'hand')).count).toBe(hand.count);
  });

  it('shows the keyboard help in Japanese, and hands the turn over by Ctrl+Enter', async () => {
    await suite.board.setLanguage('ja');
    await suite.board.closeSettings();
    await suite.app.page.keyboard.press('F1');
    await suite.app.page.getByTestId('key-help').waitFor();
    expect(await suite.app.page.getByTestId('key-help').innerText()).toContain('次のターンまでパス');
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'hotseat-keys-ja-1024x640.png') });
    await suite.app.page.keyboard.press('Escape');
    const other = (await table.view()).seats.find((s) => s !== seat) ?? 'B';
    for (let i = 0; i < 6 && !(await table.passScreen.isVisible()); i++) await table.key('Control+Enter');
    await table.waitForPassScreen(other);
    expect(await suite.app.page.getByTestId('pass-device-seat').innerText()).toContain('端末を渡して');
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'hotseat-pass-device-ja.png') });
    await table.reveal('key');
    expect((await table.view()).viewer).toBe(other);
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});

describe('hotseat without stops or pass screen: a double-click on Pass passes once; a reload offers to resume', () => {
  const suite = useApp({ width: 1280, height: 800 });

  it('a double-click on Pass passes once', async () => {
    const table = new HotseatPage(suite.app.page);
    await table.startGame('house');
    const before = await table.view();
    expect(before.priority).toBe('A');
    await suite.app.page.getByTestId('pass-button').dblclick();
    await suite.app.page.waitForTimeout(1500);
    const after = await table.view();
    expect(after.turn.number).toBe(1);
    expect(after.priority).toBe('B');
    expect(after.log.filter((l) => l.key === 'log.pass').length).toBe(before.log.filter((l) => l.key === 'log.pass').length + 1);
  });

  it('offers the unfinished game after a reload, and resumes it with the same state hash', async () => {
    const hash = await suite.app.page.getByTestId('game-screen').getAttribute('data-hash');
    await suite.app.page.reload();
    await suite.app.page.waitForSelector('body[data-ready="true"]');
    await suite.app.page.getByTestId('resume-offer').waitFor();
    await suite.app.page.getByTestId('resume-game').click();
    await suite.app.page.getByTestId('game-screen').waitFor();
    await expect.poll(() => suite.app.page.getByTestId('game-screen').getAttribute('data-hash')).toBe(hash);
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
