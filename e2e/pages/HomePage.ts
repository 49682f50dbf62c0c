import type { Page } from 'playwright-core';

/** Home's "Who goes first" (a game whose start asks it): the rules' random draw, or a seat that plays first with nobody asked. */
export type FirstPlayerChoice = 'random' | 'A' | 'B';

/**
 * What the specs choose for who goes first when they say nothing: in Flesh and Blood seat A,
 * so the table opens on A's turn as the specs were written (the rules' random draw, FAB-4.1,
 * would open on the question for a seat the host's seed picks: first-player.spec plays that);
 * other games keep Home's default.
 */
export function defaultFirstPlayer(profile: string): FirstPlayerChoice | undefined {
  return profile === 'fab' ? 'A' : undefined;
}

/** Chooses who goes first on Home, for the game chosen there (the menu appears for a game whose start asks it); undefined: Home's default, the random draw. */
export async function chooseFirstPlayer(page: Page, choice: FirstPlayerChoice | undefined): Promise<void> {
  if (choice === undefined) return;
  const select = page.getByTestId('first-player-select');
  await select.waitFor({ state: 'visible' });
  await select.selectOption(choice);
}

/** The home screen's menu: the screens it opens and the game it starts. */
export class HomePage {
  constructor(readonly page: Page) {}

  /** Goes back to Home from any list screen (or stays there). */
  async go(): Promise<void> {
    if (await this.page.getByTestId('home-screen').isVisible()) return;
    // List screens have a Back button; the table has Leave.
    await this.page.locator('[data-testid$="-back"]:visible, [data-testid="leave-game"]:visible').first().click();
    await this.page.getByTestId('home-screen').waitFor();
  }

  /** Opens one of the menu's screens. */
  async open(screen: 'collection' | 'decks' | 'saves' | 'import' | 'lab'): Promise<void> {
    await this.go();
    await this.page.getByTestId(`open-${screen}`).click();
    const testid = screen === 'decks' ? 'deck-screen' : `${screen}-screen`;
    await this.page.getByTestId(testid).waitFor();
  }

  /** Starts a hotseat game of `profile` with a saved deck (by name) for each seat, and waits for the board. */
  async startWithDeck(profile: string, deckName: string): Promise<void> {
    await this.startWithDecks(profile, { A: deckName, B: deckName });
  }

  /**
   * Starts a hotseat game of `profile` with the deck named (a part of its name) for each seat, and
   * waits for the board's first view; `first`: who goes first (defaultFirstPlayer: A in Flesh and Blood).
   */
  async startWithDecks(profile: string, decks: Readonly<Record<'A' | 'B', string>>, first = defaultFirstPlayer(profile)): Promise<void> {
    await this.go();
    await this.page.getByTestId('profile-select').selectOption(profile);
    await chooseFirstPlayer(this.page, first);
    for (const seat of ['A', 'B'] as const) await this.chooseDeck(seat, decks[seat]);
    await this.page.getByTestId('start-game').click();
    await this.page.getByTestId('game-screen').waitFor();
    await this.page.getByTestId('board-canvas').waitFor();
    await this.page.waitForFunction(() => (globalThis as unknown as { __arbiterView?: unknown }).__arbiterView !== undefined);
  }

  /** Home's heading and the line under it: what game the seats' players make (as written: the heading is styled in capitals). */
  async heading(): Promise<{ heading: string; intro: string }> {
    const text = async (testid: string) => (await this.page.getByTestId(testid).textContent()) ?? '';
    return { heading: await text('home-heading'), intro: await text('home-intro') };
  }

  /** Sets who plays a seat: a person, or the computer at a level. */
  async setPlayer(seat: 'A' | 'B', player: 'human' | 'easy' | 'normal' | 'hard'): Promise<void> {
    await this.page.getByTestId(`player-select-${seat}`).selectOption(player);
  }

  /** The game Home has chosen (a profile id). */
  async game(): Promise<string> {
    return this.page.getByTestId('profile-select').inputValue();
  }

  /** Chooses a seat's deck by (a part of) its name in the menu. */
  async chooseDeck(seat: 'A' | 'B', name: string): Promise<void> {
    const option = this.page.getByTestId(`deck-select-${seat}`).locator('option', { hasText: name }).first();
    await option.waitFor({ state: 'attached' });
    await this.page.getByTestId(`deck-select-${seat}`).selectOption((await option.getAttribute('value')) ?? '');
  }

  /** The text of the deck a seat's menu shows. */
  async chosenDeck(seat: 'A' | 'B'): Promise<string> {
    return this.page.getByTestId(`deck-select-${seat}`).evaluate((e) => {
      const s = e as unknown as { options: ArrayLike<{ text: string }>; selectedIndex: number };
      return s.options[s.selectedIndex]?.text ?? '';
    });
  }

  /** Switches the UI language through the settings screen and comes back. */
  async setLanguage(language: 'en' | 'ja'): Promise<void> {
    await this.go();
    await this.page.getByTestId('open-settings').click();
    await this.page.getByTestId('language-select').selectOption(language);
    await this.page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
    await this.page.getByTestId('settings-back').click();
  }
}
