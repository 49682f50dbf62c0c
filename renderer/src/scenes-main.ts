import './styles.css';
import { BoardScene } from './board/BoardScene';
import { scenes } from './board/scenes';
import { createLocalizer, isLanguage } from './i18n';

/**
 * The scene viewer (scenes.html?scene=<name>&lang=ja): draws one TableView fixture on the real
 * board with no services, for visual checks and screenshots (pixijs tests/visual style).
 */
async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const name = params.get('scene') ?? 'full-table';
  const view = scenes[name];
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
  document.body.dataset.ready = 'true';
}

main().catch((err: unknown) => {
  document.body.textContent = err instanceof Error ? err.message : String(err);
  document.body.dataset.ready = 'error';
});
