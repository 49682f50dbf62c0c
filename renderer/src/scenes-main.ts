import './styles.css';
import { BoardScene } from './board/BoardScene';
import { scenes } from './board/scenes';
import { manyCards } from './board/scenes/many-cards';
import { createLocalizer, isLanguage } from './i18n';

/**
 * The scene viewer (scenes.html?scene=<name>&lang=ja): draws one TableView fixture on the real
 * board with no services, for visual checks and screenshots (pixijs tests/visual style).
 */
async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const name = params.get('scene') ?? 'full-table';
  // scenes.html?cards=200&frames=120: a table of that many cards, redrawn frame after frame with cards turning (the frame-time benchmark).
  const cards = Number(params.get('cards') ?? 0);
  const view = cards > 0 ? manyCards(cards) : scenes[name];
  const host = document.getElementById('app');
  if (!host || !view) throw new Error(`no scene "${name}" (known: ${Object.keys(scenes).join(', ')})`);
  const lang = params.get('lang');
  const i18n = await createLocalizer(isLanguage(lang) ? lang : 'en');
  host.classList.add('board-host');
  host.style.position = 'fixed';
  host.style.inset = '0';
  const scene = await BoardScene.create(host, { t: i18n.t, seatName: (s) => i18n.t('seat.default', { seat: s }) }, { act: () => undefined });
  scene.update(view);
  scene.resize();
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  document.body.dataset.arrows = JSON.stringify(scene.stackArrows());
  document.body.dataset.chainLabels = JSON.stringify(scene.chainLabels());
  const frames = Number(params.get('frames') ?? 0);
  if (cards > 0 && frames > 0) {
    const measured = await frameTimes(scene, cards, frames);
    document.body.dataset.frameMs = JSON.stringify(measured.frames);
    document.body.dataset.frameWorkMs = JSON.stringify(measured.work);
  }
  document.body.dataset.ready = 'true';
}

/**
 * The board's frame times while cards animate: each animation frame draws a view with some
 * cards turned (tapped, then untapped) and renders it; a frame's time is the interval between
 * two animation frames, what a player sees (the browser rasterising the canvas and compositing
 * the page included). Returns the `frames` intervals in ms, in order, and beside them the
 * page's own share of each (the board's update and render calls, as the page's thread spent
 * them): the rest of a frame is the browser's.
 */
async function frameTimes(scene: BoardScene, cards: number, frames: number): Promise<{ frames: number[]; work: number[] }> {
  const out: number[] = [];
  const work: number[] = [];
  let last = await new Promise<number>((r) => requestAnimationFrame(r));
  for (let i = 0; i < frames; i++) {
    const start = performance.now();
    scene.update(manyCards(cards, i + 1));
    scene.renderNow();
    work.push(performance.now() - start);
    const now = await new Promise<number>((r) => requestAnimationFrame(r));
    out.push(now - last);
    last = now;
  }
  return { frames: out, work };
}

main().catch((err: unknown) => {
  document.body.textContent = err instanceof Error ? err.message : String(err);
  document.body.dataset.ready = 'error';
});
