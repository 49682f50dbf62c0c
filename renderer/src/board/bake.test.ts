import { describe, expect, it, vi } from 'vitest';

// Pixi reads the browser's navigator as it loads; these tests draw nothing, Node's is enough (Node 20 has none).
vi.hoisted(() => {
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
});

import { Container, Graphics, Rectangle, Texture, TextureSource } from 'pixi.js';
import { BakedSprite, type Bake } from './bake';

/** A baker that draws nothing: a texture of the content's frame, as `bakerFor` makes one, and the textures it made. */
function fakeBaker(): { bake: Bake; made: Texture[] } {
  const made: Texture[] = [];
  const bake: Bake = (content) => {
    const b = content.getLocalBounds();
    const frame = new Rectangle(Math.floor(b.minX), Math.floor(b.minY), Math.ceil(b.width), Math.ceil(b.height));
    const texture = new Texture({ source: new TextureSource({ width: frame.width, height: frame.height }) });
    made.push(texture);
    return { texture, frame };
  };
  return { bake, made };
}

const box = (x: number, y: number, w: number, h: number): Container => new Container({ children: [new Graphics().rect(x, y, w, h).fill(0xffffff)] });

describe('BakedSprite', () => {
  it('shows its content baked where the content lay, in a texture of its own (never one of Pixi’s pool)', () => {
    const { bake, made } = fakeBaker();
    const sprite = new BakedSprite(bake, { label: 'part' });
    const content = box(10, 20, 30, 40);
    sprite.redraw(content);
    expect(sprite.texture).toBe(made[0]);
    expect([sprite.x, sprite.y]).toEqual([10, 20]);
    // The content was only a drawing: gone once baked.
    expect(content.destroyed).toBe(true);
  });

  it('frees the texture it showed when it is drawn again, and when it is destroyed', () => {
    const { bake, made } = fakeBaker();
    const sprite = new BakedSprite(bake, { label: 'part' });
    sprite.redraw(box(0, 0, 8, 8));
    sprite.redraw(box(-2, 3, 5, 5));
    expect(made[0].destroyed).toBe(true);
    expect(sprite.texture).toBe(made[1]);
    expect([sprite.x, sprite.y]).toEqual([-2, 3]);
    sprite.destroy();
    expect(made[1].destroyed).toBe(true);
  });

  it('shows nothing for an empty content, baking none', () => {
    const { bake, made } = fakeBaker();
    const sprite = new BakedSprite(bake, { label: 'part' });
    sprite.redraw(box(0, 0, 8, 8));
    sprite.redraw(new Container());
    expect(made).toHaveLength(1);
    expect(made[0].destroyed).toBe(true);
    expect(sprite.texture).toBe(Texture.EMPTY);
    expect(Texture.EMPTY.destroyed).toBe(false);
  });
});
