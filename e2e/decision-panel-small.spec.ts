import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { playableAttacks } from './pages/fab-turn';
import { HotseatPage } from './pages/HotseatPage';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const intersection = (a: Box, b: Box): Box => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) };
};

/** Whether a click at the middle of what shows of `target` (inside `clip`) reaches it: nothing covers it. */
async function reachable(page: Page, target: Locator, clip: Box): Promise<boolean> {
  const b = await target.boundingBox();
  if (!b) return false;
  const top = Math.max(b.y, clip.y);
  const bottom = Math.min(b.y + b.height, clip.y + clip.height);
  if (bottom - top < 4) return true;
  const at = { x: b.x + b.width / 2, y: (top + bottom) / 2 };
  return target.evaluate((el, p) => {
    const doc = (el as unknown as { ownerDocument: { elementFromPoint(x: number, y: number): unknown } }).ownerDocument;
    const hit = doc.elementFromPoint(p.x, p.y) as { closest?(s: string): unknown } | null;
    return hit === el || (hit?.closest?.('.decision-option') ?? null) === el;
  }, at);
}

/*
 * Play-test at 1024 x 640 and smaller: the turn header pinned over the side panel covered the
 * open decision as it scrolled (in Japanese it is two lines taller). The header now sits above
 * the part that scrolls, and the decision (a defence from a full hand and the equipment) is
 * never taller than that part: its heading, prompt and Confirm in sight together, its options
 * scrolling between them, none ever under a header.
 */
describe('the decision panel at 1024x640: its header never covers its options', () => {
  const suite = useApp({ width: 1024, height: 640, hotseat: true });

  for (const language of ['ja', 'en'] as const) {
    it(`${language}: FAB-7.3 the defence question shows its heading, prompt and Confirm together, and every option is reachable when scrolled`, async () => {
      const page = suite.app.page;
      await new HomePage(page).setLanguage(language);
      const table = new HotseatPage(page);
      await table.startGameWithAttack();
      const attacker = (await table.view()).viewer;
      await table.reveal('click');
      const view = await table.view();
      const defender = view.seats.find((s) => s !== attacker) ?? 'B';
      await table.clickCard(playableAttacks(view)[0].id);
      await table.untilAsked(defender, 'decision.defend');
      const panel = page.getByTestId('decision-panel');
      await panel.waitFor();
      const turn = (await page.getByTestId('turn-indicator').boundingBox())!;
      const body = (await page.getByTestId('hud-body').boundingBox())!;
      const heading = panel.locator('.panel-heading');
      const prompt = page.getByTestId('decision-prompt');
      const confirm = page.getByTestId('decision-confirm');
      const list = panel.locator('.decision-options');
      const options = panel.locator('.decision-option');
      expect(await options.count(), 'a defence with many options (hand and equipment)').toBeGreaterThan(5);
      await page.screenshot({ path: path.join(SCREENSHOTS, `decision-panel-1024x640-${language}.png`) });

      // The header is above the part that scrolls, and the whole decision is in sight under it.
      expect(body.y, 'the side panel scrolls under the turn header, not beneath it').toBeGreaterThanOrEqual(turn.y + turn.height);
      for (const [name, part] of [['heading', heading], ['prompt', prompt], ['Confirm', confirm]] as const) {
        const b = (await part.boundingBox())!;
        expect(overlap(b, turn), `the ${name} ${JSON.stringify(b)} is not under the turn header ${JSON.stringify(turn)}`).toBe(false);
        expect(b.y >= body.y - 1 && b.y + b.height <= body.y + body.height + 1, `the ${name} is in sight`).toBe(true);
      }

      // The options scroll between the prompt and Confirm: each, scrolled to, is in sight and nothing covers it.
      const before = { heading: await heading.boundingBox(), confirm: await confirm.boundingBox() };
      const n = await options.count();
      for (let i = 0; i < n; i++) {
        const option = options.nth(i);
        await option.scrollIntoViewIfNeeded();
        const clip = (await list.boundingBox())!;
        const b = (await option.boundingBox())!;
        expect(b.y >= clip.y - 1 && b.y + b.height <= clip.y + clip.height + 1, `option ${i} in sight in its list`).toBe(true);
        expect(overlap(b, turn), `option ${i} under the turn header`).toBe(false);
        expect(await reachable(page, option, clip), `option ${i} is covered`).toBe(true);
      }
      // Scrolling the options moved neither the heading nor the answer.
      expect(await heading.boundingBox()).toEqual(before.heading);
      expect(await confirm.boundingBox()).toEqual(before.confirm);
      await page.screenshot({ path: path.join(SCREENSHOTS, `decision-panel-1024x640-${language}-scrolled.png`) });

      // The side panel scrolled by hand, a little at a time: what shows of an option is never under the header.
      const hud = page.getByTestId('hud-body');
      for (let y = 0; y <= 600; y += 40) {
        await hud.evaluate((el, top) => ((el as unknown as { scrollTop: number }).scrollTop = top), y);
        // What shows of an option: the part inside its list's box, inside the side panel's.
        const clip = intersection((await list.boundingBox())!, body);
        for (let i = 0; i < n; i++) expect(await reachable(page, options.nth(i), clip), `option ${i} covered with the side panel scrolled to ${y}`).toBe(true);
      }
      // A pick keeps the options where they were scrolled to.
      await options.last().scrollIntoViewIfNeeded();
      const scrolled = await list.evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop);
      await options.last().click();
      await expect.poll(() => options.last().getAttribute('aria-pressed')).toBe('true');
      expect(await list.evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop)).toBe(scrolled);
      await page.getByTestId('leave-game').click();
      await page.getByTestId('home-screen').waitFor();
    });
  }

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
