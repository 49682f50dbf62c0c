import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';

/** The page's globals these tests read (the e2e project compiles without DOM types). */
interface El {
  dataset: Record<string, string | undefined>;
  getAttribute(name: string): string | null;
  click(): void;
}
type Hooked = {
  __arbiterView?: TableView;
  __clicksWhileThinking?: number;
  __thinkingSeen?: number;
  document: { querySelector(selector: string): El | null };
  MutationObserver: new (callback: () => void) => { observe(target: El, options: object): void };
};

describe('against the computer: a house game, seat B played by the computer (hard)', () => {
  const suite = useApp();

  /** Waits until it is A's turn to act again (the computer has made every move it had to). */
  async function untilAActs(): Promise<void> {
    await suite.app.page.waitForFunction(() => {
      const g = globalThis as unknown as Hooked;
      const v = g.__arbiterView;
      const screen = g.document.querySelector('[data-testid="game-screen"]');
      return v !== undefined && (v.over || (v.priority === 'A' && screen?.dataset.thinking === ''));
    }, undefined, { timeout: 60_000 });
  }

  it('starts from the new-game menu with B played by the computer', async () => {
    const page = suite.app.page;
    await page.getByTestId('profile-select').selectOption('house');
    await page.getByTestId('player-select-B').selectOption('hard');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('board-canvas').waitFor();
    await untilAActs();
    expect(await page.getByTestId('computer-seats').innerText()).toContain('Seat B is played by the computer (hard)');
    expect(await suite.board.seatToAct()).toBe('A');
  });

  it('plays several turns through the UI; the page answers clicks while the computer thinks', async () => {
    const page = suite.app.page;
    // Whenever the "thinking" status appears, click the log's toggle at once and note whether
    // the log opened or closed while the search was still running.
    await page.evaluate(() => {
      const g = globalThis as unknown as Hooked;
      g.__clicksWhileThinking = 0;
      g.__thinkingSeen = 0;
      const screen = g.document.querySelector('[data-testid="game-screen"]')!;
      const toggle = g.document.querySelector('[data-testid="log-toggle"]')!;
      new g.MutationObserver(() => {
        if (screen.dataset.thinking !== 'B') return;
        g.__thinkingSeen = (g.__thinkingSeen ?? 0) + 1;
        const before = toggle.getAttribute('aria-expanded');
        toggle.click();
        if (toggle.getAttribute('aria-expanded') !== before && screen.dataset.thinking === 'B') g.__clicksWhileThinking = (g.__clicksWhileThinking ?? 0) + 1;
      }).observe(screen, { attributes: true, attributeFilter: ['data-thinking'] });
    });
    for (let turn = 0; turn < 3; turn++) {
      // A plays a card from hand when it can, then passes the turn to the computer.
      const view = await suite.board.view();
      const play = view.legal.find((a) => a.type === 'play');
      if (play && play.type === 'play') await suite.board.clickCard(play.card);
      // The computer's moves arrive pushed right behind the reply: wait for A's turn, not for one view.
      await suite.board.passButton.click();
      await untilAActs();
    }
    const view = await suite.board.view();
    expect(view.turn.number).toBeGreaterThanOrEqual(4);
    // The computer's turns went through the same action path: the log has its moves.
    expect(view.log.some((l) => l.key === 'log.turn-begins' && l.params?.seat === 'B')).toBe(true);
    expect(await page.evaluate(() => (globalThis as unknown as Hooked).__thinkingSeen ?? 0)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (globalThis as unknown as Hooked).__clicksWhileThinking ?? 0)).toBeGreaterThan(0);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'computer.png'));
  });

  it('a saved game against the computer resumes with the computer still playing B', async () => {
    const page = suite.app.page;
    const turnBefore = (await suite.board.view()).turn.number;
    await page.getByTestId('leave-game').click();
    const home = new HomePage(page);
    await page.getByTestId('home-screen').waitFor();
    await home.open('saves');
    const saves = new SavesPage(page);
    await saves.resume(0);
    await untilAActs();
    expect(await page.getByTestId('computer-seats').innerText()).toContain('Seat B');
    // Pass as A until B has begun a turn after the one the game was saved in: the computer took B's part again.
    const bTurnAfter = (v: TableView) => v.log.some((l) => l.key === 'log.turn-begins' && l.params?.seat === 'B' && Number(l.params?.turn) > turnBefore);
    for (let i = 0; i < 4 && !bTurnAfter(await suite.board.view()); i++) {
      await suite.board.passButton.click();
      await untilAActs();
    }
    expect(bTurnAfter(await suite.board.view())).toBe(true);
  });
});
