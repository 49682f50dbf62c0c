import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { HomePage } from './pages/HomePage';

const SHIPPED = path.resolve(import.meta.dirname, '../assets/decks/fab');
const THREE_JABS = 'Katsu, three Head Jab';

/**
 * Katsu's shipped Blitz list with its three Head Jab (one of each pitch) made three of the red
 * one: still 40 cards, one problem only (Blitz allows one copy per name and pitch).
 */
function threeJabs(): string {
  const text = readFileSync(path.join(SHIPPED, 'katsu-blitz.txt'), 'utf8').replace(/^#.*\n/, '').replace(/^Format: .*$/m, 'Format: Blitz');
  return text.replace('1x Head Jab (red)', '3x Head Jab (red)').replace('1x Head Jab (yellow)\n', '').replace('1x Head Jab (blue)\n', '');
}

/**
 * Issue 14 item 5, as a play-tester of the browser build met it: a FaB deck knows its format
 * (Blitz or Classic Constructed), the deck builder checks the deck in it and lists every
 * problem on a line of its own, a list's "Format:" line sets it and export writes it back,
 * and Home lists each problem of a chosen deck, not only the first.
 */
describe('FaB deck formats in the deck builder and on Home (issue 14 item 5)', () => {
  const suite = useApp({ width: 1280, height: 800 });
  let home: HomePage;
  let decks: DeckBuilderPage;

  beforeAll(() => {
    home = new HomePage(suite.app.page);
    decks = new DeckBuilderPage(suite.app.page);
  });

  it('a shipped Blitz deck is legal as Blitz; as Classic Constructed its size and young hero are listed, and the choice is saved', async () => {
    await home.open('decks');
    await decks.selectGame('fab');
    await decks.pick('Dorinthea (Blitz)');
    expect(await decks.format()).toBe('blitz');
    await decks.waitVerdict(true);
    expect(await decks.problemCodes('error')).toEqual([]);

    await decks.selectFormat('cc');
    await decks.waitVerdict(false);
    expect(await decks.problemCodes('error')).toEqual(['too-few-cards', 'hero-age']);
    const lines = await suite.app.page.locator('[data-testid="deck-problem"][data-severity="error"]').allInnerTexts();
    expect(lines[0]).toMatch(/^The deck has 40 cards; it needs at least 60\./);
    expect(lines[1]).toMatch(/^Classic Constructed is played with an adult hero; Dorinthea is a young hero\./);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'deck-format-cc.png') });

    // Saved as Classic Constructed, the deck opens as one (Home checks it so below).
    await decks.save('Dorinthea (Blitz): Welcome to Rathe');
    await decks.pick('Bravo (Blitz)');
    expect(await decks.format()).toBe('blitz');
    await decks.pick('Dorinthea (Blitz)');
    expect(await decks.format()).toBe('cc');
    await decks.waitVerdict(false);
  });

  it('a list starting "Format: Blitz" imports as Blitz, its three copies of one card named; export writes the format back', async () => {
    await decks.pick('Bravo (Blitz)');
    // The builder's choice is for a list that names no format: the list's own line wins.
    await decks.selectFormat('cc');
    await suite.app.page.getByTestId('deck-name').fill(THREE_JABS);
    await decks.importList(threeJabs());
    await decks.waitVerdict(false);
    expect(await decks.format()).toBe('blitz');
    expect(await decks.size()).toBe(40);
    expect(await decks.problemCodes('error')).toEqual(['too-many-copies']);
    expect(await suite.app.page.locator('[data-testid="deck-problem"][data-code="too-many-copies"]').innerText()).toMatch(/^3 copies of Head Jab \(red\); at most 1\./);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'deck-format-import.png') });
    const text = await decks.exportList();
    expect(text.split('\n').slice(0, 2)).toEqual(['Format: Blitz', 'Hero: Katsu']);
    expect(text).toContain('3x Head Jab (red)');
  });

  it('Home lists every problem of each chosen deck in its format, one line each, and stays usable at 1024x640', async () => {
    await home.go();
    const page = suite.app.page;
    await page.getByTestId('profile-select').selectOption('fab');
    for (const [seat, name] of [['A', THREE_JABS], ['B', 'Dorinthea (Blitz)']] as const) {
      const option = page.getByTestId(`deck-select-${seat}`).locator('option', { hasText: name }).first();
      await option.waitFor({ state: 'attached' });
      await page.getByTestId(`deck-select-${seat}`).selectOption((await option.getAttribute('value')) ?? '');
    }
    const status = (seat: string) => page.getByTestId(`deck-status-${seat}`);
    await expect.poll(() => status('B').locator('[data-legal]').getAttribute('data-legal')).toBe('false');
    await expect.poll(() => status('A').locator('[data-legal]').getAttribute('data-legal')).toBe('false');
    expect(await status('A').locator('[data-legal]').innerText()).toBe('Not legal for Blitz:');
    expect(await status('A').getByTestId('deck-status-problem').allInnerTexts()).toEqual(['3 copies of Head Jab (red); at most 1.']);
    expect(await status('B').locator('[data-legal]').innerText()).toBe('Not legal for Classic Constructed:');
    expect(await status('B').getByTestId('deck-status-problem').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(['too-few-cards', 'hero-age']);
    expect(await page.getByTestId('start-game').isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'home-deck-problems.png') });

    // In a short window Home scrolls: its title is not cut off and "Play anyway" and Start are reachable.
    await page.setViewportSize({ width: 1024, height: 640 });
    expect((await page.locator('.brand').boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.getByTestId('play-anyway').check();
    await page.getByTestId('start-game').scrollIntoViewIfNeeded();
    const start = (await page.getByTestId('start-game').boundingBox())!;
    expect(start.y + start.height).toBeLessThanOrEqual(640);
    expect(await page.getByTestId('start-game').isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'home-deck-problems-small.png') });
    expect(suite.app.errors).toEqual([]);
  });
});
