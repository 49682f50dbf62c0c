import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fabCubeSubset, HAVE_FAB_CUBE } from './fixtures/fab-cube-subset';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { CollectionPage } from './pages/CollectionPage';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { HomePage } from './pages/HomePage';
import { ImportPage } from './pages/ImportPage';

/** A list pasted with mistakes: a format no one plays, a typo, a card of three pitches with none written, cards on a header's line. */
const PASTED = ['Format: Blitzz', 'Hero: Katsu', '3x Head Jabb (red)', '1x Snatch', 'Deck: Pummel (red)', '1x Head Jab (blue)'].join('\n');

/** Katsu with two cards: a Blitz deck far short of its 40, a red Head Jab twice where Blitz allows one. */
const SHORT = ['Format: Blitz', 'Hero: Katsu', '2x Head Jab (red)', '1x Snatch (blue)'].join('\n');

/**
 * The play-test in Japanese, in a 1024x640 window: a pasted deck list's problems and the deck
 * rules' problems read in Japanese, in the deck builder and on Home, and the list panel stays
 * inside the window; after importing fab-cube printings the collection's set filter offers WTR
 * once (not `wtr` and `WTR`), and WTR finds the shipped scripted cards with their imported printings.
 */
describe('a Japanese player imports printings, filters by set and pastes a deck list (1024x640)', () => {
  const suite = useApp({ width: 1024, height: 640 });
  let home: HomePage;
  let decks: DeckBuilderPage;
  let cube = '';

  beforeAll(async () => {
    home = new HomePage(suite.app.page);
    decks = new DeckBuilderPage(suite.app.page);
    if (HAVE_FAB_CUBE) cube = fabCubeSubset(['Snatch', 'Head Jab']);
    await home.setLanguage('ja');
  });
  afterAll(() => {
    if (cube) rmSync(cube, { recursive: true, force: true });
  });

  it.skipIf(!HAVE_FAB_CUBE)('the set filter lists WTR once; WTR finds the shipped cards and the imported printings, 1HP the card they are printed as', async () => {
    const page = suite.app.page;
    const imports = new ImportPage(page);
    await home.open('import');
    await imports.startFabCube(cube);
    expect(await imports.waitDone()).toBe('done');
    const collection = new CollectionPage(page);
    await home.open('collection');
    await collection.selectGame('fab');
    const sets = await page.getByTestId('filter-set').locator('option').evaluateAll((els) => els.map((e) => e.getAttribute('value') ?? ''));
    expect(sets.filter((v) => v.toUpperCase() === 'WTR')).toEqual(['WTR']);
    // Every set once, by its code in upper case.
    expect(sets.filter(Boolean)).toEqual([...new Set(sets.filter(Boolean).map((v) => v.toUpperCase()))]);

    const all = await collection.total();
    await page.getByTestId('filter-set').selectOption('WTR');
    await expect.poll(() => collection.total()).not.toBe(all);
    const wtr = await collection.total();
    // A shipped card fab-cube was not asked for (Pummel), and one whose printings came with it (Snatch).
    await collection.search('Pummel');
    expect(await collection.total()).toBe(3);
    await collection.search('Snatch');
    expect(await collection.total()).toBe(3);
    expect((await collection.row('Snatch').getAttribute('data-sets'))?.split(' ')).toEqual(expect.arrayContaining(['WTR', '1HP']));
    await collection.pick('Snatch');
    const printingSets = await collection.card.getByTestId('card-printing').evaluateAll((els) => els.map((e) => e.getAttribute('data-set')));
    expect(printingSets.filter((s) => s === 'WTR').length).toBeGreaterThan(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ja-collection-set-wtr.png') });
    // A set only fab-cube prints the card in finds the shipped card that plays it.
    await page.getByTestId('filter-set').selectOption('1HP');
    await expect.poll(() => page.getByTestId('filter-set').inputValue()).toBe('1HP');
    await expect.poll(async () => (await collection.total()) > 0 && (await collection.total()) < 3 + 1).toBe(true);
    expect(new Set(await collection.rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))))).toEqual(new Set(['Snatch']));
    await collection.search('');
    await page.getByTestId('filter-set').selectOption('WTR');
    await expect.poll(() => collection.total()).toBe(wtr);
  });

  it('a pasted list with an unknown name and other mistakes says what is wrong on which line, in Japanese, inside the window', async () => {
    const page = suite.app.page;
    await home.open('decks');
    await decks.selectGame('fab');
    await decks.pasteList(PASTED);
    const errors = page.getByTestId('deck-list-error');
    await expect.poll(() => errors.count()).toBe(4);
    expect(await errors.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(['unknown-format', 'unknown-card', 'pitch-needed', 'cards-after-header']);
    expect(await errors.allInnerTexts()).toEqual([
      '1行目「Format: Blitzz」：「Blitzz」というフォーマットはありません。Blitz または Classic Constructed と書いてください。',
      expect.stringMatching(/^3行目「Head Jabb」：この名前のカードはありません。\s*もしかして：\s*Head Jab$/),
      '4行目「Snatch」：Snatchには赤・黄・青があります。「Snatch (red)」のように色を書いてください。',
      '5行目「Deck: Pummel (red)」：「Deck:」は区分の見出しです。カードは次の行から書いてください。',
    ]);
    // The panel and its buttons are inside the 640 px window (the panel used to run off its bottom).
    const panel = (await page.getByTestId('deck-list-dialog').boundingBox())!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(640);
    for (const id of ['deck-list-confirm', 'deck-list-close']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y + box.height, id).toBeLessThanOrEqual(640);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ja-deck-list-errors.png') });
    // "Did you mean" fixes the line; Escape closes the panel.
    await page.getByTestId('deck-list-suggestion').click();
    expect(await page.getByTestId('deck-list-text').inputValue()).toContain('3x Head Jab (red)');
    await page.getByTestId('deck-list-text').press('Escape');
    await page.getByTestId('deck-list-dialog').waitFor({ state: 'hidden' });
  });

  it('the deck rules’ problems read in Japanese in the deck builder and on Home', async () => {
    const page = suite.app.page;
    await page.getByTestId('deck-name').fill('短いカツ');
    await decks.importList(SHORT);
    await decks.waitVerdict(false);
    expect(await decks.format()).toBe('blitz');
    const problem = (code: string) => page.locator(`[data-testid="deck-problem"][data-code="${code}"] span`).first().innerText();
    expect(await problem('too-few-cards')).toBe('デッキが3枚です。ちょうど40枚必要です。');
    expect(await problem('too-many-copies')).toBe('Head Jab (red)が2枚あります。1枚までです。');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ja-deck-problems.png') });

    await home.go();
    await page.getByTestId('profile-select').selectOption('fab');
    const option = page.getByTestId('deck-select-A').locator('option', { hasText: '短いカツ' }).first();
    await option.waitFor({ state: 'attached' });
    await page.getByTestId('deck-select-A').selectOption((await option.getAttribute('value')) ?? '');
    const status = page.getByTestId('deck-status-A');
    await expect.poll(() => status.locator('[data-legal]').getAttribute('data-legal')).toBe('false');
    expect(await status.locator('[data-legal]').innerText()).toBe('ブリッツでは使用できません：');
    expect(await status.getByTestId('deck-status-problem').allInnerTexts()).toEqual(['デッキが3枚です。ちょうど40枚必要です。', 'Head Jab (red)が2枚あります。1枚までです。']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ja-home-deck-problems.png') });
    expect(suite.app.errors).toEqual([]);
  });
});
