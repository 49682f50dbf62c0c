import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type App } from './fixtures/app';
import { BoardPage } from './pages/BoardPage';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

describe('a new user plays any game from the Home screen with real cards', () => {
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

  async function backHome(): Promise<void> {
    await app.page.getByTestId('leave-game').click();
    await app.page.getByTestId('home-screen').waitFor();
  }

  for (const [profile, firstHand] of [
    ['fab', 4],
    ['mtg', 7],
  ] as const) {
    it(`${profile}: the hand shows named cards from the basics set, drawn on the board, and Pass moves priority`, async () => {
      await board.startGame(profile);
      const view = await board.view();
      expect(view.profile).toBe(profile);
      const hand = view.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'hand');
      expect(hand?.count).toBe(firstHand);
      for (const card of hand?.cards ?? []) {
        expect(card.hidden).toBe(false);
        expect(card.name).toMatch(/\S/);
        expect(card.name).not.toBe(card.card); // a real card's name, not its id
        const at = await app.page.evaluate((id) => (globalThis as { __arbiterBoard?: { cardCenter(id: string): unknown } }).__arbiterBoard?.cardCenter(id) ?? null, card.id);
        expect(at, `${card.name} is drawn`).not.toBeNull();
      }
      expect(await board.seatToAct()).toBe('A');
      await board.screenshot(path.join(SCREENSHOTS, `${profile}-start.png`));
      await board.pass();
      const after = await board.view();
      expect(after.priority === 'B' || after.turn.phase !== view.turn.phase || after.turn.number > view.turn.number).toBe(true);
      expect(await app.page.getByTestId('game-screen').isVisible()).toBe(true);
      await backHome();
    });
  }

  it('every profile on the Home screen starts a game without an error', async () => {
    const profiles = await app.page.getByTestId('profile-select').locator('option').evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? ''));
    expect(profiles).toEqual(expect.arrayContaining(['house', 'fab', 'gate-ruler', 'chrono', 'mtg', 'scp']));
    for (const profile of profiles) {
      await board.startGame(profile);
      const view = await board.view();
      expect(view.profile).toBe(profile);
      expect(view.priority, profile).toBe('A');
      await board.pass();
      await backHome();
    }
  });

  it('logged no errors in the page', () => {
    expect(app.errors).toEqual([]);
  });
});
