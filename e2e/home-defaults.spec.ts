import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { chooseFirstPlayer, HomePage } from './pages/HomePage';

/** The text of the option a seat's deck menu shows, and of its last option. */
async function menu(page: HomePage['page'], seat: 'A' | 'B'): Promise<{ chosen: string; last: string }> {
  return page.getByTestId(`deck-select-${seat}`).evaluate((e) => {
    const s = e as unknown as { options: ArrayLike<{ text: string }>; selectedIndex: number };
    return { chosen: s.options[s.selectedIndex]?.text ?? '', last: s.options[s.options.length - 1]?.text ?? '' };
  });
}

/** Each seat's hero in a view (none: the hero-less starter pile). */
const heroes = (v: TableView) => v.players.map((p) => p.zones.find((z) => z.zone === 'hero')?.cards[0]?.name ?? 'none');

/*
 * A new user who picks Flesh and Blood on Home and presses Start gets a real Blitz game: each
 * seat starts on a shipped hero deck (Rhinar for A, Katsu for B), the hero-less starter pile is
 * listed last as what it is and can still be chosen, a seat keeps the deck chosen for it, and
 * a default deck deleted in the deck builder gives way to the next shipped one.
 */
describe('Home deals Flesh and Blood hero decks by default', () => {
  const suite = useApp({ width: 1024, height: 640 });

  it('each seat starts on a shipped Blitz hero deck; the starter pile is listed last, named as what it is', async () => {
    const page = suite.app.page;
    await page.getByTestId('profile-select').selectOption('fab');
    await page.getByTestId('deck-status-B').locator('[data-legal="true"]').waitFor();
    expect(await menu(page, 'A')).toEqual({ chosen: 'Rhinar (Blitz): Welcome to Rathe (40 cards)', last: 'Practice pile: basic cards, no hero, weapon or equipment' });
    expect((await menu(page, 'B')).chosen).toBe('Katsu (Blitz): Welcome to Rathe (40 cards)');
    for (const seat of ['A', 'B']) expect(await page.getByTestId(`deck-status-${seat}`).locator('[data-legal]').innerText()).toBe('Legal Blitz deck, 40 cards in the deck');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'home-fab-defaults.png') });
  });

  it('the starter pile is still there to choose, and a seat keeps the deck chosen for it after a game', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await page.getByTestId('deck-select-A').selectOption('');
    await chooseFirstPlayer(page, 'A');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as { __arbiterView?: unknown }).__arbiterView !== undefined);
    expect(heroes(await suite.board.view())).toEqual(['none', 'Katsu']);
    await home.go();
    expect((await menu(page, 'A')).chosen).toBe('Practice pile: basic cards, no hero, weapon or equipment');
    expect((await menu(page, 'B')).chosen).toBe('Katsu (Blitz): Welcome to Rathe (40 cards)');
  });

  it('a default deck deleted in the deck builder gives way to the next shipped deck; choosing the game again deals the defaults', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.open('decks');
    const decks = new DeckBuilderPage(page);
    await decks.pick('Katsu (Blitz)');
    await page.getByTestId('deck-delete').click();
    await page.getByTestId('deck-delete').click();
    await expect.poll(() => page.getByTestId('deck-pick').locator('option', { hasText: 'Katsu' }).count()).toBe(0);
    await home.go();
    await expect.poll(async () => (await menu(page, 'B')).chosen).toBe('Dorinthea (Blitz): Welcome to Rathe (40 cards)');
    expect((await menu(page, 'A')).chosen).toBe('Practice pile: basic cards, no hero, weapon or equipment');
    await page.getByTestId('profile-select').selectOption('house');
    await page.getByTestId('profile-select').selectOption('fab');
    await expect.poll(async () => (await menu(page, 'A')).chosen).toBe('Rhinar (Blitz): Welcome to Rathe (40 cards)');
    expect((await menu(page, 'B')).chosen).toBe('Dorinthea (Blitz): Welcome to Rathe (40 cards)');
    await chooseFirstPlayer(page, 'A');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as { __arbiterView?: unknown }).__arbiterView !== undefined);
    expect(heroes(await suite.board.view())).toEqual(['Rhinar', 'Dorinthea']);
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
