import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';

/** Board fixtures (renderer/src/board/scenes/*.scene.ts) drawn by the scene viewer, screenshotted for review. */
describe('board scenes', () => {
  const suite = useApp({ width: 1280, height: 800 });

  for (const [scene, lang] of [
    ['full-table', 'en'],
    ['full-table', 'ja'],
    ['fab-table', 'en'],
    ['fab-table', 'ja'],
    ['stack-layers', 'en'],
    ['stack-layers', 'ja'],
    ['fab-chain', 'en'],
    ['fab-chain', 'ja'],
    ['fab-chain-long', 'en'],
    ['fab-chain-long', 'ja'],
    ['gate-executions', 'en'],
    ['gate-executions', 'ja'],
  ] as const) {
    it(`draws ${scene} (${lang})`, async () => {
      const page = suite.app.page;
      await page.goto(new URL(`scenes.html?scene=${scene}&lang=${lang}`, suite.app.url).href);
      await page.waitForSelector('body[data-ready]');
      expect(await page.locator('body').getAttribute('data-ready')).toBe('true');
      await page.screenshot({ path: path.join(SCREENSHOTS, `scene-${scene}-${lang}.png`) });
      expect(suite.app.errors).toEqual([]);
    });
  }

  // The board's size in a 1440 x 900 and a 1024 x 640 window (the side panel takes the rest).
  for (const [w, h] of [
    [1100, 900],
    [780, 640],
  ] as const) {
    it(`combat chain labels never overlap, with 2 links and with 7, in en and ja (play-test: they did from the third link), board ${w}x${h}`, async () => {
      const page = suite.app.page;
      await page.setViewportSize({ width: w, height: h });
      for (const scene of ['fab-chain', 'fab-chain-long']) {
        for (const lang of ['en', 'ja']) {
          await page.goto(new URL(`scenes.html?scene=${scene}&lang=${lang}`, suite.app.url).href);
          await page.waitForSelector('body[data-ready]');
          const boxes = JSON.parse((await page.locator('body').getAttribute('data-chain-labels')) ?? '[]') as Array<{ x: number; y: number; width: number; height: number }>;
          // The caption, the active link's badge and marker, and a badge per other open link or one list of the folded ones.
          expect(boxes.length, `${scene} ${lang}`).toBeGreaterThanOrEqual(4);
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) {
              const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
              expect(apart, `${scene} ${lang}: ${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
            }
          }
          // Readable: no label (past the caption) shrunk below a line of 10 px text.
          expect(Math.min(...boxes.slice(1).map((b) => b.height)), `${scene} ${lang}`).toBeGreaterThanOrEqual(10);
          await page.screenshot({ path: path.join(SCREENSHOTS, `scene-${scene}-${lang}-${w}x${h}.png`) });
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }

  it('stack layers: every item draws an arrow to each target on the table, a card or a seat (issue 17 item 1)', async () => {
    const page = suite.app.page;
    await page.goto(new URL('scenes.html?scene=stack-layers&lang=en', suite.app.url).href);
    await page.waitForSelector('body[data-ready]');
    expect(JSON.parse((await page.locator('body').getAttribute('data-arrows')) ?? '[]')).toEqual([
      { item: 's1', target: 'b11' },
      { item: 's2', target: 'a10' },
      { item: 's3', target: 'B' },
    ]);
  });
});
