import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../electron/ipc/types';
import { longChainSave } from './fixtures/long-chain-save';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { HotseatPage } from './pages/HotseatPage';
import { SavesPage } from './pages/SavesPage';

type Box = { x: number; y: number; width: number; height: number };

/** The TEST-ONLY hooks this spec reads. */
type Hooked = {
  __arbiterBoard?: {
    chainFanned(): boolean;
    chainFanBox(): Box | null;
    zoneBox(seat: string, zone: string): Box | null;
    cardPoint(id: string): { x: number; y: number } | null;
    cardZone(id: string): string | null;
    cardBox(id: string): Box | null;
  };
};

/** The links of the combat chain, each with its cards (attack first), as the table draws them (`chain:link-<n>`). */
async function links(page: Page, view: TableView): Promise<string[][]> {
  const chain = view.players.flatMap((p) => p.zones.filter((z) => z.role === 'chain').flatMap((z) => z.cards));
  const out: string[][] = [];
  for (const card of chain) {
    const zone = await page.evaluate((id) => (globalThis as unknown as Hooked).__arbiterBoard?.cardZone(id) ?? null, card.id);
    const n = Number(/^chain:link-(\d+)$/.exec(zone ?? '')?.[1] ?? 0);
    if (n > 0) (out[n - 1] ??= []).push(card.id);
  }
  return out;
}

/**
 * Every hero, weapon and equipment slot of both seats as the table draws it (FaB's play zones
 * after the arena), and every card in them: the boxes the fanned pile must leave in sight.
 */
async function heroesAndEquipment(page: Page, view: TableView): Promise<Array<{ what: string; box: Box }>> {
  const out: Array<{ what: string; box: Box }> = [];
  for (const p of view.players)
    for (const z of p.zones.filter((zone) => zone.role === 'play' && zone.zone !== 'arena')) {
      const box = await page.evaluate(([seat, zone]) => (globalThis as unknown as Hooked).__arbiterBoard?.zoneBox(seat, zone) ?? null, [p.seat, z.zone] as const);
      if (box) out.push({ what: `${p.seat}'s ${z.zone}`, box });
      for (const c of z.cards) {
        const card = await page.evaluate((id) => (globalThis as unknown as Hooked).__arbiterBoard?.cardBox(id) ?? null, c.id);
        if (card) out.push({ what: `${p.seat}'s ${z.zone} card ${c.name}`, box: card });
      }
    }
  return out;
}

const apart = (a: Box, b: Box): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The fanned pile's box leaves every hero, weapon and equipment slot of both seats (and their cards) in sight. */
async function expectFanClearOfHeroes(page: Page, view: TableView): Promise<void> {
  const fan = await page.evaluate(() => (globalThis as unknown as Hooked).__arbiterBoard?.chainFanBox() ?? null);
  expect(fan, 'the fan is open').not.toBeNull();
  const slots = await heroesAndEquipment(page, view);
  // Both heroes, and each seat's weapon and four pieces of equipment (Home's Blitz decks).
  expect(slots.filter((s) => !s.what.includes(' card ')).length).toBeGreaterThanOrEqual(12);
  for (const { what, box } of slots) expect(apart(fan!, box), `the fan ${JSON.stringify(fan)} over ${what} ${JSON.stringify(box)}`).toBe(true);
}

/**
 * Waits for the board's next frame: Pixi hit-tests with the transforms its last render worked
 * out, so a card the fan has just moved is reached where it now lies only once it is drawn there.
 */
const drawn = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const g = globalThis as unknown as { requestAnimationFrame(f: () => void): number };
    return new Promise<void>((done) => g.requestAnimationFrame(() => g.requestAnimationFrame(done)));
  });

const fanned = (page: Page): Promise<boolean> => page.evaluate(() => (globalThis as unknown as Hooked).__arbiterBoard?.chainFanned() ?? false);
const reachable = (page: Page, id: string): Promise<boolean> => page.evaluate((card) => (globalThis as unknown as Hooked).__arbiterBoard?.cardPoint(card) != null, id);

/** Rests the pointer on the pile's top card (the last folded link's attack) until the pile fans out. */
async function fanByPointer(page: Page, table: HotseatPage, top: string): Promise<void> {
  const at = await table.cardPoint(top);
  await page.mouse.move(at.x, at.y);
  await expect.poll(() => fanned(page)).toBe(true);
  await drawn(page);
}

/**
 * A passes priority with its attack on the chain (FAB-7.2): the defender (B) holds it, and the
 * table turns to face B, the attacks now on the far half. Returns B's view.
 */
async function passToDefender(page: Page, table: HotseatPage): Promise<TableView> {
  await page.mouse.move(2, 2);
  await expect.poll(() => fanned(page)).toBe(false);
  await table.clickControl('pass-button');
  await expect.poll(async () => (await table.view()).viewer).toBe('B');
  return table.view();
}

/** Opens a saved game whose combat chain has four links (e2e/fixtures/long-chain-save.ts): at 1024 x 640 the first three fold into a pile. */
async function openLongChain(page: Page): Promise<{ table: HotseatPage; links: string[][]; view: TableView }> {
  await new HomePage(page).open('saves');
  await page.getByTestId('saves-import-file').setInputFiles({ name: 'long-chain.json', mimeType: 'application/json', buffer: Buffer.from(longChainSave(4)) });
  await page.getByTestId('save-row').first().waitFor();
  await new SavesPage(page).resume(0);
  const table = new HotseatPage(page);
  const view = await table.view();
  const found = await links(page, view);
  expect(found.map((l) => l.length), 'four links, the first three defended').toEqual([2, 2, 2, 1]);
  return { table, links: found, view };
}

/*
 * Play-test: a long combat chain folds its earlier links into a pile (chain-layout.ts), and only
 * the pile's top card could be hovered or inspected; the cards under it, which players need to
 * read, could not. The pile now fans out (the pointer resting on it, the keyboard's focus on one
 * of its cards, a tap), over the play rows, each card whole or nearly: each can be hovered (the
 * zoom), right-clicked or long-pressed (its menu), and reached by Tab in the accessibility layer.
 */
describe('the combat chain\'s folded pile at 1024x640: every card of it can be reached (mouse, keyboard)', () => {
  const suite = useApp({ width: 1024, height: 640 });
  let chain: string[][] = [];
  let table: HotseatPage;
  let shown: TableView;

  it('ja: FAB-7.0 the pointer resting on the pile fans it out; each card under its top zooms and opens its menu', async () => {
    const page = suite.app.page;
    await new HomePage(page).setLanguage('ja');
    ({ table, links: chain, view: shown } = await openLongChain(page));
    const [first, second, third] = chain;
    // Stacked, the pile shows only its top link's cards.
    expect(await reachable(page, first[0]), 'link 1 stacked under the top').toBe(false);
    expect(await reachable(page, second[1]), 'link 2 stacked under the top').toBe(false);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-stacked-ja.png') });
    await fanByPointer(page, table, third[0]);
    for (const id of chain.slice(0, 3).flat()) expect(await reachable(page, id), `${id} in sight in the fan`).toBe(true);
    // Fanned cards lie side by side: no two of a row overlap.
    const boxes = await Promise.all(chain.slice(0, 3).map((l) => page.evaluate((id) => (globalThis as unknown as Hooked).__arbiterBoard?.cardBox(id) ?? null, l[0])));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    // Play-test: the fan opened over the heroes and their equipment; it opens toward the middle of the table.
    await expectFanClearOfHeroes(page, shown);

    // Across the tray to the first link's defender: it zooms, and the fan stays open on the way.
    const under = await table.cardPoint(first[1]);
    await page.mouse.move(under.x, under.y, { steps: 12 });
    await expect.poll(() => page.getByTestId('card-zoom').getAttribute('data-card')).toBe(first[1]);
    expect(await fanned(page)).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-fanned-ja.png') });
    await page.mouse.click(under.x, under.y, { button: 'right' });
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain('Basic Strike');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // The pointer gone from the pile, it stacks again.
    await page.mouse.move(900, 600, { steps: 4 });
    await expect.poll(() => fanned(page)).toBe(false);
    await drawn(page);
    expect(await reachable(page, first[0])).toBe(false);
  });

  it('ja: keyboard: Tab reaches each card of the pile; its focus fans the pile and zooms the card, Shift+F10 opens its menu, Escape comes back', async () => {
    const page = suite.app.page;
    await page.keyboard.press('Tab');
    const buttons = page.locator('.board-a11y button');
    await buttons.first().waitFor({ state: 'attached' });
    // Every card of the chain has its button, named with its link (a11y.chain-attack / chain-defender).
    const labels = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
    for (let n = 1; n <= 3; n++) {
      expect(labels.filter((l) => l.includes(`チェーンリンク${n}、攻撃`)), `link ${n}'s attack`).toHaveLength(1);
      expect(labels.filter((l) => l.includes(`チェーンリンク${n}、防御`)), `link ${n}'s defender`).toHaveLength(1);
    }
    const button = page.locator('.board-a11y button[aria-label*="チェーンリンク2、防御"]');
    await button.focus();
    await expect.poll(() => fanned(page)).toBe(true);
    await expect.poll(() => page.getByTestId('card-zoom').getAttribute('data-card')).toBe(chain[1][1]);
    // The button lies where its card is drawn in the fan.
    const drawn = await page.evaluate((id) => (globalThis as unknown as Hooked).__arbiterBoard?.cardBox(id) ?? null, chain[1][1]);
    await expect.poll(async () => JSON.stringify(await button.boundingBox())).toBe(JSON.stringify(drawn));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-focus-ja.png') });
    await page.keyboard.press('Shift+F10');
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain('Basic Strike');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute('aria-label'))).toContain('チェーンリンク2、防御');
    expect(await fanned(page)).toBe(true);
  });

  it('ja: seen by the defender (the table turned to B), the pile fans out clear of both heroes and their equipment too', async () => {
    const page = suite.app.page;
    await page.keyboard.press('Escape');
    const view = await passToDefender(page, table);
    await fanByPointer(page, table, chain[2][0]);
    await expectFanClearOfHeroes(page, view);
    for (const id of chain.slice(0, 3).flat()) expect(await reachable(page, id), `${id} in sight in the fan`).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-fanned-defender-ja.png') });
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});

describe('the combat chain\'s folded pile in a 1440x900 window', () => {
  const suite = useApp({ width: 1440, height: 900 });

  it('en: FAB-7.0 the pile fans out toward the middle of the table, clear of both heroes and their equipment, for the attacker and then the defender', async () => {
    const page = suite.app.page;
    const { table, links: chain, view } = await openLongChain(page);
    expect(await reachable(page, chain[0][0]), 'link 1 stacked under the top').toBe(false);
    await fanByPointer(page, table, chain[2][0]);
    await expectFanClearOfHeroes(page, view);
    for (const id of chain.slice(0, 3).flat()) expect(await reachable(page, id), `${id} in sight in the fan`).toBe(true);
    // The zoom and the menu of a card under the top, as at 1024 x 640.
    const under = await table.cardPoint(chain[0][1]);
    await page.mouse.move(under.x, under.y, { steps: 12 });
    await expect.poll(() => page.getByTestId('card-zoom').getAttribute('data-card')).toBe(chain[0][1]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-fanned-1440-en.png') });
    const defender = await passToDefender(page, table);
    await fanByPointer(page, table, chain[2][0]);
    await expectFanClearOfHeroes(page, defender);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-fanned-1440-defender-en.png') });
    expect(suite.app.errors).toEqual([]);
  });
});

describe('the combat chain\'s folded pile at 1024x640 on a touch screen', () => {
  const suite = useApp({ width: 1024, height: 640, touch: true });

  it('en: a tap fans the pile and does nothing else; a long press on a card under the top opens its menu; a tap elsewhere stacks it', async () => {
    const page = suite.app.page;
    const { table, links: chain } = await openLongChain(page);
    const before = await table.version();
    const top = await table.cardPoint(chain[2][0]);
    await page.touchscreen.tap(top.x, top.y);
    await expect.poll(() => fanned(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('card-details').isVisible(), 'the tap that fanned the pile showed no details').toBe(false);
    expect(await page.getByTestId('card-menu').isVisible()).toBe(false);
    expect(await table.version(), 'the tap that fanned the pile made no action').toBe(before);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-fanned-touch-en.png') });
    await table.longPressCard(chain[0][0]);
    const menu = page.getByTestId('card-menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain('Head Jab');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chain-pile-touch-menu.png') });
    await page.getByTestId('card-menu-details').tap();
    await page.getByTestId('card-details').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('card-details').waitFor({ state: 'hidden' });
    // A tap on the felt, off the fan: it stacks again.
    const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
    await page.touchscreen.tap(canvas.x + canvas.width - 4, canvas.y + canvas.height / 2);
    await expect.poll(() => fanned(page)).toBe(false);
    expect(suite.app.errors).toEqual([]);
  });
});
