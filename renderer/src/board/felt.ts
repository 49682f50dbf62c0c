import { CanvasSource, Sprite, Texture } from 'pixi.js';
import { theme } from './theme';

const hex = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;

/** The felt as CSS: a radial gradient from the table's center to its edge (75 % of the way to each side). */
export function feltCss(): string {
  return `radial-gradient(75% 75% at 50% 50%, ${hex(theme.felt.center)} 0%, ${hex(theme.felt.edge)} 100%)`;
}

/**
 * The felt drawn on the board's own canvas, for the Canvas 2D renderer (software-gl.ts): the
 * canvas is then opaque, and the browser's compositor copies it instead of blending it over
 * the host's CSS felt every frame (issue 17's frame time: that blend was about 3.5 ms of a
 * 200-card frame on the CPU). It is one opaque quad at whole pixels, which Canvas 2D copies.
 * On a GPU the canvas stays transparent over `feltCss`, where the blend costs nothing.
 */
export class FeltFill extends Sprite {
  private size = '';

  constructor() {
    super({ label: 'felt-fill' });
    this.eventMode = 'none';
    this.roundPixels = true;
  }

  /** Paints the felt for a table of `width` x `height` CSS pixels at `resolution` (only when that changed). */
  paint(width: number, height: number, resolution: number): void {
    const key = `${width}x${height}@${resolution}`;
    if (key === this.size) return;
    this.size = key;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * resolution);
    canvas.height = Math.ceil(height * resolution);
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('FeltFill: the browser gave no 2D context for the felt');
    // feltCss's ellipse: radii 75 % of the width and of the height, so a circle of radius
    // 0.75 * width in a space squeezed vertically by height / width.
    const w = canvas.width;
    const h = canvas.height;
    ctx.setTransform(1, 0, 0, h / w, 0, 0);
    const g = ctx.createRadialGradient(w / 2, w / 2, 0, w / 2, w / 2, 0.75 * w);
    g.addColorStop(0, hex(theme.felt.center));
    g.addColorStop(1, hex(theme.felt.edge));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, w);
    const old = this.texture;
    this.texture = new Texture({ source: new CanvasSource({ resource: canvas, resolution, scaleMode: 'nearest' }) });
    if (old !== Texture.EMPTY) old.destroy(true);
  }
}
