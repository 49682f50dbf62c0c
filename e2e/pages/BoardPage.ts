import type { Locator, Page } from 'playwright-core';
import type { TableView } from '../../electron/ipc/types';
import { answerStartQuestion } from './start-answers';
import { chooseFirstPlayer, defaultFirstPlayer } from './HomePage';

/** The renderer's test-only hook on the page's global object. */
type Hooked = {
  __arbiterView?: TableView;
  __arbiterBoard?: { cardCenter(id: string): { x: number; y: number } | null; cardPoint(id: string): { x: number; y: number } | null; cardZone(id: string): string | null };
};

/** The app as a user sees it: the home screen, the game board and HUD, the settings. */
export class BoardPage {
  constructor(readonly page: Page) {}

  /** The turn indicator panel (data-turn / data-player carry the numbers). */
  get turnIndicator(): Locator {
    return this.page.getByTestId('turn-indicator');
  }

  /** The Pass button. */
  get passButton(): Locator {
    return this.page.getByTestId('pass-button');
  }

  /** The game log list. */
  get log(): Locator {
    return this.page.getByTestId('game-log');
  }

  /** Starts a hotseat game of `profile` from the home screen (`first`: who goes first, HomePage.ts) and waits for the board. */
  async startGame(profile = 'house', first = defaultFirstPlayer(profile)): Promise<void> {
    await this.page.getByTestId('profile-select').selectOption(profile);
    await chooseFirstPlayer(this.page, first);
    await this.page.getByTestId('start-game').click();
    await this.page.getByTestId('game-screen').waitFor();
    await this.page.getByTestId('board-canvas').waitFor();
    await this.page.waitForFunction(() => (globalThis as unknown as Hooked).__arbiterView !== undefined);
  }

  /** The turn number and turn player the indicator shows. */
  async turn(): Promise<{ number: number; player: string; text: string }> {
    const el = this.turnIndicator;
    return {
      number: Number(await el.getAttribute('data-turn')),
      player: (await el.getAttribute('data-player')) ?? '',
      text: (await el.innerText()).replace(/\s+/g, ' ').trim(),
    };
  }

  /** The seat the board faces (the seat to act). */
  async seatToAct(): Promise<string> {
    return (await this.page.getByTestId('to-act').getAttribute('data-seat')) ?? '';
  }

  /** Clicks Pass and waits until the next view is drawn. */
  async pass(): Promise<void> {
    await this.nextView(() => this.passButton.click());
  }

  /**
   * Clicks a card on the board canvas where a player can see it (its center unless other cards
   * cover it: a crowded hand overlaps its cards) and waits for the next view.
   */
  async clickCard(id: string): Promise<void> {
    const box = await this.page.getByTestId('board-canvas').boundingBox();
    const at = await this.cardPointOnCanvas(id);
    if (!box || !at) throw new Error(`card ${id} is not on the board`);
    await this.nextView(() => this.page.mouse.click(box.x + at.x, box.y + at.y));
  }

  /** Clicks a control and waits until the next view is drawn. */
  async clickAndWait(control: Locator): Promise<void> {
    await this.nextView(() => control.click());
  }

  /** Answers the questions a game asks before its first turn (e2e/pages/start-answers.ts). */
  async settleStart(): Promise<void> {
    for (let i = 0; i < 12; i++) {
      if (!(await answerStartQuestion(this.page, await this.view(), (act) => this.nextView(act)))) return;
    }
  }

  /** A visible point of a card in canvas pixels (TEST-ONLY hook), else its center, else null. */
  async cardPointOnCanvas(id: string): Promise<{ x: number; y: number } | null> {
    return this.page.evaluate((card) => {
      const board = (globalThis as unknown as Hooked).__arbiterBoard;
      return board?.cardPoint(card) ?? board?.cardCenter(card) ?? null;
    }, id);
  }

  /** Right-clicks a card on the board canvas: its menu of changes by hand opens. */
  async openCardMenu(id: string): Promise<Locator> {
    const box = await this.page.getByTestId('board-canvas').boundingBox();
    const at = await this.cardPointOnCanvas(id);
    if (!box || !at) throw new Error(`card ${id} is not on the board`);
    await this.page.mouse.click(box.x + at.x, box.y + at.y, { button: 'right' });
    const menu = this.page.getByTestId('card-menu');
    await menu.waitFor();
    return menu;
  }

  /** Confirms the open decision with what is picked (nothing: a declaration of no defenders) and waits for the next view. */
  async confirmDecision(): Promise<void> {
    await this.nextView(() => this.page.getByTestId('decision-confirm').click());
  }

  /** TEST-ONLY hook: the zone a card is drawn in (`near:arena`, `far:graveyard`, `stack`), or null when it is not drawn. */
  async cardZone(id: string): Promise<string | null> {
    return this.page.evaluate((card) => (globalThis as unknown as Hooked).__arbiterBoard?.cardZone(card) ?? null, id);
  }

  /** Runs `act` and waits until the game screen has drawn one more view. */
  async nextView(act: () => Promise<void>): Promise<void> {
    const before = Number(await this.page.getByTestId('game-screen').getAttribute('data-view-version'));
    await act();
    await this.page.locator(`[data-testid="game-screen"][data-view-version="${before + 1}"]`).waitFor();
  }

  /** TEST-ONLY hook: the last view the renderer drew. */
  async view(): Promise<TableView> {
    return this.page.evaluate(() => (globalThis as unknown as Hooked).__arbiterView as TableView);
  }

  /** Opens the settings and picks a language. */
  async setLanguage(language: 'en' | 'ja'): Promise<void> {
    await this.page.getByTestId('game-settings').or(this.page.getByTestId('open-settings')).first().click();
    await this.page.getByTestId('language-select').selectOption(language);
    await this.page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
  }

  /** Leaves the settings screen. */
  async closeSettings(): Promise<void> {
    await this.page.getByTestId('settings-back').click();
  }

  /** Saves a full-page screenshot. */
  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file });
  }
}
