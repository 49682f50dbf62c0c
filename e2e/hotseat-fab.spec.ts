import path from 'node:path';
import type { Dialog } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { playableAttacks } from './pages/fab-turn';
import { HotseatPage } from './pages/HotseatPage';

/*
 * Issue 15, as two new players at one screen would play Flesh and Blood: the game Home deals
 * by default (Rhinar against Katsu, Blitz), the pass-the-device screen between seats, an attack
 * from play to damage in at most three clicks with the default stops (besides paying for it and
 * the stops where a seat holds a response), right-click details that never play, undo of an
 * attack, keys, concede and a rematch with the same heroes (Home's "Who goes first" on seat A;
 * the rematch asks the loser, FAB-4.1).
 */
describe('hotseat fab: two players at one screen, clicks and keys, pass-the-device screen on', () => {
  const suite = useApp({ width: 1440, height: 900, hotseat: true });
  let table: HotseatPage;
  let attacker = 'A';
  let defender = 'B';
  let lifeBefore = 0;
  let handBefore = 0;

  it('hides the table behind the pass-the-device screen for the first seat, which shows it with Enter', async () => {
    table = new HotseatPage(suite.app.page);
    await table.startGameWithAttack();
    const view = await table.view();
    // Home's default: each seat a young hero (FAB-4.1: hero, weapon and equipment in play), Rhinar first.
    expect(view.players.map((p) => [p.seat, p.zones.find((z) => z.zone === 'hero')?.cards[0]?.name, p.zones.find((z) => z.zone === 'weapons')?.count])).toEqual([['A', 'Rhinar', 1], ['B', 'Katsu', 1]]);
    attacker = view.viewer;
    defender = view.seats.find((s) => s !== attacker) ?? 'B';
    await table.waitForPassScreen(attacker);
    await expect.poll(() => suite.app.page.getByTestId('pass-device-seat').innerText()).toContain(`Seat ${attacker}`);
    expect(await suite.app.page.locator('.game-table').evaluate((e) => (e as unknown as { inert: boolean }).inert)).toBe(true);
    await table.reveal('key');
    expect(await suite.app.page.locator('.game-table').evaluate((e) => (e as unknown as { inert: boolean }).inert)).toBe(false);
  });

  it('right-click opens the card’s menu only (play-test: details and menu opened together), its “Show details” swaps it for the details, and it never plays', async () => {
    const page = suite.app.page;
    const hand = await table.zone(attacker, 'hand');
    const before = await table.version();
    await table.rightClickCard(hand.cards[0].id);
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    // Rest the pointer on the card past the zoom's delay: the menu stays the only card overlay.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('card-details').isVisible()).toBe(false);
    expect(await page.getByTestId('card-zoom').isVisible()).toBe(false);
    expect((await menu.innerText()).toLowerCase()).toContain((hand.cards[0].name ?? '').toLowerCase());
    await table.page.screenshot({ path: path.join(SCREENSHOTS, 'hotseat-rightclick-menu.png') });
    await page.getByTestId('card-menu-details').click();
    await page.getByTestId('card-details').waitFor();
    expect(await menu.isVisible()).toBe(false);
    expect((await page.getByTestId('card-details').innerText()).toLowerCase()).toContain((hand.cards[0].name ?? '').toLowerCase());
    expect(await table.version()).toBe(before);
    expect((await table.zone(attacker, 'hand')).count).toBe(hand.count);
    await page.keyboard.press('Escape');
    await page.getByTestId('card-details').waitFor({ state: 'hidden' });
  });

  it('the keyboard does the same: Shift+F10 opens the picked card’s menu alone, Escape closes it, Z shows the details alone', async () => {
    const page = suite.app.page;
    await page.keyboard.press('n');
    await page.getByTestId('key-focus').waitFor();
    await page.keyboard.press('z');
    await page.getByTestId('card-details').waitFor();
    await page.keyboard.press('Shift+F10');
    await page.getByTestId('card-menu').waitFor();
    expect(await page.getByTestId('card-details').isVisible()).toBe(false);
    // The menu has the focus: Escape closes it and keeps the pick.
    await page.keyboard.press('Escape');
    await page.getByTestId('card-menu').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('key-focus').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('key-focus').waitFor({ state: 'hidden' });
  });

  it('an attack reaches the defender in one click besides paying for it, its decision on screen at every window size (FAB-7)', async () => {
    const view = await table.view();
    const hand = await table.zone(attacker, 'hand');
    const attack = playableAttacks(view)[0];
    expect(attack, 'a playable attack in the opening hand').toBeDefined();
    lifeBefore = view.players.find((p) => p.seat === defender)?.stats.life ?? 0;
    handBefore = hand.count;
    table.inputs = 0;
    await table.clickCard(attack.id);
    // The attacker pays (a hero's player picks the cards to pitch, FAB-1.14), a seat holding a
    // response is stopped, and the defender takes the device to declare defenders (FAB-7.3).
    const way = await table.untilAsked(defender, 'decision.defend');
    expect(way.handOver).toBe(1);
    expect(table.inputs - way.answers - way.stops).toBe(2);
    await suite.app.page.getByTestId('decision-panel').waitFor();
    for (const [w, h] of [[1024, 640], [1440, 900], [1920, 1080]] as const) {
      await suite.app.page.setViewportSize({ width: w, height: h });
      await suite.app.page.waitForTimeout(300);
      await table.page.screenshot({ path: path.join(SCREENSHOTS, `hotseat-decision-${w}x${h}.png`) });
      expect(await suite.app.page.getByTestId('decision-confirm').isVisible()).toBe(true);
      const box = await suite.app.page.getByTestId('decision-confirm').boundingBox();
      expect(box && box.y + box.height <= h && box.x + box.width <= w, `decision on screen at ${w}x${h}`).toBe(true);
    }
    await suite.app.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('undo takes the attack back: the card is in hand again and the attacker takes the device', async () => {
    expect((await table.zone(attacker, 'hand')).count).toBeLessThan(handBefore);
    // Each undo takes back one choice (a pass at a stop, the pitch, the play); past a random
    // outcome (a card discarded at random, intimidate) the other seat is asked, and agrees.
    const agree = (d: Dialog) => void d.accept();
    suite.app.page.on('dialog', agree);
    const undone = async () => (await table.zone(attacker, 'hand')).count === handBefore && (await table.view()).decision === null;
    for (let i = 0; i < 8 && !(await undone()); i++) {
      await table.clickControl('undo');
      if (await table.passScreen.isVisible()) {
        await table.waitForPassScreen(attacker);
        await table.reveal('click');
      }
    }
    suite.app.page.off('dialog', agree);
    const view = await table.view();
    expect(view.viewer).toBe(attacker);
    expect(view.decision).toBeNull();
    // The attack card and the card pitched to pay for it are both back in hand.
    expect((await table.zone(attacker, 'hand')).count).toBe(handBefore);
    expect((await table.zone(attacker, 'pitch')).count).toBe(0);
  });

  it('plays the attack again and deals damage within 3 clicks besides paying for it, plus one stop per seat that could respond', async () => {
    const view = await table.view();
    const hand = await table.zone(attacker, 'hand');
    const attack = hand.cards.find((c) => /attack/i.test(c.typeLine ?? '') && view.legal.some((a) => a.type === 'play' && a.card === c.id));
    table.inputs = 0;
    await table.clickCard(attack!.id);
    const way = await table.untilAsked(defender, 'decision.defend');
    await table.clickControl('decision-confirm');
    // The default stops stop only where a seat holds something to respond with (a reaction, a
    // hero's instant); each such stop costs a hand-over and a pass, and is checked to be one.
    // Paying for the attack (the cards to pitch) and other questions are counted apart.
    let responseInputs = way.stops;
    let answerInputs = way.answers;
    const life = async () => (await table.view()).players.find((p) => p.seat === defender)?.stats.life ?? 0;
    for (let i = 0; i < 8 && (await life()) === lifeBefore; i++) {
      const before = table.inputs;
      if (await table.passScreen.isVisible()) await table.reveal('click');
      const v = await table.view();
      if (v.decision) {
        await table.answer(v);
        answerInputs += table.inputs - before;
        continue;
      }
      expect(v.legal.some((a) => a.by === v.viewer && a.type !== 'pass' && a.type !== 'concede'), 'a stop only where the seat can respond').toBe(true);
      await table.clickControl('pass-button');
      responseInputs += table.inputs - before;
    }
    expect(await life()).toBeLessThan(lifeBefore);
    expect(table.inputs - responseInputs - answerInputs).toBeLessThanOrEqual(3);
  });

  it('plays on by keys: the pass screen takes Enter, Ctrl+Enter passes to the next turn, F1 lists the keys', async () => {
    if (await table.passScreen.isVisible()) await table.reveal('key');
    await suite.app.page.keyboard.press('F1');
    await suite.app.page.getByTestId('key-help').waitFor();
    expect(await suite.app.page.getByTestId('key-help').innerText()).toContain('Pass to the next turn');
    await suite.app.page.keyboard.press('Escape');
    const turn = (await table.view()).turn.number;
    for (let i = 0; i < 6 && (await table.view()).turn.number === turn; i++) {
      if (await table.passScreen.isVisible()) await table.reveal('key');
      const v = await table.view();
      // What the turn's end asks (the arsenal, the order the pitched cards go under the deck) is answered in the panel.
      if (v.decision) await table.answer(v);
      else await table.key('Control+Enter');
    }
    expect((await table.view()).turn.number).toBeGreaterThan(turn);
  });

  it('concedes by keys (with a confirmation), then offers a rematch with the same heroes, where the loser chooses who plays first', async () => {
    if (await table.passScreen.isVisible()) await table.reveal('key');
    suite.app.page.once('dialog', (d) => void d.accept());
    await table.key('Control+Shift+KeyQ');
    const view = await table.view();
    expect(view.over).toBe(true);
    await suite.app.page.getByTestId('rematch').waitFor();
    await table.clickControl('rematch');
    const fresh = await table.view();
    expect(fresh.over).toBe(false);
    expect(fresh.turn.number).toBe(1);
    expect(fresh.players.map((p) => p.zones.find((z) => z.zone === 'hero')?.cards[0]?.name)).toEqual(['Rhinar', 'Katsu']);
    // FAB-4.1: in the next game of a match the loser of the last one chooses who plays first (no random draw).
    const loser = view.seats.find((s) => s !== view.winner);
    expect(fresh.decision).toMatchObject({ kind: 'first-player', player: loser, prompt: 'decision.who-plays-first-loser' });
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
