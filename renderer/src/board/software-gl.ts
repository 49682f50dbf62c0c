import { AccessibilitySystem, extensions, ExtensionType, type ApplicationOptions } from 'pixi.js';
import { theme } from './theme';

/**
 * Whether WebGL here is rasterised on the CPU (SwiftShader, Mesa's llvmpipe): a machine without
 * a GPU, or a browser that turned it off. The board then draws with Canvas 2D instead
 * (BoardScene.create): software WebGL filled every pixel of every frame in the GPU process and
 * the page then waited to read the frame back for the browser's software compositor (issue 17's
 * frame time: 100-230 ms a frame at 200 cards on a loaded 2-core machine, against 35-50 ms
 * with Canvas 2D, whose drawing the browser's own CPU rasteriser does in place). Asked of a
 * throwaway context, before Pixi makes its own.
 */
export function softwareGl(): boolean {
  software = detect();
  return software;
}

/** What `softwareGl` found last (false before it is asked). */
let software = false;

/**
 * How a part of the board is baked into a texture of its own (bake.ts): multisampled on a GPU,
 * for smooth card corners; not without one, where multisampling is CPU time too.
 */
export function cacheOptions(): { antialias: boolean } {
  return { antialias: !software };
}

/**
 * Whether the board draws at whole pixels: with Canvas 2D (no GPU) it rounds every quad's
 * place (BoardScene.create `roundPixels`) and samples baked cards nearest (bake.ts), so Canvas
 * 2D copies their pixels instead of filtering them.
 */
export function wholePixels(): boolean {
  return software;
}

/**
 * How the board's renderer draws, with or without a GPU. Without one: Canvas 2D; an opaque
 * canvas with the felt painted in first (felt.ts), so there is nothing to clear and the
 * browser's compositor copies the canvas instead of blending it over the page (about 3.5 ms of
 * a 200-card frame); whole pixels (`wholePixels`). With one: WebGL on a transparent canvas over
 * the host's CSS felt; it clears to transparent black (a colour under alpha 0 would tint
 * WebGL's premultiplied output).
 */
export function rendererOptions(software: boolean): Partial<ApplicationOptions> {
  if (!software) return { preference: 'webgl', backgroundAlpha: 0, antialias: true };
  return { preference: 'canvas', background: theme.felt.edge, backgroundAlpha: 1, clearBeforeRender: false, antialias: false, roundPixels: true };
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

let canvasAccessible = false;

/**
 * Gives Pixi's Canvas 2D renderer the accessibility layer its WebGL one has (issue 17 item 8:
 * every card a named button): Pixi registers that system for WebGL and WebGPU only, and it
 * asks nothing of the renderer a canvas one lacks (its canvas, the last object rendered, a
 * hook after each render). Call before the renderer is made.
 */
export function canvasAccessibility(): void {
  if (canvasAccessible) return;
  canvasAccessible = true;
  extensions.add({ type: ExtensionType.CanvasSystem, name: 'accessibility', ref: AccessibilitySystem });
}
