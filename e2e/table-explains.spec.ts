import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareGolden } from './fixtures/golden';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';

type Hooked = { __arbiterBoard?: { cardCenter(id: string): { x: number; y: number } | null; ringed(): string[] } };

/** Starts a Rhinar vs Katsu Blitz game (Welcome to Rathe) from Home. */
async function startBlitz(page: Page): Promise<void> {
  await new HomePage(page).startWithDecks('fab', { A: 'Rhinar (Blitz)', B: 'Katsu (Blitz)' });
}

/** Rests the mouse on a card of the board canvas. */
async function hover(page: Page, id: string): Promise<void> {
  const box = await page.getByTestId('board-canvas').boundingBox();
  const at = await page.evaluate((card) => (globalThis as unknown as Hooked).__arbiterBoard?.cardCenter(card) ?? null, id);
  if (!box || !at) throw new Error(`card ${id} is not on the board`);
  await page.mouse.move(box.x + at.x, box.y + at.y, { steps: 4 });
}

/** Two chain links as a puzzle the rules lab opens (then played on, on the table). */
const TWO_LINKS = [
  '- id: my/two-links',
  '  profile: fab',
  '  rules: [FAB-7.0]',
  '  title: Two chain links',
  '  players:',
  '    A: {hero: [sl-hero], hand: [head-jab-red*2, rl-press-on], deck: [filler*4]}',
  '    B: {hero: [sl-hero], head: [ironrot-helm], hand: [raging-onslaught-blue]}',
  '  script:',
  '    - play: {by: A, card: head-jab-red#1}',
  '    - resolve: top',
  '    - defend: {by: B, with: [raging-onslaught-blue, ironrot-helm]}',
  '    - advance: reaction',
  '    - play: {by: A, card: rl-press-on, targets: [head-jab-red#1]}',
  '    - resolve: top',
  '    - advance: resolution',
  '    - play: {by: A, card: head-jab-red#2}',
  '    - resolve: top',
  '  expect: []',
  '',
].join('\n');

/** Issue 17 items 2, 3 and 4 on the live table: card zoom, chain links, "why?" on the log. */
describe('the table explains', () => {
  const suite = useApp({ width: 1440, height: 900 });

  it('zooms a real card where the pointer rests: text rendered with symbols, labelled numbers, its pitch frame; in Japanese too (golden)', async () => {
    const page = suite.app.page;
    await startBlitz(page);
    const view = await suite.board.view();
    const hero = view.players.find((p) => p.seat === view.viewer)!.zones.find((z) => z.zone === 'hero')!.cards[0];
    await hover(page, hero.id);
    const zoom = page.getByTestId('card-zoom');
    await zoom.waitFor({ state: 'visible' });
    expect(await zoom.getAttribute('data-card')).toBe(hero.id);
    const text = (await zoom.textContent()) ?? '';
    expect(text).toContain(hero.name!);
    expect(text).not.toMatch(/\*\*|\{[rpdhi]\}/);
    expect(await zoom.locator('.symbol').count()).toBeGreaterThan(0);
    expect(await zoom.locator('dt').allInnerTexts()).toEqual(expect.arrayContaining(['Life', 'Intellect']));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'zoom-hero-en.png') });

    // A card in hand: framed in its pitch colour.
    const card = view.players.find((p) => p.seat === view.viewer)!.zones.find((z) => z.zone === 'hand')!.cards.find((c) => c.stats.pitch !== undefined)!;
    await hover(page, card.id);
    await page.locator(`[data-testid="card-zoom"][data-card="${card.id}"]`).waitFor();
    expect(['red', 'yellow', 'blue']).toContain(await zoom.getAttribute('data-frame'));
    await page.mouse.move(2, 2);
    await zoom.waitFor({ state: 'hidden' });

    await new HomePage(page).setLanguage('ja');
    await startBlitz(page);
    const again = await suite.board.view();
    const heroJa = again.players.find((p) => p.seat === again.viewer)!.zones.find((z) => z.zone === 'hero')!.cards[0];
    await hover(page, heroJa.id);
    await zoom.waitFor({ state: 'visible' });
    expect(await zoom.locator('dt').allInnerTexts()).toEqual(expect.arrayContaining(['ライフ']));
    // Nothing in the zoom runs past its edge: long lines wrap.
    expect(await zoom.evaluate((z) => [...z.querySelectorAll('*')].filter((e) => e.scrollWidth > z.clientWidth + 1).length)).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'zoom-hero-ja.png') });
    const golden = await compareGolden(page, 'zoom-hero-ja.png', await zoom.screenshot());
    expect(golden.sizes[1]).toBe(golden.sizes[0]);
    expect(golden.differing).toBeLessThan(0.03);
    await new HomePage(page).setLanguage('en');
    expect(suite.app.errors).toEqual([]);
  });

  it('draws a two-link chain from the rules lab on the table, then "why?" on a log line rings the objects its rules name', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.open('lab');
    await page.getByTestId('lab-file-input').setInputFiles({ name: 'two-links.yaml', mimeType: 'text/yaml', buffer: Buffer.from(TWO_LINKS) });
    await page.getByTestId('lab-title').filter({ hasText: 'Two chain links' }).waitFor();
    await page.getByTestId('lab-last').click();
    await page.getByTestId('lab-play').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('pass-button').waitFor();
    const view = await suite.board.view();
    expect(view.chain?.map((l) => [l.defenders.length, l.reactions.length, l.active])).toEqual([
      [2, 1, false],
      [0, 0, true],
    ]);
    expect(view.chain?.[0]).toMatchObject({ power: 5 });
    // Each link's cards are drawn together, the helmet with the card from hand on the first link.
    for (const [i, link] of view.chain!.entries()) {
      for (const id of [link.attack, ...link.defenders]) expect(await suite.board.cardZone(id)).toBe(`chain:link-${i + 1}`);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-two-links-en.png') });

    // "Why?" on the defend line: FAB-7.3 and the cards it names ringed on the table.
    const line = page.getByTestId('game-log').locator('li', { hasText: /defends|blocks/ }).first();
    await line.getByTestId('log-why').click();
    await line.locator('[data-testid="trace-entry"][data-rule="FAB-7.3"]').waitFor();
    const ringed = await page.evaluate(() => (globalThis as unknown as Hooked).__arbiterBoard?.ringed() ?? []);
    expect(ringed.length).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'why-log-line-en.png') });
    await line.getByTestId('log-why').click();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hooked).__arbiterBoard?.ringed().length)).toBe(0);
    expect(suite.app.errors).toEqual([]);
  });
});
