import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';

describe('a new user plays any game from the Home screen with real cards', () => {
  const suite = useApp();

  async function backHome(): Promise<void> {
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
  }

  for (const [profile, firstHand] of [
    ['fab', 4],
    ['mtg', 7],
  ] as const) {
    it(`${profile}: the hand shows named cards from the basics set, drawn on the board, and Pass moves priority`, async () => {
      await suite.board.startGame(profile);
      await suite.board.settleStart();
      const view = await suite.board.view();
      expect(view.profile).toBe(profile);
      const hand = view.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'hand');
      expect(hand?.count).toBe(firstHand);
      for (const card of hand?.cards ?? []) {
        expect(card.hidden).toBe(false);
        expect(card.name).toMatch(/\S/);
        expect(card.name).not.toBe(card.card); // a real card's name, not its id
        const at = await suite.app.page.evaluate((id) => (globalThis as { __arbiterBoard?: { cardCenter(id: string): unknown } }).__arbiterBoard?.cardCenter(id) ?? null, card.id);
        expect(at, `${card.name} is drawn`).not.toBeNull();
      }
      expect(await suite.board.seatToAct()).toBe('A');
      await suite.board.screenshot(path.join(SCREENSHOTS, `${profile}-start.png`));
      await suite.board.pass();
      const after = await suite.board.view();
      expect(after.priority === 'B' || after.turn.phase !== view.turn.phase || after.turn.number > view.turn.number).toBe(true);
      expect(await suite.app.page.getByTestId('game-screen').isVisible()).toBe(true);
      await backHome();
    });
  }

  it('every profile on the Home screen starts a game without an error', async () => {
    const profiles = await suite.app.page.getByTestId('profile-select').locator('option').evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? ''));
    expect(profiles).toEqual(expect.arrayContaining(['house', 'fab', 'gate-ruler', 'chrono', 'mtg', 'scp']));
    for (const profile of profiles) {
      await suite.board.startGame(profile);
      await suite.board.settleStart();
      const view = await suite.board.view();
      expect(view.profile).toBe(profile);
      expect(view.priority, profile).toBe('A');
      await suite.board.pass();
      await backHome();
    }
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
