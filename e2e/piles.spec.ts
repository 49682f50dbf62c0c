import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { HomePage } from './pages/HomePage';
import { HotseatPage } from './pages/HotseatPage';
import { SCREENSHOTS, useApp } from './fixtures/suite';

/**
 * Issue 17, piles a player can use: a click on a pile opens the list of its cards as the viewer
 * may see them; a card there with a legal action (FaB: a banished card an effect lets its owner
 * play this turn, as Katsu's) is played from the list by the board's own card click; a hidden
 * pile (the deck) shows its count and never a card's name. In a small window, in en and ja.
 */

/** "Search your deck for a card with combo, banish it face up ... You may play it this turn" (the shipped fab-own/may-play-from-banished case, with more cards). */
const PUZZLE = [
  '- id: e2e/pile-play',
  '  profile: fab',
  '  rules: [FAB-KW-COMBO]',
  '  title: Play from the banished pile',
  '  players:',
  '    A: {hero: [sl-hero], hand: [sl-seeker], deck: [filler*3, light-jab, sl-follow-up], graveyard: [sl-blue, sl-dominator]}',
  '    B: {hero: [sl-hero]}',
  '  script:',
  '    - play: {by: A, card: sl-seeker}',
  '    - resolve: top',
  '  expect:',
  '    - sl-follow-up.zone: banished',
  '',
].join('\n');

type Hooked = { __arbiterView?: TableView; __arbiterBoard?: { pilePoint(seat: string, zone: string): { x: number; y: number } | null } };

async function viewVersion(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-screen').getAttribute('data-view-version'));
}

/** Opens the puzzle in the rules lab, steps to its end and plays on from there. */
async function playOn(page: Page): Promise<TableView> {
  await new HomePage(page).open('lab');
  await page.getByTestId('lab-file-input').setInputFiles({ name: 'pile-play.yaml', mimeType: 'text/yaml', buffer: Buffer.from(PUZZLE) });
  await page.getByTestId('lab-title').filter({ hasText: 'Play from the banished pile' }).waitFor();
  await page.getByTestId('lab-last').click();
  await page.locator('[data-testid="lab-screen"][data-step="2"]').waitFor();
  await page.getByTestId('lab-play').click();
  await page.getByTestId('game-screen').waitFor();
  await page.waitForFunction(() => (globalThis as unknown as Hooked).__arbiterView?.viewer === 'A');
  return page.evaluate(() => (globalThis as unknown as Hooked).__arbiterView as TableView);
}

/** Clicks `seat`'s pile of `zone` on the canvas (where a click reaches it) and waits for its list. */
async function openPile(page: Page, seat: string, zone: string): Promise<void> {
  await new HotseatPage(page).openPile(seat, zone);
}

function zoneOf(view: TableView, id: string): string | undefined {
  return view.players.flatMap((p) => p.zones).find((z) => z.cards.some((c) => c.id === id))?.zone;
}

describe('piles a player can use (issue 17)', () => {
  const suite = useApp({ width: 1024, height: 640 });

  it('opens the banished pile by a click and plays the card an effect lets its owner play, in a small window (en)', async () => {
    const page = suite.app.page;
    const view = await playOn(page);
    const banished = view.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'banished');
    const follow = banished?.cards.find((c) => c.card === 'sl-follow-up');
    if (!follow) throw new Error(`no banished Lab Follow Up: ${JSON.stringify(banished)}`);
    expect(view.legal).toContainEqual(expect.objectContaining({ type: 'play', by: 'A', card: follow.id }));

    // The pile's button in the accessibility layer says how many cards and how many are playable.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('button', { name: 'Seat A, Banished: 1 card, 1 playable' }).count()).toBe(1);
    // Issue 17 item 3: keyboard focus on a card's button zooms it as the pointer resting on it does; leaving it hides the zoom.
    const hero = view.players.find((p) => p.seat === 'A')?.zones.flatMap((z) => z.cards).find((c) => c.card === 'sl-hero');
    await page.getByRole('button', { name: /^Seat A, Hero: Lab Hero/ }).focus();
    await page.locator(`[data-testid="card-zoom"][data-card="${hero?.id}"]`).waitFor();
    await page.getByRole('button', { name: 'Seat A, Banished: 1 card, 1 playable' }).focus();
    await page.getByTestId('card-zoom').waitFor({ state: 'hidden' });

    await openPile(page, 'A', 'banished');
    const list = page.getByTestId('pile-list');
    const row = list.locator(`[data-testid="pile-card"][data-card="${follow.id}"]`);
    expect(await row.innerText()).toContain('Lab Follow Up');
    await row.hover();
    await page.locator(`[data-testid="card-zoom"][data-card="${follow.id}"]`).waitFor();
    const box = await list.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 640 && box.x + box.width <= 1024).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pile-banished-en.png') });

    // Escape closes it; a second click opens it again.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await openPile(page, 'A', 'banished');

    const before = await viewVersion(page);
    await list.locator(`[data-testid="pile-card-act"][data-card="${follow.id}"]`).click();
    await page.locator(`[data-testid="game-screen"][data-view-version="${before + 1}"]`).waitFor();
    await list.waitFor({ state: 'hidden' });
    const after = await page.evaluate(() => (globalThis as unknown as Hooked).__arbiterView as TableView);
    expect(zoneOf(after, follow.id)).not.toBe('banished');
    expect(after.log.length).toBeGreaterThan(view.log.length);
    expect(suite.app.errors).toEqual([]);
  });

  it('lists a public pile top first, and a hidden deck by its count only, never naming a card (ja)', async () => {
    const page = suite.app.page;
    await new HomePage(page).go();
    await page.getByTestId('open-settings').click();
    await page.getByTestId('language-select').selectOption('ja');
    await page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
    await page.getByTestId('settings-back').click();
    const view = await playOn(page);

    await openPile(page, 'A', 'graveyard');
    const grave = view.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'graveyard');
    const ids = await page.locator('[data-testid="pile-list"] [data-testid="pile-card"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(ids).toEqual(grave?.cards.map((c) => c.id));
    expect(await page.getByTestId('pile-list').innerText()).toContain('墓地');

    // The list lies beside its pile, maybe over the next one: Escape closes it first.
    await page.keyboard.press('Escape');
    await openPile(page, 'A', 'banished');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pile-banished-ja.png') });

    await page.keyboard.press('Escape');
    await openPile(page, 'A', 'deck');
    const list = page.getByTestId('pile-list');
    expect(await list.getByTestId('pile-hidden').innerText()).toMatch(/4/);
    expect(await list.locator('[data-testid="pile-card"]').count()).toBe(0);
    // Nothing on the board's DOM (list, accessibility layer) names a card of the deck or its handle.
    const deck = view.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'deck');
    const board = await page.getByTestId('board').innerHTML();
    for (const secret of ['Filler', 'Light Jab', ...(deck?.cards.map((c) => c.id) ?? [])]) expect(board).not.toContain(secret);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pile-deck-ja.png') });
    // A click outside closes it.
    await page.getByTestId('turn-indicator').click();
    await list.waitFor({ state: 'hidden' });
    expect(suite.app.errors).toEqual([]);
  });
});
