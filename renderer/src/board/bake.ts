import { Rectangle, type Container, type Renderer, type Texture } from 'pixi.js';
import { cacheOptions } from './software-gl';

/** Something drawn once into a texture of its own, and where that texture lies in its own coordinates (whole pixels). */
export interface Baked {
  texture: Texture;
  frame: Rectangle;
}

/** Draws a container (not on the table) into a texture of its own. */
export type Bake = (content: Container) => Baked;

/**
 * A baker drawing with `renderer`. The frame is the content's bounds widened to whole pixels,
 * so the texture's pixels lie on the table's when the content is placed on whole pixels.
 */
export function bakerFor(renderer: Renderer): Bake {
  return (content) => {
    const b = content.getLocalBounds();
    const x = Math.floor(b.minX);
    const y = Math.floor(b.minY);
    const frame = new Rectangle(x, y, Math.max(1, Math.ceil(b.maxX) - x), Math.max(1, Math.ceil(b.maxY) - y));
    const texture = renderer.generateTexture({ target: content, frame, ...cacheOptions() });
    if (renderer.name === 'canvas') texture.source.scaleMode = 'nearest';
    return { texture, frame };
  };
}
