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
