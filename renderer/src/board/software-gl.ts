import { GlLimitsSystem } from 'pixi.js';

/**
 * Whether WebGL here is rasterised on the CPU (SwiftShader, Mesa's llvmpipe): a machine without
 * a GPU, or a browser that turned it off. Every fragment then costs CPU time, so the board
 * spends its pixels differently (`softwareTuning`). Asked of a throwaway context, before Pixi makes its own.
 */
export function softwareGl(): boolean {
  software = detect();
  return software;
}

/** What `softwareGl` found last (false before it is asked). */
let software = false;

/**
 * How a board object caches itself as a texture (`cacheAsTexture`): multisampled on a GPU, for
 * smooth card corners; not in software GL, where each multisampled redraw of a card cost more
 * than the frame it was made for.
 */
export function cacheOptions(): { antialias: boolean } {
  return { antialias: !software };
}

function detect(): boolean {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
}

/**
 * The most textures one batch may sample in software GL. Pixi's batch shader picks its texture
 * with one `if` per texture slot (32 here); a GPU runs only the branch taken, but SwiftShader
 * runs a group of pixels through every branch whose condition varies, so each pixel of a
 * full-table quad paid for 32 texture reads: 100-300 ms for one 1280x800 fill on a loaded
 * 2-core machine, against 33-50 ms with one slot. More batches (draw calls) are the price;
 * the cards drawing as one texture each (CardSprite) keeps them few.
 */
export const SOFTWARE_BATCH_TEXTURES = 1;

let limited = false;

/** Caps the textures per batch for every renderer made after this call (Pixi reads the limit when its context starts). */
export function limitBatchTextures(max: number): void {
  if (limited) return;
  limited = true;
  const start = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem): void {
    start.call(this);
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, max);
  };
}
