import { ensureWebBuild } from '../web-build.mjs';
import { launchApp } from '../../e2e/fixtures/app';
import type { Benchmark } from './types';

/** Frames measured per figure (a frame can take seconds with no GPU on a loaded machine). */
const FRAMES = 30;

/** The browser build as the sources are now (scripts/web-build.mjs: rebuilt when stale, as `npm run e2e` does). */
function ensureCurrentWebBuild(): void {
  if (ensureWebBuild() !== 0) throw new Error('npm run build:web failed');
}

/**
 * The board's frame time in Chromium (issue 17's speed target: median under 16.7 ms at 200
 * cards): the scene viewer draws a table of `cards` cards and redraws it frame after frame, a
 * third of the cards in play turning each frame; the median interval between frames, after the
 * first 5. Headless Chromium here has no GPU (--disable-gpu): the board then draws with Canvas 2D
 * (software-gl.ts), so a frame's time is the page's update and render plus the browser
 * rasterising the canvas and compositing the page on the CPU. What the board does about it:
 * BoardScene, CardSprite (one baked texture per card, bake.ts), cover.ts (what cards hide is
 * not drawn), a11y-labels.ts and remembered-t.ts (labels and captions remembered), felt.ts (an
 * opaque canvas) and software-gl.ts (Canvas 2D at whole pixels).
 */
async function frameMs(cards: number): Promise<number> {
  ensureCurrentWebBuild();
  const app = await launchApp({ width: 1280, height: 800 });
  try {
    await app.page.goto(new URL(`scenes.html?cards=${cards}&frames=${FRAMES}`, app.url).href);
    await app.page.waitForSelector('body[data-ready]', { state: 'attached', timeout: 600_000 });
    const raw = await app.page.locator('body').getAttribute('data-frame-ms');
    if (!raw) throw new Error(`the scene viewer measured no frames: ${await app.page.locator('body').innerText()}`);
    const times = (JSON.parse(raw) as number[]).slice(5).sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } finally {
    await app.close();
  }
}

/** The board's frame-time figures. */
export const benchmarks: Benchmark[] = [
  { name: 'ui.frame_ms_40', unit: 'ms', better: 'lower', run: () => frameMs(40) },
  { name: 'ui.frame_ms_200', unit: 'ms', better: 'lower', run: () => frameMs(200) },
];
