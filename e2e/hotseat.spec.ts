import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type App } from './fixtures/app';
import { BoardPage } from './pages/BoardPage';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

describe('hotseat: a house game in the browser build', () => {
  let app: App;
  let board: BoardPage;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await launchApp();
    board = new BoardPage(app.page);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('starts a game with seat A to act on turn 1', async () => {
    await board.startGame('house');
    const turn = await board.turn();
    expect(turn).toMatchObject({ number: 1, player: 'A' });
    expect(turn.text).toContain('Turn 1');
    expect(turn.text).toContain('Seat A');
    expect(await board.seatToAct()).toBe('A');
    await expect.poll(() => board.passButton.isEnabled()).toBe(true);
    expect(await board.log.innerText()).toContain('Seat A draws a card.');
  });

  it('passes for A then B and reaches turn 2 for seat B', async () => {
    await board.pass();
    expect(await board.seatToAct()).toBe('B');
    expect((await board.turn()).number).toBe(1);
    await board.pass();
    const turn = await board.turn();
    expect(turn).toMatchObject({ number: 2, player: 'B' });
    expect(turn.text).toContain('Turn 2');
    expect(turn.text).toContain('Seat B');
    expect(await board.seatToAct()).toBe('B');
  });

  it('passes again for both and reaches turn 3', async () => {
    await board.pass();
    await board.pass();
    const turn = await board.turn();
    expect(turn).toMatchObject({ number: 3, player: 'A' });
    const view = await board.view();
    expect(view.turn.number).toBe(3);
    expect(view.log.map((l) => l.key)).toContain('log.turn-begins');
  });

  it('plays a hand card by clicking it on the board', async () => {
    const before = await board.view();
    const hand = before.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'hand');
    const card = hand?.cards[0];
    expect(card?.hidden).toBe(false);
    expect(before.legal).toContainEqual({ type: 'play', by: 'A', card: card?.id });
    await board.clickCard(card!.id);
    const after = await board.view();
    const zones = after.players.find((p) => p.seat === 'A')?.zones;
    expect(zones?.find((z) => z.zone === 'play')?.count).toBe(1);
    expect(zones?.find((z) => z.zone === 'hand')?.count).toBe((hand?.count ?? 0) - 1);
    expect(await board.log.innerText()).toMatch(/Seat A plays .+\./);
    await board.screenshot(path.join(SCREENSHOTS, 'hotseat.png'));
  });

  it('switches to Japanese and shows the board in Japanese', async () => {
    await board.setLanguage('ja');
    await expect.poll(() => app.page.getByTestId('settings-back').innerText()).toBe('戻る');
    await board.closeSettings();
    await expect.poll(() => board.passButton.innerText()).toBe('パス');
    const turn = await board.turn();
    expect(turn.text).toContain('ターン3');
    expect(await board.log.innerText()).toContain('プレイヤーA');
    await board.screenshot(path.join(SCREENSHOTS, 'hotseat-ja.png'));
  });

  it('keeps the language after a reload (settings:set saved it, settings:get applies it at boot)', async () => {
    await app.page.reload();
    await app.page.waitForSelector('body[data-ready="true"]');
    await expect.poll(() => app.page.getByTestId('start-game').innerText()).toBe('ゲーム開始');
    expect(await app.page.getAttribute('html', 'lang')).toBe('ja');
    await board.screenshot(path.join(SCREENSHOTS, 'home-ja.png'));
  });

  it('logged no errors in the page', () => {
    expect(app.errors).toEqual([]);
  });
});
