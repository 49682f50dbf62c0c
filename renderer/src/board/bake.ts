import { Rectangle, Sprite, Texture, type Container, type DestroyOptions, type Renderer } from 'pixi.js';
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

/**
 * A part of the board drawn only when what it shows changes (a seat plate, what lies under and
 * over a pile's top card): baked into a texture it owns, one quad a frame, as a card is.
 *
 * Not Pixi's `cacheAsTexture`, which the board used before: its textures come from Pixi's
 * global TexturePool, which Canvas 2D text textures are drawn from too. Pixi's renderer
 * remembers, per texture, the canvas it made to draw into it (a render target), and a text that
 * later borrows that texture from the pool swaps its canvas for the text's and, giving it back,
 * for none. Cached again from the pool, the texture was drawn into the remembered canvas while
 * the table showed the texture's own, empty one: the seat plate, a deck's card back, the piles'
 * captions and counts vanished, and stayed so. Any relayout shuffles the pool (Settings or
 * Leave game shrink the hidden board to 1x1 and back), so it showed after Settings -> Back or a
 * resume without a reload. A texture from `generateTexture` is the board's own and never pooled.
 */
export class BakedSprite extends Sprite {
  constructor(
    private readonly bake: Bake,
    options: { label: string },
  ) {
    super({ ...options, texture: Texture.EMPTY });
    // Clicks go to its owner (a pile, a plate), which decides what they hit.
    this.eventMode = 'none';
  }

  /** Draws `content` (destroyed after) into a new texture, shown where the content lay; an empty content shows nothing. */
  redraw(content: Container): void {
    const old = this.texture;
    // Pixi gives a container with nothing in it bounds of no size at (0, 0).
    if (!content.getLocalBounds().isPositive) {
      this.texture = Texture.EMPTY;
    } else {
      const { texture, frame } = this.bake(content);
      this.texture = texture;
      this.position.set(frame.x, frame.y);
    }
    content.destroy({ children: true });
    if (old !== Texture.EMPTY) old.destroy(true);
  }

  override destroy(options?: DestroyOptions): void {
    const texture = this.texture;
    super.destroy(options);
    if (texture !== Texture.EMPTY && !texture.destroyed) texture.destroy(true);
  }
}
