import type { Application, Container } from 'pixi.js';

/**
 * A point on `target` where a click reaches it, in canvas CSS pixels, or null when other
 * objects cover all of it (for tests). A crowded row overlaps its cards, a tapped one lies
 * sideways over its neighbour: an object's center may be another's, so tests click where the
 * player would, on a part of it they can see. It makes the same hit test a pointer event makes.
 */
export function pointWhereHit(app: Application, target: Container): { x: number; y: number } | null {
  const b = target.getBounds();
  // The root is what the event system sets before each event.
  const boundary = app.renderer.events.rootBoundary;
  boundary.rootTarget = app.renderer.lastObjectRendered;
  const hits = (x: number, y: number): boolean => {
    for (let c: Container | null = boundary.hitTest(x, y); c; c = c.parent) if (c === target) return true;
    return false;
  };
  const fractions = [0.5, 0.3, 0.7, 0.15, 0.85];
  for (const fy of fractions)
    for (const fx of fractions) {
      const x = b.x + b.width * fx;
      const y = b.y + b.height * fy;
      if (hits(x, y)) return { x, y };
    }
  return null;
}
