import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardView } from '../engine/index';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { CollectionPage } from './pages/CollectionPage';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { HomePage } from './pages/HomePage';
import { SavesPage } from './pages/SavesPage';

/** Five house cards, four copies each: the house game's smallest legal deck (20 cards, 4 copies). */
const CARDS = ['Dusk Owl', 'Ember Fox', 'Iron Boar', 'Moss Golem', 'Stone Warden'];
const DECK = 'Owned twenty';

describe('the collection story: own cards, build a deck, play it, quit, resume', () => {
  const suite = useApp({ width: 1440, height: 900 });
  let home: HomePage;
  let hashAtQuit = '';
  let viewAtQuit: BoardView | null = null;

  beforeAll(() => {
    home = new HomePage(suite.app.page);
  });

  it('marks cards as owned in the collection', async () => {
    const collection = new CollectionPage(suite.app.page);
    await home.open('collection');
    await collection.selectGame('house');
    expect(await collection.total()).toBeGreaterThanOrEqual(12);
    for (const name of CARDS) await collection.setOwned(name, 4);
    await suite.app.page.getByTestId('filter-owned').check();
    await expect.poll(() => collection.total()).toBe(CARDS.length);
    // One more copy of one card by its + button, then back to four.
    await collection.row('Dusk Owl').getByTestId('owned-plus').click();
    await expect.poll(() => collection.row('Dusk Owl').getByTestId('owned-input').inputValue()).toBe('5');
    await collection.row('Dusk Owl').getByTestId('owned-minus').click();
    await expect.poll(() => collection.row('Dusk Owl').getByTestId('owned-input').inputValue()).toBe('4');
    await suite.app.page.getByTestId('filter-owned').uncheck();
    await expect.poll(() => collection.total()).toBeGreaterThanOrEqual(12);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'collection.png') });
  });

  it('builds a legal deck from the owned cards, with warnings where it needs more than owned, and saves it', async () => {
    const decks = new DeckBuilderPage(suite.app.page);
    await home.open('decks');
    await decks.selectGame('house');
    await decks.add(CARDS[0], 2);
    await decks.waitVerdict(false);
    expect(await decks.problems.first().getAttribute('data-code')).toBe('too-few-cards');
    for (const name of CARDS) await decks.add(name, name === CARDS[0] ? 3 : 4);
    // Five copies of Dusk Owl: more than the house limit of four and more than owned.
    await decks.waitVerdict(false);
    await expect.poll(async () => (await decks.problems.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).sort()).toEqual(['not-enough-owned', 'too-many-copies']);
    await suite.app.page.locator('[data-testid="deck-line"][data-name="Dusk Owl"]').getByTestId('line-minus').click();
    await decks.waitVerdict(true);
    expect(await decks.size()).toBe(20);
    expect(await decks.problems.count()).toBe(0);
    await decks.save(DECK);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'deck-builder.png') });
  });

  it('starts a game with the saved deck for both seats, autosaving as it is played', async () => {
    await home.startWithDeck('house', DECK);
    const view = await suite.board.view();
    const names = new Set(view.players.flatMap((p) => p.zones.flatMap((z) => z.cards.filter((c) => !c.hidden).map((c) => c.name))));
    expect([...names].every((n) => CARDS.includes(n ?? '')), [...names].join(', ')).toBe(true);
    expect(view.players.map((p) => p.zones.reduce((n, z) => n + z.count, 0))).toEqual([20, 20]);
    await suite.board.pass();
    await suite.board.pass();
    const hand = (await suite.board.view()).players.find((p) => p.seat === 'B')?.zones.find((z) => z.zone === 'hand');
    await suite.board.clickCard(hand!.cards[0].id);
    hashAtQuit = (await suite.app.page.getByTestId('game-screen').getAttribute('data-hash')) ?? '';
    viewAtQuit = await suite.board.view();
    expect(hashAtQuit).toMatch(/^[0-9a-f]{16}$/);
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
  });

  it('resumes the game from the Saved games screen with the same board (same state hash)', async () => {
    const saves = new SavesPage(suite.app.page);
    await home.open('saves');
    await expect.poll(() => saves.rows.count()).toBe(1);
    expect(await saves.rows.first().getAttribute('data-hash')).toBe(hashAtQuit);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'saves.png') });
    const resumed = await saves.resume(0);
    expect(resumed).toBe(hashAtQuit);
    expect(await suite.board.view()).toEqual(viewAtQuit);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'resumed.png'));
  });

  it('steps through the game in the replay viewer', async () => {
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
    const saves = new SavesPage(suite.app.page);
    await home.open('saves');
    await saves.replay(0);
    await suite.app.page.getByTestId('replay-last').click();
    await suite.app.page.locator('[data-testid="replay-screen"][data-step="3"]').waitFor();
    expect(await suite.app.page.getByTestId('replay-screen').getAttribute('data-hash')).toBe(hashAtQuit);
    await suite.app.page.getByTestId('replay-prev').click();
    await suite.app.page.locator('[data-testid="replay-screen"][data-step="2"]').waitFor();
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'replay.png') });
    await suite.app.page.getByTestId('replay-back').click();
    await suite.app.page.getByTestId('saves-screen').waitFor();
  });

  it('shows the collection and the deck builder in Japanese', async () => {
    await home.setLanguage('ja');
    await home.open('collection');
    await new CollectionPage(suite.app.page).selectGame('house');
    await expect.poll(() => suite.app.page.getByTestId('collection-back').innerText()).toBe('戻る');
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'collection-ja.png') });
    await home.open('decks');
    await suite.app.page.getByTestId('deck-game').selectOption('house');
    const pick = suite.app.page.getByTestId('deck-pick');
    await pick.locator('option', { hasText: DECK }).first().waitFor({ state: 'attached' });
    await pick.selectOption((await pick.locator('option', { hasText: DECK }).first().getAttribute('value')) ?? '');
    await new DeckBuilderPage(suite.app.page).waitVerdict(true);
    expect(await suite.app.page.getByTestId('deck-legal').innerText()).toBe('構築ルールを満たしています');
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'deck-builder-ja.png') });
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
