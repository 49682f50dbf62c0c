import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAB_CUBE, HAVE_FAB_CUBE } from './fixtures/fab-cube';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { CollectionPage } from './pages/CollectionPage';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { HomePage } from './pages/HomePage';
import { ImportPage } from './pages/ImportPage';


/** Katsu's Blitz deck as deck sites paste it: the hero, weapon and equipment as plain lines, no headers; two typos. */
const PASTED = [
  'Format: Blitz',
  'Katsu',
  'Harmonized Kodachi',
  'Mask of Momentum',
  'Breaking Scales',
  'Ironrot Legs',
  'Ironrot Plate',
  ...['Head Jab', 'Open the Center', 'Surging Strike', 'Whelming Gustwave', 'Flic Flak'].flatMap((n) => [`2x ${n} (red)`, `2x ${n} (blue)`]),
  '2x Head Jabb (yellow)',
  ...['Fluster Fist', 'Blackout Kick', 'Rising Knee Thrust', 'Leg Tap', 'Sink Below', 'Pounding Gale', 'Scar for a Scar'].map((n) => `2x ${n} (red)`),
  '2 Leg Tapp (blue)',
].join('\n');

/**
 * The play-test of the browser build, as a Flesh and Blood player meets it: after the fab-cube
 * import the collection lists each Welcome to Rathe card once (scripted, with every set it is
 * printed in) and shows its text; a list pasted from a deck site (plain lines, equipment with no
 * header, typos) imports with "did you mean" fixes, the hero and equipment where they belong,
 * and is named from its hero and format.
 */
describe.skipIf(!HAVE_FAB_CUBE)('a FaB player imports fab-cube, reads the collection and pastes a deck list', () => {
  const suite = useApp({ width: 1280, height: 800 });
  let home: HomePage;

  beforeAll(() => {
    home = new HomePage(suite.app.page);
  });

  it('after the fab-cube import, a WTR card is one scripted row with its sets, and the panel shows its text and printings', async () => {
    const imports = new ImportPage(suite.app.page);
    await home.open('import');
    await imports.startFabCube(FAB_CUBE);
    expect(await imports.waitDone()).toBe('done');
    const collection = new CollectionPage(suite.app.page);
    await home.open('collection');
    await collection.selectGame('fab');
    await suite.app.page.getByTestId('filter-pitch').selectOption('1');
    await collection.search('Snatch');
    expect(await collection.total()).toBe(1);
    const row = collection.row('Snatch');
    expect((await row.getAttribute('data-sets'))?.split(' ')).toEqual(expect.arrayContaining(['WTR', '1HP']));
    expect(await row.locator('.tag').count()).toBe(0);
    // Pointing at the row shows its printed text; clicking it lists its printings, each with a count.
    await row.hover();
    await expect.poll(() => collection.card.getByTestId('collection-card-text').innerText()).toMatch(/draw a card/i);
    await collection.pick('Snatch');
    const printings = collection.card.getByTestId('card-printing');
    expect(await printings.evaluateAll((els) => els.map((e) => e.getAttribute('data-set')))).toEqual(expect.arrayContaining(['WTR', '1HP']));
    // One copy said to be a 1HP printing counts once on the card's row.
    await collection.card.locator('[data-testid="card-printing"][data-set="1HP"]').getByTestId('printing-owned-plus').click();
    await expect.poll(() => row.getByTestId('owned-input').inputValue()).toBe('1');
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'collection-card-panel.png') });
  });

  it('a pasted list with plain lines and typos: "did you mean" fixes the lines, the hero and equipment land where they belong', async () => {
    const decks = new DeckBuilderPage(suite.app.page);
    const page = suite.app.page;
    await home.open('decks');
    await decks.selectGame('fab');
    await decks.pasteList(PASTED);
    const errors = page.getByTestId('deck-list-error');
    await expect.poll(() => errors.count()).toBe(2);
    expect(await errors.allInnerTexts()).toEqual([
      expect.stringMatching(/Head Jabb.*Did you mean:\s*Head Jab$/s),
      expect.stringMatching(/Leg Tapp.*Did you mean:\s*Leg Tap$/s),
    ]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'deck-list-did-you-mean.png') });
    while (await page.getByTestId('deck-list-suggestion').count()) await page.getByTestId('deck-list-suggestion').first().click();
    expect(await page.getByTestId('deck-list-text').inputValue()).toContain('2x Head Jab (yellow)');
    await page.getByTestId('deck-list-confirm').click();
    await page.getByTestId('deck-list-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('deck-name').inputValue()).toBe('Katsu — Blitz');
    // Two copies a line is more than Blitz allows (one of each), and 38 cards not 40: those are
    // the list's own problems. Nothing says a hero is missing or equipment is in the deck.
    await decks.waitVerdict(false);
    expect(await decks.size()).toBe(38);
    expect([...new Set(await decks.problemCodes('error'))].sort()).toEqual(['too-few-cards', 'too-many-copies']);
    const section = (name: string) => page.locator(`[data-testid="deck-line"][data-name="${name}"] [data-testid="line-section"]`).inputValue();
    expect(await section('Katsu')).toBe('hero');
    expect(await section('Harmonized Kodachi')).toBe('inventory');
    expect(await section('Ironrot Legs')).toBe('inventory');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'deck-list-pasted.png') });
  });

  it('importing into the open deck replaces its cards and keeps its name; the panel names the deck it replaces', async () => {
    const page = suite.app.page;
    await page.getByTestId('deck-import').click();
    expect(await page.getByTestId('deck-list-replace').innerText()).toBe('Replace the cards of “Katsu — Blitz”');
    await page.getByTestId('deck-list-text').fill('Format: Blitz\nKatsu\n1x Head Jab (red)\n');
    await page.getByTestId('deck-list-replace').click();
    await page.getByTestId('deck-list-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => new DeckBuilderPage(page).size()).toBe(1);
    expect(await page.getByTestId('deck-name').inputValue()).toBe('Katsu — Blitz');
    expect(await page.getByTestId('deck-pick').locator('option', { hasText: 'Katsu — Blitz' }).count()).toBe(1);
    expect(suite.app.errors).toEqual([]);
  });
});
