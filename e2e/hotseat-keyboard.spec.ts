import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/suite';
import { HotseatPage } from './pages/HotseatPage';

/*
 * Issue 15, "A whole game can be played by keyboard": a house game from the Home screen to its
 * end with no mouse at all. Each seat plays the cards it can (N picks one, Enter plays it) and
 * passes to the next turn with Ctrl+Enter, until a player must draw from an empty deck or has
 * no life left.
 */
describe('hotseat by keyboard: a whole house game, no mouse', () => {
  const suite = useApp({ width: 1280, height: 800 });

  it('starts the game with the keyboard and plays it to its end', async () => {
    const page = suite.app.page;
    const table = new HotseatPage(page);
    await page.getByTestId('profile-select').selectOption('house');
    await page.getByTestId('start-game').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('game-screen').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as { __arbiterView?: unknown }).__arbiterView !== undefined);
    let plays = 0;
    let turns = 0;
    for (let i = 0; i < 400; i++) {
      const v = await table.view();
      if (v.over) break;
      if (v.decision) {
        await table.key('Enter');
        continue;
      }
      const playable = v.legal.filter((a) => a.type === 'play' && a.by === v.viewer);
      if (playable.length > 0) {
        // N moves the keyboard's pick to a card with an action; Enter uses it.
        await page.keyboard.press('KeyN');
        await page.getByTestId('key-focus').waitFor();
        await table.key('Enter');
        plays++;
      } else {
        await table.key('Control+Enter');
        turns++;
      }
    }
    const end = await table.view();
    expect(end.over, `the game reached its end (turn ${end.turn.number}, ${plays} plays, ${turns} passes)`).toBe(true);
    expect(plays, 'cards were played by keys').toBeGreaterThan(0);
    expect(turns).toBeGreaterThan(2);
    await page.getByTestId('game-over').waitFor();
    // About one key per turn and one per card played: a whole game is some hundred keys.
  }, 600_000);

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
