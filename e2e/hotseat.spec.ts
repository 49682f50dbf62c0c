import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';

describe('hotseat: a house game in the browser build', () => {
  const suite = useApp();

  it('starts a game with seat A to act on turn 1', async () => {
    await suite.board.startGame('house');
    const turn = await suite.board.turn();
    expect(turn).toMatchObject({ number: 1, player: 'A' });
    expect(turn.text).toContain('Turn 1');
    expect(turn.text).toContain('Seat A');
    expect(await suite.board.seatToAct()).toBe('A');
    await expect.poll(() => suite.board.passButton.isEnabled()).toBe(true);
    expect(await suite.board.log.innerText()).toContain('Seat A draws a card.');
  });

  it('passes for A then B and reaches turn 2 for seat B', async () => {
    await suite.board.pass();
    expect(await suite.board.seatToAct()).toBe('B');
    expect((await suite.board.turn()).number).toBe(1);
    await suite.board.pass();
    const turn = await suite.board.turn();
    expect(turn).toMatchObject({ number: 2, player: 'B' });
    expect(turn.text).toContain('Turn 2');
    expect(turn.text).toContain('Seat B');
    expect(await suite.board.seatToAct()).toBe('B');
  });

  it('passes again for both and reaches turn 3', async () => {
    await suite.board.pass();
    await suite.board.pass();
    const turn = await suite.board.turn();
    expect(turn).toMatchObject({ number: 3, player: 'A' });
    const view = await suite.board.view();
    expect(view.turn.number).toBe(3);
    expect(view.log.map((l) => l.key)).toContain('log.turn-begins');
  });

  it('plays a hand card by clicking it on the board', async () => {
    const before = await suite.board.view();
    const hand = before.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'hand');
    const card = hand?.cards[0];
    expect(card?.hidden).toBe(false);
    expect(before.legal).toContainEqual({ type: 'play', by: 'A', card: card?.id });
    await suite.board.clickCard(card!.id);
    const after = await suite.board.view();
    const zones = after.players.find((p) => p.seat === 'A')?.zones;
    expect(zones?.find((z) => z.zone === 'play')?.count).toBe(1);
    expect(zones?.find((z) => z.zone === 'hand')?.count).toBe((hand?.count ?? 0) - 1);
    expect(await suite.board.log.innerText()).toMatch(/Seat A plays .+\./);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'hotseat.png'));
  });

  it('switches to Japanese and shows the board in Japanese', async () => {
    await suite.board.setLanguage('ja');
    await expect.poll(() => suite.app.page.getByTestId('settings-back').innerText()).toBe('戻る');
    await suite.board.closeSettings();
    await expect.poll(() => suite.board.passButton.innerText()).toBe('パス');
    const turn = await suite.board.turn();
    expect(turn.text).toContain('ターン3');
    expect(await suite.board.log.innerText()).toContain('プレイヤーA');
    await suite.board.screenshot(path.join(SCREENSHOTS, 'hotseat-ja.png'));
  });

  it('keeps the language after a reload (settings:set saved it, settings:get applies it at boot)', async () => {
    await suite.app.page.reload();
    await suite.app.page.waitForSelector('body[data-ready="true"]');
    await expect.poll(() => suite.app.page.getByTestId('start-game').innerText()).toBe('ゲーム開始');
    expect(await suite.app.page.getAttribute('html', 'lang')).toBe('ja');
    await suite.board.screenshot(path.join(SCREENSHOTS, 'home-ja.png'));
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
