import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { HotseatPage } from './pages/HotseatPage';

/*
 * FAB-4.1, as two players at one screen meet it: Home's "Who goes first" left on "Random draw"
 * (the rules' way, the default), a Rhinar against Katsu hotseat game. The player the draw picked
 * (the host's seed decides which: either seat) gets the pass-the-device screen and the question
 * on the table like any decision, picks the other seat, and that seat takes the first turn; the
 * log says who plays first. In English at 1440x900, and in Japanese at 1024x640.
 */
const RUNS = [
  { language: 'en', width: 1440, height: 900, prompt: 'You won the random draw: choose who plays first.', unsettled: 'Who plays first is being chosen', seat: (s: string) => `Seat ${s}`, first: (s: string) => `Seat ${s} takes the first turn.` },
  { language: 'ja', width: 1024, height: 640, prompt: '抽選で選ばれました。先攻のプレイヤーを選んでください。', unsettled: '先攻を決めています', seat: (s: string) => `プレイヤー${s}`, first: (s: string) => `プレイヤー${s}が先攻。` },
] as const;

for (const run of RUNS) {
  describe(`FAB-4.1 in ${run.language} at ${run.width}x${run.height}: Home's random draw asks the player it picks who goes first`, () => {
    const suite = useApp({ width: run.width, height: run.height, hotseat: true });

    it('Home offers "Who goes first" for Flesh and Blood (not for a game that never asks it), on "Random draw" by default', async () => {
      const page = suite.app.page;
      const home = new HomePage(page);
      await home.setLanguage(run.language);
      await home.go();
      await page.getByTestId('profile-select').selectOption('house');
      expect(await page.getByTestId('first-player-select').isVisible()).toBe(false);
      await page.getByTestId('profile-select').selectOption('fab');
      const select = page.getByTestId('first-player-select');
      await select.waitFor();
      expect(await select.inputValue()).toBe('random');
      expect(await select.locator('option').allInnerTexts()).toEqual([run.language === 'en' ? 'Random draw' : '抽選', run.seat('A'), run.seat('B')]);
      // Inside the panel, beside the game's menu, at this window size.
      const panel = (await page.locator('.home-panel').boundingBox())!;
      const box = (await select.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
      await page.screenshot({ path: path.join(SCREENSHOTS, `first-player-home-${run.language}.png`) });
    });

    it('the drawn player takes the device, is asked on the table, picks the other seat, and that seat takes turn 1', async () => {
      const page = suite.app.page;
      const table = new HotseatPage(page);
      // Home's default decks: Rhinar for A, Katsu for B (home-defaults.spec).
      await table.startGame('fab', 'random');
      const start = await table.view();
      expect(start.players.map((p) => p.zones.find((z) => z.zone === 'hero')?.cards[0]?.name)).toEqual(['Rhinar', 'Katsu']);
      const asked = start.decision;
      expect(asked).toMatchObject({ kind: 'first-player', prompt: 'decision.who-plays-first', rule: 'FAB-4.1' });
      const chooser = asked!.player;
      const other = chooser === 'A' ? 'B' : 'A';
      // The question is the drawn player's, behind the pass screen like any other decision.
      await table.waitForPassScreen(chooser);
      expect(await page.getByTestId('pass-device-seat').innerText()).toContain(run.seat(chooser));
      await table.reveal('click');
      const panel = page.getByTestId('decision-panel');
      await expect.poll(() => panel.getByTestId('decision-prompt').innerText()).toBe(run.prompt);
      expect(await panel.locator('.decision-option').allInnerTexts()).toEqual([run.seat('A'), run.seat('B')]);
      // The first turn is no one's yet: the turn indicator names no seat's turn.
      expect(await page.getByTestId('turn-indicator').innerText()).toContain(run.unsettled);
      await page.screenshot({ path: path.join(SCREENSHOTS, `first-player-question-${run.language}.png`) });

      await table.nextView(() => panel.locator(`.decision-option[data-value="${other}"]`).click());
      // The chosen seat is to act: the device goes to it.
      await table.waitForPassScreen(other);
      await table.reveal('click');
      const view = await table.view();
      expect(view.decision).toBeNull();
      expect(view.turn).toMatchObject({ number: 1, player: other, phase: 'action' });
      expect(view.priority).toBe(other);
      expect(view.viewer).toBe(other);
      expect(view.log.find((l) => l.key === 'log.starting-player')?.params).toEqual({ seat: other });
      expect(view.trace.find((e) => e.key === 'trace.starting-player')).toMatchObject({ rule: 'FAB-4.1', params: { seat: other, chooser } });
      expect(await page.getByTestId('turn-indicator').getAttribute('data-player')).toBe(other);
      await expect.poll(() => page.getByTestId('game-log').innerText()).toContain(run.first(other));
      await page.screenshot({ path: path.join(SCREENSHOTS, `first-player-turn-${run.language}.png`) });
    });

    it('logged no errors in the page', () => {
      expect(suite.app.errors).toEqual([]);
    });
  });
}
