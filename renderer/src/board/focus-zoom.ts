import { FederatedMouseEvent, type Container } from 'pixi.js';

/**
 * Keyboard focus on an object's button in Pixi's accessibility layer zooms it as the pointer
 * resting on it does (issue 17 item 3), and losing the focus hides the zoom. Pixi turns the
 * button's focus into a bare `mouseover` (and its blur into `mouseout`) on the object: a real
 * mouse sends those as mouse events with a point, and its hover is handled as a pointer's, so
 * only the bare ones are the focus. The zoom goes beside the object's right edge.
 */
export function zoomOnFocus(target: Container, focus: (at: { x: number; y: number }) => void, blur: () => void): void {
  target.on('mouseover', (e) => {
    if (e instanceof FederatedMouseEvent) return;
    const b = target.getBounds();
    focus({ x: b.x + b.width, y: b.y + b.height / 2 });
  });
  target.on('mouseout', (e) => {
    if (!(e instanceof FederatedMouseEvent)) blur();
  });
}
