import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAB_CUBE, HAVE_FAB_CUBE } from './fixtures/fab-cube';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { CollectionPage } from './pages/CollectionPage';
import { HomePage } from './pages/HomePage';
import { ImportPage } from './pages/ImportPage';

/** Printings in the fab-cube export this project tests against. */
const FAB_CUBE_PRINTINGS = 13_081;
const FAB_CUBE_CARDS = 3_878;

describe.skipIf(!HAVE_FAB_CUBE)('import the fab-cube card database from the UI', () => {
  const suite = useApp({ width: 1440, height: 900 });
  let home: HomePage;
  let imports: ImportPage;
  let before: { cards: number; printings: number };

  beforeAll(() => {
    home = new HomePage(suite.app.page);
    imports = new ImportPage(suite.app.page);
  });

  it('imports every printing with a progress bar that moves, and shows the catalogue count', async () => {
    await home.open('import');
    before = await imports.catalogue();
    await imports.startFabCube(FAB_CUBE);
    // The bar is fed by import:progress events: catch it part of the way for the screenshot.
    const seen = new Set<number>();
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      const state = await imports.bar.getAttribute('data-state');
      const pct = Number(await imports.bar.getAttribute('aria-valuenow'));
      seen.add(pct);
      if (state === 'running' && pct >= 30 && pct <= 90) {
        await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'import-progress.png') });
        break;
      }
      if (state !== 'running') break;
      await suite.app.page.waitForTimeout(40);
    }
    expect(await imports.waitDone()).toBe('done');
    expect([...seen].some((p) => p > 0 && p < 100), `progress values seen: ${[...seen].join(',')}`).toBe(true);
    expect(await imports.bar.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(async () => (await imports.catalogue()).printings).toBe(before.printings + FAB_CUBE_PRINTINGS);
    expect((await imports.catalogue()).cards - before.cards).toBe(FAB_CUBE_CARDS);
    expect(await suite.app.page.getByTestId('import-summary').innerText()).toMatch(/0 errors/);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'import.png') });
  });

  it('lists every card once in a virtualized list that draws only the rows in view', async () => {
    const collection = new CollectionPage(suite.app.page);
    await home.open('collection');
    await collection.selectGame('fab');
    // One row per card: every fab-cube card, and the shipped fab cards no fab-cube card plays
    // (the lab sets; Welcome to Rathe's scripted cards are the rows of their fab-cube twins).
    expect(await collection.total()).toBeGreaterThanOrEqual(FAB_CUBE_CARDS);
    expect(await collection.total()).toBeLessThan(FAB_CUBE_CARDS + 300);
    expect(await collection.drawn()).toBeLessThan(60);
    // Jump deep into the list: the rows there load and draw, and the DOM stays small.
    await collection.list.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    await suite.app.page.locator('[data-testid="collection-row"][aria-posinset]').first().waitFor();
    await expect.poll(async () => Number(await collection.rows.first().getAttribute('aria-posinset'))).toBeGreaterThan(1500);
    expect(await collection.drawn()).toBeLessThan(60);
    await collection.list.evaluate((el) => (el.scrollTop = 0));
    await collection.search('dragon');
    expect(await collection.total()).toBeGreaterThan(0);
    expect(await collection.total()).toBeLessThan(2000);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'collection-fab.png') });
    await home.setLanguage('ja');
    await home.open('collection');
    await collection.search('');
    await suite.app.page.getByTestId('filter-pitch').selectOption('1');
    await suite.app.page.waitForTimeout(400);
    await suite.app.page.screenshot({ path: path.join(SCREENSHOTS, 'collection-fab-ja.png') });
    expect(suite.app.errors).toEqual([]);
  });
});
