import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';
import { SCREENSHOTS, useApp } from './fixtures/suite';

/**
 * Issue 16, manual play: a card moved to another zone from its menu (right-click) and a
 * player's life changed from the HUD are actions in the log, saved and there again after a resume.
 */
describe('manual play: changes by hand are logged, saved and resumed', () => {
  const suite = useApp({ width: 1400, height: 900 });
  let hash = '';

  it('moves a hand card to the graveyard by hand and lowers a life total by hand', async () => {
    await suite.board.startGame('gate-ruler');
    const view = await suite.board.view();
    const card = view.players.find((p) => p.seat === view.viewer)!.zones.find((z) => z.zone === 'hand')!.cards[0];
    const menu = await suite.board.openCardMenu(card.id);
    expect(await menu.innerText()).toContain(card.name ?? '');
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-card-menu.png'));
    await suite.board.clickAndWait(menu.locator('[data-change="move"][data-zone="graveyard"]'));
    const moved = await suite.board.view();
    const graveyard = moved.players.find((p) => p.seat === view.viewer)!.zones.find((z) => z.zone === 'graveyard')!;
    expect(graveyard.cards.map((c) => c.name)).toContain(card.name);
    await expect.poll(() => suite.board.log.innerText()).toContain(`moves ${card.name} to the graveyard`);

    const panel = suite.app.page.getByTestId('manual-panel');
    const resources = panel.locator(`.manual-seat[data-seat="B"] .manual-stat[data-stat="resources"]`);
    await suite.board.clickAndWait(resources.locator('button').last());
    const after = await suite.board.view();
    expect(after.players.find((p) => p.seat === 'B')!.stats.resources).toBe(1);
    await expect.poll(() => suite.board.log.innerText()).toContain('by hand');
    expect(after.log.map((l) => l.key)).toEqual(expect.arrayContaining(['log.manual-move', 'log.manual-stat']));
    hash = (await suite.app.page.getByTestId('game-screen').getAttribute('data-hash')) ?? '';
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-play.png'));
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
  });

  it('resumes the saved game with the changes by hand in its log and on the table', async () => {
    const home = new HomePage(suite.app.page);
    const saves = new SavesPage(suite.app.page);
    await home.open('saves');
    const resumed = await saves.resume(0);
    expect(resumed).toBe(hash);
    const view = await suite.board.view();
    expect(view.log.map((l) => l.key)).toEqual(expect.arrayContaining(['log.manual-move', 'log.manual-stat']));
    expect(view.players.find((p) => p.seat === 'B')!.stats.resources).toBe(1);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-play-resumed.png'));
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
