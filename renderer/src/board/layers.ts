import { RenderLayer, type Container } from 'pixi.js';

/**
 * The draw order of the world, bottom to top. Objects keep their zone as parent (for
 * transforms) and are attached to a layer for drawing: a hovered or dragged card rises above
 * its neighbours without leaving its zone (pixijs.com guide "render layers").
 */
export const LAYER_ORDER = ['zones', 'cards', 'stack', 'arrows', 'drag'] as const;

/** The name of a world layer. */
export type LayerName = (typeof LAYER_ORDER)[number];

/** The world's render layers by name. */
export type BoardLayers = Readonly<Record<LayerName, RenderLayer>>;

/** Creates the layers and adds them to `world` (after its other children) in `LAYER_ORDER`. */
export function createLayers(world: Container): BoardLayers {
  const layers = {} as Record<LayerName, RenderLayer>;
  for (const name of LAYER_ORDER) {
    // Cards sort by zIndex (their place in a row), so overlapping hands stack left to right;
    // so do the stack's items (first put underneath), with their tags above them.
    const layer = new RenderLayer({ sortableChildren: name === 'cards' || name === 'stack' });
    layer.label = `layer:${name}`;
    layers[name] = layer;
    world.addChild(layer);
  }
  return layers;
}
