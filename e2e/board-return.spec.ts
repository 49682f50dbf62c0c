import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { comparePixels } from './fixtures/golden';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';

/** The board canvas as drawn now, with the pointer off it (a hovered card would lift), after the render it asked for. */
async function boardPixels(page: Page): Promise<Buffer> {
  await page.mouse.move(1270, 790);
  // The board renders on demand, on the next animation frame: two frames and it has drawn.
  await page.evaluate(() => {
    // The page's DOM, typed by hand (the e2e specs compile without the DOM library).
    const { requestAnimationFrame: frame } = globalThis as unknown as { requestAnimationFrame(next: () => void): number };
    return new Promise<void>((done) => frame(() => frame(() => done())));
  });
  return page.getByTestId('board-canvas').screenshot();
}

/** Polls until the board draws what `before` shows (it may relay out over a frame or two); returns the share of pixels that differ clearly. */
async function expectSameBoard(page: Page, before: Buffer, name: string): Promise<void> {
  let differing = 1;
  await expect
    .poll(
      async () => {
        const after = await boardPixels(page);
        writeFileSync(path.join(SCREENSHOTS, name), after);
        differing = (await comparePixels(page, before, after)).differing;
        return differing;
      },
      { timeout: 5_000, message: `the board draws as before (${name}: share of pixels that differ)` },
    )
    .toBe(0);
  expect(differing).toBe(0);
}

/**
 * The play-tester's bug (browser build, no GPU): after Settings -> Back, or Leave game and then
 * Saved games -> Resume without a reload, the board stopped drawing parts of itself (the seat
 * plate, the deck's card back, the piles' captions and counts). The game screen keeps its board
 * while another screen shows, and the board's textures must survive that. Same game, same
 * window: the board must draw pixel for pixel what it drew before.
 */
describe('board after leaving the game screen and coming back, without a reload', () => {
  const suite = useApp({ width: 1280, height: 800, hotseat: true, passScreen: false });
  let before: Buffer;

  it('draws a FaB Blitz game the same after Settings -> Back', async () => {
    const page = suite.app.page;
    await new HomePage(page).startWithDecks('fab', { A: 'Dorinthea (Blitz)', B: 'Katsu (Blitz)' });
    // One pass, so the game has autosaved (the second test resumes it) and the board faces Seat B.
    await suite.board.pass();
    before = await boardPixels(page);
    writeFileSync(path.join(SCREENSHOTS, 'board-return-before.png'), before);

    await page.getByTestId('game-settings').click();
    await page.getByTestId('settings-back').click();
    await page.getByTestId('game-screen').waitFor();
    await expectSameBoard(page, before, 'board-return-settings.png');
  });

  it('draws it the same after Leave game -> Saved games -> Resume', async () => {
    const page = suite.app.page;
    await page.getByTestId('leave-game').click();
    await page.getByTestId('home-screen').waitFor();
    await new HomePage(page).open('saves');
    await new SavesPage(page).resume(0);
    await expectSameBoard(page, before, 'board-return-resumed.png');
    expect(suite.app.errors).toEqual([]);
  });
});
