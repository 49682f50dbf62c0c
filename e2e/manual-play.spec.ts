import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { fabCubeSubset, HAVE_FAB_CUBE } from './fixtures/fab-cube-subset';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { chooseFirstPlayer, HomePage } from './pages/HomePage';
import { ImportPage } from './pages/ImportPage';
import { SavesPage } from './pages/SavesPage';

/** Real Flesh and Blood cards the engine does not script (imported from the public fab-cube export). */
const HERO = 'Betsy';
const CARD = 'Flying High';
const DECK = 'Unscripted Betsy';

/**
 * Issue 16, items 2 and 3: decks are checked before play, and any card can be played by hand.
 * A deck of real, unscripted cards says so in the deck builder and on Home; it is not legal
 * (too small), so the game starts only with "Play anyway"; playing one of its cards asks for
 * its text to be resolved by hand; a card moved and a life total changed by hand are logged,
 * saved and there again after a resume.
 */
describe.skipIf(!HAVE_FAB_CUBE)('manual play: unscripted real cards, checked decks, changes by hand', () => {
  const suite = useApp({ width: 1280, height: 800 });
  let home: HomePage;
  let cube = '';
  let hash = '';
  let builderCount = 0;

  beforeAll(() => {
    home = new HomePage(suite.app.page);
    cube = fabCubeSubset([HERO, CARD]);
  });
  afterAll(() => rmSync(cube, { recursive: true, force: true }));

  const zone = (v: TableView, seat: string, name: string) => v.players.find((p) => p.seat === seat)!.zones.find((z) => z.zone === name)!;

  it('imports a few real cards; the deck builder says how many of a deck are not scripted and saves no empty deck', async () => {
    const imports = new ImportPage(suite.app.page);
    await home.open('import');
    await imports.startFabCube(cube);
    expect(await imports.waitDone()).toBe('done');

    const decks = new DeckBuilderPage(suite.app.page);
    await home.open('decks');
    await decks.selectGame('fab');
    // A new, empty deck can't be saved.
    expect(await suite.app.page.getByTestId('deck-save').isDisabled()).toBe(true);
    await suite.app.page.getByTestId('search-text').fill(CARD);
    await suite.app.page.locator(`[data-testid="deck-result"][data-name="${CARD}"]`).first().waitFor();
    const pitches = await suite.app.page.locator(`[data-testid="deck-result"][data-name="${CARD}"]`).count();
    for (let i = 0; i < pitches; i++) {
      for (let n = 0; n < 3; n++) await suite.app.page.locator(`[data-testid="deck-result"][data-name="${CARD}"]`).nth(i).getByTestId('add-card').click();
    }
    await suite.app.page.getByTestId('search-text').fill(HERO);
    await decks.add(HERO);
    builderCount = pitches * 3;
    await expect.poll(() => decks.size()).toBe(builderCount);
    const warning = suite.app.page.getByTestId('deck-unscripted');
    await expect.poll(() => warning.getAttribute('data-count')).toBe(String(builderCount + 1));
    expect(await warning.innerText()).toMatch(/not scripted/);
    await decks.waitVerdict(false);
    await decks.save(DECK);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'manual-deck-builder.png') });
  });

  it('Home counts the same cards, says the deck is not legal and how many cards are not scripted, and starts it only with "Play anyway"', async () => {
    await home.go();
    const page = suite.app.page;
    await page.getByTestId('profile-select').selectOption('fab');
    for (const seat of ['A', 'B']) {
      const option = page.getByTestId(`deck-select-${seat}`).locator('option', { hasText: DECK }).first();
      await option.waitFor({ state: 'attached' });
      // The same count as the builder's size line.
      expect(await option.innerText()).toContain(`(${builderCount} cards)`);
      await page.getByTestId(`deck-select-${seat}`).selectOption((await option.getAttribute('value')) ?? '');
    }
    const status = page.getByTestId('deck-status-A');
    await expect.poll(() => status.locator('[data-legal]').getAttribute('data-legal')).toBe('false');
    // A new FaB deck is checked as Classic Constructed (the default format), each problem on its own line.
    expect(await status.innerText()).toMatch(/Not legal for Classic Constructed:\n(.+\n)*.*at least 60/);
    expect(await status.getByTestId('deck-unscripted').getAttribute('data-count')).toBe(String(builderCount + 1));
    expect(await page.getByTestId('start-game').isDisabled()).toBe(true);
    expect(await page.getByTestId('deck-blocked').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'manual-home-illegal.png') });
    await page.getByTestId('play-anyway').check();
    expect(await page.getByTestId('start-game').isEnabled()).toBe(true);
    await chooseFirstPlayer(page, 'A');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('board-canvas').waitFor();
    await page.waitForFunction(() => (globalThis as { __arbiterView?: unknown }).__arbiterView !== undefined);
  });

  it('playing an unscripted card asks for its text to be resolved by hand', async () => {
    await suite.board.settleStart();
    let view = await suite.board.view();
    const card = zone(view, view.viewer, 'hand').cards.find((c) => c.name === CARD)!;
    expect(card.unscripted).toBe(true);
    await suite.board.clickCard(card.id);
    // Both players pass: the card resolves and its text waits for its player.
    for (let i = 0; i < 4 && !(view.manual ?? []).length; i++) {
      await suite.board.pass();
      view = await suite.board.view();
    }
    const prompt = suite.app.page.getByTestId('resolve-by-hand');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('go again');
    await expect.poll(() => suite.board.log.innerText()).toMatch(/by hand/);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-resolve.png'));
    await suite.board.clickAndWait(prompt.getByTestId('resolve-done'));
    expect((await suite.board.view()).manual ?? []).toEqual([]);
  });

  it('moves a card and changes a life total by hand: both are logged actions', async () => {
    const view = await suite.board.view();
    const seat = view.viewer;
    const card = zone(view, seat, 'hand').cards[0];
    const menu = await suite.board.openCardMenu(card.id);
    expect(await menu.innerText()).toContain(card.name ?? '');
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-card-menu.png'));
    await suite.board.clickAndWait(menu.locator('[data-change="move"][data-zone="graveyard"]'));
    let after = await suite.board.view();
    // A card that changes zones is a new object (FAB-1.3 / MTG-400.7): count it by name.
    expect(zone(after, seat, 'graveyard').count).toBe(zone(view, seat, 'graveyard').count + 1);
    expect(zone(after, seat, 'graveyard').cards.map((c) => c.name)).toContain(card.name);
    expect(zone(after, seat, 'hand').count).toBe(zone(view, seat, 'hand').count - 1);
    await expect.poll(() => suite.board.log.innerText()).toContain(`Seat ${seat} moves ${card.name} by hand to Seat ${seat}’s zone Graveyard.`);

    const other = seat === 'A' ? 'B' : 'A';
    const life = after.players.find((p) => p.seat === other)!.stats.life;
    const stat = suite.app.page.getByTestId('manual-panel').locator(`.manual-seat[data-seat="${other}"] .manual-stat[data-stat="life"]`);
    await suite.board.clickAndWait(stat.locator('button').first());
    after = await suite.board.view();
    expect(after.players.find((p) => p.seat === other)!.stats.life).toBe(life - 1);
    expect(after.log.map((l) => l.key)).toEqual(expect.arrayContaining(['log.manual-move', 'log.manual-stat']));
    hash = (await suite.app.page.getByTestId('game-screen').getAttribute('data-hash')) ?? '';
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-play.png'));
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
  });

  it('resumes the saved game with the changes by hand in its log and on the table', async () => {
    const saves = new SavesPage(suite.app.page);
    await home.open('saves');
    expect(await saves.resume(0)).toBe(hash);
    const view = await suite.board.view();
    expect(view.log.map((l) => l.key)).toEqual(expect.arrayContaining(['log.resolve-by-hand', 'log.manual-move', 'log.manual-stat']));
    await expect.poll(() => suite.board.log.innerText()).toMatch(/by hand/);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'manual-play-resumed.png'));
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
