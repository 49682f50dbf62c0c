import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type App } from './fixtures/app';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/** Board fixtures (renderer/src/board/scenes/*.scene.ts) drawn by the scene viewer, screenshotted for review. */
describe('board scenes', () => {
  let app: App;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await launchApp({ width: 1280, height: 800 });
  });

  afterAll(async () => {
    await app?.close();
  });

  for (const [scene, lang] of [
    ['full-table', 'en'],
    ['full-table', 'ja'],
  ] as const) {
    it(`draws ${scene} (${lang})`, async () => {
      const page = app.page;
      await page.goto(new URL(`scenes.html?scene=${scene}&lang=${lang}`, app.url).href);
      await page.waitForSelector('body[data-ready]');
      expect(await page.locator('body').getAttribute('data-ready')).toBe('true');
      await page.screenshot({ path: path.join(SCREENSHOTS, `scene-${scene}-${lang}.png`) });
      expect(app.errors).toEqual([]);
    });
  }
});
